import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import type { Route } from "./+types/blog-detail";
import { ArticleView } from "~/components/site/article-view";
import { NoScriptStyles } from "~/components/site/no-script";
import { PageContainer } from "~/components/site/page-header";
import { RouteErrorState } from "~/components/site/states";
import { useI18n } from "~/i18n/react";
import { articlePath, findArticle, parseArticleParam } from "~/modules/site/news.server";
import { pageContext } from "~/http/page-context.server";
import { movedArticlePath } from "~/modules/migration/old-links.server";
import { seoMeta } from "~/modules/site/seo";
import { newsArticleLd } from "~/modules/site/structured-data";
import { excerpt } from "~/modules/site/text";
import { PAGES } from "~/lib/paths";
import { htmlToText } from "~/modules/richtext/html";

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const { t } = page;
  const id = parseArticleParam(args.params.slugId);
  const notFound = (message: string) =>
    data({ message, title: t("site.blog.notFoundTitle") }, { status: 404 });
  if (!id) throw notFound(t("site.blog.missingId"));
  // A link of the old site to an article an import brought over (decision 025).
  const moved = await movedArticlePath(page.db, args.params.slugId);
  if (moved) throw redirect(`${moved}${page.url.search}`, 301);
  const article = await findArticle(page.db, id, page.locale);
  if (!article) {
    const movedLoosely = await movedArticlePath(page.db, args.params.slugId, { loose: true });
    if (movedLoosely) throw redirect(`${movedLoosely}${page.url.search}`, 301);
    throw notFound(t("site.blog.notFound"));
  }
  // One address per article: an old or missing slug redirects to the current one, keeping ?lng=.
  const canonical = articlePath(article);
  if (page.url.pathname !== canonical) throw redirect(`${canonical}${page.url.search}`, 301);
  const description = excerpt(htmlToText(article.text));
  return {
    article,
    messages: page.messages("site.blog"),
    seo: page.seo({
      title: article.title,
      description,
      image: article.image?.src,
      type: "article",
      publishedTime: article.isoDate,
      jsonLd: [
        newsArticleLd({
          origin: page.origin,
          path: canonical,
          locale: page.locale,
          textLocale: article.langs.text,
          title: article.title,
          description,
          image: article.image?.src ?? null,
          publishedAt: article.isoDate,
          modifiedAt: article.updatedAt,
          publisher: t("common.siteName"),
        }),
      ],
    }),
  };
}

export const meta: Route.MetaFunction = ({ data: loaderData, error }) => {
  if (isRouteErrorResponse(error)) {
    const info = error.data as { title?: string; message?: string } | undefined;
    return [{ title: info?.title ?? "404" }, { name: "robots", content: "noindex" }];
  }
  return seoMeta(loaderData?.seo);
};

/** §2 Blog detail: image, title, date and content. */
export default function BlogDetail({ loaderData }: Route.ComponentProps) {
  return (
    <PageContainer>
      <NoScriptStyles />
      <ArticleView article={loaderData.article} />
    </PageContainer>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const info = error.data as { message?: string } | undefined;
    return (
      <PageContainer>
        <div className="mx-auto max-w-xl py-16 text-center">
          <p className="text-6xl font-bold text-brand-700">404</p>
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">
            {info?.message ?? t("site.blog.notFound")}
          </h1>
          <Link
            to={PAGES.news}
            className="mt-8 inline-block rounded-lg bg-brand-700 px-4 py-2 font-medium text-white"
          >
            {t("site.blog.back")}
          </Link>
        </div>
      </PageContainer>
    );
  }
  return <RouteErrorState message={t("site.blog.loadError")} />;
}
