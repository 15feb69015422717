/**
 * The content management screens of §2, one small configuration each. The fields, their types and
 * their required rules come from the content registry (`modules/content/resources.ts`); a screen only
 * says where it lives, how its list looks and which fields describe an item. Client-safe.
 */
import type { Locale } from "~/i18n/config";
import { localized, missingLocales } from "~/i18n/format";
import type { FieldSpec } from "~/modules/content/fields";
import { RESOURCES, type ResourceName } from "~/modules/content/resources";

export type ContentScreenKey =
  | "news"
  | "teamMessages"
  | "missions"
  | "platforms"
  | "values"
  | "foundation"
  | "president"
  | "videos"
  | "photos"
  | "documents"
  | "mediaPartners"
  | "matches"
  | "activities";

export interface ContentScreen {
  key: ContentScreenKey;
  resource: ResourceName;
  /** The screen's address (§2 Admin routes). */
  path: string;
  /** §9 page sizes. */
  pageSize: number;
  layout: "list" | "cards";
  pager: "compact" | "window";
  /** The field (a translated base like `title`, or a plain one like `titre`) that names an item. */
  titleField: string;
  /** Second name field shown as "title – second" (a match's two teams). */
  titleSecondField?: string;
  /** The main text, previewed in 150 characters (§9). */
  textField?: string;
  imageField?: string;
  /**
   * Plain fields the form does not show: a news slug comes from its title; a partner's plain
   * titre/description follow their French translation.
   */
  hiddenFields?: string[];
  /** Plain fields filled from their French translation on save (older API clients read them). */
  mirrorFrench?: string[];
  /** §2 documentPost is an upload form: documents are published or deleted, not edited. */
  canEdit: boolean;
}

export const CONTENT_SCREENS: Record<ContentScreenKey, ContentScreen> = {
  news: {
    key: "news",
    resource: "news",
    path: "/createpost",
    pageSize: 5,
    layout: "list",
    pager: "compact",
    titleField: "title",
    textField: "content",
    imageField: "image",
    hiddenFields: ["slug"],
    canEdit: true,
  },
  teamMessages: {
    key: "teamMessages",
    resource: "team-messages",
    path: "/teamMessage",
    pageSize: 5,
    layout: "list",
    pager: "compact",
    titleField: "title",
    textField: "content",
    canEdit: true,
  },
  missions: {
    key: "missions",
    resource: "missions",
    path: "/missionPost",
    pageSize: 5,
    layout: "list",
    pager: "compact",
    titleField: "title",
    textField: "content",
    canEdit: true,
  },
  platforms: {
    key: "platforms",
    resource: "platformlinks",
    path: "/platformPost",
    pageSize: 5,
    layout: "list",
    pager: "compact",
    titleField: "title",
    textField: "description",
    imageField: "icon",
    canEdit: true,
  },
  values: {
    key: "values",
    resource: "valeurs",
    path: "/valeurPost",
    pageSize: 5,
    layout: "list",
    pager: "compact",
    titleField: "titre",
    textField: "description",
    imageField: "image",
    canEdit: true,
  },
  foundation: {
    key: "foundation",
    resource: "fondationtamkine",
    path: "/fondationPost",
    pageSize: 5,
    layout: "list",
    pager: "compact",
    titleField: "title",
    textField: "description",
    imageField: "image",
    canEdit: true,
  },
  president: {
    key: "president",
    resource: "motpresident",
    path: "/motPresidentPost",
    pageSize: 5,
    layout: "list",
    pager: "window",
    titleField: "titre",
    textField: "description",
    imageField: "image",
    canEdit: true,
  },
  videos: {
    key: "videos",
    resource: "videos",
    path: "/videoPost",
    pageSize: 6,
    layout: "cards",
    pager: "compact",
    titleField: "title",
    textField: "comment",
    imageField: "cover_image",
    canEdit: true,
  },
  photos: {
    key: "photos",
    resource: "photos",
    path: "/photoPost",
    pageSize: 6,
    layout: "cards",
    pager: "compact",
    titleField: "title",
    textField: "comment",
    imageField: "image",
    canEdit: true,
  },
  documents: {
    key: "documents",
    resource: "documents",
    path: "/documentPost",
    pageSize: 6,
    layout: "list",
    pager: "compact",
    titleField: "titre",
    textField: "description",
    imageField: "couverture",
    canEdit: false,
  },
  mediaPartners: {
    key: "mediaPartners",
    resource: "partenaires",
    path: "/mediaPartenairePost",
    pageSize: 5,
    layout: "list",
    pager: "compact",
    titleField: "titre",
    textField: "description",
    imageField: "couverture",
    hiddenFields: ["titre", "description"],
    mirrorFrench: ["titre", "description"],
    canEdit: true,
  },
  matches: {
    key: "matches",
    resource: "matches",
    path: "/programPost",
    pageSize: 5,
    layout: "list",
    pager: "compact",
    titleField: "home_team_name",
    titleSecondField: "away_team_name",
    textField: "location",
    imageField: "banner_image_url",
    canEdit: true,
  },
  activities: {
    key: "activities",
    resource: "activities",
    path: "/activitiesPost",
    pageSize: 5,
    layout: "list",
    pager: "compact",
    titleField: "title",
    textField: "comment",
    imageField: "cover_photo",
    canEdit: true,
  },
};

