/** sitemap.xml (every page in every language, with hreflang alternates), robots.txt and the news RSS feeds. */
import type { Db } from "~/db/client.server";
import { DATE_LOCALES, LOCALES, type Locale } from "~/i18n/config";
import type { Translate } from "~/i18n/catalogues.server";
import { localized } from "~/i18n/format";
import { articlePath } from "./news.server";
import { published } from "./published.server";
import { FORM_PATHS, PRIVATE_PATHS, PUBLIC_PATHS } from "./public-routes";
import { defaultLanguageUrl, localizedUrl } from "./seo";
import { htmlToText } from "~/modules/richtext/html";
import { excerpt } from "./text";
import { PAGES } from "~/lib/paths";
import { RESOURCES } from "~/modules/content/resources";

export const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char] ?? char,
  );

/** Characters XML 1.0 forbids (control characters) are dropped rather than breaking the feed. */
const xmlText = (value: string) =>
  // eslint-disable-next-line no-control-regex
  escapeXml(value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ""));

function urlEntries(origin: string, path: string, lastmod?: string) {
  const alternates = [
    ...LOCALES.map(
      (locale) =>
        `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(localizedUrl(origin, path, locale))}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(defaultLanguageUrl(origin, path))}"/>`,
  ].join("\n");
  return LOCALES.map(
    (locale) =>
      `  <url>\n    <loc>${escapeXml(localizedUrl(origin, path, locale))}</loc>\n${
        lastmod ? `    <lastmod>${lastmod.slice(0, 10)}</lastmod>\n` : ""
      }${alternates}\n  </url>`,
  ).join("\n");
}

export async function sitemapXml(db: Db, origin: string): Promise<string> {
  const news = await published(db, "news", { limit: 5000 });
  const sitePages = await published(db, "pages", { limit: 1000 });
  const pages = [...PUBLIC_PATHS.filter((path) => path !== PAGES.search), ...FORM_PATHS];
  const entries = [
    ...pages.map((path) => urlEntries(origin, path)),
    ...sitePages.map((row) => urlEntries(origin, RESOURCES.pages.itemPath(row), row.updated_at)),
    ...news.map((row) => urlEntries(origin, articlePath(row), row.updated_at)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join("\n")}
</urlset>
`;
}

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** The feed's language: `?lng=`, or `/rss/{lng}.xml`. */
export function feedLocale(value: string | null | undefined): Locale | undefined {
  const code = value?.replace(/\.xml$/, "");
  return LOCALES.find((locale) => locale === code);
}

export const FEED_ITEMS = 50;

export async function rssXml(db: Db, input: { origin: string; locale: Locale; t: Translate }) {
  const { origin, locale, t } = input;
  const rows = await published(db, "news", { limit: FEED_ITEMS });
  const self = `${origin}/rss/${locale}.xml`;
  const items = rows.map((row) => {
    const link = localizedUrl(origin, articlePath(row), locale);
    const image = row.image
      ? `\n      <enclosure url="${escapeXml(new URL(row.image, origin).toString())}" type="${
          /\.png$/i.test(row.image) ? "image/png" : "image/jpeg"
        }" length="0"/>`
      : "";
    return `    <item>
      <title>${xmlText(localized(row, "title", locale))}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="false">${escapeXml(`${origin}/blogdetail/${row.id}`)}</guid>
      <pubDate>${new Date(row.published_at ?? row.created_at).toUTCString()}</pubDate>
      <description>${xmlText(excerpt(htmlToText(localized(row, "content", locale)), 400))}</description>${image}
    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xmlText(`${t("common.siteName")} · ${t("common.nav.news")}`)}</title>
    <link>${escapeXml(localizedUrl(origin, PAGES.news, locale))}</link>
    <description>${xmlText(t("site.news.description"))}</description>
    <language>${DATE_LOCALES[locale]}</language>
    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
}
