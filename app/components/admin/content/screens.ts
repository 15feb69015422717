/**
 * The content management screens of §2, one small configuration each. The fields, their types and
 * their required rules come from the content registry (`modules/content/resources.ts`); a screen only
 * says where it lives, how its list looks and which fields describe an item. Client-safe.
 */
import type { Locale } from "~/i18n/config";
import { missingLocales } from "~/i18n/format";
import type { FieldSpec } from "~/modules/content/fields";
import { htmlToText } from "~/modules/richtext/html";
import {
  itemTitle as resourceItemTitle,
  RESOURCES,
  type ContentResource,
  type ResourceName,
} from "~/modules/content/resources";

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
  | "activities"
  | "pages";

export interface ContentScreen {
  key: ContentScreenKey;
  resource: ResourceName;
  /** The screen's address (§2 Admin routes). */
  path: string;
  /** §9 page sizes. */
  pageSize: number;
  layout: "list" | "cards";
  pager: "compact" | "window";
  /** The main text, previewed in 150 characters (§9). */
  textField?: string;
  imageField?: string;
  /**
   * Plain fields the form does not show: a news slug comes from its title; a partner's plain
   * titre/description follow their French translation.
   */
  hiddenFields?: string[];
  /** §2 documentPost is an upload form: documents are published or deleted, not edited. */
  canEdit: boolean;
}

export const CONTENT_SCREENS: Record<ContentScreenKey, ContentScreen> = {
  news: {
    key: "news",
    resource: "news",
    path: RESOURCES.news.adminPath,
    pageSize: 5,
    layout: "list",
    pager: "compact",
    textField: "content",
    imageField: "image",
    hiddenFields: ["slug"],
    canEdit: true,
  },
  teamMessages: {
    key: "teamMessages",
    resource: "team-messages",
    path: RESOURCES["team-messages"].adminPath,
    pageSize: 5,
    layout: "list",
    pager: "compact",
    textField: "content",
    canEdit: true,
  },
  missions: {
    key: "missions",
    resource: "missions",
    path: RESOURCES.missions.adminPath,
    pageSize: 5,
    layout: "list",
    pager: "compact",
    textField: "content",
    canEdit: true,
  },
  platforms: {
    key: "platforms",
    resource: "platformlinks",
    path: RESOURCES.platformlinks.adminPath,
    pageSize: 5,
    layout: "list",
    pager: "compact",
    textField: "description",
    imageField: "icon",
    canEdit: true,
  },
  values: {
    key: "values",
    resource: "valeurs",
    path: RESOURCES.valeurs.adminPath,
    pageSize: 5,
    layout: "list",
    pager: "compact",
    textField: "description",
    imageField: "image",
    canEdit: true,
  },
  foundation: {
    key: "foundation",
    resource: "fondationtamkine",
    path: RESOURCES.fondationtamkine.adminPath,
    pageSize: 5,
    layout: "list",
    pager: "compact",
    textField: "description",
    imageField: "image",
    canEdit: true,
  },
  president: {
    key: "president",
    resource: "motpresident",
    path: RESOURCES.motpresident.adminPath,
    pageSize: 5,
    layout: "list",
    pager: "window",
    textField: "description",
    imageField: "image",
    canEdit: true,
  },
  videos: {
    key: "videos",
    resource: "videos",
    path: RESOURCES.videos.adminPath,
    pageSize: 6,
    layout: "cards",
    pager: "compact",
    textField: "comment",
    imageField: "cover_image",
    canEdit: true,
  },
  photos: {
    key: "photos",
    resource: "photos",
    path: RESOURCES.photos.adminPath,
    pageSize: 6,
    layout: "cards",
    pager: "compact",
    textField: "comment",
    imageField: "image",
    canEdit: true,
  },
  documents: {
    key: "documents",
    resource: "documents",
    path: RESOURCES.documents.adminPath,
    pageSize: 6,
    layout: "list",
    pager: "compact",
    textField: "description",
    imageField: "couverture",
    canEdit: false,
  },
  mediaPartners: {
    key: "mediaPartners",
    resource: "partenaires",
    path: RESOURCES.partenaires.adminPath,
    pageSize: 5,
    layout: "list",
    pager: "compact",
    textField: "description",
    imageField: "couverture",
    hiddenFields: ["titre", "description"],
    canEdit: true,
  },
  matches: {
    key: "matches",
    resource: "matches",
    path: RESOURCES.matches.adminPath,
    pageSize: 5,
    layout: "list",
    pager: "compact",
    textField: "location",
    imageField: "banner_image_url",
    canEdit: true,
  },
  activities: {
    key: "activities",
    resource: "activities",
    path: RESOURCES.activities.adminPath,
    pageSize: 5,
    layout: "list",
    pager: "compact",
    textField: "comment",
    imageField: "cover_photo",
    canEdit: true,
  },
  /** The site pages (decision 030): legal notice, club, and any page an editor adds, at `/{slug}`. */
  pages: {
    key: "pages",
    resource: "pages",
    path: RESOURCES.pages.adminPath,
    pageSize: 10,
    layout: "list",
    pager: "compact",
    textField: "body",
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

/** The publication fields, shown together under the publication flag (decision 028). */
export const SCHEDULE_FIELDS = ["published_at", "publish_at", "unpublish_at"] as const;

/** Fields without translations, in registry order (the publication flag and schedule apart). */
export function plainFields(screen: ContentScreen): string[] {
  return Object.keys(fieldsOf(screen)).filter(
    (name) =>
      !LANGUAGE_SUFFIX.test(name) &&
      name !== "is_published" &&
      !(SCHEDULE_FIELDS as readonly string[]).includes(name) &&
      !screen.hiddenFields?.includes(name),
  );
}

export { fieldText } from "~/modules/content/resources";

export const itemTitle = (screen: ContentScreen, row: Record<string, unknown>, locale: Locale): string =>
  resourceItemTitle(RESOURCES[screen.resource], row, locale);

/** §9: admin list previews show 150 characters, of the words, never the markup (decision 027). */
export function preview(value: string, length = 150): string {
  const flat = htmlToText(value).replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length).trimEnd()}…` : flat;
}

/** Languages missing from the item's name or main text (the translation status of each list row). */
export function missingTranslations(screen: ContentScreen, row: Record<string, unknown>): Locale[] {
  const { titleField, titleSecondField }: ContentResource = RESOURCES[screen.resource];
  const bases = [titleField, titleSecondField, screen.textField].filter(
    (base): base is string => base !== undefined && `${base}_fr` in row,
  );
  const missing = new Set<Locale>();
  for (const base of bases) {
    for (const locale of missingLocales(row as Record<string, string>, base)) missing.add(locale);
  }
  return (["fr", "en", "ar"] as const).filter((locale) => missing.has(locale));
}