export const screenForResource = (resource: string): ContentScreen | undefined =>
  Object.values(CONTENT_SCREENS).find((screen) => screen.resource === resource);

export type ContentRowData = Record<string, unknown> & { id: number; created_at: string };

const LANGUAGE_SUFFIX = /_(fr|en|ar)$/;

export const fieldsOf = (screen: ContentScreen): Record<string, FieldSpec> =>
  RESOURCES[screen.resource].fields;

/** Bases with the three translations (`title` for title_fr, title_en, title_ar). */
export function translatedBases(screen: ContentScreen): string[] {
  const names = Object.keys(fieldsOf(screen));
  const bases = new Set<string>();
  for (const name of names) {
    const base = name.replace(LANGUAGE_SUFFIX, "");
    if (base !== name && ["fr", "en", "ar"].every((locale) => names.includes(`${base}_${locale}`))) {
      bases.add(base);
    }
  }
  return [...bases];
}

/** Fields without translations, in registry order (the publication flag apart). */
export function plainFields(screen: ContentScreen): string[] {
  return Object.keys(fieldsOf(screen)).filter(
    (name) => !LANGUAGE_SUFFIX.test(name) && name !== "is_published" && !screen.hiddenFields?.includes(name),
  );
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A field in the reader's language: translated bases fall back fr → en → ar, plain fields as stored. */
export function fieldText(row: Record<string, unknown>, field: string, locale: Locale): string {
  if (`${field}_fr` in row) return localized(row as Record<string, string>, field, locale);
  return text(row[field]);
}

export function itemTitle(screen: ContentScreen, row: Record<string, unknown>, locale: Locale): string {
  const first = fieldText(row, screen.titleField, locale);
  if (!screen.titleSecondField) return first;
  return [first, fieldText(row, screen.titleSecondField, locale)].filter(Boolean).join(" – ");
}

/** §9: admin list previews show 150 characters. */
export function preview(value: string, length = 150): string {
  const flat = value.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length).trimEnd()}…` : flat;
}

/** Languages missing from the item's name or main text (the translation status of each list row). */
export function missingTranslations(screen: ContentScreen, row: Record<string, unknown>): Locale[] {
  const bases = [screen.titleField, screen.titleSecondField, screen.textField].filter(
    (base): base is string => base !== undefined && `${base}_fr` in row,
  );
  const missing = new Set<Locale>();
  for (const base of bases) {
    for (const locale of missingLocales(row as Record<string, string>, base)) missing.add(locale);
  }
  return (["fr", "en", "ar"] as const).filter((locale) => missing.has(locale));
}
