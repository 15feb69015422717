/** JSON-LD (schema.org) for the organisation, news articles and matches. Built by loaders. */
import { DATE_LOCALES, type Locale } from "~/i18n/config";
import { absoluteUrl, localizedUrl } from "./seo";
import type { MatchView } from "./matches";
import { PAGES } from "~/lib/paths";
import { pickTranslation } from "~/i18n/content-language";
import { SCHEMA_DAYS } from "~/modules/settings/opening-hours";
import type { OpeningRange, PublicSettings } from "~/modules/settings/site-settings.schema";

/**
 * The organisation, with what the site's settings say of it (decision 030): contact details, its place
 * (address in the page's language, position, opening hours) and its social profiles.
 */
export function organizationLd(input: {
  origin: string;
  name: string;
  description: string;
  locale: Locale;
  settings: PublicSettings;
}) {
  const { settings } = input;
  const address = pickTranslation(settings, "address", input.locale)?.value;
  const hours = openingHoursLd(settings.opening_hours);
  const contact = {
    ...(settings.contact_email ? { email: settings.contact_email } : {}),
    ...(settings.contact_phone ? { telephone: settings.contact_phone } : {}),
  };
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${input.origin}/#organization`,
    name: input.name,
    description: input.description,
    url: localizedUrl(input.origin, PAGES.news, input.locale),
    logo: absoluteUrl(input.origin, "/favicon.svg"),
    ...contact,
    ...(address ? { address: { "@type": "PostalAddress", streetAddress: address } } : {}),
    location: {
      "@type": "Place",
      ...(address ? { address: { "@type": "PostalAddress", streetAddress: address } } : {}),
      ...(settings.map_position
        ? {
            geo: {
              "@type": "GeoCoordinates",
              latitude: settings.map_position.lat,
              longitude: settings.map_position.lng,
            },
          }
        : {}),
      openingHoursSpecification: hours,
    },
    ...(Object.keys(contact).length > 0
      ? {
          contactPoint: {
            "@type": "ContactPoint",
            contactType: "customer service",
            ...contact,
            hoursAvailable: hours,
          },
        }
      : {}),
    sameAs: [...settings.social_links],
  };
}

/** One specification per range, with every day that has it. */
function openingHoursLd(hours: readonly OpeningRange[]) {
  const byRange = new Map<string, { opens: string; closes: string; days: number[] }>();
  for (const range of hours) {
    const key = `${range.opens}-${range.closes}`;
    const entry = byRange.get(key) ?? { opens: range.opens, closes: range.closes, days: [] };
    entry.days.push(range.day);
    byRange.set(key, entry);
  }
  return [...byRange.values()].map((entry) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: entry.days.map((day) => `https://schema.org/${SCHEMA_DAYS[day - 1] ?? "Monday"}`),
    opens: entry.opens,
    closes: entry.closes,
  }));
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
