/**
 * What a request is, worked out once: its language (?lng, the i18next cookie, Accept-Language, then
 * French), whether the language came from the query, and a translator; its viewer is worked out once
 * the same way (app/http/auth/guard.server.ts). Every loader, action, API handler and the document
 * renderer read them from here; the page cache keys its entries with the same rule from the raw
 * headers (server/page-cache.ts), before a Request exists.
 */
import type { AppLoadContext } from "react-router";
import { translatorFor, type Translate } from "~/i18n/catalogues.server";
import type { Locale } from "~/i18n/config";
import { detectLocale } from "~/i18n/detect";

export interface RequestContext {
  locale: Locale;
  /** The language was chosen with ?lng= (the answer then sets the language cookie). */
  fromQuery: boolean;
  t: Translate;
}

/**
 * A value worked out once per request: the host's load context carries one store per request, shared
 * by all the loaders and actions of that request (each receives its own copy of the Request). Contexts
 * made by tests without a store compute the value each time.
 */
export function once<T>(
  context: Pick<AppLoadContext, "perRequest"> | undefined,
  key: symbol,
  make: () => T,
): T {
  const store = context?.perRequest;
  if (!store) return make();
  if (store.has(key)) return store.get(key) as T;
  const value = make();
  store.set(key, value);
  return value;
}

const known = new WeakMap<Request, RequestContext>();
const REQUEST_CONTEXT = Symbol("request context");

/**
 * The request's language and translator. Given the load context, once for the whole request;
 * otherwise once per Request object (the document renderer and host-level handlers).
 */
export function requestContext(
  request: Request,
  context?: Pick<AppLoadContext, "perRequest">,
): RequestContext {
  return once(context, REQUEST_CONTEXT, () => {
    const found = known.get(request);
    if (found) return found;
    const { locale, fromQuery } = detectLocale(request);
    const made = { locale, fromQuery, t: translatorFor(locale) };
    known.set(request, made);
    return made;
  });
}
