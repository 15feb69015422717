import type { Translate } from "~/i18n/catalogues.server";
import { apiError } from "./responses.server";

export const JSON_BODY_LIMIT = 1024 * 1024;

/** Reads a JSON body. Malformed JSON answers 400; a body over the limit answers 413. */
export async function readJson(request: Request, t: Translate, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) throw apiError(413, t("api.errors.tooLarge"));
  const text = await request.text();
  if (Buffer.byteLength(text) > limit) throw apiError(413, t("api.errors.tooLarge"));
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw apiError(400, t("api.errors.malformedJson"));
  }
}
