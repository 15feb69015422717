import type { Route } from "./+types/nos-valeurs";
import { IllustratedEntries } from "~/components/site/illustrated-entries";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { EmptyState, RouteErrorState } from "~/components/site/states";
import { useI18n } from "~/i18n/react";
import { listIllustratedEntries } from "~/modules/site/foundation.server";
import { pageContext } from "~/modules/site/page-context.server";
import { seoMeta } from "~/modules/site/seo";

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const entries = await listIllustratedEntries(page.db, "valeurs", page.locale);
  return {
    entries,
    seo: page.seo({
      title: page.t("site.values.title"),
      description: page.t("site.values.description"),
      image: entries[0]?.image?.src,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <PageContainer>
      <PageHeader title={t("site.values.title")} subtitle={t("site.values.subtitle")} />
      {loaderData.entries.length > 0 ? (
        <IllustratedEntries entries={loaderData.entries} />
      ) : (
        <EmptyState title={t("site.values.empty")} />
      )}
    </PageContainer>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteErrorState message={t("site.values.loadError")} />;
}
