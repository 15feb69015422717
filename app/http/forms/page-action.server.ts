/**
 * The action behind each form page. Without JavaScript the browser posts the form here: success
 * redirects to the page with `?envoye=1` (a reload does not post again), errors render the page again
 * with the messages and the values kept. With JavaScript (a fetcher, marked by SCRIPT_FIELD) the result
 * is answered as data and the page updates without a reload.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { pageMessages, type PageArea } from "~/i18n/catalogues.server";
import { BodyError, readSubmission } from "~/http/forms/body.server";
import {
  HONEYPOT_FIELD,
  SCRIPT_FIELD,
  STAMP_FIELD,
  SUCCESS_MESSAGES,
  type FormKind,
} from "~/modules/forms/kinds";
import { baseUrlFor, rateLimitRefusal, requestLanguage } from "~/http/forms/request.server";
import type { FormResult } from "~/http/forms/results";
import { issueFormStamp } from "~/modules/forms/stamp.server";
import { submitForm } from "~/modules/forms/submit.server";
import { requestContext } from "~/http/request-context.server";

export const SENT_PARAM = "envoye";

/** Values echoed back to the page: text only, never the hidden anti-spam fields. */
function keptValues(values: Record<string, unknown>) {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if ([STAMP_FIELD, HONEYPOT_FIELD, SCRIPT_FIELD].includes(key) || typeof value !== "string") continue;
    kept[key] = value.slice(0, 5000);
  }
  return kept;
}

/**
 * The form page's loader: a fresh signed stamp, whether we came back from a successful post, and the
 * form's own texts for the browser.
 */
export function formPageLoader(
  { request, context }: { request: Request; context: AppLoadContext },
  texts: PageArea,
) {
  return {
    stamp: issueFormStamp(context.services.config.SESSION_SECRET),
    isSent: new URL(request.url).searchParams.get(SENT_PARAM) === "1",
    messages: pageMessages(requestContext(request, context).locale, texts),
  };
}

/** Form pages are never cached: each render carries its own stamp, and answers are personal. */
export const noStoreHeaders = () => ({ "Cache-Control": "no-store" });

export function successLocation(request: Request) {
  const url = new URL(request.url);
  url.searchParams.delete(SENT_PARAM);
  url.searchParams.set(SENT_PARAM, "1");
  return `${url.pathname}${url.search}`;
}

export async function handleFormPageAction(
  { request, context }: { request: Request; context: AppLoadContext },
  kind: FormKind,
) {
  const { locale, t, translate } = requestLanguage(request);
  const failure = (
    status: number,
    reason: Extract<FormResult, { status: "error" }>["reason"],
    message: string,
    extra: { errors?: Record<string, string[]>; values?: Record<string, string>; headers?: HeadersInit } = {},
  ) =>
    data<FormResult>(
      { status: "error", reason, message, errors: extra.errors ?? {}, values: extra.values ?? {} },
      { status, headers: extra.headers },
    );

  let submission;
  try {
    submission = await readSubmission(request);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return failure(error.status, error.status === 413 ? "too_large" : "invalid", t(error.messageKey));
  }
  const values = keptValues(submission.values);
  const isScripted = submission.values[SCRIPT_FIELD] === "1";
  const result = await submitForm(context.services, {
    kind,
    values: submission.values,
    files: submission.files,
    locale,
    clientIp: context.clientIp,
    baseUrl: baseUrlFor(context.services.config, request),
    isStampRequired: true,
    translate,
  });
  switch (result.status) {
    case "created":
    case "duplicate":
      if (!isScripted) throw redirect(successLocation(request));
      return data<FormResult>({ status: "success", message: t(SUCCESS_MESSAGES[kind]) });
    case "invalid":
      return failure(400, "invalid", t("forms.errors.invalid"), { errors: result.errors, values });
    case "refused":
      return failure(400, "refused", t("forms.errors.refused"), { values });
    case "rate_limited": {
      const refusal = rateLimitRefusal(t, result);
      return failure(429, "rate_limited", refusal.message, { values, headers: refusal.headers });
    }
  }
}
