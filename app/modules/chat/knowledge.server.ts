/**
 * What the assistant knows: every published piece of content, turned into passages in each language
 * (with the page it lives on), the built-in guide to the site's sections, plus the structured facts
 * the intents need (matches, news, FAQ). Also the cheap signature that tells when any of it changed.
 * What is read of each content type is the table in sources.ts.
 */
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import { nowIso } from "~/db/time";
import { LOCALES, type Locale } from "~/i18n/config";
import { translatorFor } from "~/i18n/catalogues.server";
import { pickTranslation, untranslatedLanguageOf } from "~/i18n/content-language";
import { formatDate } from "~/i18n/format";
import type { Passage, PassageKind } from "./search";
import { htmlToText } from "~/modules/richtext/html";
import { CHAT_SOURCES, type ChatSource, type Field, type PassageLangs, type Row } from "./sources";
import { PAGES } from "~/lib/paths";
import { wherePublic } from "~/modules/content/visibility.server";

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
  /** What the match's description says of it ("Quart de finale… des moins de 18 ans"). */
  description?: Localized;
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
const WATCHED_TABLES = [...CHAT_SOURCES.map((source) => source.table), "faq_entries"] as const;

/**
 * Row count and latest change of every watched table, in one query. Any insert, edit, publication
 * or deletion changes it.
 */
export async function contentSignature(db: Db): Promise<string> {
  // A scheduled item that comes into view changes no row: how many rows are in view counts too
  // (decision 028).
  const at = nowIso();
  const inView = sql`sum(case when (publish_at is null or publish_at <= ${at})
    and (unpublish_at is null or unpublish_at > ${at}) then 1 else 0 end)`;
  const parts = WATCHED_TABLES.map(
    (name) =>
      sql`select ${sql.lit(name)} as name, count(*) as total, max(updated_at) as changed, ${
        name === "faq_entries" ? sql`0` : inView
      } as visible from ${sql.table(name)}`,
  );
  const result = await sql<{
    name: string;
    total: number | string;
    changed: string | null;
    visible: number | string | null;
  }>`${sql.join(parts, sql` union all `)}`.execute(db.kysely);
  return result.rows
    .map((row) => `${row.name}:${Number(row.total)}:${row.changed ?? ""}:${Number(row.visible ?? 0)}`)
    .join("|");
}

/** The words of a text, never its markup: the one HTML → text reading of rich text (decision 027). */
const stripMarkup = (text: string) =>
  htmlToText(text)
    .replace(/[ \t]+/g, " ")
    .trim();

const each = <T>(make: (locale: Locale) => T): Record<Locale, T> =>
  ({ fr: make("fr"), en: make("en"), ar: make("ar") }) as Record<Locale, T>;

const asText = (value: unknown) => (typeof value === "string" ? stripMarkup(value) : "");

/** A field as the visitor of `locale` reads it, and the language it is written in. */
function read(row: Row, fields: readonly Field[], locale: Locale): { value: string; lang: Locale } {
  for (const field of fields) {
    if ("translated" in field) {
      const picked = pickTranslation(row, field.translated, locale);
      if (picked) return { value: stripMarkup(picked.value), lang: picked.lang };
    } else {
      const value = asText(row[field.plain]);
      if (value) return { value, lang: untranslatedLanguageOf(value) };
    }
  }
  return { value: "", lang: locale };
}

/** A field in `locale` only, without falling back: the item's own name in that language. */
function own(row: Row, fields: readonly Field[], locale: Locale): string {
  for (const field of fields) {
    const value = "translated" in field ? row[`${field.translated}_${locale}`] : row[field.plain];
    if (typeof value === "string" && value.trim()) return stripMarkup(value);
  }
  return "";
}

