import { useLocation, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/actualites";
import { FeaturedNews, NewsCardView } from "~/components/site/news-cards";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { Pager } from "~/components/site/pager";
import { SearchBox } from "~/components/site/search-box";
import { useServerSearch } from "~/components/site/hooks";
import {
  ClearSearchButton,
  EmptyState,
  LoadingState,
  RefreshButton,
  RouteErrorState,
  useIsReloading,
} from "~/components/site/states";
import { useI18n } from "~/i18n/react";
import { newsPage } from "~/modules/site/news.server";
import { pageContext } from "~/http/page-context.server";
import { seoMeta } from "~/modules/site/seo";
import { organizationLd } from "~/modules/site/structured-data";
import { PAGES } from "~/lib/paths";

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const { t } = page;
  const requested = Number(new URL(args.request.url).searchParams.get("page"));
  const news = await newsPage(page.db, page.locale, { query: page.query, page: requested });
  return {
    ...news,
    query: page.query,
    messages: page.messages("site.news"),
    seo: page.seo({
      title: t("site.news.title"),
      description: t("site.news.description"),
      image: news.featured?.image?.src ?? news.items[0]?.image?.src,
      keep: ["page"],
      jsonLd: [
        organizationLd({
          origin: page.origin,
          name: t("common.siteName"),
          description: t("common.footer.about"),
          locale: page.locale,
          settings: await page.settings(),
        }),
      ],
    }),
    feed: `${PAGES.rssFeed}/${page.locale}.xml`,
  };
}

export const meta: Route.MetaFunction = ({ data }) => [
  ...seoMeta(data?.seo),
  ...(data
    ? [
        {
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          title: data.seo.title,
          href: data.feed,
        },
      ]
    : []),
];

export default function Actualites({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { featured, items, page, pageCount, hasNews } = loaderData;
  const [query, search] = useServerSearch(loaderData.query);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const isSearching = navigation.state === "loading" && navigation.location.pathname === location.pathname;
  const isReloading = useIsReloading() || isSearching;
  const clear = () => search("", { isImmediate: true });

  return (
    <PageContainer>
      <PageHeader title={t("site.news.title")} subtitle={t("site.news.subtitle")}>
        <RefreshButton />
      </PageHeader>
      <SearchBox
        value={query}
        onChange={search}
        label={t("site.news.searchLabel")}
        placeholder={t("site.news.searchPlaceholder")}
      />
      <div className="mt-8 space-y-10" aria-busy={isReloading}>
        {isReloading && <LoadingState />}
        {!hasNews ? (
          <EmptyState title={t("site.news.empty")} />
        ) : !featured && items.length === 0 ? (
          <EmptyState
            title={t("common.states.noResults", { query: loaderData.query })}
            text={t("site.news.noMatch")}
            action={<ClearSearchButton onClear={clear} />}
          />
        ) : (
          <>
            {featured && <FeaturedNews item={featured} label={t("site.news.featured")} />}
            {items.length > 0 && (
              <section aria-labelledby="news-more">
                <h2 id="news-more" className="mb-4 text-xl font-semibold text-slate-800">
                  {t("site.news.more")}
                </h2>
                <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {items.map((item) => (
                    <NewsCardView key={item.id} item={item} />
                  ))}
                </div>
                <Pager
                  page={page}
                  pageCount={pageCount}
                  hrefFor={(target) => {
                    const next = new URLSearchParams(params);
                    next.set("page", String(target));
                    return `?${next.toString()}`;
                  }}
                />
              </section>
            )}
          </>
        )}
      </div>
    </PageContainer>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteErrorState message={t("site.news.loadError")} />;
}
