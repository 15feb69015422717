import type { Route } from "./+types/partner";
import { PartnerForm } from "~/components/forms/partner-form";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { Icon, type IconName } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import { formPageLoader, handleFormPageAction, noStoreHeaders } from "~/http/forms/page-action.server";
import { submitThroughFetcher, type FormResult } from "~/http/forms/results";

export const loader = (args: Route.LoaderArgs) => formPageLoader(args, "forms.partner");
export const action = (args: Route.ActionArgs) => handleFormPageAction(args, "partners");
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitThroughFetcher(serverAction);
export const headers = noStoreHeaders;

const BENEFITS: Array<{ key: "impact" | "visibility" | "network" | "volunteering"; icon: IconName }> = [
  { key: "impact", icon: "target" },
  { key: "visibility", icon: "megaphone" },
  { key: "network", icon: "handshake" },
  { key: "volunteering", icon: "users" },
];

/** §2 Become a partner: benefit blocks plus the form, with an optional logo. */
export default function PartnerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <PageContainer>
      <title>{`${t("forms.partner.title")} · ${t("common.siteName")}`}</title>
      <PageHeader title={t("forms.partner.title")} subtitle={t("forms.partner.intro")} />
      <section aria-labelledby="partner-benefits-title">
        <h2 id="partner-benefits-title" className="text-xl font-semibold text-brand-900">
          {t("forms.partner.benefitsTitle")}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((benefit) => (
            <li key={benefit.key} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon name={benefit.icon} />
              </span>
              <h3 className="mt-3 font-semibold text-brand-900">
                {t(`forms.partner.benefits.${benefit.key}.title`)}
              </h3>
              <p className="mt-1 text-sm text-slate-700">{t(`forms.partner.benefits.${benefit.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-10 max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <PartnerForm
          stamp={loaderData.stamp}
          isSent={loaderData.isSent}
          actionData={actionData as FormResult | undefined}
        />
      </div>
    </PageContainer>
  );
}
