/**
 * Answers whose whole body the app already holds as bytes (a rendered page, a JSON answer). The host
 * sends those bytes instead of reading them back through the `Response`'s web stream, and a JSON body
 * is encoded by Node's Buffer instead of the Fetch API's string checks: together a tenth of an uncached
 * REST list's CPU (docs/decisions/022-workers-and-render-cost.md, third pass).
 *
 * The `Response` stays a complete one (its stream still holds the bytes) for every other reader: tests,
 * React Router's HEAD handling, a handler that clones it.
 *
 * The host and the server build are two bundles, each with its own copy of this module: the bytes ride
 * on the `Response` under a registered symbol, which both see (a `WeakMap` of responses peaked higher
 * under load: decision 022).
 */
const BYTES = Symbol.for("tamkine.wholeBody");

type WithBytes = Response & { [BYTES]?: Uint8Array };

/** A response whose body is exactly `bytes`, remembered for the host. */
export function wholeResponse(bytes: Uint8Array<ArrayBuffer>, init: ResponseInit): Response {
  // Given the bytes themselves, the Fetch API would copy them for its stream: a page or a list held
  // twice until the next garbage collection. A stream of the same bytes holds them once.
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const response: WithBytes = new Response(body, init);
  response[BYTES] = bytes;
  return response;
}

/** UTF-8 takes at most three bytes per UTF-16 unit; texts up to a third of this are encoded through it. */
const SCRATCH_BYTES = 1 << 20;
let scratch: Buffer | undefined;

/**
 * `text` in UTF-8. `Buffer.from(text)` walks the text twice, to measure it and then to encode it; a
 * list in Arabic encodes at half the speed of one in French, so the walk that measures was half the
 * encoding's cost (decision 022, fourth pass). Here the text is encoded once into scratch space, then
 * copied at its exact size. Lone surrogates become U+FFFD, as with `Buffer.from`.
 */
export function utf8Bytes(text: string): Buffer<ArrayBuffer> {
  if (text.length * 3 > SCRATCH_BYTES) return Buffer.from(text);
  // Allocated once per process, outside Buffer's shared pool; a page of it is touched only when used.
  scratch ??= Buffer.allocUnsafeSlow(SCRATCH_BYTES);
  const length = scratch.write(text, "utf8");
  const bytes = Buffer.allocUnsafeSlow(length);
  scratch.copy(bytes, 0, 0, length);
  return bytes;
}

/** The bytes `response` was made from, when it was made by `wholeResponse` and its body not read since. */
export function wholeBodyOf(response: Response): Uint8Array | undefined {
  return response.bodyUsed ? undefined : (response as WithBytes)[BYTES];
}

/** The whole body of any response: the remembered bytes, else read from its stream. */
export async function readWholeBody(response: Response): Promise<Buffer> {
  const bytes = wholeBodyOf(response);
  if (!bytes) return Buffer.from(await response.arrayBuffer());
  // The stream is left unread: nothing else will read it, and it is released with the response.
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
