/** Editable static pages (footer targets, `site_pages`) and the counts of the categories page. */
import type { Db } from "~/db/client.server";
import type { Locale } from "~/i18n/config";
import { translationsOf, type TextLangs } from "~/i18n/content-language";
import { countContent } from "~/modules/content/content.server";
import { RESOURCES } from "~/modules/content/resources";
import { wherePublic } from "~/modules/content/visibility.server";
import { PAGES } from "~/lib/paths";

export interface SitePageView {
  slug: string;
  title: string;
  /** The rich text as stored (decision 027). */
  body: string;
  updatedAt: string;
  langs: TextLangs;
}

export async function findSitePage(db: Db, slug: string, locale: Locale): Promise<SitePageView | undefined> {
  const row = await wherePublic(
    db.kysely.selectFrom("site_pages").selectAll().where("slug", "=", slug),
  ).executeTakeFirst();
  if (!row) return undefined;
  const { text, langs } = translationsOf(row, locale);
  return {
    slug: row.slug,
    title: text("title"),
    body: text("body", "body"),
    updatedAt: row.updated_at,
    langs,
  };
}

/** The sections the categories page links to, with how many published items each holds. */
export const CATEGORY_SECTIONS = [
  { key: "news", resource: "news", to: PAGES.news, icon: "news" },
  { key: "programs", resource: "platformlinks", to: PAGES.programs, icon: "target" },
  { key: "activities", resource: "activities", to: PAGES.activities, icon: "star" },
  { key: "matches", resource: "matches", to: PAGES.matches, icon: "calendar" },
  { key: "videos", resource: "videos", to: PAGES.videos, icon: "video" },
  { key: "photos", resource: "photos", to: PAGES.photos, icon: "photo" },
  { key: "documents", resource: "documents", to: PAGES.documents, icon: "document" },
  { key: "mediaPartners", resource: "partenaires", to: PAGES.mediaPartners, icon: "megaphone" },
] as const;

export async function categoryCounts(db: Db): Promise<Record<string, number>> {
  const counts = await Promise.all(
    CATEGORY_SECTIONS.map(async (section) => [
      section.key,
      await countContent(db, RESOURCES[section.resource]),
    ]),
  );
  return Object.fromEntries(counts) as Record<string, number>;
}
