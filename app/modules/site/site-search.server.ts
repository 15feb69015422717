/**
 * /search?q=: every published text of the site in the visitor's language, accent- and case-insensitive,
 * grouped by type, each result linked to where it is shown. The content is small (hundreds of rows), so
 * matching runs here in one portable code path rather than in dialect-specific SQL collations.
 */
import type { Db } from "~/db/client.server";
import type { Locale } from "~/i18n/config";
import { formatDate, localized } from "~/i18n/format";
import { listIllustratedEntries, latestMissions, latestTeamMessage } from "./foundation.server";
import { articlePath } from "./news.server";
import { matchTime } from "./matches";
import { published } from "./published.server";
import { matchesQuery } from "./search";
import { excerpt } from "./text";

export const SEARCH_GROUPS = [
  "news",
  "platforms",
  "activities",
  "partners",
  "videos",
  "photos",
  "documents",
  "matches",
  "foundation",
] as const;

export type SearchGroup = (typeof SEARCH_GROUPS)[number];

export interface SearchResult {
  key: string;
  title: string;
  snippet: string;
  href: string;
  date?: string;
}

interface Candidate extends SearchResult {
  fields: string[];
}

/** Results shown per group; the count still reports every match. */
export const RESULTS_PER_GROUP = 20;
export const MAX_QUERY_LENGTH = 200;

async function candidates(db: Db, locale: Locale): Promise<Record<SearchGroup, Candidate[]>> {
  // Rows of several tables go through one helper; each names its own translated columns.
  const text = (row: object, base: string) => localized(row as Record<string, string>, base, locale);
  const date = (iso: string) => formatDate(iso, locale);
  const [news, platforms, activities, partners, videos, photos, documents, matches] = await Promise.all([
    published(db, "news"),
    published(db, "platformlinks"),
    published(db, "activities"),
    published(db, "partenaires"),
    published(db, "videos"),
    published(db, "photos"),
    published(db, "documents"),
    published(db, "matches"),
  ]);
  const [president, foundation, values, missions, team, pages] = await Promise.all([
    listIllustratedEntries(db, "motpresident", locale),
    listIllustratedEntries(db, "fondationtamkine", locale),
    listIllustratedEntries(db, "valeurs", locale),
    latestMissions(db, locale),
    latestTeamMessage(db, locale),
    published(db, "pages"),
  ]);
  const entry = (prefix: string, path: string) => (item: { id: number; title: string; text: string }) => ({
    key: `${prefix}-${item.id}`,
    title: item.title,
    snippet: excerpt(item.text),
    href: `${path}#entry-${item.id}`,
    fields: [item.title, item.text],
  });
  return {
    news: news.map((row) => ({
      key: `news-${row.id}`,
      title: text(row, "title"),
      snippet: excerpt(text(row, "content")),
      href: articlePath(row),
      date: date(row.created_at),
      fields: [text(row, "title"), text(row, "content")],
    })),
    platforms: platforms.map((row) => ({
      key: `platform-${row.id}`,
      title: text(row, "title"),
      snippet: excerpt(text(row, "description")),
      href: `/plateforms#platform-${row.id}`,
      fields: [text(row, "title"), text(row, "description")],
    })),
    activities: activities.map((row) => ({
      key: `activity-${row.id}`,
      title: text(row, "title"),
      snippet: excerpt(text(row, "comment")),
      href: `/activities#activity-${row.id}`,
      date: date(row.created_at),
      fields: [text(row, "title"), text(row, "comment")],
    })),
    partners: partners.map((row) => {
      const title = text(row, "titre") || row.titre;
      const description = text(row, "description") || row.description;
      return {
        key: `partner-${row.id}`,
        title,
        snippet: excerpt(description),
        href: `/mediaPartenaire#partner-${row.id}`,
        fields: [title, description, row.ville, row.categorie, row.activite],
      };
    }),
    videos: videos.map((row) => ({
      key: `video-${row.id}`,
      title: text(row, "title"),
      snippet: excerpt(text(row, "comment")),
      href: `/videotheque?v=${row.id}#player`,
      date: date(row.created_at),
      fields: [text(row, "title"), text(row, "comment")],
    })),
    photos: photos.map((row) => ({
      key: `photo-${row.id}`,
      title: text(row, "title"),
      snippet: excerpt(text(row, "comment")),
      href: `/phototheque#photo-${row.id}`,
      date: date(row.created_at),
      fields: [text(row, "title"), text(row, "comment")],
    })),
    documents: documents.map((row) => ({
      key: `document-${row.id}`,
      title: row.titre,
      snippet: excerpt(row.description),
      href: `/document#document-${row.id}`,
      date: date(row.created_at),
      fields: [row.titre, row.description],
    })),
    matches: matches.map((row) => {
      const title = `${text(row, "home_team_name")} – ${text(row, "away_team_name")}`;
      return {
        key: `match-${row.id}`,
        title,
        snippet: [text(row, "location"), matchTime(row.match_time)].filter(Boolean).join(" · "),
        href: `/matchs#match-${row.id}`,
        date: formatDate(row.match_date, locale),
        fields: [title, text(row, "location"), text(row, "description")],
      };
    }),
    foundation: [
      ...president.map(entry("president", "/motPresident")),
      ...foundation.map(entry("foundation", "/fondation")),
      ...values.map(entry("value", "/nosValeurs")),
      ...missions.map(entry("mission", "/nosMissions")),
      ...(team ? [entry("team", "/notreEquipe")(team)] : []),
      ...pages.map((row) => ({
        key: `page-${row.id}`,
        title: text(row, "title"),
        snippet: excerpt(text(row, "body")),
        href: `/${row.slug}`,
        fields: [text(row, "title"), text(row, "body")],
      })),
    ],
  };
}

export interface SearchOutcome {
  query: string;
  total: number;
  groups: Array<{ group: SearchGroup; count: number; results: SearchResult[] }>;
}

export async function searchSite(db: Db, rawQuery: string, locale: Locale): Promise<SearchOutcome> {
  const query = rawQuery.trim().slice(0, MAX_QUERY_LENGTH);
  if (!query) return { query, total: 0, groups: [] };
  const all = await candidates(db, locale);
  const groups = SEARCH_GROUPS.map((group) => {
    const matched = all[group].filter((item) => matchesQuery(item.fields, query));
    return {
      group,
      count: matched.length,
      results: matched.slice(0, RESULTS_PER_GROUP).map(({ fields: _fields, ...result }) => result),
    };
  }).filter((group) => group.count > 0);
  return { query, total: groups.reduce((sum, group) => sum + group.count, 0), groups };
}
