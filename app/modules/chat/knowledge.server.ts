/**
 * What the assistant knows: every published piece of content, turned into passages in each language
 * (with the page it lives on), the built-in guide to the site's sections, plus the structured facts
 * the intents need (matches, news, FAQ). Also the cheap signature that tells when any of it changed.
 */
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import type { Locale } from "~/i18n/config";
import { translatorFor } from "~/i18n/catalogues.server";
import { formatDate, localized } from "~/i18n/format";
import type { Passage, PassageKind } from "./search";

export type Localized = Record<Locale, string>;

export interface MatchFact {
  id: number;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM. */
  time: string;
  home: Localized;
  away: Localized;
  location: Localized;
  homeScore: number | null;
  awayScore: number | null;
}

export interface NewsFact {
  id: number;
  path: string;
  title: Localized;
  createdAt: string;
}

export interface FaqFact {
  id: number;
  question: Localized;
  answer: Localized;
  link: string;
}

export interface Knowledge {
  passages: Record<Locale, Passage[]>;
  matches: MatchFact[];
  news: NewsFact[];
  faq: FaqFact[];
}

/** The tables whose rows the assistant reads; a change to any of them rebuilds its index. */
const WATCHED_TABLES = [
  "news",
  "missions",
  "team_messages",
  "president_messages",
  "foundation_entries",
  "valeurs",
  "platform_links",
  "matches",
  "videos",
  "photos",
  "documents",
  "media_partners",
  "activities",
  "site_pages",
  "faq_entries",
] as const;

/**
 * Row count and latest change of every watched table, in one query. Any insert, edit, publication
 * or deletion changes it.
 */
export async function contentSignature(db: Db): Promise<string> {
  const parts = WATCHED_TABLES.map(
    (name) =>
      sql`select ${sql.lit(name)} as name, count(*) as total, max(updated_at) as changed from ${sql.table(name)}`,
  );
  const result = await sql<{ name: string; total: number | string; changed: string | null }>`${sql.join(
    parts,
    sql` union all `,
  )}`.execute(db.kysely);
  return result.rows.map((row) => `${row.name}:${Number(row.total)}:${row.changed ?? ""}`).join("|");
}

const stripMarkup = (text: string) =>
  text
    .replace(/<[^>]*>/g, " ")
    .replace(/[ \t]+/g, " ")
    .trim();

const each = <T>(make: (locale: Locale) => T): Record<Locale, T> =>
  ({ fr: make("fr"), en: make("en"), ar: make("ar") }) as Record<Locale, T>;

type Translatable<B extends string> = { [K in `${B}_${Locale}`]?: string | null };

const text = <B extends string>(row: Translatable<B>, base: B) =>
  each((locale) => stripMarkup(localized(row, base, locale)));

/** The site's sections, described in the catalogue; they answer "where do I find…" questions. */
const GUIDE: ReadonlyArray<{ key: GuideKey; path: string }> = [
  { key: "news", path: "/actualites" },
  { key: "matches", path: "/matchs" },
  { key: "programs", path: "/programs" },
  { key: "platforms", path: "/plateforms" },
  { key: "activities", path: "/activities" },
  { key: "documents", path: "/document" },
  { key: "videos", path: "/videotheque" },
  { key: "photos", path: "/phototheque" },
  { key: "mediaPartners", path: "/mediaPartenaire" },
  { key: "president", path: "/motPresident" },
  { key: "foundation", path: "/fondation" },
  { key: "values", path: "/nosValeurs" },
  { key: "missions", path: "/nosMissions" },
  { key: "team", path: "/notreEquipe" },
  { key: "whoWeAre", path: "/qui-sommes-nous-" },
  { key: "contact", path: "/contacter-tamkine" },
  { key: "community", path: "/community" },
  { key: "partner", path: "/partner" },
  { key: "joinUs", path: "/nous-rejoindre" },
];

type GuideKey =
  | "news"
  | "matches"
  | "programs"
  | "platforms"
  | "activities"
  | "documents"
  | "videos"
  | "photos"
  | "mediaPartners"
  | "president"
  | "foundation"
  | "values"
  | "missions"
  | "team"
  | "whoWeAre"
  | "contact"
  | "community"
  | "partner"
  | "joinUs";

export const PAGE_OF: Record<Exclude<PassageKind, "news" | "page" | "guide" | "faq">, string> = {
  mission: "/nosMissions",
  teamMessage: "/notreEquipe",
  president: "/motPresident",
  foundation: "/fondation",
  value: "/nosValeurs",
  platform: "/plateforms",
  match: "/matchs",
  video: "/videotheque",
  photo: "/phototheque",
  document: "/document",
  mediaPartner: "/mediaPartenaire",
  activity: "/activities",
};

