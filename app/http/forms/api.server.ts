/**
 * POST /api/<kind>/ for the REST API (§7): JSON, URL-encoded or multipart bodies, validated with the same
 * schema as the pages. The route files of the API call `handleFormPost(args, kind)` for POST.
 */
import type { AppLoadContext } from "react-router";
import { apiError, json } from "~/http/responses.server";
import { BodyError, readSubmission } from "~/http/forms/body.server";
import { SUCCESS_MESSAGES, type FormKind } from "~/modules/forms/kinds";
import { baseUrlFor, rateLimitRefusal, requestLanguage } from "~/http/forms/request.server";
import { submitForm } from "~/modules/forms/submit.server";

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
  const { request, context } = args;
  const { locale, t, translate } = requestLanguage(request);
  if (request.method !== "POST") {
    return apiError(405, t("api.errors.methodNotAllowed"), { headers: { Allow: "POST" } });
  }
  let submission;
  try {
    submission = await readSubmission(request);
  } catch (error) {
    if (error instanceof BodyError) return apiError(error.status, t(error.messageKey));
    throw error;
  }
  const result = await submitForm(context.services, {
    kind,
    values: submission.values,
    files: submission.files,
    locale,
    clientIp: context.clientIp,
    baseUrl: baseUrlFor(context.services.config, request),
    isStampRequired: !submission.isJson,
    translate,
  });
  const noStore = { "Cache-Control": "no-store" };
  switch (result.status) {
    case "created":
    case "duplicate":
      return json(
        { id: result.id, message: t(SUCCESS_MESSAGES[kind]) },
        { status: result.status === "created" ? 201 : 200, headers: noStore },
      );
    case "invalid":
      return apiError(400, t("forms.errors.invalid"), { errors: result.errors });
    case "refused":
      return apiError(400, t("forms.errors.refused"));
    case "rate_limited": {
      const refusal = rateLimitRefusal(t, result);
      return apiError(429, refusal.message, { headers: refusal.headers });
    }
  }
}