/** The site's sections, described in the catalogue; they answer "where do I find…" questions. */
const GUIDE: ReadonlyArray<{ key: GuideKey; path: string }> = [
  { key: "news", path: PAGES.news },
  { key: "matches", path: PAGES.matches },
  { key: "programs", path: PAGES.programs },
  { key: "platforms", path: PAGES.platforms },
  { key: "activities", path: PAGES.activities },
  { key: "documents", path: PAGES.documents },
  { key: "videos", path: PAGES.videos },
  { key: "photos", path: PAGES.photos },
  { key: "mediaPartners", path: PAGES.mediaPartners },
  { key: "president", path: PAGES.president },
  { key: "foundation", path: PAGES.foundation },
  { key: "values", path: PAGES.values },
  { key: "missions", path: PAGES.missions },
  { key: "team", path: PAGES.team },
  { key: "whoWeAre", path: PAGES.about },
  { key: "contact", path: PAGES.contact },
  { key: "community", path: PAGES.community },
  { key: "partner", path: PAGES.partner },
  { key: "joinUs", path: PAGES.join },
  { key: "newsletter", path: PAGES.newsletter },
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
  | "joinUs"
  | "newsletter";

const GUIDE_PRIOR = 0.8;
/** Written by the administrators for exactly this purpose. */
const FAQ_PRIOR = 1.1;

interface Entry {
  kind: PassageKind;
  id: number | null;
  path: string;
  title: Record<Locale, { value: string; lang: Locale }>;
  text: Record<Locale, { value: string; lang: Locale }>;
  /** Words that name the item in any language: its titles, slug, address. */
  names: string;
  link?: string;
  prior: number;
  isTagged: boolean;
}

const inLocale = (make: (locale: Locale) => string) =>
  each((locale) => ({ value: make(locale), lang: locale }));

function toPassages(entries: readonly Entry[], locale: Locale): Passage[] {
  const t = translatorFor(locale);
  return entries
    .filter((entry) => entry.title[locale].value || entry.text[locale].value)
    .map((entry) => {
      const langs: PassageLangs = {};
      if (entry.title[locale].lang !== locale) langs.title = entry.title[locale].lang;
      if (entry.text[locale].value && entry.text[locale].lang !== locale)
        langs.text = entry.text[locale].lang;
      return {
        kind: entry.kind,
        id: entry.id,
        path: entry.path,
        title: entry.title[locale].value,
        text: entry.text[locale].value,
        names: entry.names,
        ...(entry.link ? { link: entry.link } : {}),
        ...(entry.isTagged ? { tags: t(`chat.kinds.${entry.kind as TaggedKind}`) } : {}),
        langs,
        prior: entry.prior,
      };
    });
}

type TaggedKind =
  | "news"
  | "match"
  | "video"
  | "photo"
  | "document"
  | "activity"
  | "platform"
  | "mediaPartner"
  | "value"
  | "mission"
  | "president";

const published = 1;

// The table is a runtime value of the sources' list; Kysely's static typing cannot follow it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const anyDb = (db: Db) => db.kysely as any;

async function rowsOf(db: Db, source: ChatSource): Promise<Row[]> {
  let query = wherePublic(anyDb(db).selectFrom(source.table).selectAll())
    .orderBy(source.orderBy.column, source.orderBy.direction)
    .orderBy("id", "desc");
  if (source.limit) query = query.limit(source.limit);
  return (await query.execute()) as Row[];
}

const linkWords = (link: string) => link.replace(/^[a-z]+:\/\/(www\.)?/i, "").replace(/[/.:_-]+/g, " ");

function matchFactOf(row: Row): MatchFact {
  const name = (base: string) => each((locale) => read(row, [{ translated: base }], locale).value);
  return {
    id: row.id,
    date: String(row.match_date).slice(0, 10),
    time: String(row.match_time).slice(0, 5),
    home: name("home_team_name"),
    away: name("away_team_name"),
    location: name("location"),
    description: name("description"),
    homeScore: typeof row.home_score === "number" ? row.home_score : null,
    awayScore: typeof row.away_score === "number" ? row.away_score : null,
  };
}

/** A row of any source as an entry: its texts in every language, its names and its page. */
function entryOf(
  source: ChatSource,
  row: Row,
  translators: Record<Locale, ReturnType<typeof translatorFor>>,
) {
  const title = each((locale) => read(row, source.title, locale));
  const text = each((locale) => read(row, source.text, locale));
  const ownTitles = LOCALES.map((locale) => own(row, source.title, locale));
  const link = source.link ? asText(row[source.link]) : "";
  const names = [
    ...ownTitles,
    ...(source.names ?? []).map((column) => asText(row[column]).replace(/[-_]+/g, " ")),
    link ? linkWords(link) : "",
  ];
  const entry: Entry = {
    kind: source.kind,
    id: row.id,
    path: source.page(row),
    title,
    text,
    names: names.filter(Boolean).join("\n"),
    ...(link ? { link } : {}),
    prior: source.prior,
    isTagged: source.isTagged,
  };
  if (source.template === "match") {
    const fact = matchFactOf(row);
    entry.title = inLocale((locale) =>
      translators[locale]("chat.knowledge.matchTitle", { home: fact.home[locale], away: fact.away[locale] }),
    );
    entry.names = [
      entry.names,
      ...LOCALES.map((locale) => `${own(row, [{ translated: "away_team_name" }], locale)}`),
      ...LOCALES.map((locale) => `${own(row, [{ translated: "home_team_name" }], locale)}`),
    ]
      .filter(Boolean)
      .join("\n");
    entry.text = each((locale) => {
      const played = fact.homeScore !== null && fact.awayScore !== null;
      const summary = translators[locale](
        played ? "chat.knowledge.matchPlayed" : "chat.knowledge.matchUpcoming",
        {
          date: formatDate(fact.date, locale, { dateStyle: "full" }) ?? fact.date,
          time: fact.time,
          location: fact.location[locale],
          home: fact.home[locale],
          away: fact.away[locale],
          homeScore: fact.homeScore ?? 0,
          awayScore: fact.awayScore ?? 0,
        },
      );
      const description = text[locale];
      // The summary is written in the visitor's language; a description that fell back keeps its own.
      return {
        value: description.value ? `${summary}\n${description.value}` : summary,
        lang: description.value && description.lang !== locale ? description.lang : locale,
      };
    });
  } else if (source.template === "mediaPartner") {
    entry.text = each((locale) => ({
      value: [
        text[locale].value,
        translators[locale]("chat.knowledge.mediaPartner", {
          category: asText(row.categorie),
          city: asText(row.ville),
          url: link,
        }),
      ]
        .filter(Boolean)
        .join("\n"),
      lang: text[locale].lang,
    }));
  }
  return entry;
}

export async function loadKnowledge(db: Db): Promise<Knowledge> {
  const [rowsBySource, faq] = await Promise.all([
    Promise.all(CHAT_SOURCES.map((source) => rowsOf(db, source))),
    db.kysely
      .selectFrom("faq_entries")
      .selectAll()
      .where("is_published", "=", published)
      .orderBy("id")
      .execute(),
  ]);
  const translators = each((locale) => translatorFor(locale));
  const entries: Entry[] = [];
  let matches: MatchFact[] = [];
  let news: NewsFact[] = [];
  CHAT_SOURCES.forEach((source, position) => {
    const rows = rowsBySource[position]!;
    const made = rows.map((row) => entryOf(source, row, translators));
    entries.push(...made);
    if (source.kind === "match") matches = rows.map(matchFactOf).sort((a, b) => a.date.localeCompare(b.date));
    if (source.kind === "news") {
      news = made.map((entry, index) => ({
        id: entry.id!,
        path: entry.path,
        title: each((locale) => entry.title[locale].value),
        createdAt: String(rows[index]!.published_at ?? rows[index]!.created_at),
      }));
    }
  });

  for (const { key, path } of GUIDE) {
    entries.push({
      kind: "guide",
      id: null,
      path,
      title: inLocale((locale) => translators[locale](`chat.guide.${key}.title`)),
      text: inLocale((locale) => translators[locale](`chat.guide.${key}.text`)),
      names: "",
      prior: GUIDE_PRIOR,
      isTagged: false,
    });
  }

  const faqFacts: FaqFact[] = faq.map((row) => ({
    id: row.id,
    question: each((locale) => read(row as unknown as Row, [{ translated: "question" }], locale).value),
    answer: each((locale) => read(row as unknown as Row, [{ translated: "answer" }], locale).value),
    link: row.link.trim(),
  }));
  for (const fact of faqFacts) {
    entries.push({
      kind: "faq",
      id: fact.id,
      path: fact.link,
      title: inLocale((locale) => fact.question[locale]),
      text: inLocale((locale) => fact.answer[locale]),
      names: "",
      prior: FAQ_PRIOR,
      isTagged: false,
    });
  }

  return {
    passages: each((locale) => toPassages(entries, locale)),
    matches,
    news,
    faq: faqFacts,
  };
}