/**
 * How much each kind of passage is trusted when several match: specific content first, the general
 * guide and short picture captions after it.
 */
const PRIOR: Record<PassageKind, number> = {
  news: 1,
  mission: 1,
  teamMessage: 1,
  president: 1,
  foundation: 1,
  value: 1,
  platform: 1,
  match: 0.9,
  // A video or a photo caption says less than the article about the same event.
  video: 0.75,
  photo: 0.55,
  document: 1,
  mediaPartner: 0.95,
  activity: 1,
  page: 0.95,
  guide: 0.8,
  // Written by the administrators for exactly this purpose.
  faq: 1.1,
};

interface Entry {
  kind: PassageKind;
  id: number | null;
  path: string;
  title: Localized;
  text: Localized;
}

const KIND_TAGS = [
  "news",
  "match",
  "video",
  "photo",
  "document",
  "activity",
  "platform",
  "mediaPartner",
  "value",
  "mission",
  "president",
] as const;
type TaggedKind = (typeof KIND_TAGS)[number];
const isTagged = (kind: PassageKind): kind is TaggedKind => (KIND_TAGS as readonly string[]).includes(kind);

const toPassages = (entries: readonly Entry[], locale: Locale): Passage[] =>
  entries
    .filter((entry) => entry.title[locale] || entry.text[locale])
    .map((entry) => ({
      kind: entry.kind,
      id: entry.id,
      path: entry.path,
      title: entry.title[locale],
      text: entry.text[locale],
      ...(isTagged(entry.kind) ? { tags: translatorFor(locale)(`chat.kinds.${entry.kind}`) } : {}),
      prior: PRIOR[entry.kind],
    }));

const published = 1;

