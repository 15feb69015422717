import { useState } from "react";
import type { Route } from "./+types/media-partenaire";
import { ContactCta } from "~/components/site/contact-cta";
import { ContentText } from "~/components/site/content-text";
import { ExpandableText } from "~/components/site/expandable-text";
import { useSearchState } from "~/components/site/hooks";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { SearchBox } from "~/components/site/search-box";
import { ClearSearchButton, EmptyState, RouteErrorState } from "~/components/site/states";
import { Icon } from "~/components/ui/icon";
import { textLang, untranslatedLang } from "~/i18n/content-language";
import { useI18n } from "~/i18n/react";
import { formatDate } from "~/i18n/format";
import { listPartners } from "~/modules/site/catalog.server";
import { pageContext } from "~/http/page-context.server";
import {
  ALL,
  applyPartnerFilters,
  filterOptions,
  hasActiveFilter,
  isFilterShown,
  NO_FILTERS,
  parseFilters,
  type FilterName,
  type PartnerFilters,
} from "~/modules/site/partner-filters";
import { seoMeta } from "~/modules/site/seo";
import { htmlToText } from "~/modules/richtext/html";
import { cutAtWord } from "~/modules/site/text";

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const partners = await listPartners(page.db, page.locale);
  const options = filterOptions(partners);
  return {
    partners,
    options,
    filters: parseFilters(page.url.searchParams, options),
    query: page.query,
    messages: page.messages("site.partners"),
    seo: page.seo({
      title: page.t("site.partners.title"),
      description: page.t("site.partners.description"),
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

const FILTERS: FilterName[] = ["categorie", "annee", "mois", "activite"];

/** §2 Media partners: search, four filters ('tous' = all, shown only with >1 value), clear-all. */
export default function MediaPartenaire({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const [query, setQuery] = useSearchState(loaderData.query);
  const [filters, setFilters] = useState<PartnerFilters>(loaderData.filters);
  const { options } = loaderData;
  const partners = applyPartnerFilters(loaderData.partners, filters, query);
  const isFiltered = hasActiveFilter(filters) || query.trim() !== "";
  const clearAll = () => {
    setQuery("");
    setFilters(NO_FILTERS);
  };
  const optionLabel = (name: FilterName, value: string) =>
    name === "mois"
      ? (formatDate(`2000-${String(Number(value) + 1).padStart(2, "0")}-01`, locale, { month: "long" }) ??
        value)
      : value;

  return (
    <PageContainer>
      <PageHeader title={t("site.partners.title")} subtitle={t("site.partners.subtitle")} />
      <SearchBox
        value={query}
        onChange={setQuery}
        label={t("site.partners.searchLabel")}
        placeholder={t("site.partners.searchPlaceholder")}
      >
        {FILTERS.filter((name) => isFilterShown(options, name)).map((name) => (
          <div key={name}>
            <label htmlFor={`filter-${name}`} className="mb-1 block text-sm font-medium text-slate-700">
              {t(`site.partners.filters.${name}`)}
            </label>
            <select
              id={`filter-${name}`}
              name={name}
              value={filters[name]}
              onChange={(event) => setFilters((current) => ({ ...current, [name]: event.target.value }))}
              className="rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900"
            >
              <option value={ALL}>{t("site.partners.filters.all")}</option>
              {options[name].map((value) => (
                <option
                  key={value}
                  value={value}
                  {...(name === "categorie" || name === "activite"
                    ? textLang(untranslatedLang(value, locale))
                    : undefined)}
                >
                  {optionLabel(name, value)}
                </option>
              ))}
            </select>
          </div>
        ))}
        {isFiltered && (
          <a
            href="?"
            role="button"
            onClick={(event) => {
              event.preventDefault();
              clearAll();
            }}
            className="inline-flex items-center gap-2 rounded-lg px-3 py-2 font-medium text-brand-700 hover:bg-brand-50"
          >
            <Icon name="close" className="size-4" />
            {t("site.partners.filters.clearAll")}
          </a>
        )}
      </SearchBox>
      <p role="status" className="mt-4 text-slate-700">
        {t("common.results", { count: partners.length })}
      </p>
      <div className="mt-4">
        {loaderData.partners.length === 0 ? (
          <EmptyState title={t("site.partners.empty")} />
        ) : partners.length === 0 ? (
          <EmptyState title={t("site.partners.noMatch")} action={<ClearSearchButton onClear={clearAll} />} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {partners.map((partner) => (
              <li key={partner.id}>
                <article
                  id={`partner-${partner.id}`}
                  aria-labelledby={`partner-title-${partner.id}`}
                  className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
                >
                  <ResponsiveImage
                    image={partner.cover}
                    alt=""
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[3/2] w-full object-cover"
                  />
                  <div className="flex flex-1 flex-col p-5">
                    {partner.categorie && (
                      <p className="text-sm font-semibold uppercase tracking-wide text-orange-800">
                        <ContentText lang={partner.langs.categorie}>{partner.categorie}</ContentText>
                      </p>
                    )}
                    <h2
                      id={`partner-title-${partner.id}`}
                      className="mt-1 text-lg font-semibold text-brand-900"
                    >
                      <ContentText lang={partner.langs.title}>{partner.title}</ContentText>
                    </h2>
                    <ExpandableText
                      cut={cutAtWord(htmlToText(partner.description), 120)}
                      html={partner.description}
                      lang={partner.langs.description}
                      subject={partner.title}
                      className="mt-2 flex-1"
                    />
                    <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
                      <div>
                        <dt className="text-slate-600">{t("site.partners.location")}</dt>
                        <dd className="font-medium text-slate-900">
                          {partner.ville ? (
                            <ContentText lang={partner.langs.ville}>{partner.ville}</ContentText>
                          ) : (
                            t("common.states.unknownName")
                          )}
                        </dd>
                      </div>
                      <div>
                        <dt className="text-slate-600">{t("site.partners.established")}</dt>
                        <dd className="font-medium text-slate-900">
                          {partner.established ?? t("common.states.unknownDate")}
                        </dd>
                      </div>
                    </dl>
                    <div className="mt-4 flex flex-wrap gap-3">
                      <a
                        href={partner.siteUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={t("site.partners.websiteLabel", { title: partner.title })}
                        className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
                      >
                        {t("site.partners.website")}
                        <Icon name="external" className="size-4" />
                      </a>
                      {partner.video && (
                        <a
                          href={partner.video}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t("site.partners.videoLabel", { title: partner.title })}
                          className="inline-flex items-center gap-2 rounded-lg border border-brand-700 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50"
                        >
                          <Icon name="play" className="size-4" />
                          {t("site.partners.video")}
                        </a>
                      )}
                    </div>
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
  return <RouteErrorState message={t("site.partners.loadError")} />;
}
