/**
 * The footer's newsletter signup posts to /newsletter. With JavaScript (a fetcher) the answer is data; a
 * plain POST that succeeds goes back to the page the visitor was on, with `?newsletter=ok` so the footer
 * shows the message; a plain POST that fails renders the /newsletter page with the error and the address.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { safeRedirectTarget } from "~/modules/auth/redirect-target";
import { BodyError, readSubmission } from "~/http/forms/body.server";
import { SCRIPT_FIELD } from "~/modules/forms/kinds";
import { baseUrlFor, rateLimitRefusal, requestLanguage } from "~/http/forms/request.server";
import type { FormResult } from "~/http/forms/results";
import { issueFormStamp } from "~/modules/forms/stamp.server";
import { submitForm } from "~/modules/forms/submit.server";
import { PAGES } from "~/lib/paths";

export const NEWSLETTER_PARAM = "newsletter";

export function newsletterPageLoader({ request, context }: { request: Request; context: AppLoadContext }) {
  return {
    stamp: issueFormStamp(context.services.config.SESSION_SECRET),
    isSent: new URL(request.url).searchParams.get(NEWSLETTER_PARAM) === "ok",
  };
}

/** Back to the page of the signup, with the success mark and the footer in view. */
export function backToPage(target: unknown) {
  const url = new URL(safeRedirectTarget(target, PAGES.news), "http://site.invalid");
  url.searchParams.set(NEWSLETTER_PARAM, "ok");
  return `${url.pathname}${url.search}#newsletter`;
}

export async function handleNewsletterAction({
  request,
  context,
}: {
  request: Request;
  context: AppLoadContext;
}) {
  const { locale, t, translate } = requestLanguage(request);
  const failure = (
    status: number,
    reason: Extract<FormResult, { status: "error" }>["reason"],
    message: string,
    extra: { errors?: Record<string, string[]>; email?: string; headers?: HeadersInit } = {},
  ) =>
    data<FormResult>(
      {
        status: "error",
        reason,
        message,
        errors: extra.errors ?? {},
        values: extra.email !== undefined ? { email: extra.email.slice(0, 254) } : {},
      },
      { status, headers: extra.headers },
    );

  let submission;
  try {
    submission = await readSubmission(request);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    return failure(error.status, error.status === 413 ? "too_large" : "invalid", t(error.messageKey));
  }
  const email = typeof submission.values.email === "string" ? submission.values.email : "";
  const result = await submitForm(context.services, {
    kind: "newsletter",
    values: submission.values,
    locale,
    clientIp: context.clientIp,
    baseUrl: baseUrlFor(context.services.config, request),
    isStampRequired: true,
    translate,
  });
  switch (result.status) {
    case "created":
    case "duplicate":
      if (submission.values[SCRIPT_FIELD] !== "1") throw redirect(backToPage(submission.values.redirectTo));
      return data<FormResult>({ status: "success", message: t("forms.newsletter.success") });
    case "invalid":
      return failure(400, "invalid", t("forms.newsletter.failure"), { errors: result.errors, email });
    case "refused":
      return failure(400, "refused", t("forms.errors.refused"), { email });
    case "rate_limited": {
      const refusal = rateLimitRefusal(t, result);
      return failure(429, "rate_limited", refusal.message, { email, headers: refusal.headers });
    }
  }
}
