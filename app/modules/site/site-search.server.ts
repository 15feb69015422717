/**
 * /search?q=: every published text of the site in the visitor's language, accent- and case-insensitive,
 * grouped by type, each result linked to where it is shown. Each content type is one SQL query on its
 * folded search column (decision 014) that returns the first RESULTS_PER_GROUP matches in list order,
 * plus a count that stops at SEARCH_COUNT_CAP. The foundation entries and pages are a handful of rows,
 * read whole and matched here with the same rule.
 */
import type { Db } from "~/db/client.server";
import type { Row } from "~/db/schema";
import type { Locale } from "~/i18n/config";
import { translationsOf, type TextLangs } from "~/i18n/content-language";
import { formatDate } from "~/i18n/format";
import { countContent, listContent } from "~/modules/content/content.server";
import { RESOURCES, type ContentResource, type ResourceName } from "~/modules/content/resources";
import { listIllustratedEntries, latestMissions, latestTeamMessage } from "./foundation.server";
import { articlePath } from "./news.server";
import { matchTime } from "./matches";
import { published } from "./published.server";
import { matchesQuery } from "./search";
import { htmlToText } from "~/modules/richtext/html";
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
  /** The language of `title` and `snippet` where they are not in the page's. */
  langs: TextLangs;
}

interface Candidate extends SearchResult {
  fields: string[];
}

/** Results shown per group. */
export const RESULTS_PER_GROUP = 20;
/** Counting stops past this many matches per group; the page then says "more than". */
export const SEARCH_COUNT_CAP = 1000;
export const MAX_QUERY_LENGTH = 200;

type TableOf<R extends ResourceName> = (typeof RESOURCES)[R]["table"];
type RowOf<R extends ResourceName> = Row<TableOf<R>>;

interface GroupMatches {
  count: number;
  isCountCapped: boolean;
  results: SearchResult[];
}

/** One content type's matches: the first page in list order, and the count up to the cap. */
async function searchResource<R extends ResourceName>(
  db: Db,
  resource: R,
  search: { query: string; locale: Locale },
  toResult: (
    row: RowOf<R>,
    texts: ReturnType<typeof translationsOf<RowOf<R>>>,
  ) => Omit<SearchResult, "langs">,
): Promise<GroupMatches> {
  const options = { query: search.query, searchLocale: search.locale };
  const [rows, count] = await Promise.all([
    listContent(db, RESOURCES[resource], { ...options, page: 1, pageSize: RESULTS_PER_GROUP }),
    countContent(db, RESOURCES[resource], { ...options, atMost: SEARCH_COUNT_CAP + 1 }),
  ]);
  return {
    count: Math.min(count, SEARCH_COUNT_CAP),
    isCountCapped: count > SEARCH_COUNT_CAP,
    results: (rows as unknown as Array<RowOf<R>>).map((row) => {
      const texts = translationsOf(row, search.locale);
      return { ...toResult(row, texts), langs: texts.langs };
    }),
  };
}

type ContentGroup = Exclude<SearchGroup, "foundation">;

function searchContent(db: Db, query: string, locale: Locale): Record<ContentGroup, Promise<GroupMatches>> {
  const date = (iso: string) => formatDate(iso, locale);
  const search = { query, locale };
  return {
    news: searchResource(db, "news", search, (row, { text }) => ({
      key: `news-${row.id}`,
      title: text("title"),
      snippet: excerpt(text("content", "snippet")),
      href: articlePath(row),
      date: date(row.published_at ?? row.created_at),
    })),
    platforms: searchResource(db, "platformlinks", search, (row, { text }) => ({
      key: `platform-${row.id}`,
      title: text("title"),
      snippet: excerpt(text("description", "snippet")),
      href: RESOURCES.platformlinks.itemPath(row),
    })),
    activities: searchResource(db, "activities", search, (row, { text }) => ({
      key: `activity-${row.id}`,
      title: text("title"),
      snippet: excerpt(text("comment", "snippet")),
      href: RESOURCES.activities.itemPath(row),
      date: date(row.published_at ?? row.created_at),
    })),
    partners: searchResource(db, "partenaires", search, (row, { text, plain }) => ({
      key: `partner-${row.id}`,
      title: text("titre", "title") || plain(row.titre, "title"),
      snippet: excerpt(text("description", "snippet") || plain(row.description, "snippet")),
      href: RESOURCES.partenaires.itemPath(row),
    })),
    videos: searchResource(db, "videos", search, (row, { text }) => ({
      key: `video-${row.id}`,
      title: text("title"),
      snippet: excerpt(text("comment", "snippet")),
      href: RESOURCES.videos.itemPath(row),
      date: date(row.published_at ?? row.created_at),
    })),
    photos: searchResource(db, "photos", search, (row, { text }) => ({
      key: `photo-${row.id}`,
      title: text("title"),
      snippet: excerpt(text("comment", "snippet")),
      href: RESOURCES.photos.itemPath(row),
      date: date(row.published_at ?? row.created_at),
    })),
    documents: searchResource(db, "documents", search, (row, { plain }) => ({
      key: `document-${row.id}`,
      title: plain(row.titre, "title"),
      snippet: excerpt(plain(row.description, "snippet")),
      href: RESOURCES.documents.itemPath(row),
      date: date(row.published_at ?? row.created_at),
    })),
    matches: searchResource(db, "matches", search, (row, { text }) => ({
      key: `match-${row.id}`,
      title: `${text("home_team_name", "title")} – ${text("away_team_name", "title")}`,
      snippet: [text("location", "snippet"), matchTime(row.match_time)].filter(Boolean).join(" · "),
      href: RESOURCES.matches.itemPath(row),
      date: formatDate(row.match_date, locale),
    })),
  };
}

