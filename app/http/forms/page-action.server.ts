/**
 * The action behind each form page. Without JavaScript the browser posts the form here: success
 * redirects to the page with `?envoye=1` (a reload does not post again), errors render the page again
 * with the messages and the values kept. With JavaScript (a fetcher, marked by SCRIPT_FIELD) the result
 * is answered as data and the page updates without a reload.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { pageMessages, type PageArea } from "~/i18n/catalogues.server";
import {
  HONEYPOT_FIELD,
  SCRIPT_FIELD,
  STAMP_FIELD,
  SUCCESS_MESSAGES,
  type FormKind,
} from "~/modules/forms/kinds";
import { submitRequest, type FormAnswer } from "~/http/forms/request.server";
import type { FormResult } from "~/http/forms/results";
import { issueFormStamp } from "~/modules/forms/stamp.server";
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
  args: { request: Request; context: AppLoadContext },
  kind: FormKind,
) {
  const { answer, submission } = await submitRequest(args, kind, {
    texts: { success: SUCCESS_MESSAGES[kind], invalid: "forms.errors.invalid" },
    isStampRequired: () => true,
  });
  if (answer.ok) {
    if (submission?.values[SCRIPT_FIELD] !== "1") throw redirect(successLocation(args.request));
    return data<FormResult>({ status: "success", message: answer.message });
  }
  return formFailure(answer, submission ? keptValues(submission.values) : {});
}

/** A refused submission as the form page shows it, with what the visitor typed. */
export const formFailure = (answer: Extract<FormAnswer, { ok: false }>, values: Record<string, string>) =>
  data<FormResult>(
    { status: "error", reason: answer.reason, message: answer.message, errors: answer.errors, values },
    { status: answer.status, headers: answer.headers },
  );
