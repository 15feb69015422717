/**
 * Head tags of a public page: title, description, canonical URL, hreflang alternates (`?lng=`),
 * OpenGraph and Twitter cards, and JSON-LD. Loaders build the `Seo` data (translated, absolute URLs);
 * each route's `meta` turns it into tags. Client-safe: `meta` also runs on client navigations.
 */
import type { MetaDescriptor } from "react-router";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "~/i18n/config";

export interface Seo {
  title: string;
  description: string;
  siteName: string;
  /** The site's origin, e.g. https://tamkine.example (PUBLIC_URL, else the request's origin). */
  origin: string;
  /** The page's path and its own query (without `lng`), e.g. /search?q=bourse. */
  path: string;
  locale: Locale;
  image?: string | null;
  type?: "website" | "article";
  publishedTime?: string;
  jsonLd?: object[];
  isIndexable?: boolean;
}

const OG_LOCALES: Record<Locale, string> = { fr: "fr_FR", en: "en_US", ar: "ar_MA" };

/** The page's address in one language: the `lng` parameter makes each translation its own URL. */
export function localizedUrl(origin: string, path: string, locale?: Locale): string {
  const url = new URL(path, origin);
  url.searchParams.delete("lng");
  if (locale) url.searchParams.set("lng", locale);
  return url.toString();
}

/**
 * The x-default alternate: the fallback language's own address. Not the bare path, which answers in
 * the visitor's negotiated language and whose canonical is therefore one of the `?lng=` addresses: an
 * alternate pointing at it would make its canonical "point to another hreflang location".
 */
export const defaultLanguageUrl = (origin: string, path: string) =>
  localizedUrl(origin, path, DEFAULT_LOCALE);

export const absoluteUrl = (origin: string, pathOrUrl: string) => new URL(pathOrUrl, origin).toString();

export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const title = seo.title === seo.siteName ? seo.title : `${seo.title} · ${seo.siteName}`;
  const url = localizedUrl(seo.origin, seo.path, seo.locale);
  const image = seo.image ? absoluteUrl(seo.origin, seo.image) : undefined;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: url },
    ...LOCALES.map((locale) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: locale,
      href: localizedUrl(seo.origin, seo.path, locale),
    })),
    {
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: defaultLanguageUrl(seo.origin, seo.path),
    },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: url },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:locale", content: OG_LOCALES[seo.locale] },
    ...LOCALES.filter((locale) => locale !== seo.locale).map((locale) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[locale],
    })),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
  ];
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  if (seo.publishedTime) tags.push({ property: "article:published_time", content: seo.publishedTime });
  if (seo.isIndexable === false) tags.push({ name: "robots", content: "noindex, follow" });
  for (const data of seo.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}
