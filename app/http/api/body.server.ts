/**
 * Reading request bodies for the REST API: JSON, multipart or urlencoded forms, never more bytes than
 * the limit (the declared Content-Length is checked before anything is read, and a body without one
 * is counted while it streams). Every failure is a ready 400, 413 or 415 answer.
 */
import type { Translate } from "~/i18n/catalogues.server";
import type { ContentInput } from "~/modules/content/content.server";
import { BodyTooLargeError, JSON_BODY_LIMIT, readBodyWithin } from "~/http/body.server";
import { parseJson } from "~/http/json";
import { apiError } from "~/http/responses.server";

export { JSON_BODY_LIMIT };

/** Room for multipart boundaries, headers and text fields beside the files themselves. */
export const MULTIPART_OVERHEAD = 1024 * 1024;

/** "untyped": no Content-Type, which is fine only when there is no body either. */
type BodyKind = "json" | "form" | "untyped";

function bodyKind(request: Request, t: Translate): BodyKind {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json" || type.endsWith("+json")) return "json";
  if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") return "form";
  if (type === "") return "untyped";
  throw apiError(415, t("restApi.errors.unsupportedMediaType"));
}

async function assertNoBody(request: Request, t: Translate) {
  const bytes = await readBytes(request, JSON_BODY_LIMIT, t);
  if (bytes.byteLength > 0) throw apiError(415, t("restApi.errors.unsupportedMediaType"));
}

/** The whole body: 413 for a declared size over the limit before a byte is read, or once past it. */
export async function readBytes(
  request: Request,
  limit: number,
  t: Translate,
): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await readBodyWithin(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw apiError(413, t("api.errors.tooLarge"));
    throw apiError(400, t("restApi.errors.unreadableBody"));
  }
}

async function parseJsonObject(bytes: Uint8Array, t: Translate): Promise<Record<string, unknown>> {
  const text = new TextDecoder().decode(bytes);
  if (text.trim() === "") return {};
  const read = parseJson(text);
  if (!read.ok) throw apiError(400, t("api.errors.malformedJson"));
  const parsed = read.value;
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw apiError(400, t("restApi.errors.notAnObject"));
  }
  return parsed as Record<string, unknown>;
}

async function parseForm(request: Request, bytes: Uint8Array<ArrayBuffer>, t: Translate): Promise<FormData> {
  try {
    return await new Response(bytes, {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
    }).formData();
  } catch {
    throw apiError(400, t("restApi.errors.unreadableBody"));
  }
}

/** A JSON object body (an empty body counts as `{}`). */
export async function readJsonObject(request: Request, t: Translate, limit = JSON_BODY_LIMIT) {
  const kind = bodyKind(request, t);
  if (kind === "untyped") {
    await assertNoBody(request, t);
    return {};
  }
  const bytes = await readBytes(request, limit, t);
  if (kind === "json") return cleanStrings(await parseJsonObject(bytes, t));
  return formValues(await parseForm(request, bytes, t));
}

/** PostgreSQL text cannot hold U+0000; no field of ours needs it, so it is dropped on the way in. */
export const withoutNul = (text: string) => text.replaceAll("\u0000", "");

function cleanStrings(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "string" ? withoutNul(value) : value,
    ]),
  );
}

/** Text fields of a form; a repeated name keeps its last value (no field of ours is a list). */
function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string") values[name] = withoutNul(value);
  return values;
}

function formFiles(form: FormData): Record<string, File> {
  // No prototype: a part named "__proto__" must stay an ordinary key.
  const files: Record<string, File> = Object.create(null) as Record<string, File>;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") continue;
    files[name] = value.name.includes("\u0000")
      ? new File([value], withoutNul(value.name), { type: value.type })
      : value;
  }
  return files;
}

/** A content submission: JSON (text fields only) or a form with files. */
export async function readContentInput(
  request: Request,
  t: Translate,
  limits: { form: number; json?: number },
): Promise<ContentInput> {
  const kind = bodyKind(request, t);
  if (kind === "untyped") {
    await assertNoBody(request, t);
    return { values: {}, files: {} };
  }
  if (kind === "json") {
    const bytes = await readBytes(request, limits.json ?? JSON_BODY_LIMIT, t);
    return { values: cleanStrings(await parseJsonObject(bytes, t)), files: {} };
  }
  const form = await parseForm(request, await readBytes(request, limits.form, t), t);
  return { values: formValues(form), files: formFiles(form) };
}

/** A multipart upload: the form, read within the limit. */
export async function readUploadForm(request: Request, t: Translate, limit: number): Promise<FormData> {
  const kind = bodyKind(request, t);
  if (kind === "json") throw apiError(415, t("restApi.errors.unsupportedMediaType"));
  if (kind === "untyped") {
    await assertNoBody(request, t);
    return new FormData();
  }
  return parseForm(request, await readBytes(request, limit, t), t);
}
