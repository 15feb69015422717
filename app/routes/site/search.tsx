import { Form, Link } from "react-router";
import type { Route } from "./+types/search";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { EmptyState, RouteErrorState } from "~/components/site/states";
import { Icon } from "~/components/ui/icon";
import { textLang } from "~/i18n/content-language";
import { useI18n } from "~/i18n/react";
import { pageContext } from "~/http/page-context.server";
import { seoMeta } from "~/modules/site/seo";
import { searchSite } from "~/modules/site/site-search.server";

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const { t } = page;
  const outcome = await searchSite(page.db, page.query, page.locale);
  return {
    outcome,
    messages: page.messages("site.searchPage"),
    seo: page.seo({
      title: outcome.query
        ? t("site.searchPage.resultsFor", { query: outcome.query })
        : t("site.searchPage.title"),
      description: t("site.searchPage.description"),
      keep: ["q"],
      // Result pages are endless variations: let engines follow the links but not index the pages.
      isIndexable: false,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** /search?q=: every published content of the site, grouped by type, in the visitor's language. */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { outcome } = loaderData;
  return (
    <PageContainer>
      <PageHeader
        title={t("site.searchPage.title")}
        subtitle={
          outcome.query
            ? t("site.searchPage.resultsFor", { query: outcome.query })
            : t("site.searchPage.prompt")
        }
      />
      <Form method="get" role="search" className="flex max-w-xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          {t("site.searchPage.label")}
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={outcome.query}
          key={outcome.query}
          maxLength={200}
          placeholder={t("common.header.searchPlaceholder")}
          className="w-full rounded-lg border border-slate-400 px-3 py-2"
        />
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-medium text-white"
        >
          <Icon name="search" className="size-5" />
          {t("site.search.submit")}
        </button>
      </Form>
      <div className="mt-8">
        {!outcome.query ? null : outcome.total === 0 ? (
          <EmptyState
            title={t("common.states.noResults", { query: outcome.query })}
            text={t("site.searchPage.none")}
          />
        ) : (
          <>
            <p role="status" className="mb-6 text-slate-700">
              {outcome.isTotalCapped
                ? t("site.searchPage.moreResults", { count: outcome.total })
                : t("common.results", { count: outcome.total })}
            </p>
            <div className="space-y-10">
              {outcome.groups.map((group) => (
                <section key={group.group} aria-labelledby={`search-${group.group}`}>
                  <h2 id={`search-${group.group}`} className="text-xl font-bold text-brand-900">
                    {t(`site.searchPage.groups.${group.group}`)}{" "}
                    <span className="font-normal text-slate-600">
                      (
                      {group.isCountCapped
                        ? t("site.searchPage.moreThan", { count: group.count })
                        : group.count}
                      )
                    </span>
                  </h2>
                  <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                    {group.results.map((result) => (
                      <li key={result.key} className="p-4">
                        <Link
                          to={result.href}
                          {...textLang(result.langs.title)}
                          className="font-semibold text-brand-700 hover:underline"
                        >
                          {result.title}
                        </Link>
                        {result.date && <p className="text-sm text-slate-600">{result.date}</p>}
                        {result.snippet && (
                          <p {...textLang(result.langs.snippet)} className="mt-1 text-slate-700">
                            {result.snippet}
                          </p>
                        )}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </>
        )}
      </div>
    </PageContainer>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteErrorState message={t("site.searchPage.error")} />;
}
