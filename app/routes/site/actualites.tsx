import { useSearchParams } from "react-router";
import type { Route } from "./+types/actualites";
import { FeaturedNews, NewsCardView } from "~/components/site/news-cards";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { Pager } from "~/components/site/pager";
import { SearchBox } from "~/components/site/search-box";
import { useSearchState } from "~/components/site/hooks";
import {
  ClearSearchButton,
  EmptyState,
  LoadingState,
  RefreshButton,
  RouteErrorState,
  useIsReloading,
} from "~/components/site/states";
import { useI18n } from "~/i18n/react";
import { listNewsCards } from "~/modules/site/news.server";
import { pageContext } from "~/modules/site/page-context.server";
import { filterByQuery } from "~/modules/site/search";
import { seoMeta } from "~/modules/site/seo";
import { organizationLd } from "~/modules/site/structured-data";

/** Cards per page of the grid under the headline. */
const PAGE_SIZE = 9;

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const { t } = page;
  const items = await listNewsCards(page.db, page.locale);
  return {
    items,
    query: page.query,
    seo: page.seo({
      title: t("site.news.title"),
      description: t("site.news.description"),
      image: items[0]?.image?.src,
      keep: ["page"],
      jsonLd: [
        organizationLd({
          origin: page.origin,
          name: t("common.siteName"),
          description: t("common.footer.about"),
          locale: page.locale,
        }),
      ],
    }),
    feed: `/rss/${page.locale}.xml`,
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
  const [query, setQuery] = useSearchState(loaderData.query);
  const [params] = useSearchParams();
  const isReloading = useIsReloading();
  const matches = filterByQuery(loaderData.items, query, (item) => [item.title, item.text]);
  const [featured, ...rest] = matches;
  const pageCount = Math.max(1, Math.ceil(rest.length / PAGE_SIZE));
  // §9: a new search starts again from page 1.
  const requested = query === loaderData.query ? Number(params.get("page")) || 1 : 1;
  const page = Math.min(pageCount, Math.max(1, requested));
  const shown = rest.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const clear = () => setQuery("");

  return (
    <PageContainer>
      <PageHeader title={t("site.news.title")} subtitle={t("site.news.subtitle")}>
        <RefreshButton />
      </PageHeader>
      <SearchBox
        value={query}
        onChange={setQuery}
        label={t("site.news.searchLabel")}
        placeholder={t("site.news.searchPlaceholder")}
      />
      <div className="mt-8 space-y-10" aria-busy={isReloading}>
        {isReloading && <LoadingState />}
        {loaderData.items.length === 0 ? (
          <EmptyState title={t("site.news.empty")} />
        ) : !featured ? (
          <EmptyState
            title={t("common.states.noResults", { query })}
            text={t("site.news.noMatch")}
            action={<ClearSearchButton onClear={clear} />}
          />
        ) : (
          <>
            {page === 1 && <FeaturedNews item={featured} label={t("site.news.featured")} />}
            {shown.length > 0 && (
              <section aria-labelledby="news-more">
                <h2 id="news-more" className="mb-4 text-xl font-semibold text-slate-800">
                  {t("site.news.more")}
                </h2>
                <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {shown.map((item) => (
                    <NewsCardView key={item.id} item={item} />
                  ))}
                </div>
                <Pager
                  page={page}
                  pageCount={pageCount}
                  hrefFor={(target) => {
                    const next = new URLSearchParams(params);
                    next.set("page", String(target));
                    if (query) next.set("q", query);
                    else next.delete("q");
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
