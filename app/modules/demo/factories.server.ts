/**
 * Row factories shared by the tests and the demo seed (conventions §9: each test makes its own data).
 * A builder returns values that a plain insert accepts; overrides win over every generated field.
 * Unique columns (slug, email, token) get a per-process counter plus random bytes, so parallel test
 * files writing to one PostgreSQL database do not collide.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "~/db/client.server";
import type { NewRow, Row } from "~/db/schema";
import { tables } from "~/db/tables";
import { RESOURCES, type ContentResource } from "~/modules/content/resources";
import { translatedBases } from "~/modules/content/translation-status";
import { initialStates } from "~/modules/content/translations.server";
import { cleanRichText } from "~/modules/richtext/sanitize.server";
import { nowIso } from "~/db/time";
import { withSearchColumns } from "~/modules/search/search-columns";

let sequence = 0;

/** A short token unique within the process and very likely across processes. */
export function uniqueSuffix(): string {
  sequence += 1;
  return `${sequence.toString(36)}${randomBytes(3).toString("hex")}`;
}

export const randomToken = (bytes = 16) => randomBytes(bytes).toString("hex");

const translations = <P extends string>(prefix: P, text: string) =>
  ({
    [`${prefix}_fr`]: `${text} (fr)`,
    [`${prefix}_en`]: `${text} (en)`,
    [`${prefix}_ar`]: `${text} (ar)`,
  }) as Record<`${P}_fr` | `${P}_en` | `${P}_ar`, string>;

export function buildNews(overrides: Partial<NewRow<"news">> = {}): NewRow<"news"> {
  const suffix = uniqueSuffix();
  return {
    slug: `article-${suffix}`,
    ...translations("title", `Article ${suffix}`),
    ...translations("content", `First paragraph ${suffix}.\n\nSecond paragraph ${suffix}.`),
    image: null,
    ...overrides,
  };
}

export function buildMission(overrides: Partial<NewRow<"missions">> = {}): NewRow<"missions"> {
  const suffix = uniqueSuffix();
  return {
    ...translations("title", `Mission ${suffix}`),
    ...translations("content", `Mission content ${suffix}`),
    ...overrides,
  };
}

export function buildTeamMessage(overrides: Partial<NewRow<"team_messages">> = {}): NewRow<"team_messages"> {
  const suffix = uniqueSuffix();
  return {
    ...translations("title", `Team message ${suffix}`),
    ...translations("content", `Team message content ${suffix}`),
    ...overrides,
  };
}

export function buildPresidentMessage(
  overrides: Partial<NewRow<"president_messages">> = {},
): NewRow<"president_messages"> {
  const suffix = uniqueSuffix();
  return {
    ...translations("titre", `President message ${suffix}`),
    ...translations("description", `President message description ${suffix}`),
    image: null,
    ...overrides,
  };
}

export function buildFoundationEntry(
  overrides: Partial<NewRow<"foundation_entries">> = {},
): NewRow<"foundation_entries"> {
  const suffix = uniqueSuffix();
  return {
    ...translations("title", `Foundation entry ${suffix}`),
    ...translations("description", `Foundation description ${suffix}`),
    image: null,
    ...overrides,
  };
}

export function buildValeur(overrides: Partial<NewRow<"valeurs">> = {}): NewRow<"valeurs"> {
  const suffix = uniqueSuffix();
  return {
    ...translations("titre", `Value ${suffix}`),
    ...translations("description", `Value description ${suffix}`),
    image: null,
    ...overrides,
  };
}

export function buildPlatformLink(
  overrides: Partial<NewRow<"platform_links">> = {},
): NewRow<"platform_links"> {
  const suffix = uniqueSuffix();
  return {
    ...translations("title", `Platform ${suffix}`),
    ...translations("description", `Platform description ${suffix}`),
    url: `https://platform-${suffix}.tamkine.example`,
    icon: null,
    ...overrides,
  };
}

export function buildMatch(overrides: Partial<NewRow<"matches">> = {}): NewRow<"matches"> {
  const suffix = uniqueSuffix();
  return {
    ...translations("home_team_name", `Home ${suffix}`),
    ...translations("away_team_name", `Away ${suffix}`),
    ...translations("location", `Arena ${suffix}`),
    ...translations("description", `Match ${suffix}`),
    match_date: nowIso().slice(0, 10),
    match_time: "18:30:00",
    home_score: null,
    away_score: null,
    home_team_logo_url: null,
    away_team_logo_url: null,
    banner_image_url: null,
    ...overrides,
  };
}

export function buildVideo(overrides: Partial<NewRow<"videos">> = {}): NewRow<"videos"> {
  const suffix = uniqueSuffix();
  return {
    ...translations("title", `Video ${suffix}`),
    ...translations("comment", `Video comment ${suffix}`),
    // 11 characters, like a real YouTube id, so embed-link extraction succeeds.
    lien_video: `https://www.youtube.com/watch?v=${randomBytes(8).toString("base64url").slice(0, 11)}`,
    cover_image: null,
    ...overrides,
  };
}

