import { readCookie } from "~/lib/cookies";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_QUERY_PARAM, type Locale } from "./config";

/** Picks the best supported language of an Accept-Language header, honouring q-values. */
export function fromAcceptLanguage(header: string | null): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { language: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isLocale);
}

/** The language of a request: `?lng`, then the `i18next` cookie, then Accept-Language, then French. */
export function detectLocale(request: Request): { locale: Locale; fromQuery: boolean } {
  return detectLocaleFrom({
    query: new URL(request.url).searchParams.get(LOCALE_QUERY_PARAM),
    cookie: request.headers.get("Cookie"),
    acceptLanguage: request.headers.get("Accept-Language"),
  });
}

/** The same choice from the raw parts (the host's page cache reads them without building a Request). */
export function detectLocaleFrom(parts: {
  query: string | null;
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
}): { locale: Locale; fromQuery: boolean } {
  if (isLocale(parts.query)) return { locale: parts.query, fromQuery: true };
  const cookie = readCookie(parts.cookie ?? null, LOCALE_COOKIE);
  if (isLocale(cookie)) return { locale: cookie, fromQuery: false };
  return { locale: fromAcceptLanguage(parts.acceptLanguage ?? null) ?? DEFAULT_LOCALE, fromQuery: false };
}

export const localeCookie = (locale: Locale, secure: boolean) =>
  `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
