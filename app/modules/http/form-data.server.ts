import { data } from "react-router";

/**
 * The form body of a page action. A body that is not a form (wrong content type, broken multipart) is
 * the client's mistake: it answers 415 or 400, never a 500. The body is always read in full first, so a
 * refusal never leaves bytes on a kept-alive connection.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const body = await request.arrayBuffer().catch(() => {
    throw data(null, { status: 400 });
  });
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