export function buildPhoto(overrides: Partial<NewRow<"photos">> = {}): NewRow<"photos"> {
  const suffix = uniqueSuffix();
  return {
    ...translations("title", `Photo ${suffix}`),
    ...translations("comment", `Photo comment ${suffix}`),
    image: null,
    ...overrides,
  };
}

export function buildDocument(overrides: Partial<NewRow<"documents">> = {}): NewRow<"documents"> {
  const suffix = uniqueSuffix();
  return {
    titre: `Document ${suffix}`,
    description: `Document description ${suffix}`,
    fichier: `/media/test/document-${suffix}.pdf`,
    couverture: null,
    ...overrides,
  };
}

export function buildMediaPartner(
  overrides: Partial<NewRow<"media_partners">> = {},
): NewRow<"media_partners"> {
  const suffix = uniqueSuffix();
  return {
    titre: `Partner ${suffix}`,
    ...translations("titre", `Partner ${suffix}`),
    description: `Partner description ${suffix}`,
    ...translations("description", `Partner description ${suffix}`),
    categorie: "Presse",
    activite: "Information",
    ville: "Casablanca",
    date_creation: "2010-06-15",
    couverture: null,
    site_url: `https://partner-${suffix}.example`,
    video: null,
    ...overrides,
  };
}

export function buildActivity(overrides: Partial<NewRow<"activities">> = {}): NewRow<"activities"> {
  const suffix = uniqueSuffix();
  return {
    ...translations("title", `Activity ${suffix}`),
    ...translations("comment", `Activity comment ${suffix}`),
    cover_photo: null,
    ...overrides,
  };
}

export function buildSitePage(overrides: Partial<NewRow<"site_pages">> = {}): NewRow<"site_pages"> {
  const suffix = uniqueSuffix();
  return {
    slug: `page-${suffix}`,
    ...translations("title", `Page ${suffix}`),
    ...translations("body", `Page body ${suffix}`),
    ...overrides,
  };
}

export function buildNewsletterSubscriber(
  overrides: Partial<NewRow<"newsletter_subscribers">> = {},
): NewRow<"newsletter_subscribers"> {
  const suffix = uniqueSuffix();
  return {
    email: `subscriber-${suffix}@example.com`,
    name: "",
    message: "",
    language: "fr",
    status: "pending",
    token: randomToken(),
    confirmed_at: null,
    ...overrides,
  };
}

export function buildContactMessage(
  overrides: Partial<NewRow<"contact_messages">> = {},
): NewRow<"contact_messages"> {
  const suffix = uniqueSuffix();
  return {
    name: `Contact ${suffix}`,
    email: `contact-${suffix}@example.com`,
    subject: `Subject ${suffix}`,
    category: "general",
    message: `Message ${suffix}`,
    language: "fr",
    ...overrides,
  };
}

export function buildJoinRequest(overrides: Partial<NewRow<"join_requests">> = {}): NewRow<"join_requests"> {
  const suffix = uniqueSuffix();
  return {
    organisation: `Organisation ${suffix}`,
    email: `organisation-${suffix}@example.com`,
    message: `Join request ${suffix}`,
    language: "fr",
    ...overrides,
  };
}

export function buildCommunityApplication(
  overrides: Partial<NewRow<"community_applications">> = {},
): NewRow<"community_applications"> {
  const suffix = uniqueSuffix();
  return {
    nom: `Nom ${suffix}`,
    prenom: `Prenom ${suffix}`,
    role: "supporter",
    tel: "+212600000000",
    email: `member-${suffix}@example.com`,
    conditions: 1,
    conditions_accepted_at: nowIso(),
    language: "fr",
    ...overrides,
  };
}

export function buildPartnerRequest(
  overrides: Partial<NewRow<"partner_requests">> = {},
): NewRow<"partner_requests"> {
  const suffix = uniqueSuffix();
  return {
    first_name: `First ${suffix}`,
    last_name: `Last ${suffix}`,
    email: `partner-${suffix}@example.com`,
    role: "Director",
    organisation: `Organisation ${suffix}`,
    website_url: `https://organisation-${suffix}.example`,
    phone: "+212600000000",
    message: `Partner request ${suffix}`,
    accept_terms: 1,
    accept_terms_at: nowIso(),
    logo: null,
    language: "fr",
    ...overrides,
  };
}

/** Tables that administrators fill (content) or visitors fill (inboxes); auth and upload tables excluded. */
export type FactoryTable =
  | "news"
  | "missions"
  | "team_messages"
  | "president_messages"
  | "foundation_entries"
  | "valeurs"
  | "platform_links"
  | "matches"
  | "videos"
  | "photos"
  | "documents"
  | "media_partners"
  | "activities"
  | "site_pages"
  | "newsletter_subscribers"
  | "contact_messages"
  | "join_requests"
  | "community_applications"
  | "partner_requests";

type Builder<T extends FactoryTable> = (overrides?: Partial<NewRow<T>>) => NewRow<T>;

