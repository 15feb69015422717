/**
 * POST /api/<kind>/ for the REST API (§7): JSON, URL-encoded or multipart bodies, validated with the same
 * schema as the pages. The route files of the API call `handleFormPost(args, kind)` for POST.
 */
import type { AppLoadContext } from "react-router";
import { apiError, json } from "~/http/responses.server";
import { SUCCESS_MESSAGES, type FormKind } from "~/modules/forms/kinds";
import { requestLanguage, submitRequest } from "~/http/forms/request.server";

export type { FormKind } from "~/modules/forms/kinds";

/**
 * Answers: 201 {id, message} (message = the spec's success text in the request language); 200 with the
 * same body for a collapsed duplicate; 400 {error, errors: {field: [messages]}}; 400 {error} for a bot;
 * 429 {error} + Retry-After; 413 for a body over the limit; never 500 from input.
 */
export async function handleFormPost(
  args: { request: Request; context: AppLoadContext },
  kind: FormKind,
): Promise<Response> {
  if (args.request.method !== "POST") {
    const { t } = requestLanguage(args.request, args.context);
    return apiError(405, t("api.errors.methodNotAllowed"), { headers: { Allow: "POST" } });
  }
  const { answer } = await submitRequest(args, kind, {
    texts: { success: SUCCESS_MESSAGES[kind], invalid: "forms.errors.invalid" },
    // JSON clients of the REST API may post without the signed stamp of the HTML forms (§7).
    isStampRequired: (submission) => !submission.isJson,
  });
  if (answer.ok) {
    return json(
      { id: answer.id, message: answer.message },
      { status: answer.status, headers: { "Cache-Control": "no-store" } },
    );
  }
  return apiError(answer.status, answer.message, {
    ...(answer.reason === "invalid" && Object.keys(answer.errors).length ? { errors: answer.errors } : {}),
    ...(answer.headers ? { headers: answer.headers } : {}),
  });
}
