/**
 * The footer's newsletter signup posts to /newsletter. With JavaScript (a fetcher) the answer is data; a
 * plain POST that succeeds goes back to the page the visitor was on, with `?newsletter=ok` so the footer
 * shows the message; a plain POST that fails renders the /newsletter page with the error and the address.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { safeRedirectTarget } from "~/modules/auth/redirect-target";
import { SCRIPT_FIELD } from "~/modules/forms/kinds";
import { formFailure } from "~/http/forms/page-action.server";
import { submitRequest } from "~/http/forms/request.server";
import type { FormResult } from "~/http/forms/results";
import { issueFormStamp } from "~/modules/forms/stamp.server";
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

export async function handleNewsletterAction(args: { request: Request; context: AppLoadContext }) {
  const { answer, submission } = await submitRequest(args, "newsletter", {
    texts: { success: "forms.newsletter.success", invalid: "forms.newsletter.failure" },
    isStampRequired: () => true,
  });
  if (answer.ok) {
    if (submission?.values[SCRIPT_FIELD] !== "1") throw redirect(backToPage(submission?.values.redirectTo));
    return data<FormResult>({ status: "success", message: answer.message });
  }
  const email = submission?.values.email;
  return formFailure(answer, typeof email === "string" ? { email: email.slice(0, 254) } : {});
}
