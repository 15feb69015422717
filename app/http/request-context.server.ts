/**
 * What a request is, worked out once: its language (?lng, the i18next cookie, Accept-Language, then
 * French), whether the language came from the query, and a translator. Every loader, action, API handler
 * and the document renderer read it from here; the page cache keys its entries with the same rule from
 * the raw headers (server/page-cache.ts), before a Request exists.
 */
import { translatorFor, type Translate } from "~/i18n/catalogues.server";
import type { Locale } from "~/i18n/config";
import { detectLocale } from "~/i18n/detect";

export interface RequestContext {
  locale: Locale;
  /** The language was chosen with ?lng= (the answer then sets the language cookie). */
  fromQuery: boolean;
  t: Translate;
}

const known = new WeakMap<Request, RequestContext>();

export function requestContext(request: Request): RequestContext {
  const found = known.get(request);
  if (found) return found;
  const { locale, fromQuery } = detectLocale(request);
  const context = { locale, fromQuery, t: translatorFor(locale) };
  known.set(request, context);
  return context;
}
