import type { Translate } from "~/i18n/catalogues.server";
import { apiError } from "./responses.server";

export const JSON_BODY_LIMIT = 1024 * 1024;
/** Bodies up to this size are read and discarded before a 413, so the connection stays usable. */
const DRAIN_LIMIT = 2 * 1024 * 1024;

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
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) return refuseTooLarge(request, t, declared);
  const text = await request.text();
  if (Buffer.byteLength(text) > limit) throw apiError(413, t("api.errors.tooLarge"));
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw apiError(400, t("api.errors.malformedJson"));
  }
}
