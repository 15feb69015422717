/**
 * One path from a visitor's request to an answer, for every transport of the forms: the body is read
 * once, submitted once, and the result mapped once to a status, a reason and a translated sentence.
 * The REST API turns that answer into JSON, the form pages into their FormResult or a redirect.
 */
import type { AppLoadContext } from "react-router";
import type { Config } from "~/config/env.server";
import type { Translate } from "~/i18n/catalogues.server";
import type { FormKind } from "~/modules/forms/kinds";
import { submitForm, type SubmitResult, type Translator } from "~/modules/forms/submit.server";
import type { FieldErrors } from "~/modules/validation/validation";
import { requestContext } from "~/http/request-context.server";
import { BodyError, readSubmission, type Submission } from "~/http/forms/body.server";
import type { FormResult } from "~/http/forms/results";

/** Links in mails use PUBLIC_URL when set, else the address the visitor used. */
export const baseUrlFor = (config: Pick<Config, "PUBLIC_URL">, request: Request) =>
  config.PUBLIC_URL ?? new URL(request.url).origin;

export function requestLanguage(request: Request, context?: AppLoadContext) {
  const { locale, t } = requestContext(request, context);
  // Schema messages are catalogue keys chosen at run time.
  const translate: Translator = (key, params) => t(key as Parameters<typeof t>[0], params);
  return { locale, t, translate };
}

/** A refused submission's sentence (a busy network, or an e-mail address used often) and its Retry-After. */
export function rateLimitRefusal(t: Translate, result: Extract<SubmitResult, { status: "rate_limited" }>) {
  const count = Math.ceil(result.retryAfterSeconds / 60);
  return {
    message:
      result.scope === "email"
        ? t("forms.errors.emailRateLimited", { count })
        : t("forms.errors.rateLimited", { count }),
    headers: { "Retry-After": String(result.retryAfterSeconds) },
  };
}

export type FailureReason = Extract<FormResult, { status: "error" }>["reason"];

/** What a submission comes to, whoever sent it. */
export type FormAnswer =
  | { ok: true; status: 200 | 201; id: number; message: string }
  | {
      ok: false;
      status: number;
      reason: FailureReason;
      message: string;
      errors: FieldErrors;
      headers?: Record<string, string>;
    };

type TextKey = Parameters<Translate>[0];

interface AnswerTexts {
  success: TextKey;
  /** The sentence above the field errors. */
  invalid: TextKey;
}

/**
 * Reads the request's body, submits it and answers. `submission` is what was read (null when the body
 * itself was refused), so a page can show the visitor's values again.
 */
export async function submitRequest(
  { request, context }: { request: Request; context: AppLoadContext },
  kind: FormKind,
  options: { texts: AnswerTexts; isStampRequired: (submission: Submission) => boolean },
): Promise<{ answer: FormAnswer; submission: Submission | null }> {
  const { locale, t, translate } = requestLanguage(request, context);
  let submission: Submission;
  try {
    submission = await readSubmission(request);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    const reason = error.status === 413 ? "too_large" : "invalid";
    return {
      answer: { ok: false, status: error.status, reason, message: t(error.messageKey), errors: {} },
      submission: null,
    };
  }
  const result = await submitForm(context.services, {
    kind,
    values: submission.values,
    files: submission.files,
    locale,
    clientIp: context.clientIp,
    baseUrl: baseUrlFor(context.services.config, request),
    isStampRequired: options.isStampRequired(submission),
    translate,
  });
  return { answer: answerOf(result, t, options.texts), submission };
}

function answerOf(result: SubmitResult, t: Translate, texts: AnswerTexts): FormAnswer {
  switch (result.status) {
    case "created":
    case "duplicate":
      // A duplicate collapsed into the first submission is still a success for the visitor.
      return {
        ok: true,
        status: result.status === "created" ? 201 : 200,
        id: result.id,
        message: t(texts.success),
      };
    case "invalid":
      return { ok: false, status: 400, reason: "invalid", message: t(texts.invalid), errors: result.errors };
    case "refused":
      return { ok: false, status: 400, reason: "refused", message: t("forms.errors.refused"), errors: {} };
    case "rate_limited": {
      const refusal = rateLimitRefusal(t, result);
      return { ok: false, status: 429, reason: "rate_limited", errors: {}, ...refusal };
    }
  }
}
