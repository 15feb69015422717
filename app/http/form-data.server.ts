import { data } from "react-router";
import { BodyTooLargeError, readBodyWithin } from "~/http/body.server";

/**
 * The form body of a page action. A body that is not a form (wrong content type, broken multipart) is
 * the client's mistake: it answers 415 or 400, never a 500. The body is read in full first, so a refusal
 * never leaves bytes on a kept-alive connection; the host bounds its size before the action runs (413,
 * server/body-limit.ts), so the stream itself may end in BodyTooLargeError.
 */
export async function readFormData(request: Request): Promise<FormData> {
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBodyWithin(request, Number.POSITIVE_INFINITY);
  } catch (error) {
    throw data(null, { status: error instanceof BodyTooLargeError ? 413 : 400 });
  }
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
    throw data(null, { status: 415 });
  }
  try {
    return await new Response(body, { headers: { "Content-Type": type } }).formData();
  } catch {
    throw data(null, { status: 400 });
  }
}
