import type { Route } from "./+types/community";
import { CommunityForm } from "~/components/forms/community-form";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { useI18n } from "~/i18n/react";
import { formPageLoader, handleFormPageAction, noStoreHeaders } from "~/http/forms/page-action.server";
import { submitThroughFetcher, type FormResult } from "~/http/forms/results";

export const loader = (args: Route.LoaderArgs) => formPageLoader(args, "forms.community");
export const action = (args: Route.ActionArgs) => handleFormPageAction(args, "community");
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitThroughFetcher(serverAction);
export const headers = noStoreHeaders;

/** §2 Community membership form. */
export default function CommunityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <PageContainer>
      <title>{`${t("forms.community.title")} · ${t("common.siteName")}`}</title>
      <PageHeader title={t("forms.community.title")} subtitle={t("forms.community.intro")} />
      <div className="max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <CommunityForm
          stamp={loaderData.stamp}
          isSent={loaderData.isSent}
          actionData={actionData as FormResult | undefined}
        />
      </div>
    </PageContainer>
  );
}
