/**
 * A visitor's POST reaches the forms module as it was sent, with two normalisations every write of the
 * API gets: U+0000 is dropped (PostgreSQL text refuses it), and an address of our own media — the
 * partner logo that POST /api/uploads/ answered as an absolute `secure_url` — becomes site-relative, as
 * stored media addresses are. A body that cannot be read is passed on untouched, so the forms module
 * answers it as it answers every malformed body.
 */
import type { Translate } from "~/i18n/catalogues.server";
import { FORM_BODY_LIMIT } from "~/http/forms/body.server";
import { parseJson } from "~/http/json";
import { JSON_BODY_LIMIT, readBytes, withoutNul } from "~/http/api/body.server";

/** The form fields that carry a media address. */
const MEDIA_FIELDS = new Set(["logo"]);

function normalizeValue(name: string, value: string, origins: string[]) {
  const text = withoutNul(value);
  if (!MEDIA_FIELDS.has(name)) return text;
  const trimmed = text.trim();
  const origin = origins.find((candidate) => trimmed.startsWith(`${candidate}/media/`));
  return origin ? trimmed.slice(origin.length) : text;
}

function rebuilt(request: Request, body: BodyInit, contentType?: string) {
  const headers = new Headers(request.headers);
  headers.delete("Content-Length");
  if (contentType) headers.set("Content-Type", contentType);
  else headers.delete("Content-Type");
  return new Request(request.url, { method: request.method, headers, body });
}

async function normalizedJson(request: Request, t: Translate, origins: string[]) {
  const bytes = await readBytes(request, JSON_BODY_LIMIT, t);
  const read = parseJson(new TextDecoder().decode(bytes));
  // Malformed or too deep: passed on untouched, and refused by the forms module like any malformed body.
  if (!read.ok) return rebuilt(request, bytes, request.headers.get("Content-Type") ?? undefined);
  const parsed = read.value;
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return rebuilt(request, bytes, request.headers.get("Content-Type") ?? undefined);
  }
  const values = Object.fromEntries(
    Object.entries(parsed).map(([name, value]) => [
      name,
      typeof value === "string" ? normalizeValue(name, value, origins) : value,
    ]),
  );
  return rebuilt(request, JSON.stringify(values), "application/json");
}

async function normalizedForm(request: Request, t: Translate, origins: string[], isMultipart: boolean) {
  const bytes = await readBytes(request, FORM_BODY_LIMIT, t);
  const contentType = request.headers.get("Content-Type") ?? "";
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return rebuilt(request, bytes, contentType);
  }
  if (!isMultipart) {
    const params = new URLSearchParams();
    for (const [name, value] of form.entries()) {
      if (typeof value === "string") params.append(name, normalizeValue(name, value, origins));
    }
    return rebuilt(request, params, "application/x-www-form-urlencoded;charset=UTF-8");
  }
  const cleaned = new FormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") cleaned.append(name, normalizeValue(name, value, origins));
    else cleaned.append(name, value, withoutNul(value.name));
  }
  // The new body chooses its own multipart boundary, so Content-Type comes from it.
  return rebuilt(request, cleaned);
}

export async function normalizedSubmission(request: Request, t: Translate, origins: string[]) {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") return normalizedJson(request, t, origins);
  if (type === "multipart/form-data") return normalizedForm(request, t, origins, true);
  if (type === "application/x-www-form-urlencoded") return normalizedForm(request, t, origins, false);
  return request;
}
