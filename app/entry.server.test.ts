import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "./entry.server";

describe("the server's error report", () => {
  const request = () => new Request("http://localhost/actualites", { method: "POST" });
  afterEach(() => vi.restoreAllMocks());

  it("stays quiet for a method a page does not take, and reports every other error", () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const cause = new Error('You made a POST request to "/actualites" but did not provide an `action`');
    handleError(new ErrorResponse(405, "Method Not Allowed", cause, true), { request: request() });
    expect(log).not.toHaveBeenCalled();

    const broken = new Error("a loader failed");
    handleError(broken, { request: request() });
    expect(log).toHaveBeenCalledWith(broken);
    const internal = new Error("no route matches");
    handleError(new ErrorResponse(500, "Internal Server Error", internal, true), { request: request() });
    expect(log).toHaveBeenLastCalledWith(internal);
  });
});
