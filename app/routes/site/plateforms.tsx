import type { Route } from "./+types/plateforms";
import { ContactCta } from "~/components/site/contact-cta";
import { ContentText } from "~/components/site/content-text";
import { ExpandableText } from "~/components/site/expandable-text";
import { useSearchState } from "~/components/site/hooks";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { SearchBox } from "~/components/site/search-box";
import { ClearSearchButton, EmptyState, RouteErrorState } from "~/components/site/states";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import { listPlatforms } from "~/modules/site/catalog.server";
import { pageContext } from "~/http/page-context.server";
import { filterByQuery } from "~/modules/site/search";
import { seoMeta } from "~/modules/site/seo";
import { htmlToText } from "~/modules/richtext/html";
import { cutAtWord } from "~/modules/site/text";

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  return {
    platforms: await listPlatforms(page.db, page.locale),
    query: page.query,
    messages: page.messages("site.platforms"),
    seo: page.seo({
      title: page.t("site.platforms.title"),
      description: page.t("site.platforms.description"),
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** §2 Platforms: search, expandable descriptions, visit link, added-on date, contact button. */
export default function Plateforms({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [query, setQuery] = useSearchState(loaderData.query);
  const platforms = filterByQuery(loaderData.platforms, query, (item) => [
    item.title,
    htmlToText(item.description),
  ]);
  return (
    <PageContainer>
      <PageHeader title={t("site.platforms.title")} subtitle={t("site.platforms.subtitle")} />
      <SearchBox
        value={query}
        onChange={setQuery}
        label={t("site.platforms.searchLabel")}
        placeholder={t("site.platforms.searchPlaceholder")}
      />
      <div className="mt-8">
        {loaderData.platforms.length === 0 ? (
          <EmptyState title={t("site.platforms.empty")} />
        ) : platforms.length === 0 ? (
          <EmptyState
            title={t("common.states.noResults", { query })}
            text={t("site.platforms.noMatch")}
            action={<ClearSearchButton onClear={() => setQuery("")} />}
          />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2">
            {platforms.map((platform) => (
              <li key={platform.id}>
                <article
                  id={`platform-${platform.id}`}
                  aria-labelledby={`platform-title-${platform.id}`}
                  className="flex h-full gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
                >
                  <ResponsiveImage
                    image={platform.icon}
                    alt=""
                    sizes="80px"
                    fallbackSize={[400, 400]}
                    className="size-20 shrink-0 rounded-xl object-cover"
                  />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <h2 id={`platform-title-${platform.id}`} className="text-xl font-semibold text-brand-900">
                      <ContentText lang={platform.langs.title}>{platform.title}</ContentText>
                    </h2>
                    <p className="mt-1 text-sm text-slate-600">
                      {t("site.platforms.addedOn", {
                        date: platform.addedOn ?? t("common.states.unknownDate"),
                      })}
                    </p>
                    <ExpandableText
                      cut={cutAtWord(htmlToText(platform.description), 110)}
                      html={platform.description}
                      lang={platform.langs.description}
                      subject={platform.title}
                      className="mt-3 flex-1"
                    />
                    <a
                      href={platform.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t("site.platforms.visitLabel", { title: platform.title })}
                      className="mt-4 inline-flex items-center gap-2 self-start rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
                    >
                      {t("site.platforms.visit")}
                      <Icon name="external" className="size-4" />
                    </a>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ContactCta />
    </PageContainer>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteErrorState message={t("site.platforms.loadError")} />;
}