export async function loadKnowledge(db: Db): Promise<Knowledge> {
  const k = db.kysely;
  const [
    news,
    missions,
    teamMessages,
    presidents,
    foundations,
    valeurs,
    platforms,
    matches,
    videos,
    photos,
    documents,
    mediaPartners,
    activities,
    pages,
    faq,
  ] = await Promise.all([
    k
      .selectFrom("news")
      .selectAll()
      .where("is_published", "=", published)
      .orderBy("created_at", "desc")
      .execute(),
    k.selectFrom("missions").selectAll().where("is_published", "=", published).execute(),
    k.selectFrom("team_messages").selectAll().where("is_published", "=", published).execute(),
    k.selectFrom("president_messages").selectAll().where("is_published", "=", published).execute(),
    k.selectFrom("foundation_entries").selectAll().where("is_published", "=", published).execute(),
    k.selectFrom("valeurs").selectAll().where("is_published", "=", published).execute(),
    k.selectFrom("platform_links").selectAll().where("is_published", "=", published).execute(),
    k.selectFrom("matches").selectAll().where("is_published", "=", published).orderBy("match_date").execute(),
    k.selectFrom("videos").selectAll().where("is_published", "=", published).execute(),
    k.selectFrom("photos").selectAll().where("is_published", "=", published).execute(),
    k.selectFrom("documents").selectAll().where("is_published", "=", published).execute(),
    k.selectFrom("media_partners").selectAll().where("is_published", "=", published).execute(),
    k.selectFrom("activities").selectAll().where("is_published", "=", published).execute(),
    k.selectFrom("site_pages").selectAll().where("is_published", "=", published).execute(),
    k.selectFrom("faq_entries").selectAll().where("is_published", "=", published).orderBy("id").execute(),
  ]);

  const translators = each((locale) => translatorFor(locale));
  const entries: Entry[] = [];

  const newsFacts: NewsFact[] = news.map((row) => ({
    id: row.id,
    path: `/blogdetail/${row.slug}_${row.id}`,
    title: text(row, "title"),
    createdAt: row.created_at,
  }));
  news.forEach((row, index) =>
    entries.push({
      kind: "news",
      id: row.id,
      path: newsFacts[index]!.path,
      title: newsFacts[index]!.title,
      text: text(row, "content"),
    }),
  );
  for (const row of missions) {
    entries.push({
      kind: "mission",
      id: row.id,
      path: PAGE_OF.mission,
      title: text(row, "title"),
      text: text(row, "content"),
    });
  }
  for (const row of teamMessages) {
    const title = text(row, "title");
    entries.push({
      kind: "teamMessage",
      id: row.id,
      path: PAGE_OF.teamMessage,
      title: each((locale) => title[locale] || translators[locale]("chat.guide.team.title")),
      text: text(row, "content"),
    });
  }
  for (const row of presidents) {
    entries.push({
      kind: "president",
      id: row.id,
      path: PAGE_OF.president,
      title: text(row, "titre"),
      text: text(row, "description"),
    });
  }
  for (const row of foundations) {
    entries.push({
      kind: "foundation",
      id: row.id,
      path: PAGE_OF.foundation,
      title: text(row, "title"),
      text: text(row, "description"),
    });
  }
  for (const row of valeurs) {
    entries.push({
      kind: "value",
      id: row.id,
      path: PAGE_OF.value,
      title: text(row, "titre"),
      text: text(row, "description"),
    });
  }
  for (const row of platforms) {
    const description = text(row, "description");
    entries.push({
      kind: "platform",
      id: row.id,
      path: PAGE_OF.platform,
      title: text(row, "title"),
      text: each(
        (locale) =>
          `${description[locale]}\n${translators[locale]("chat.knowledge.platformUrl", { url: row.url })}`,
      ),
    });
  }

  const matchFacts: MatchFact[] = matches.map((row) => ({
    id: row.id,
    date: row.match_date.slice(0, 10),
    time: row.match_time.slice(0, 5),
    home: text(row, "home_team_name"),
    away: text(row, "away_team_name"),
    location: text(row, "location"),
    homeScore: row.home_score,
    awayScore: row.away_score,
  }));
  matches.forEach((row, index) => {
    const fact = matchFacts[index]!;
    const description = text(row, "description");
    entries.push({
      kind: "match",
      id: row.id,
      path: PAGE_OF.match,
      title: each((locale) =>
        translators[locale]("chat.knowledge.matchTitle", {
          home: fact.home[locale],
          away: fact.away[locale],
        }),
      ),
      text: each((locale) => {
        const params = {
          date: formatDate(fact.date, locale, { dateStyle: "full" }) ?? fact.date,
          time: fact.time,
          location: fact.location[locale],
          home: fact.home[locale],
          away: fact.away[locale],
          homeScore: fact.homeScore ?? 0,
          awayScore: fact.awayScore ?? 0,
        };
        const played = fact.homeScore !== null && fact.awayScore !== null;
        const summary = translators[locale](
          played ? "chat.knowledge.matchPlayed" : "chat.knowledge.matchUpcoming",
          params,
        );
        return description[locale] ? `${summary}\n${description[locale]}` : summary;
      }),
    });
  });

  for (const row of videos) {
    entries.push({
      kind: "video",
      id: row.id,
      path: PAGE_OF.video,
      title: text(row, "title"),
      text: text(row, "comment"),
    });
  }
  for (const row of photos) {
    entries.push({
      kind: "photo",
      id: row.id,
      path: PAGE_OF.photo,
      title: text(row, "title"),
      text: text(row, "comment"),
    });
  }
  for (const row of documents) {
    // Documents have one title and description (§3), shown as they are in every language.
    entries.push({
      kind: "document",
      id: row.id,
      path: PAGE_OF.document,
      title: each(() => stripMarkup(row.titre)),
      text: each(() => stripMarkup(row.description)),
    });
  }
  for (const row of mediaPartners) {
    const title = text(row, "titre");
    const description = text(row, "description");
    entries.push({
      kind: "mediaPartner",
      id: row.id,
      path: PAGE_OF.mediaPartner,
      title: each((locale) => title[locale] || stripMarkup(row.titre)),
      text: each((locale) =>
        [
          description[locale] || stripMarkup(row.description),
          translators[locale]("chat.knowledge.mediaPartner", {
            category: row.categorie,
            city: row.ville,
            url: row.site_url,
          }),
        ].join("\n"),
      ),
    });
  }
  for (const row of activities) {
    entries.push({
      kind: "activity",
      id: row.id,
      path: PAGE_OF.activity,
      title: text(row, "title"),
      text: text(row, "comment"),
    });
  }
  for (const row of pages) {
    entries.push({
      kind: "page",
      id: row.id,
      path: `/${row.slug}`,
      title: text(row, "title"),
      text: text(row, "body"),
    });
  }
  for (const { key, path } of GUIDE) {
    entries.push({
      kind: "guide",
      id: null,
      path,
      title: each((locale) => translators[locale](`chat.guide.${key}.title`)),
      text: each((locale) => translators[locale](`chat.guide.${key}.text`)),
    });
  }

  const faqFacts: FaqFact[] = faq.map((row) => ({
    id: row.id,
    question: text(row, "question"),
    answer: text(row, "answer"),
    link: row.link.trim(),
  }));
  for (const fact of faqFacts) {
    entries.push({ kind: "faq", id: fact.id, path: fact.link, title: fact.question, text: fact.answer });
  }

  return {
    passages: each((locale) => toPassages(entries, locale)),
    matches: matchFacts,
    news: newsFacts,
    faq: faqFacts,
  };
}
