import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { FormMessage } from "~/components/forms/fields";
import { useI18n } from "~/i18n/react";
import { confirmSubscription, findSubscriberByToken } from "~/modules/forms/newsletter.server";
import { noStoreHeaders } from "~/http/forms/page-action.server";
import { readFormData } from "~/http/form-data.server";
import { PAGES } from "~/lib/paths";

export const headers = noStoreHeaders;

/** GET only shows a button: mail scanners that open links must not confirm on the person's behalf. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const subscriber = await findSubscriberByToken(context.services.db, token);
  const state = !subscriber ? "invalid" : subscriber.status === "confirmed" ? "already" : "pending";
  return { token, state } as const;
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormData(request).catch(() => new FormData());
  const token = form.get("token") ?? new URL(request.url).searchParams.get("token");
  const result = await confirmSubscription(context.services.db, token);
  return data({ result }, { status: result === "invalid" ? 400 : 200 });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const isSending = useNavigation().state === "submitting";
  const outcome = actionData?.result ?? (loaderData.state === "pending" ? undefined : loaderData.state);
  return (
    <PageContainer>
      <title>{`${t("forms.newsletter.confirm.title")} · ${t("common.siteName")}`}</title>
      <PageHeader title={t("forms.newsletter.confirm.title")} />
      <div className="max-w-xl space-y-4">
        <div role="status" aria-live="polite" className="empty:hidden">
          {outcome === "confirmed" && (
            <FormMessage tone="success" text={t("forms.newsletter.confirm.done")} />
          )}
          {outcome === "already" && (
            <FormMessage tone="success" text={t("forms.newsletter.confirm.already")} />
          )}
          {outcome === "invalid" && <FormMessage tone="error" text={t("forms.newsletter.confirm.invalid")} />}
        </div>
        {!outcome && (
          <Form method="post" className="space-y-4">
            <p className="text-slate-700">{t("forms.newsletter.confirm.text")}</p>
            <input type="hidden" name="token" value={loaderData.token} />
            <button
              type="submit"
              disabled={isSending}
              className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            >
              {isSending ? t("forms.sending") : t("forms.newsletter.confirm.button")}
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
