import type { IncomingMessage } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodeWhole, isCompressibleAnswer, negotiateEncoding } from "./compress-once";

const request = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }) as IncomingMessage;

describe("one-shot compression", () => {
  it("prefers brotli, falls back to gzip, and honours q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(negotiateEncoding("*")).toBe("gzip");
    expect(negotiateEncoding("identity")).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });

  it("compresses pages and JSON, never streams, encoded answers or no-transform ones", () => {
    expect(isCompressibleAnswer(new Headers({ "Content-Type": "text/html; charset=utf-8" }))).toBe(true);
    expect(isCompressibleAnswer(new Headers({ "Content-Type": "application/json" }))).toBe(true);
    expect(isCompressibleAnswer(new Headers({ "Content-Type": "text/event-stream" }))).toBe(false);
    expect(isCompressibleAnswer(new Headers({ "Content-Type": "application/pdf" }))).toBe(false);
    expect(
      isCompressibleAnswer(new Headers({ "Content-Type": "text/html", "Content-Encoding": "gzip" })),
    ).toBe(false);
    expect(
      isCompressibleAnswer(new Headers({ "Content-Type": "text/html", "Cache-Control": "no-transform" })),
    ).toBe(false);
  });

  it("gives back exactly the body once decoded, and leaves small bodies alone", async () => {
    const page = Buffer.from(`<p>Fondation Tamkine — مؤسسة تمكين</p>`.repeat(200));
    const br = await encodeWhole(request("gzip, br"), page);
    expect(br.encoding).toBe("br");
    expect(br.body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(br.body).equals(page)).toBe(true);
    const gzip = await encodeWhole(request("gzip"), page);
    expect(gunzipSync(gzip.body).equals(page)).toBe(true);
    expect(await encodeWhole(request(), page)).toEqual({ body: page });
    // A large answer is compressed on the thread pool instead of the event loop: same result.
    const large = Buffer.from(Array.from({ length: 30_000 }, (_, index) => `<li>${index}</li>`).join(""));
    expect(brotliDecompressSync((await encodeWhole(request("br"), large)).body).equals(large)).toBe(true);
    const small = Buffer.from("{}");
    expect(await encodeWhole(request("br"), small)).toEqual({ body: small });
  });
});
