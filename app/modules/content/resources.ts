/**
 * Every editable content type, once: its REST path (§7), its table and field names (§3), its required
 * rules (§5) and how it sorts (what `?q=` looks at is app/modules/search/search-columns.ts). The API,
 * the back office and the OpenAPI document all read this registry. Client-safe.
 */
import type { Locale } from "~/i18n/config";
import { localized } from "~/i18n/format";
import type { Fields, FieldSpec } from "./fields";

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
const published = { is_published: { type: "flag" } } as const satisfies Fields;

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
  /** The back-office screen that manages it (§2 Admin routes); the site pages have theirs apart. */
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
}

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
    orderBy: { column: "created_at", direction: "desc" },
    label: { fr: "Actualités", en: "News", ar: "الأخبار" },
    publicPath: "/actualites",
    itemPath: (row) => `/blogdetail/${String(row.slug)}_${row.id}`,
    adminPath: "/createpost",
    titleField: "title",
  },
  missions: {
    path: "missions",
    table: "missions",
    fields: {
      ...translated("title", { type: "text" }, ALL),
      ...translated("content", rich, ALL),
      ...published,
    },
    orderBy: { column: "created_at", direction: "desc" },
    label: { fr: "Missions", en: "Missions", ar: "المهام" },
    publicPath: "/nosMissions",
    itemPath: (row) => `/nosMissions#entry-${row.id}`,
    adminPath: "/missionPost",
    titleField: "title",
  },
  "team-messages": {
    path: "team-messages",
    table: "team_messages",
    fields: { ...translated("title"), ...translated("content", rich, ALL), ...published },
    orderBy: { column: "created_at", direction: "desc" },
    label: { fr: "Messages de l'équipe", en: "Team messages", ar: "رسائل الفريق" },
    publicPath: "/notreEquipe",
    itemPath: (row) => `/notreEquipe#entry-${row.id}`,
    adminPath: "/teamMessage",
    titleField: "title",
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
    orderBy: { column: "created_at", direction: "desc" },
    label: { fr: "Mot du Président", en: "President's word", ar: "كلمة الرئيس" },
    publicPath: "/motPresident",
    itemPath: (row) => `/motPresident#entry-${row.id}`,
    adminPath: "/motPresidentPost",
    titleField: "titre",
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
    orderBy: { column: "created_at", direction: "desc" },
    label: { fr: "Fondation", en: "Foundation", ar: "المؤسسة" },
    publicPath: "/fondation",
    itemPath: (row) => `/fondation#entry-${row.id}`,
    adminPath: "/fondationPost",
    titleField: "title",
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
    orderBy: { column: "created_at", direction: "desc" },
    label: { fr: "Valeurs", en: "Values", ar: "القيم" },
    publicPath: "/nosValeurs",
    itemPath: (row) => `/nosValeurs#entry-${row.id}`,
    adminPath: "/valeurPost",
    titleField: "titre",
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
    publicPath: "/plateforms",
    itemPath: (row) => `/plateforms#platform-${row.id}`,
    adminPath: "/platformPost",
    titleField: "title",
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
    publicPath: "/matchs",
    itemPath: (row) => `/matchs#match-${row.id}`,
    adminPath: "/programPost",
    titleField: "home_team_name",
    titleSecondField: "away_team_name",
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
    orderBy: { column: "created_at", direction: "desc" },
    label: { fr: "Vidéos", en: "Videos", ar: "الفيديوهات" },
    publicPath: "/videotheque",
    itemPath: (row) => `/videotheque?v=${row.id}#player`,
    adminPath: "/videoPost",
    titleField: "title",
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
    orderBy: { column: "created_at", direction: "desc" },
    label: { fr: "Photos", en: "Photos", ar: "الصور" },
    publicPath: "/phototheque",
    itemPath: (row) => `/phototheque#photo-${row.id}`,
    adminPath: "/photoPost",
    titleField: "title",
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
    orderBy: { column: "created_at", direction: "desc" },
    label: { fr: "Documents", en: "Documents", ar: "الوثائق" },
    publicPath: "/document",
    itemPath: (row) => `/document#document-${row.id}`,
    adminPath: "/documentPost",
    titleField: "titre",
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
    orderBy: { column: "created_at", direction: "desc" },
    label: { fr: "Partenaires médias", en: "Media partners", ar: "الشركاء الإعلاميون" },
    publicPath: "/mediaPartenaire",
    itemPath: (row) => `/mediaPartenaire#partner-${row.id}`,
    adminPath: "/mediaPartenairePost",
    titleField: "titre",
    mirrorFrench: ["titre", "description"],
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
    orderBy: { column: "created_at", direction: "desc" },
    label: { fr: "Activités", en: "Activities", ar: "الأنشطة" },
    publicPath: "/activities",
    itemPath: (row) => `/activities#activity-${row.id}`,
    adminPath: "/activitiesPost",
    titleField: "title",
  },
  pages: {
    path: "pages",
    table: "site_pages",
    fields: {
      slug: { type: "text", required: true, max: 100 },
      ...translated("title", { type: "text" }, ["fr"]),
      ...translated("body", rich, ["fr"]),
      ...published,
    },
    orderBy: { column: "created_at", direction: "desc" },
    label: { fr: "Pages", en: "Pages", ar: "الصفحات" },
    itemPath: (row) => `/${String(row.slug)}`,
    titleField: "title",
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
