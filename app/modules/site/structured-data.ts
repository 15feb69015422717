/** JSON-LD (schema.org) for the organisation, news articles and matches. Built by loaders. */
import { DATE_LOCALES, type Locale } from "~/i18n/config";
import { absoluteUrl, localizedUrl } from "./seo";
import type { MatchView } from "./matches";
import { PAGES } from "~/lib/paths";

export function organizationLd(input: { origin: string; name: string; description: string; locale: Locale }) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${input.origin}/#organization`,
    name: input.name,
    description: input.description,
    url: localizedUrl(input.origin, PAGES.news, input.locale),
    logo: absoluteUrl(input.origin, "/favicon.svg"),
    address: { "@type": "PostalAddress", addressLocality: "Casablanca", addressCountry: "MA" },
    sameAs: [] as string[],
  };
}

export function newsArticleLd(input: {
  origin: string;
  path: string;
  locale: Locale;
  /** The language the article is written in, when it is not the page's (a fallback). */
  textLocale?: Locale;
  title: string;
  description: string;
  image: string | null;
  publishedAt: string;
  modifiedAt: string;
  publisher: string;
}) {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: input.title.slice(0, 110),
    description: input.description,
    inLanguage: DATE_LOCALES[input.textLocale ?? input.locale],
    mainEntityOfPage: localizedUrl(input.origin, input.path, input.locale),
    datePublished: input.publishedAt,
    dateModified: input.modifiedAt,
    ...(input.image ? { image: [absoluteUrl(input.origin, input.image)] } : {}),
    author: { "@type": "Organization", name: input.publisher, url: input.origin },
    publisher: {
      "@type": "Organization",
      name: input.publisher,
      logo: { "@type": "ImageObject", url: absoluteUrl(input.origin, "/favicon.svg") },
    },
  };
}

export function sportsEventLd(
  match: MatchView,
  input: { origin: string; locale: Locale; organizer: string },
) {
  const startDate = match.time ? `${match.isoDate}T${match.time}:00` : match.isoDate;
  return {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    name: `${match.home} – ${match.away}`,
    sport: "Basketball",
    startDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    inLanguage: DATE_LOCALES[input.locale],
    url: localizedUrl(input.origin, `${PAGES.matches}#match-${match.id}`, input.locale),
    ...(match.description ? { description: match.description } : {}),
    ...(match.banner ? { image: [absoluteUrl(input.origin, match.banner)] } : {}),
    location: { "@type": "Place", name: match.location, address: match.location },
    homeTeam: { "@type": "SportsTeam", name: match.home },
    awayTeam: { "@type": "SportsTeam", name: match.away },
    competitor: [
      { "@type": "SportsTeam", name: match.home },
      { "@type": "SportsTeam", name: match.away },
    ],
    organizer: { "@type": "Organization", name: input.organizer, url: input.origin },
  };
}
