/**
 * Reads a visitor's submission, whatever its shape: JSON (the REST API of §7), URL-encoded (a plain HTML
 * form) or multipart (the partner form with its logo). Bodies over the limit are refused before they are
 * held in memory.
 */
import { BodyTooLargeError, JSON_BODY_LIMIT, readBodyWithin } from "~/http/body.server";
import { parseJson } from "~/http/json";
import { LIMITS } from "~/modules/media/upload.server";

/** The partner logo plus room for the text fields. */
export const FORM_BODY_LIMIT = LIMITS.publicImageBytes + 256 * 1024;

export interface Submission {
  values: Record<string, unknown>;
  files: Record<string, File>;
  /** How the client sent it: JSON clients are API clients, the others are HTML forms. */
  isJson: boolean;
}

export class BodyError extends Error {
  override name = "BodyError";
  constructor(
    readonly status: 400 | 413 | 415,
    readonly messageKey: "api.errors.malformedJson" | "api.errors.tooLarge" | "api.errors.invalid",
  ) {
    super(messageKey);
  }
}

/** Reads at most `limit` bytes of the body; one byte more is a 413. */
async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await readBodyWithin(request, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new BodyError(413, "api.errors.tooLarge");
    throw new BodyError(400, "api.errors.invalid");
  }
}

export async function readSubmission(request: Request): Promise<Submission> {
  const rawContentType = request.headers.get("Content-Type") ?? "";
  const contentType = rawContentType.toLowerCase();
  if (contentType.startsWith("application/json") || contentType === "") {
    const text = new TextDecoder().decode(await readCapped(request, JSON_BODY_LIMIT));
    if (text.trim() === "") return { values: {}, files: {}, isJson: true };
    const read = parseJson(text);
    if (!read.ok) throw new BodyError(400, "api.errors.malformedJson");
    const parsed = read.value;
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      throw new BodyError(400, "api.errors.invalid");
    }
    return { values: parsed as Record<string, unknown>, files: {}, isJson: true };
  }
  if (
    !contentType.startsWith("application/x-www-form-urlencoded") &&
    !contentType.startsWith("multipart/form-data")
  ) {
    throw new BodyError(415, "api.errors.invalid");
  }
  const body = await readCapped(request, FORM_BODY_LIMIT);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "Content-Type": rawContentType } }).formData();
  } catch {
    throw new BodyError(400, "api.errors.invalid");
  }
  const values: Record<string, unknown> = {};
  const files: Record<string, File> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") {
      // A repeated name keeps its first value: no form here has a multi-valued field.
      if (!(key in values)) values[key] = value;
    } else if (value.size > 0 && !(key in files)) {
      files[key] = value;
    }
  }
  return { values, files, isJson: false };
}
