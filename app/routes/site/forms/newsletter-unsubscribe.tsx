import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { FormMessage } from "~/components/forms/fields";
import { useI18n } from "~/i18n/react";
import { findSubscriberByToken, unsubscribe } from "~/modules/forms/newsletter.server";
import { noStoreHeaders } from "~/http/forms/page-action.server";
import { readFormData } from "~/http/form-data.server";
import { PAGES } from "~/lib/paths";

export const headers = noStoreHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const subscriber = await findSubscriberByToken(context.services.db, token);
  return { token, isKnown: Boolean(subscriber) };
}

/**
 * The button's POST, and RFC 8058 one-click: a mail client POSTs `List-Unsubscribe=One-Click` to the
 * link of the List-Unsubscribe header (token in the query) and reads nothing back but the status.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request).catch(() => new FormData());
  const fromForm = form.get("token");
  const token =
    typeof fromForm === "string" && fromForm ? fromForm : new URL(request.url).searchParams.get("token");
  const isDone = await unsubscribe(context.services.db, token);
  return data({ isDone }, { status: isDone ? 200 : 404 });
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const isSending = useNavigation().state === "submitting";
  const outcome = actionData
    ? actionData.isDone
      ? "done"
      : "invalid"
    : loaderData.isKnown
      ? undefined
      : "invalid";
  return (
    <PageContainer>
      <title>{`${t("forms.newsletter.unsubscribe.title")} · ${t("common.siteName")}`}</title>
      <PageHeader title={t("forms.newsletter.unsubscribe.title")} />
      <div className="max-w-xl space-y-4">
        <div role="status" aria-live="polite" className="empty:hidden">
          {outcome === "done" && <FormMessage tone="success" text={t("forms.newsletter.unsubscribe.done")} />}
          {outcome === "invalid" && (
            <FormMessage tone="error" text={t("forms.newsletter.unsubscribe.invalid")} />
          )}
        </div>
        {!outcome && (
          <Form method="post" className="space-y-4">
            <p className="text-slate-700">{t("forms.newsletter.unsubscribe.text")}</p>
            <input type="hidden" name="token" value={loaderData.token} />
            <button
              type="submit"
              disabled={isSending}
              className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            >
              {isSending ? t("forms.sending") : t("forms.newsletter.unsubscribe.button")}
            </button>
          </Form>
        )}
        <Link to={PAGES.news} className="inline-block text-brand-700 underline underline-offset-2">
          {t("forms.newsletter.backHome")}
        </Link>
      </div>
    </PageContainer>
  );
}
