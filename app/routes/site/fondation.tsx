import type { Route } from "./+types/fondation";
import { IllustratedEntries } from "~/components/site/illustrated-entries";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { EmptyState, RouteErrorState } from "~/components/site/states";
import { useI18n } from "~/i18n/react";
import { listIllustratedEntries } from "~/modules/site/foundation.server";
import { pageContext } from "~/modules/site/page-context.server";
import { seoMeta } from "~/modules/site/seo";

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const entries = await listIllustratedEntries(page.db, "fondationtamkine", page.locale);
  return {
    entries,
    seo: page.seo({
      title: page.t("site.foundation.title"),
      description: page.t("site.foundation.description"),
      image: entries[0]?.image?.src,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <PageContainer>
      <PageHeader title={t("site.foundation.title")} subtitle={t("site.foundation.subtitle")} />
      {loaderData.entries.length > 0 ? (
        <IllustratedEntries entries={loaderData.entries} />
      ) : (
        <EmptyState title={t("site.foundation.empty")} />
      )}
    </PageContainer>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteErrorState message={t("site.foundation.loadError")} />;
}
