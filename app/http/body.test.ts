import { describe, expect, it } from "vitest";
import {
  BodyTooLargeError,
  declaredLength,
  limitedStream,
  readBodyWithin,
  UnreadableBodyError,
} from "~/http/body.server";

/** A body that counts how much of it was pulled and whether it was cancelled. */
function source(chunks: number, chunkSize: number) {
  const state = { pulled: 0, isCancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled === chunks) return controller.close();
      state.pulled++;
      controller.enqueue(new Uint8Array(chunkSize).fill(97));
    },
    cancel() {
      state.isCancelled = true;
    },
  });
  return { stream, state };
}

const request = (body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request("http://site.test/contacter-tamkine", {
    method: "POST",
    headers,
    body,
    duplex: "half",
  } as RequestInit);

describe("bodies within a limit", () => {
  it("reads a body up to the limit, byte for byte", async () => {
    const { stream } = source(4, 1000);
    const bytes = await readBodyWithin(request(stream), 4000);
    expect(bytes.byteLength).toBe(4000);
    expect(bytes.every((byte) => byte === 97)).toBe(true);
  });

  it("refuses a declared length over the limit without reading a byte", async () => {
    const { stream, state } = source(100, 1000);
    await expect(
      readBodyWithin(request(stream, { "Content-Length": String(50 * 1024 * 1024) }), 1024),
    ).rejects.toBeInstanceOf(BodyTooLargeError);
    // The stream may have been primed by its own start, never read on.
    expect(state.pulled).toBeLessThanOrEqual(1);
  });

  it("stops a chunked body at the chunk that passes the limit, leaving the source open", async () => {
    const { stream, state } = source(1000, 1000);
    await expect(readBodyWithin(request(stream), 2500)).rejects.toBeInstanceOf(BodyTooLargeError);
    // Three chunks pass 2,500 bytes; the stream's own read-ahead may have pulled one more.
    expect(state.pulled).toBeLessThanOrEqual(5);
    // Cancelling a request's stream destroys its connection, and the 413 could not be written.
    expect(state.isCancelled).toBe(false);
  });

  it("reports the moment the limit is passed, and the end of a body within it", async () => {
    const events: string[] = [];
    const over = limitedStream(source(10, 100).stream, 250, { onTooLarge: () => events.push("too large") });
    await expect(new Response(over).arrayBuffer()).rejects.toBeInstanceOf(BodyTooLargeError);
    const within = limitedStream(source(2, 100).stream, 250, { onEnd: () => events.push("end") });
    expect((await new Response(within).arrayBuffer()).byteLength).toBe(200);
    expect(events).toEqual(["too large", "end"]);
  });

  it("calls a failing stream unreadable", async () => {
    const broken = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("connection reset"));
      },
    });
    await expect(readBodyWithin(request(broken), 1024)).rejects.toBeInstanceOf(UnreadableBodyError);
  });

  it("reads Content-Length only when it is a number", () => {
    expect(declaredLength("52428800")).toBe(52_428_800);
    expect(declaredLength(" 12 ")).toBe(12);
    for (const value of [null, undefined, "", "abc", "-1", "1e9", "12, 13"]) {
      expect(declaredLength(value)).toBeUndefined();
    }
  });
});
