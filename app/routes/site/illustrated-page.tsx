import { useLocation } from "react-router";
import type { Route } from "./+types/illustrated-page";
import { IllustratedEntries } from "~/components/site/illustrated-entries";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { EmptyState, RouteErrorState } from "~/components/site/states";
import { useI18n } from "~/i18n/react";
import { listIllustratedEntries } from "~/modules/site/foundation.server";
import { pageContext } from "~/http/page-context.server";
import { seoMeta } from "~/modules/site/seo";
import { PAGES } from "~/lib/paths";

/**
 * The three foundation pages of §2 that alternate image and text (president's word, foundation, values):
 * one screen, registered once per address in routes.ts.
 */
const ILLUSTRATED = {
  [PAGES.president]: { resource: "motpresident", texts: "president" },
  [PAGES.foundation]: { resource: "fondationtamkine", texts: "foundation" },
  [PAGES.values]: { resource: "valeurs", texts: "values" },
} as const;

type Texts = (typeof ILLUSTRATED)[keyof typeof ILLUSTRATED]["texts"];

function pageFor(pathname: string) {
  const trimmed = pathname.replace(/\/+$/, "") as keyof typeof ILLUSTRATED;
  return ILLUSTRATED[trimmed] ?? ILLUSTRATED[PAGES.foundation];
}

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const { resource, texts } = pageFor(new URL(args.request.url).pathname);
  const entries = await listIllustratedEntries(page.db, resource, page.locale);
  return {
    entries,
    texts,
    messages: page.messages(`site.${texts}`),
    seo: page.seo({
      title: page.t(`site.${texts}.title`),
      description: page.t(`site.${texts}.description`),
      image: entries[0]?.image?.src,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const texts: Texts = loaderData.texts;
  return (
    <PageContainer>
      <PageHeader title={t(`site.${texts}.title`)} subtitle={t(`site.${texts}.subtitle`)} />
      {loaderData.entries.length > 0 ? (
        <IllustratedEntries entries={loaderData.entries} />
      ) : (
        <EmptyState title={t(`site.${texts}.empty`)} />
      )}
    </PageContainer>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  const { texts } = pageFor(useLocation().pathname);
  return <RouteErrorState message={t(`site.${texts}.loadError`)} />;
}
