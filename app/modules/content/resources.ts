/**
 * Every editable content type, once: its REST path (§7), its table and field names (§3), its required
 * rules (§5), how it sorts, its pages, what the site search matches and what the chat assistant reads
 * (decision 020). The API, the back office, the OpenAPI document, the search columns, the assistant,
 * the sitemap and robots.txt all read this registry. Client-safe.
 */
import type { Locale } from "~/i18n/config";
import { localized } from "~/i18n/format";
import { MESSAGES, type Fields, type FieldSpec } from "./fields";
import {
  plainField as plain,
  translatedField as tr,
  type ChatPart,
  type Field,
  type SearchPart,
} from "./reading";
import { ADMIN, PAGES, SITE_PAGE_SLUGS } from "~/lib/paths";

const translated = (
  base: string,
  spec: FieldSpec = { type: "text" },
  required: Array<"fr" | "en" | "ar"> = [],
) =>
  Object.fromEntries(
    (["fr", "en", "ar"] as const).map((locale) => [
      `${base}_${locale}`,
      { ...spec, ...(required.includes(locale) ? { required: true } : {}) } as FieldSpec,
    ]),
  ) as Fields;

const ALL: Array<"fr" | "en" | "ar"> = ["fr", "en", "ar"];
const long = { type: "text", multiline: true } as const;
/** The long texts an editor formats (docs/decisions/027-rich-text.md). */
const rich = { type: "richText" } as const;
/**
 * Publication: the flag, the date shown to visitors and an optional window (decision 028); what a
 * visitor sees is decided by visibility.server.ts.
 */
const published = {
  is_published: { type: "flag" },
  published_at: { type: "datetime" },
  publish_at: { type: "datetime" },
  unpublish_at: { type: "datetime" },
} as const satisfies Fields;

/**
 * Lists show the most recently published first: the publication date visitors read, not when the row
 * was entered, so an article brought from elsewhere with its date sorts by it (decision 028). Indexed
 * with `is_published` (schema version 12).
 */
const newestPublished = { column: "published_at", direction: "desc" } as const;

export interface ContentResource {
  /** The path segment under /api/ (kept from §7). */
  path: string;
  table:
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
    | "site_pages";
  fields: Fields;
  /** The primary ordering of lists; ties break on id, newest first. */
  orderBy: { column: string; direction: "asc" | "desc" };
  /** The resource's name for people (back office, API documentation). */
  label: { fr: string; en: string; ar: string };
  /** The public page that shows the items (§2 Public routes); a site page is its own page. */
  publicPath?: string;
  /** Where one item is on the public site: its own page, or its place on the list page. */
  itemPath: (row: { id: number; slug?: unknown }) => string;
  /** The back-office screen that manages it (§2 Admin routes). */
  adminPath?: string;
  /** The field (a translated base like `title`, or a plain one like `titre`) that names an item. */
  titleField: string;
  /** Second name field shown as "title – second" (a match's two teams). */
  titleSecondField?: string;
  /**
   * Plain fields that follow their French translation on every write, whoever writes (older API
   * clients read `titre` and `description` of a media partner).
   */
  mirrorFrench?: readonly string[];
  /** The texts `?q=` and the site search match, in each language (app/modules/search/search-columns.ts). */
  search: readonly SearchPart[];
  /** What the chat assistant reads of an item. */
  chat: ChatPart;
  /**
   * Rules that need the stored item, run by the write path after the field rules: the fields they refuse,
   * each with a message key.
   */
  check?: (values: Record<string, unknown>, existing: Record<string, unknown> | undefined) => FieldMessages;
}

/** A field and the catalogue key of what is wrong with it. */
export type FieldMessages = Record<string, string>;

const isBuiltInSlug = (value: unknown) => (SITE_PAGE_SLUGS as readonly unknown[]).includes(value);

/** Searchable texts that are each one field. */
const each = (...fields: Field[]): SearchPart[] => fields.map((field) => ({ firstOf: [field] }));

