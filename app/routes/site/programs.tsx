import { Link } from "react-router";
import type { Route } from "./+types/programs";
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
import { listMatches, listPlatforms } from "~/modules/site/catalog.server";
import { pageContext } from "~/http/page-context.server";
import { filterByQuery } from "~/modules/site/search";
import { seoMeta } from "~/modules/site/seo";
import { htmlToText } from "~/modules/richtext/html";
import { cutAtWord } from "~/modules/site/text";
import { PAGES } from "~/lib/paths";

/** How many upcoming fixtures the programme calendar lists. */
const CALENDAR_SIZE = 3;

/**
 * §2 Programmes. The foundation's programmes are the ones its platforms serve (tutoring, orientation,
 * seminars, Connect, virtual open days, scholarships), so this page presents that content as
 * programmes; its "calendar of programs" lists the club's next fixtures (docs/decisions/009).
 */
export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const [programs, matches] = await Promise.all([
    listPlatforms(page.db, page.locale),
    listMatches(page.db, page.locale),
  ]);
  const upcoming = matches
    .filter((match) => !match.isPlayed)
    .sort((a, b) => a.isoDate.localeCompare(b.isoDate) || a.time.localeCompare(b.time))
    .slice(0, CALENDAR_SIZE);
  return {
    programs,
    upcoming,
    query: page.query,
    messages: page.messages("site.programs"),
    seo: page.seo({ title: page.t("site.programs.title"), description: page.t("site.programs.description") }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

export default function Programs({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [query, setQuery] = useSearchState(loaderData.query);
  const programs = filterByQuery(loaderData.programs, query, (item) => [
    item.title,
    htmlToText(item.description),
  ]);
  return (
    <PageContainer>
      <PageHeader title={t("site.programs.title")} subtitle={t("site.programs.subtitle")} />
      <SearchBox
        value={query}
        onChange={setQuery}
        label={t("site.programs.searchLabel")}
        placeholder={t("site.programs.searchPlaceholder")}
      />
      <div className="mt-8">
        {loaderData.programs.length === 0 ? (
          <EmptyState title={t("site.programs.empty")} />
        ) : programs.length === 0 ? (
          <EmptyState
            title={t("common.states.noResults", { query })}
            text={t("site.programs.noMatch")}
            action={<ClearSearchButton onClear={() => setQuery("")} />}
          />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {programs.map((program) => (
              <li key={program.id}>
                <article
                  id={`program-${program.id}`}
                  aria-labelledby={`program-title-${program.id}`}
                  className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
                >
                  <div className="flex items-center gap-3">
                    <ResponsiveImage
                      image={program.icon}
                      alt=""
                      sizes="56px"
                      fallbackSize={[400, 400]}
                      className="size-14 shrink-0 rounded-lg object-cover"
                    />
                    <h2 id={`program-title-${program.id}`} className="text-xl font-semibold text-brand-900">
                      <ContentText lang={program.langs.title}>{program.title}</ContentText>
                    </h2>
                  </div>
                  <ExpandableText
                    cut={cutAtWord(htmlToText(program.description), 120)}
                    html={program.description}
                    lang={program.langs.description}
                    subject={program.title}
                    className="mt-4 flex-1"
                  />
                  <Link
                    to={PAGES.contact}
                    className="mt-4 inline-flex items-center gap-2 self-start font-semibold text-brand-700 hover:underline"
                  >
                    {t("site.programs.join")}
                    <Icon name="chevronEnd" className="size-4 rtl:rotate-180" />
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
      <section aria-labelledby="programs-calendar" className="mt-12">
        <h2 id="programs-calendar" className="text-2xl font-bold text-brand-900">
          {t("site.programs.calendarTitle")}
        </h2>
        {loaderData.upcoming.length === 0 ? (
          <p className="mt-3 text-slate-700">{t("site.programs.calendarEmpty")}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {loaderData.upcoming.map((match) => (
              <li key={match.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <span className="font-semibold text-slate-900">
                  <ContentText lang={match.langs.home}>{match.home}</ContentText> –{" "}
                  <ContentText lang={match.langs.away}>{match.away}</ContentText>
                </span>
                <span className="text-slate-700">
                  <time dateTime={match.isoDate}>{match.date}</time> · {match.time} ·{" "}
                  <ContentText lang={match.langs.location}>{match.location}</ContentText>
                </span>
              </li>
            ))}
          </ul>
        )}
        <Link to={PAGES.matches} className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
          {t("site.programs.allMatches")}
        </Link>
      </section>
      <ContactCta title={t("site.programs.ctaTitle")} text={t("site.programs.ctaText")} />
    </PageContainer>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteErrorState message={t("site.programs.loadError")} />;
}
