import type { Route } from "./+types/matchs";
import { useSearchState } from "~/components/site/hooks";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { SearchBox } from "~/components/site/search-box";
import { ClearSearchButton, EmptyState, RouteErrorState } from "~/components/site/states";
import { Icon } from "~/components/ui/icon";
import type { Locale } from "~/i18n/config";
import { textLang } from "~/i18n/content-language";
import { useI18n } from "~/i18n/react";
import { formatNumber } from "~/i18n/format";
import { listMatches, type MatchCard } from "~/modules/site/catalog.server";
import { pageContext } from "~/http/page-context.server";
import { filterByQuery } from "~/modules/site/search";
import { seoMeta } from "~/modules/site/seo";
import { sportsEventLd } from "~/modules/site/structured-data";

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const matches = await listMatches(page.db, page.locale);
  return {
    matches,
    query: page.query,
    messages: page.messages("site.matches"),
    seo: page.seo({
      title: page.t("site.matches.title"),
      description: page.t("site.matches.description"),
      jsonLd: matches.slice(0, 20).map((match) =>
        sportsEventLd(match, {
          origin: page.origin,
          locale: page.locale,
          organizer: page.t("common.siteName"),
        }),
      ),
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

function Team(props: { name: string; lang: Locale | undefined; logo: MatchCard["homeLogoImage"] }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col items-center gap-2 text-center">
      <ResponsiveImage
        image={props.logo}
        alt=""
        sizes="64px"
        fallbackSize={[400, 400]}
        className="size-16 rounded-full object-cover ring-2 ring-white"
      />
      <span {...textLang(props.lang)} className="font-semibold text-slate-900">
        {props.name}
      </span>
    </div>
  );
}

function MatchCardView({ match }: { match: MatchCard }) {
  const { t, locale } = useI18n();
  return (
    <article
      id={`match-${match.id}`}
      aria-label={t("site.matches.cardLabel", { home: match.home, away: match.away })}
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative">
        <ResponsiveImage
          image={match.bannerImage}
          alt=""
          sizes="(min-width: 1024px) 600px, 100vw"
          className="aspect-[3/1] w-full object-cover"
        />
        <span
          className={`absolute start-3 top-3 rounded-full px-3 py-1 text-sm font-semibold ${
            match.isPlayed ? "bg-slate-900 text-white" : "bg-white text-brand-900"
          }`}
        >
          {match.isPlayed ? t("site.matches.played") : t("site.matches.upcoming")}
        </span>
      </div>
      <div className="p-5">
        <div className="flex items-center gap-3">
          <Team name={match.home} lang={match.langs.home} logo={match.homeLogoImage} />
          <p className="shrink-0 text-3xl font-bold tabular-nums text-brand-900">
            <span className="sr-only">
              {t("site.matches.score", {
                home: formatNumber(match.homeScore, locale),
                away: formatNumber(match.awayScore, locale),
              })}
            </span>
            <span aria-hidden="true">
              {formatNumber(match.homeScore, locale)} – {formatNumber(match.awayScore, locale)}
            </span>
          </p>
          <Team name={match.away} lang={match.langs.away} logo={match.awayLogoImage} />
        </div>
        <dl className="mt-5 space-y-2 text-slate-700">
          <div className="flex items-center gap-2">
            <dt>
              <Icon name="calendar" className="size-5 text-brand-700" label={t("site.matches.date")} />
            </dt>
            <dd>
              <time dateTime={`${match.isoDate}${match.time ? `T${match.time}` : ""}`}>
                {match.date ?? t("common.states.unknownDate")}
                {match.time && ` · ${match.time}`}
              </time>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Icon name="mapPin" className="size-5 text-brand-700" label={t("site.matches.location")} />
            </dt>
            <dd {...textLang(match.langs.location)}>{match.location}</dd>
          </div>
        </dl>
        {match.description && (
          <p {...textLang(match.langs.description)} className="mt-3 text-sm text-slate-700">
            {match.description}
          </p>
        )}
      </div>
    </article>
  );
}

/** Matches (the club's calendar): search and cards; upcoming games soonest first, then results. */
export default function Matchs({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [query, setQuery] = useSearchState(loaderData.query);
  const found = filterByQuery(loaderData.matches, query, (match) => [
    match.home,
    match.away,
    match.location,
    match.description,
  ]);
  const upcoming = found
    .filter((match) => !match.isPlayed)
    .sort((a, b) => a.isoDate.localeCompare(b.isoDate) || a.time.localeCompare(b.time));
  const played = found.filter((match) => match.isPlayed);
  const sections = [
    { id: "upcoming", title: t("site.matches.upcomingTitle"), items: upcoming },
    { id: "results", title: t("site.matches.resultsTitle"), items: played },
  ].filter((section) => section.items.length > 0);
  return (
    <PageContainer>
      <PageHeader title={t("site.matches.title")} subtitle={t("site.matches.subtitle")} />
      <SearchBox
        value={query}
        onChange={setQuery}
        label={t("site.matches.searchLabel")}
        placeholder={t("site.matches.searchPlaceholder")}
      />
      <div className="mt-8 space-y-10">
        {loaderData.matches.length === 0 ? (
          <EmptyState title={t("site.matches.empty")} />
        ) : found.length === 0 ? (
          <EmptyState
            title={t("common.states.noResults", { query })}
            text={t("site.matches.noMatch")}
            action={<ClearSearchButton onClear={() => setQuery("")} />}
          />
        ) : (
          sections.map((section) => (
            <section key={section.id} aria-labelledby={`matches-${section.id}`}>
              <h2 id={`matches-${section.id}`} className="mb-4 text-2xl font-bold text-brand-900">
                {section.title}
              </h2>
              <div className="grid gap-6 md:grid-cols-2">
                {section.items.map((match) => (
                  <MatchCardView key={match.id} match={match} />
                ))}
              </div>
            </section>
          ))
        )}
      </div>
    </PageContainer>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteErrorState message={t("site.matches.loadError")} />;
}
