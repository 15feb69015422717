import type { Route } from "./+types/join";
import { JoinForm } from "~/components/forms/join-form";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { useI18n } from "~/i18n/react";
import { formPageLoader, handleFormPageAction, noStoreHeaders } from "~/http/forms/page-action.server";
import { submitThroughFetcher, type FormResult } from "~/http/forms/results";

export const loader = (args: Route.LoaderArgs) => formPageLoader(args, "forms.join");
export const action = (args: Route.ActionArgs) => handleFormPageAction(args, "rejoindre");
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitThroughFetcher(serverAction);
export const headers = noStoreHeaders;

/** §2 Join-us, the organisation form; served at /nous-rejoindre and /nousRejoindreHeader. */
export default function JoinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <PageContainer>
      <title>{`${t("forms.join.title")} · ${t("common.siteName")}`}</title>
      <PageHeader title={t("forms.join.title")} subtitle={t("forms.join.intro")} />
      <div className="max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <JoinForm
          stamp={loaderData.stamp}
          isSent={loaderData.isSent}
          actionData={actionData as FormResult | undefined}
        />
      </div>
    </PageContainer>
  );
}
