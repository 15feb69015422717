import { data } from "react-router";
import type { Route } from "./+types/site-page";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { RouteErrorState } from "~/components/site/states";
import { useI18n } from "~/i18n/react";
import { findSitePage } from "~/modules/site/pages.server";
import { pageContext } from "~/http/page-context.server";
import { seoMeta } from "~/modules/site/seo";
import { RichText } from "~/components/site/rich-text";
import { excerpt } from "~/modules/site/text";

/** The footer targets of §2 (/club, /equipes, /partenaires, legal pages): editable `site_pages` rows. */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const slug = page.url.pathname.replace(/^\/+|\/+$/g, "");
  const sitePage = await findSitePage(page.db, slug, page.locale);
  if (!sitePage) throw data(null, { status: 404 });
  return {
    sitePage,
    seo: page.seo({ title: sitePage.title, description: excerpt(sitePage.body) }),
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => seoMeta(loaderData?.seo);

export default function SitePage({ loaderData }: Route.ComponentProps) {
  const { sitePage } = loaderData;
  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl">
        <PageHeader title={sitePage.title} titleLang={sitePage.langs.title} />
        <RichText
          value={sitePage.body}
          lang={sitePage.langs.body}
          className="text-lg leading-8 text-slate-800"
        />
      </div>
    </PageContainer>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteErrorState message={t("common.errors.notFoundTitle")} />;
}
