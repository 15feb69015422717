/**
 * Rendered pages and JSON leave compressed in one call instead of through the streaming compressor of
 * the `compression` middleware: React writes a page in chunks of a few
 * kilobytes, and a streaming brotli compressor makes a thread-pool round trip per chunk (measured: 3.9 ms
 * per 85 KB page in 2 KB chunks against 1.0 ms in one call; /actualites rendered without cache went from
 * 50–57 to 72–77 requests/s, docs/decisions/017-rendering-budget.md). The whole answer is known before it
 * leaves anyway: no route streams deferred data.
 *
 * Streams the middleware still compresses as they come: server-sent events, files, answers without a
 * known type and anything that says `no-transform`.
 */
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { IncomingMessage } from "node:http";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compression costs more than the bytes it saves (the middleware's own threshold). */
const MIN_BYTES = 1024;
const COMPRESSIBLE =
  /^(text\/html|application\/json|application\/xml|text\/xml|application\/rss\+xml|text\/plain)\b/i;

export type Encoding = "br" | "gzip";

/** Brotli when the client takes it, else gzip, else none (q-values of 0 refuse an encoding). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

/** Whether an answer of this type and these headers is compressed here, whole. */
export function isCompressibleAnswer(headers: Headers) {
  return (
    COMPRESSIBLE.test(headers.get("Content-Type") ?? "") &&
    !headers.has("Content-Encoding") &&
    !/\bno-transform\b/i.test(headers.get("Cache-Control") ?? "")
  );
}

/**
 * Up to this size a rendered answer is compressed on the event loop: for a page of ~70 KB the thread
 * pool's round trip (streams, promise, wake-up) cost the main thread a quarter of a millisecond, the
 * compression itself a third of one at brotli's quality 2 (docs/decisions/022-workers-and-render-cost.md).
 * Larger answers (exports, long lists) go to the thread pool, so that one of them never holds the loop.
 */
const ON_THE_LOOP_MAX_BYTES = 256 * 1024;

/**
 * An answer compressed in one call. `fast` (each rendered answer): brotli at quality 1, 7–12 % larger
 * than quality 2 for less than half its time (decision 022, fourth pass), and gzip at level 6, the
 * middleware's. `best` (a page-cache entry, made
 * once and sent thousands of times): the smallest each can make, on the thread pool.
 */
export async function compressWhole(
  body: Buffer,
  encoding: Encoding,
  effort: "fast" | "best" = "fast",
): Promise<Buffer> {
  const brotliParams = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === "best" ? constants.BROTLI_MAX_QUALITY : 1,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
  const gzipParams = { level: effort === "best" ? 9 : 6 };
  if (effort === "fast" && body.length <= ON_THE_LOOP_MAX_BYTES) {
    return encoding === "br" ? brotliCompressSync(body, brotliParams) : gzipSync(body, gzipParams);
  }
  return encoding === "br" ? brotli(body, brotliParams) : gzipAsync(body, gzipParams);
}

/**
 * The body to send for an answer known whole: compressed when it is worth it and the client takes it.
 * Returns the encoding used, if any.
 */
export async function encodeWhole(
  req: IncomingMessage,
  body: Buffer,
): Promise<{ body: Buffer; encoding?: Encoding }> {
  if (body.length < MIN_BYTES) return { body };
  const encoding = negotiateEncoding(req.headers["accept-encoding"]);
  if (!encoding) return { body };
  return { body: await compressWhole(body, encoding), encoding };
}