/** The foundation's own texts and the static pages: a few rows, shown as the foundation pages show them. */
async function foundationCandidates(db: Db, locale: Locale): Promise<Candidate[]> {
  const [president, foundation, values, missions, team, pages] = await Promise.all([
    listIllustratedEntries(db, "motpresident", locale),
    listIllustratedEntries(db, "fondationtamkine", locale),
    listIllustratedEntries(db, "valeurs", locale),
    latestMissions(db, locale),
    latestTeamMessage(db, locale),
    published(db, "pages"),
  ]);
  type Entry = { id: number; title: string; text: string; langs: TextLangs };
  const entry = (prefix: string, resource: ContentResource) => (item: Entry) => ({
    key: `${prefix}-${item.id}`,
    title: item.title,
    snippet: excerpt(item.text),
    href: resource.itemPath(item),
    fields: [item.title, htmlToText(item.text)],
    langs: { title: item.langs.title, snippet: item.langs.text },
  });
  return [
    ...president.map(entry("president", RESOURCES.motpresident)),
    ...foundation.map(entry("foundation", RESOURCES.fondationtamkine)),
    ...values.map(entry("value", RESOURCES.valeurs)),
    ...missions.map(entry("mission", RESOURCES.missions)),
    ...(team ? [entry("team", RESOURCES["team-messages"])(team)] : []),
    ...pages.map((row) => {
      const { text, langs } = translationsOf(row, locale);
      const [title, body] = [text("title"), text("body", "snippet")];
      return {
        key: `page-${row.id}`,
        title,
        snippet: excerpt(body),
        href: RESOURCES.pages.itemPath(row),
        fields: [title, htmlToText(body)],
        langs,
      };
    }),
  ];
}

async function searchFoundation(db: Db, query: string, locale: Locale): Promise<GroupMatches> {
  const matched = (await foundationCandidates(db, locale)).filter((item) => matchesQuery(item.fields, query));
  return {
    count: matched.length,
    isCountCapped: false,
    results: matched.slice(0, RESULTS_PER_GROUP).map(({ fields: _fields, ...result }) => result),
  };
}

export interface SearchOutcome {
  query: string;
  /** Sum of the group counts; a lower bound when `isTotalCapped`. */
  total: number;
  isTotalCapped: boolean;
  groups: Array<{ group: SearchGroup; count: number; isCountCapped: boolean; results: SearchResult[] }>;
}

export async function searchSite(db: Db, rawQuery: string, locale: Locale): Promise<SearchOutcome> {
  const query = rawQuery.replaceAll("\u0000", "").trim().slice(0, MAX_QUERY_LENGTH);
  if (!query) return { query, total: 0, isTotalCapped: false, groups: [] };
  const content = searchContent(db, query, locale);
  const pending: Record<SearchGroup, Promise<GroupMatches>> = {
    ...content,
    foundation: searchFoundation(db, query, locale),
  };
  const found = await Promise.all(SEARCH_GROUPS.map(async (group) => ({ group, ...(await pending[group]) })));
  const groups = found.filter((group) => group.count > 0);
  return {
    query,
    total: groups.reduce((sum, group) => sum + group.count, 0),
    isTotalCapped: groups.some((group) => group.isCountCapped),
    groups,
  };
}