/** One builder per table; `create` picks from here by table name. */
export const builders: { [T in FactoryTable]: Builder<T> } = {
  news: buildNews,
  missions: buildMission,
  team_messages: buildTeamMessage,
  president_messages: buildPresidentMessage,
  foundation_entries: buildFoundationEntry,
  valeurs: buildValeur,
  platform_links: buildPlatformLink,
  matches: buildMatch,
  videos: buildVideo,
  photos: buildPhoto,
  documents: buildDocument,
  media_partners: buildMediaPartner,
  activities: buildActivity,
  site_pages: buildSitePage,
  newsletter_subscribers: buildNewsletterSubscriber,
  contact_messages: buildContactMessage,
  join_requests: buildJoinRequest,
  community_applications: buildCommunityApplication,
  partner_requests: buildPartnerRequest,
};

export const factoryTables = Object.keys(builders) as FactoryTable[];

/**
 * Inserts one row and returns it as stored (RETURNING works on SQLite ≥ 3.35 and PostgreSQL), with its
 * folded search columns computed like every other write path.
 */
export async function insert<T extends FactoryTable>(db: Db, table: T, values: NewRow<T>): Promise<Row<T>> {
  const row = await db.kysely
    .insertInto(table)
    .values(withSearchColumns(table, values))
    .returningAll()
    .executeTakeFirstOrThrow();
  await insertTranslationStates(db, table, [row as unknown as { id: number }]);
  return row;
}

/** Each content table's registry name and translated fields. */
const TRANSLATED = new Map(
  Object.entries(RESOURCES).map(([kind, resource]: [string, ContentResource]) => [
    resource.table as string,
    { kind, bases: translatedBases(resource.fields) },
  ]),
);

/**
 * Content rows get their translation state as the write path would give a new item (decision 031):
 * every language with text current, so that the lists' filter and the dashboard count them.
 */
async function insertTranslationStates(db: Db, table: FactoryTable, rows: ReadonlyArray<{ id: number }>) {
  const translated = TRANSLATED.get(table);
  if (!translated || translated.bases.length === 0 || rows.length === 0) return;
  const states = initialStates(
    translated.kind,
    translated.bases,
    rows as ReadonlyArray<Record<string, unknown> & { id: number }>,
  );
  for (let start = 0; start < states.length; start += 200) {
    await db.kysely
      .insertInto("content_translations")
      .values(states.slice(start, start + 200))
      .execute();
  }
}

/** Inserts rows in one statement; the demo seed uses it to keep the number of round trips small. */
/** The registry's rich-text fields of each content table (decision 027). */
const RICH_TEXT_FIELDS = new Map(
  Object.values(RESOURCES).map((resource: ContentResource) => [
    resource.table as string,
    Object.entries(resource.fields)
      .filter(([, spec]) => spec.type === "richText")
      .map(([name]) => name),
  ]),
);

/**
 * A content row as the write path would store it: its creation time as its publication date (decision
 * 028) and its rich texts cleaned to HTML (decision 027), so that factory rows and written rows agree.
 */
function asWritten<T extends FactoryTable>(table: T, row: NewRow<T>): NewRow<T> {
  const record = { ...(row as Record<string, unknown>) };
  if ("published_at" in tables[table].columns && !record.published_at) {
    record.published_at = record.created_at ?? nowIso();
  }
  for (const name of RICH_TEXT_FIELDS.get(table) ?? []) {
    if (typeof record[name] === "string") record[name] = cleanRichText(record[name]).html;
  }
  return record as NewRow<T>;
}

export async function insertMany<T extends FactoryTable>(
  db: Db,
  table: T,
  rows: NewRow<T>[],
): Promise<Row<T>[]> {
  if (rows.length === 0) return [];
  const inserted = await db.kysely
    .insertInto(table)
    .values(rows.map((row) => withSearchColumns(table, asWritten(table, row))))
    .returningAll()
    .execute();
  await insertTranslationStates(db, table, inserted as unknown as Array<{ id: number }>);
  return inserted;
}

/** Builds a row for `table` with `overrides` and inserts it. */
export function create<T extends FactoryTable>(
  db: Db,
  table: T,
  overrides?: Partial<NewRow<T>>,
): Promise<Row<T>> {
  return insert(db, table, builders[table](overrides));
}

const inserter =
  <T extends FactoryTable>(table: T) =>
  (db: Db, overrides?: Partial<NewRow<T>>): Promise<Row<T>> =>
    create(db, table, overrides);

export const insertNews = inserter("news");
export const insertMission = inserter("missions");
export const insertTeamMessage = inserter("team_messages");
export const insertPresidentMessage = inserter("president_messages");
export const insertFoundationEntry = inserter("foundation_entries");
export const insertValeur = inserter("valeurs");
export const insertPlatformLink = inserter("platform_links");
export const insertMatch = inserter("matches");
export const insertVideo = inserter("videos");
export const insertPhoto = inserter("photos");
export const insertDocument = inserter("documents");
export const insertMediaPartner = inserter("media_partners");
export const insertActivity = inserter("activities");
export const insertSitePage = inserter("site_pages");
export const insertNewsletterSubscriber = inserter("newsletter_subscribers");
export const insertContactMessage = inserter("contact_messages");
export const insertJoinRequest = inserter("join_requests");
export const insertCommunityApplication = inserter("community_applications");
export const insertPartnerRequest = inserter("partner_requests");
