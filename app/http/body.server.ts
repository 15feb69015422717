/**
 * Request bodies within a limit: the one implementation the REST API, the visitors' forms, the page
 * actions and the host (server/body-limit.ts) share. A declared Content-Length over the limit is refused
 * before a byte is read; a body without one (chunked) is counted while it streams and stopped as soon as
 * it passes the limit.
 */
import type { Translate } from "~/i18n/catalogues.server";
import { parseJson } from "~/http/json";
import { apiError } from "~/http/responses.server";

export const JSON_BODY_LIMIT = 1024 * 1024;
/** Bodies up to this size are read and discarded before a 413, so the connection stays usable. */
const DRAIN_LIMIT = 2 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
  constructor(readonly limit: number) {
    super(`The request body is over ${limit} bytes.`);
  }
}

export class UnreadableBodyError extends Error {
  override name = "UnreadableBodyError";
}

/** A Content-Length header's value; undefined without one (a chunked body) or when it is not a number. */
export function declaredLength(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^\d+$/.test(value.trim())) return undefined;
  return Number(value);
}

export const isDeclaredOver = (headers: Headers, limit: number) =>
  (declaredLength(headers.get("Content-Length")) ?? 0) > limit;

/**
 * A body stream that fails with BodyTooLargeError once more than `limit` bytes went through. The source
 * is left paused, not cancelled: cancelling a request's stream destroys the connection, and the 413 could
 * not be written any more. Whoever answers closes the connection instead (`Connection: close`).
 */
export function limitedStream(
  source: ReadableStream<Uint8Array>,
  limit: number,
  events: { onTooLarge?: () => void; onEnd?: () => void } = {},
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let total = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let result: ReadableStreamReadResult<Uint8Array>;
      try {
        result = await reader.read();
      } catch (error) {
        controller.error(error);
        return;
      }
      if (result.done) {
        events.onEnd?.();
        controller.close();
        return;
      }
      total += result.value.byteLength;
      if (total > limit) {
        reader.releaseLock();
        events.onTooLarge?.();
        controller.error(new BodyTooLargeError(limit));
        return;
      }
      controller.enqueue(result.value);
    },
    cancel() {
      reader.releaseLock();
    },
  });
}

/**
 * Reads a whole body of at most `limit` bytes. Throws BodyTooLargeError (declared or counted), or
 * UnreadableBodyError when the stream fails (the client went away, a broken chunked encoding).
 */
export async function readBodyWithin(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (isDeclaredOver(request.headers, limit)) throw new BodyTooLargeError(limit);
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = limitedStream(request.body, limit).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let result: ReadableStreamReadResult<Uint8Array>;
    try {
      result = await reader.read();
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw error;
      throw new UnreadableBodyError("The request body could not be read.", { cause: error });
    }
    if (result.done) break;
    chunks.push(result.value);
    total += result.value.byteLength;
  }
  const body = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

async function refuseTooLarge(request: Request, t: Translate, declared: number): Promise<never> {
  if (declared <= DRAIN_LIMIT) {
    await request.arrayBuffer().catch(() => undefined);
    throw apiError(413, t("api.errors.tooLarge"));
  }
  // Too big to read: answer at once and let the connection close rather than parse what follows.
  throw apiError(413, t("api.errors.tooLarge"), { headers: { Connection: "close" } });
}

/** Reads a JSON body. Malformed JSON answers 400; a body over the limit answers 413. */
export async function readJson(request: Request, t: Translate, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const declared = declaredLength(request.headers.get("Content-Length")) ?? 0;
  if (declared > limit) return refuseTooLarge(request, t, declared);
  let text: string;
  try {
    text = new TextDecoder().decode(await readBodyWithin(request, limit));
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      throw apiError(413, t("api.errors.tooLarge"), { headers: { Connection: "close" } });
    }
    throw apiError(400, t("api.errors.malformedJson"));
  }
  if (text.trim() === "") return {};
  const parsed = parseJson(text);
  if (!parsed.ok) throw apiError(400, t("api.errors.malformedJson"));
  return parsed.value;
}
