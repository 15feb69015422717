import { data, redirect } from "react-router";
import type { Route } from "./+types/site-page";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { findSitePage } from "~/modules/site/pages.server";
import { pageContext } from "~/http/page-context.server";
import { seoMeta } from "~/modules/site/seo";
import { RichText } from "~/components/site/rich-text";
import { excerpt } from "~/modules/site/text";
import { SLUG_PATTERN } from "~/lib/paths";

/**
 * A site page at `/{slug}` (decision 030): the footer's (/club, /equipes, /partenaires, legal pages) and any
 * an editor adds in the back office. An unknown, draft or unscheduled slug is the site's 404: this route
 * has no error boundary of its own, so the answer is the one an unknown address gets.
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const slug = args.params.slug.toLowerCase();
  // Addresses ignore letter case; a page has one, in lower case.
  if (slug !== args.params.slug) throw redirect(`/${slug}${page.url.search}`, 301);
  const sitePage = SLUG_PATTERN.test(slug) ? await findSitePage(page.db, slug, page.locale) : undefined;
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