export const RESOURCES = {
  news: {
    path: "news",
    table: "news",
    fields: {
      ...translated("title", { type: "text" }, ["fr"]),
      ...translated("content", rich, ["fr"]),
      slug: { type: "text", max: 200 },
      image: { type: "image" },
      ...published,
    },
    orderBy: newestPublished,
    label: { fr: "Actualités", en: "News", ar: "الأخبار" },
    publicPath: PAGES.news,
    itemPath: (row) => `${PAGES.article}/${String(row.slug)}_${row.id}`,
    adminPath: ADMIN.news,
    titleField: "title",
    search: each(tr("title"), tr("content")),
    chat: {
      kind: "news",
      title: [tr("title")],
      text: [tr("content")],
      linksTo: "item",
      names: ["slug"],
      limit: 1000,
      prior: 1,
      isTagged: true,
    },
  },
  missions: {
    path: "missions",
    table: "missions",
    fields: {
      ...translated("title", { type: "text" }, ALL),
      ...translated("content", rich, ALL),
      ...published,
    },
    orderBy: newestPublished,
    label: { fr: "Missions", en: "Missions", ar: "المهام" },
    publicPath: PAGES.missions,
    itemPath: (row) => `${PAGES.missions}#entry-${row.id}`,
    adminPath: ADMIN.missions,
    titleField: "title",
    search: each(tr("title"), tr("content")),
    chat: {
      kind: "mission",
      title: [tr("title")],
      text: [tr("content")],
      linksTo: "list",
      prior: 1,
      isTagged: true,
    },
  },
  "team-messages": {
    path: "team-messages",
    table: "team_messages",
    fields: { ...translated("title"), ...translated("content", rich, ALL), ...published },
    orderBy: newestPublished,
    label: { fr: "Messages de l'équipe", en: "Team messages", ar: "رسائل الفريق" },
    publicPath: PAGES.team,
    itemPath: (row) => `${PAGES.team}#entry-${row.id}`,
    adminPath: ADMIN.teamMessages,
    titleField: "title",
    search: each(tr("title"), tr("content")),
    chat: {
      kind: "teamMessage",
      title: [tr("title")],
      text: [tr("content")],
      linksTo: "list",
      prior: 1,
      isTagged: false,
    },
  },
  motpresident: {
    path: "motpresident",
    table: "president_messages",
    fields: {
      ...translated("titre", { type: "text" }, ALL),
      ...translated("description", rich, ALL),
      image: { type: "image" },
      ...published,
    },
    orderBy: newestPublished,
    label: { fr: "Mot du Président", en: "President's word", ar: "كلمة الرئيس" },
    publicPath: PAGES.president,
    itemPath: (row) => `${PAGES.president}#entry-${row.id}`,
    adminPath: ADMIN.president,
    titleField: "titre",
    search: each(tr("titre"), tr("description")),
    chat: {
      kind: "president",
      title: [tr("titre")],
      text: [tr("description")],
      linksTo: "list",
      prior: 1,
      isTagged: true,
    },
  },
  fondationtamkine: {
    path: "fondationtamkine",
    table: "foundation_entries",
    fields: {
      ...translated("title", { type: "text" }, ALL),
      ...translated("description", rich, ALL),
      image: { type: "image" },
      ...published,
    },
    orderBy: newestPublished,
    label: { fr: "Fondation", en: "Foundation", ar: "المؤسسة" },
    publicPath: PAGES.foundation,
    itemPath: (row) => `${PAGES.foundation}#entry-${row.id}`,
    adminPath: ADMIN.foundation,
    titleField: "title",
    search: each(tr("title"), tr("description")),
    chat: {
      kind: "foundation",
      title: [tr("title")],
      text: [tr("description")],
      linksTo: "list",
      prior: 1,
      isTagged: false,
    },
  },
  valeurs: {
    path: "valeurs",
    table: "valeurs",
    fields: {
      ...translated("titre", { type: "text" }, ALL),
      ...translated("description", rich, ALL),
      image: { type: "image" },
      ...published,
    },
    orderBy: newestPublished,
    label: { fr: "Valeurs", en: "Values", ar: "القيم" },
    publicPath: PAGES.values,
    itemPath: (row) => `${PAGES.values}#entry-${row.id}`,
    adminPath: ADMIN.values,
    titleField: "titre",
    search: each(tr("titre"), tr("description")),
    chat: {
      kind: "value",
      title: [tr("titre")],
      text: [tr("description")],
      linksTo: "list",
      prior: 1,
      isTagged: true,
    },
  },
  platformlinks: {
    path: "platformlinks",
    table: "platform_links",
    fields: {
      ...translated("title", { type: "text" }, ["fr"]),
      ...translated("description", rich, ["fr"]),
      url: { type: "url", required: true },
      icon: { type: "image" },
      ...published,
    },
    orderBy: { column: "added_at", direction: "desc" },
    label: { fr: "Plateformes", en: "Platforms", ar: "المنصات" },
    publicPath: PAGES.platforms,
    itemPath: (row) => `${PAGES.platforms}#platform-${row.id}`,
    adminPath: ADMIN.platforms,
    titleField: "title",
    search: each(tr("title"), tr("description")),
    chat: {
      kind: "platform",
      title: [tr("title")],
      text: [tr("description")],
      linksTo: "list",
      link: "url",
      prior: 1,
      isTagged: true,
    },
  },
  matches: {
    path: "matches",
    table: "matches",
    fields: {
      ...translated("home_team_name", { type: "text" }, ALL),
      ...translated("away_team_name", { type: "text" }, ALL),
      ...translated("location", { type: "text" }, ALL),
      ...translated("description", long),
      match_date: { type: "date", required: true },
      match_time: { type: "time", required: true },
      home_score: { type: "integer" },
      away_score: { type: "integer" },
      home_team_logo_url: { type: "mediaUrl" },
      away_team_logo_url: { type: "mediaUrl" },
      banner_image_url: { type: "mediaUrl" },
      ...published,
    },
    orderBy: { column: "match_date", direction: "desc" },
    label: { fr: "Matchs", en: "Matches", ar: "المباريات" },
    publicPath: PAGES.matches,
    itemPath: (row) => `${PAGES.matches}#match-${row.id}`,
    adminPath: ADMIN.matches,
    titleField: "home_team_name",
    titleSecondField: "away_team_name",
    search: [
      // The result's title, as the search page shows it.
      { joined: [tr("home_team_name"), tr("away_team_name")], separator: " – " },
      ...each(tr("location"), tr("description")),
    ],
    // A match's line says less than the article about the same game.
    chat: {
      kind: "match",
      title: [],
      text: [tr("description")],
      linksTo: "list",
      template: "match",
      limit: 500,
      prior: 0.9,
      isTagged: true,
    },
  },
  videos: {
    path: "videos",
    table: "videos",
    fields: {
      ...translated("title"),
      ...translated("comment", rich),
      lien_video: { type: "url", required: true },
      cover_image: { type: "image" },
      ...published,
    },
    orderBy: newestPublished,
    label: { fr: "Vidéos", en: "Videos", ar: "الفيديوهات" },
    publicPath: PAGES.videos,
    itemPath: (row) => `${PAGES.videos}?v=${row.id}#player`,
    adminPath: ADMIN.videos,
    titleField: "title",
    search: each(tr("title"), tr("comment")),
    // A video or a photo caption says less than the article about the same event.
    chat: {
      kind: "video",
      title: [tr("title")],
      text: [tr("comment")],
      linksTo: "list",
      link: "lien_video",
      limit: 500,
      prior: 0.75,
      isTagged: true,
    },
  },
  photos: {
    path: "photos",
    table: "photos",
    fields: {
      ...translated("title"),
      ...translated("comment", rich),
      image: { type: "image" },
      ...published,
    },
    orderBy: newestPublished,
    label: { fr: "Photos", en: "Photos", ar: "الصور" },
    publicPath: PAGES.photos,
    itemPath: (row) => `${PAGES.photos}#photo-${row.id}`,
    adminPath: ADMIN.photos,
    titleField: "title",
    search: each(tr("title"), tr("comment")),
    chat: {
      kind: "photo",
      title: [tr("title")],
      text: [tr("comment")],
      linksTo: "list",
      limit: 500,
      prior: 0.55,
      isTagged: true,
    },
  },
  documents: {
    path: "documents",
    table: "documents",
    fields: {
      titre: { type: "text", required: true },
      description: long,
      couverture: { type: "image", required: true },
      fichier: { type: "document", required: true },
      ...published,
    },
    orderBy: newestPublished,
    label: { fr: "Documents", en: "Documents", ar: "الوثائق" },
    publicPath: PAGES.documents,
    itemPath: (row) => `${PAGES.documents}#document-${row.id}`,
    adminPath: ADMIN.documents,
    titleField: "titre",
    // Documents have one title and description (§3), shown as they are in every language.
    search: each(plain("titre"), plain("description")),
    chat: {
      kind: "document",
      title: [plain("titre")],
      text: [plain("description")],
      linksTo: "list",
      link: "fichier",
      limit: 500,
      prior: 1,
      isTagged: true,
    },
  },
  partenaires: {
    path: "partenaires",
    table: "media_partners",
    fields: {
      titre: { type: "text" },
      ...translated("titre", { type: "text" }, ["fr"]),
      description: rich,
      ...translated("description", rich, ["fr"]),
      categorie: { type: "text", max: 100 },
      activite: { type: "text", max: 100 },
      ville: { type: "text", max: 100 },
      date_creation: { type: "date" },
      site_url: { type: "url", required: true },
      video: { type: "url" },
      couverture: { type: "image" },
      ...published,
    },
    orderBy: newestPublished,
    label: { fr: "Partenaires médias", en: "Media partners", ar: "الشركاء الإعلاميون" },
    publicPath: PAGES.mediaPartners,
    itemPath: (row) => `${PAGES.mediaPartners}#partner-${row.id}`,
    adminPath: ADMIN.mediaPartners,
    titleField: "titre",
    mirrorFrench: ["titre", "description"],
    // Older partners have only the untranslated columns.
    search: [
      { firstOf: [tr("titre"), plain("titre")] },
      { firstOf: [tr("description"), plain("description")] },
      ...each(plain("ville"), plain("categorie"), plain("activite")),
    ],
    chat: {
      kind: "mediaPartner",
      title: [tr("titre"), plain("titre")],
      text: [tr("description"), plain("description")],
      linksTo: "list",
      link: "site_url",
      template: "mediaPartner",
      prior: 0.95,
      isTagged: true,
    },
  },
  activities: {
    path: "activities",
    table: "activities",
    fields: {
      ...translated("title", { type: "text" }, ["fr"]),
      ...translated("comment", rich, ["fr"]),
      cover_photo: { type: "image" },
      ...published,
    },
    orderBy: newestPublished,
    label: { fr: "Activités", en: "Activities", ar: "الأنشطة" },
    publicPath: PAGES.activities,
    itemPath: (row) => `${PAGES.activities}#activity-${row.id}`,
    adminPath: ADMIN.activities,
    titleField: "title",
    search: each(tr("title"), tr("comment")),
    chat: {
      kind: "activity",
      title: [tr("title")],
      text: [tr("comment")],
      linksTo: "list",
      limit: 500,
      prior: 1,
      isTagged: true,
    },
  },
  pages: {
    path: "pages",
    table: "site_pages",
    fields: {
      slug: { type: "text", required: true, max: 100, format: "slug", unique: true },
      ...translated("title", { type: "text" }, ["fr"]),
      ...translated("body", rich, ["fr"]),
      ...published,
    },
    orderBy: newestPublished,
    label: { fr: "Pages", en: "Pages", ar: "الصفحات" },
    itemPath: (row) => `/${String(row.slug)}`,
    adminPath: ADMIN.pages,
    titleField: "title",
    search: each(tr("title"), tr("body")),
    chat: {
      kind: "page",
      title: [tr("title")],
      text: [tr("body")],
      linksTo: "item",
      prior: 0.95,
      isTagged: false,
    },
    // The footer links to the pages the site comes with: their addresses stay (decision 030).
    check: (values, existing): FieldMessages =>
      existing && isBuiltInSlug(existing.slug) && values.slug !== existing.slug
        ? { slug: MESSAGES.slugFixed }
        : {},
  },
} satisfies Record<string, ContentResource>;

export type ResourceName = keyof typeof RESOURCES;

/** Own keys only: a path such as "constructor" must not find Object's prototype. */
export const resourceByPath = (path: string): ContentResource | undefined =>
  Object.hasOwn(RESOURCES, path) ? (RESOURCES as Record<string, ContentResource>)[path] : undefined;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A field in the reader's language: translated bases fall back fr → en → ar, plain fields as stored. */
export function fieldText(row: Record<string, unknown>, field: string, locale: Locale): string {
  if (`${field}_fr` in row) return localized(row as Record<string, string>, field, locale);
  return text(row[field]);
}

/** What a person recognises an item by: its title in that language (a match: both teams). */
export function itemTitle(resource: ContentResource, row: Record<string, unknown>, locale: Locale): string {
  const first = fieldText(row, resource.titleField, locale);
  if (!resource.titleSecondField) return first;
  return [first, fieldText(row, resource.titleSecondField, locale)].filter(Boolean).join(" – ");
}
