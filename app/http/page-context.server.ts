/** What every public loader starts from: the visitor's language, a translator and the page's SEO data. */
import type { AppLoadContext } from "react-router";
import { pageMessages, translatorFor, type PageArea } from "~/i18n/catalogues.server";
import type { Seo } from "~/modules/site/seo";
import { once, requestContext } from "~/http/request-context.server";
import { getPublicSettings } from "~/modules/settings/site-settings.server";

const SITE_SETTINGS = Symbol("site settings");

export function siteOrigin(request: Request, context: AppLoadContext): string {
  const configured = context.services.config.PUBLIC_URL;
  return configured ? new URL(configured).origin : new URL(request.url).origin;
}

/** The query parameters that are part of a page's identity (others, like `lng`, are not). */
function pagePath(url: URL, keep: readonly string[]) {
  const params = new URLSearchParams();
  for (const name of keep) {
    const value = url.searchParams.get(name);
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

export function pageContext(args: { request: Request; context: AppLoadContext }) {
  const { request, context } = args;
  const { locale } = requestContext(request, context);
  const t = translatorFor(locale);
  const url = new URL(request.url);
  const origin = siteOrigin(request, context);
  return {
    locale,
    t,
    url,
    origin,
    db: context.services.db,
    /** The visitor's current search text (`?q=`), so a page renders filtered even without JavaScript. */
    query: (url.searchParams.get("q") ?? "").slice(0, 200),
    /** The site's public settings (decision 030), read once for the request: the layout's and the page's. */
    settings: () => once(context, SITE_SETTINGS, () => getPublicSettings(context.services.db)),
    /** The page's own texts for the browser (the root sends only what every page shares). */
    messages: (...areas: PageArea[]) => pageMessages(locale, ...areas),
    seo(input: Omit<Seo, "siteName" | "origin" | "locale" | "path"> & { keep?: readonly string[] }): Seo {
      const { keep = [], ...rest } = input;
      return { ...rest, siteName: t("common.siteName"), origin, locale, path: pagePath(url, keep) };
    },
  };
}

export type PageContext = ReturnType<typeof pageContext>;
