import type { Route } from "./+types/newsletter";
import { NewsletterSignup } from "~/components/forms/newsletter-signup";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { useI18n } from "~/i18n/react";
import { handleNewsletterAction, newsletterPageLoader } from "~/http/forms/newsletter-action.server";
import { noStoreHeaders } from "~/http/forms/page-action.server";
import { submitThroughFetcher, type FormResult } from "~/http/forms/results";

/** Also answers the footer's request for a fresh stamp (see NewsletterSignup). */
export const loader = (args: Route.LoaderArgs) => newsletterPageLoader(args);
export const action = (args: Route.ActionArgs) => handleNewsletterAction(args);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitThroughFetcher(serverAction);
export const headers = noStoreHeaders;

/** Where the footer's signup lands without JavaScript when something is wrong; a signup page too. */
export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const result = actionData as FormResult | undefined;
  return (
    <PageContainer>
      <title>{`${t("forms.newsletter.title")} · ${t("common.siteName")}`}</title>
      <PageHeader title={t("forms.newsletter.title")} subtitle={t("forms.newsletter.intro")} />
      <div className="max-w-xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <NewsletterSignup
          id="newsletter-page"
          variant="page"
          stamp={loaderData.stamp}
          actionData={
            result ??
            (loaderData.isSent ? { status: "success", message: t("forms.newsletter.success") } : undefined)
          }
        />
      </div>
    </PageContainer>
  );
}
