/**
 * The version a client edited (decision 028): its `updated_at`, sent as `If-Match` (an ETag, quoted or
 * not) or as a `version` field of the body. Without one, the write is unconditional, as for older clients.
 */
import type { Translate } from "~/i18n/catalogues.server";
import { apiError } from "~/http/responses.server";

const VERSION = /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/;

function clean(raw: string) {
  return raw
    .trim()
    .replace(/^W\//, "")
    .replace(/^"(.*)"$/, "$1");
}

/** Throws a 400 answer when a version is given but cannot be one. */
export function expectedVersionOf(request: Request, t: Translate, bodyValue?: unknown): string | undefined {
  const header = request.headers.get("If-Match");
  const raw = header ?? (typeof bodyValue === "string" && bodyValue.trim() !== "" ? bodyValue : undefined);
  if (raw === undefined) return undefined;
  const version = clean(raw);
  if (!VERSION.test(version)) {
    throw apiError(400, t("api.errors.invalid"), { errors: { version: [t("revisions.badVersion")] } });
  }
  return version;
}
