/**
 * An in-memory cache of rendered public pages and public API reads, keyed by path, query and language.
 *
 * - Only anonymous GETs are cached: a request carrying a session cookie or a bearer token is never
 *   served from, nor stored into, the cache, so no entry can show an administrator's state.
 * - An answer that sets a cookie, is not 200, or says `no-store`/`private` is not stored.
 * - The language is part of the key (detected the same way as the app: ?lng, cookie, Accept-Language).
 * - Every change made by an administrator (any successful non-GET request with credentials) bumps an
 *   epoch, which empties the cache; with PostgreSQL the bump is broadcast to the other instances.
 * - Cached HTML keeps a strict CSP: its inline scripts are allowed by their SHA-256 hashes, and each
 *   answer still gets a fresh nonce in its header (docs/decisions/007-page-cache.md).
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { detectLocaleFrom } from "~/i18n/detect";
import { LOCALE_QUERY_PARAM } from "~/i18n/config";
import { readCookie } from "~/lib/cookies";
import { compressWhole, negotiateEncoding } from "./compress-once";
import { logWhenAnswered, requestIdOf } from "./request-log";
import {
  contentSecurityPolicy,
  freshNonce,
  staticSecurityHeaders,
  type SecurityOptions,
} from "./security-headers";
import { PAGES } from "~/lib/paths";
import { readWholeBody } from "~/http/whole-body";

export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
  scriptHashes: string[];
  epoch: number;
  storedAt: number;
  /** Answers served from this entry. */
  hits: number;
  /** Whether gzip and brotli hold the smallest encodings yet (made once the entry proved reused). */
  isSmallest: boolean;
}

export interface PageCacheLimits {
  maxEntries?: number;
  maxBytes?: number;
  /** Entries are rendered again after this long, so time-dependent content (next match, form stamps) stays fresh. */
  maxAgeMs?: number;
}

export interface PageCacheOptions {
  security: SecurityOptions;
  sessionCookieName: string;
}

export interface PageCacheMiddlewareOptions extends PageCacheOptions {
  /** Answers a request that could not be rendered and has no copy to fall back on. */
  refuse: (req: Request, res: Response) => void;
}

/**
 * The caller (server/app.ts) renders a request through React Router without streaming; undefined when it
 * could not render for now (the host is overloaded: ./render-slots.ts).
 */
export type Render = (req: Request, res: Response) => Promise<globalThis.Response | undefined>;

/** Paths whose answers depend on who asks or change state: never cached. */
const UNCACHED_PREFIXES = [
  "/api/login",
  "/api/token",
  "/api/uploads",
  "/api/chat",
  PAGES.chat,
  PAGES.login,
  PAGES.logout,
];
const HOP_BY_HOP = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "set-cookie",
]);

const sizeOf = (entry: CachedAnswer) => entry.body.length + entry.gzip.length + entry.brotli.length;

/** An entry served this many times gets the smallest encodings, made on the thread pool. */
const SMALLEST_AFTER_HITS = 2;

/**
 * How long past its freshness a copy may still answer an overloaded host's visitors (./render-slots.ts)
 * rather than a 503: a page emptied by a change, or older than its maximum age, stays that long.
 */
const STALE_FOR_MS = 10 * 60 * 1000;

export class PageCache {
  private readonly entries = new Map<string, CachedAnswer>();
  /** Copies no longer served as such (emptied by a change, or too old), kept for an overloaded host. */
  private readonly stale = new Map<string, CachedAnswer>();
  private bytes = 0;
  epoch = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly options: PageCacheLimits = {}) {}

  private get maxAgeMs() {
    return this.options.maxAgeMs ?? 10 * 60 * 1000;
  }

  /** Every entry stops being served; the copies stay, for an overloaded host only. */
  clear() {
    this.epoch++;
    for (const [key, entry] of this.entries) this.keepStale(key, entry);
    this.entries.clear();
  }

  private keepStale(key: string, entry: CachedAnswer) {
    const before = this.stale.get(key);
    if (before) this.bytes -= sizeOf(before);
    this.stale.delete(key);
    this.stale.set(key, entry);
  }

  /** Entries served as they are. */
  get size() {
    return this.entries.size;
  }

  get(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (Date.now() - entry.storedAt > this.maxAgeMs) {
      this.keepStale(key, entry);
      return undefined;
    }
    // Least recently used goes first: re-insert on every hit.
    this.entries.set(key, entry);
    entry.hits++;
    if (entry.hits === SMALLEST_AFTER_HITS && !entry.isSmallest) {
      // Should compression fail, the quick encodings stay.
      this.makeSmallest(key, entry).catch(() => {});
    }
    return entry;
  }

  /** Replaces an entry's quick encodings by the smallest ones, once they are made. */
  private async makeSmallest(key: string, entry: CachedAnswer) {
    const [gzip, brotli] = await Promise.all([
      compressWhole(entry.body, "gzip", "best"),
      compressWhole(entry.body, "br", "best"),
    ]);
    if (this.entries.get(key) === entry || this.stale.get(key) === entry) {
      this.bytes += gzip.length + brotli.length - entry.gzip.length - entry.brotli.length;
    }
    entry.gzip = gzip;
    entry.brotli = brotli;
    entry.isSmallest = true;
  }

  /** The last copy of a page, fresh or not, while it is within STALE_FOR_MS of its freshness. */
  getStale(key: string) {
    const entry = this.entries.get(key) ?? this.stale.get(key);
    if (!entry || Date.now() - entry.storedAt > this.maxAgeMs + STALE_FOR_MS) return undefined;
    return entry;
  }

  set(key: string, entry: CachedAnswer) {
    if (entry.epoch !== this.epoch) return;
    const size = sizeOf(entry);
    // A full cache is resident memory like any other: 32 MB of the process's 250 MB (decision 015).
    const maxBytes = this.options.maxBytes ?? 32 * 1024 * 1024;
    if (size > maxBytes / 8) return;
    for (const map of [this.entries, this.stale]) {
      const before = map.get(key);
      if (before) this.bytes -= sizeOf(before);
      map.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += size;
    const maxEntries = this.options.maxEntries ?? 5000;
    // Stale copies go first, then the least recently used entries.
    for (const map of [this.stale, this.entries]) {
      for (const [oldKey, old] of map) {
        if (this.entries.size + this.stale.size <= maxEntries && this.bytes <= maxBytes) return;
        map.delete(oldKey);
        this.bytes -= sizeOf(old);
      }
    }
  }
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
};

export function hasCredentials(req: IncomingMessage, sessionCookieName: string) {
  return (
    Boolean(header(req, "authorization")) ||
    Boolean(readCookie(header(req, "cookie") ?? null, sessionCookieName))
  );
}

/** The request's path and query, split without building a URL object (this runs on every cache hit). */
function splitUrl(req: IncomingMessage) {
  const url = req.url ?? "/";
  const mark = url.indexOf("?");
  return mark === -1
    ? { path: url, search: new URLSearchParams() }
    : { path: url.slice(0, mark), search: new URLSearchParams(url.slice(mark + 1)) };
}

function cacheKey(req: IncomingMessage) {
  const { path, search } = splitUrl(req);
  const { locale } = detectLocaleFrom({
    query: search.get(LOCALE_QUERY_PARAM),
    cookie: header(req, "cookie"),
    acceptLanguage: header(req, "accept-language"),
  });
  // Data requests of client navigations (`.data`) are cached like the pages they belong to.
  return `${locale}|${path}|${search.toString()}`;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** Hashes of the inline scripts, and the body without its one-time nonce attributes. */
function withScriptHashes(html: string) {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[1] ?? "")
        .digest("base64")}'`,
    );
  }
  return { html: html.replace(/ nonce="[^"]*"/g, ""), hashes: [...hashes] };
}

/** A complete 200 answer the application lets be shared (only a GET's is stored: see the middleware). */
function isStorable(response: globalThis.Response) {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    !/no-store|private/.test(cacheControl) &&
    !response.headers.get("Content-Type")?.includes("text/event-stream")
  );
}

async function toEntry(response: globalThis.Response, epoch: number): Promise<CachedAnswer> {
  const contentType = response.headers.get("Content-Type") ?? "";
  let body: Buffer = await readWholeBody(response);
  let scriptHashes: string[] = [];
  if (contentType.includes("text/html")) {
    const hashed = withScriptHashes(body.toString("utf8"));
    body = Buffer.from(hashed.html);
    scriptHashes = hashed.hashes;
  }
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name.toLowerCase())) headers[name] = value;
  });
  // Quick encodings first: most addresses of a flood of distinct ones (searches, pages of lists) are
  // never asked for again, and the smallest brotli costs a hundred times a quick one (decision 022).
  const [gzip, brotli] = await Promise.all([compressWhole(body, "gzip"), compressWhole(body, "br")]);
  return {
    status: response.status,
    headers,
    body,
    gzip,
    brotli,
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
    scriptHashes,
    epoch,
    storedAt: Date.now(),
    hits: 0,
    isSmallest: false,
  };
}

const NONCE_MARK = "\u0000nonce\u0000";

/** The answer's CSP: its inline scripts allowed by their hashes, besides the answer's own nonce. */
function cachedPolicy(entry: CachedAnswer, nonce: string, security: SecurityOptions) {
  const policy = contentSecurityPolicy(nonce, security);
  return entry.scriptHashes.length > 0
    ? policy.replace("script-src 'self'", `script-src 'self' ${entry.scriptHashes.join(" ")}`)
    : policy;
}

/** Validators and caching rules of a stored answer (an answer's own Cache-Control wins). */
type CacheState = "HIT" | "MISS" | "STALE";

function cachingHeaders(entry: CachedAnswer, state: CacheState): Record<string, string> {
  const hasCacheControl = Object.keys(entry.headers).some((name) => name.toLowerCase() === "cache-control");
  return {
    ETag: entry.etag,
    "X-Cache": state,
    Vary: "Accept-Encoding, Cookie, Accept-Language",
    ...(hasCacheControl
      ? {}
      : { "Cache-Control": "public, max-age=0, must-revalidate, stale-while-revalidate=300" }),
  };
}

/** The stored encoding the client takes: brotli, else gzip, else the plain body. */
function chooseBody(req: IncomingMessage, entry: CachedAnswer): [string | undefined, Buffer] {
  const encoding = negotiateEncoding(header(req, "accept-encoding"));
  return encoding === "br"
    ? ["br", entry.brotli]
    : encoding === "gzip"
      ? ["gzip", entry.gzip]
      : [undefined, entry.body];
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  entry: CachedAnswer,
  { security, nonce, state }: { security: SecurityOptions; nonce: string; state: CacheState },
) {
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  if (entry.scriptHashes.length > 0) {
    res.setHeader("Content-Security-Policy", cachedPolicy(entry, nonce, security));
  }
  for (const [name, value] of Object.entries(cachingHeaders(entry, state))) res.setHeader(name, value);
  if (header(req, "if-none-match") === entry.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const [encoding, payload] = chooseBody(req, entry);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(payload.length));
  res.statusCode = entry.status;
  res.end(req.method === "HEAD" ? undefined : payload);
}

export function isCacheableRequest(req: IncomingMessage, sessionCookieName: string) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (hasCredentials(req, sessionCookieName)) return false;
  const { path: requestPath, search } = splitUrl(req);
  // A ?lng= choice sets the language cookie: let React Router answer it.
  if (search.has(LOCALE_QUERY_PARAM)) return false;
  // React Router's data requests add `.data` to the page's path (/login.data): the same rule applies.
  const path = requestPath.replace(/\.data$/, "");
  return !UNCACHED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The fast path, ahead of the whole Express stack: a stored answer goes out with the headers every
 * answer carries (security headers, request id and log line), and nothing else runs. Returns false
 * when the request is not a hit; the host then handles it as usual.
 */
export function cachedAnswerServer(
  cache: PageCache,
  options: PageCacheOptions & { logger?: Logger },
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { logger, security } = options;
  const securityHeaders = staticSecurityHeaders(security).flat();
  // What every hit of an entry sends, worked out at its first hit: the headers but the request's id, and
  // the CSP around the nonce.
  const prepared = new WeakMap<CachedAnswer, { head: string[]; cspBefore: string; cspAfter: string }>();
  const prepare = (entry: CachedAnswer) => {
    const [cspBefore = "", cspAfter = ""] = cachedPolicy(entry, NONCE_MARK, security).split(NONCE_MARK);
    const caching = cachingHeaders(entry, "HIT");
    // Names set below win over the stored ones, as they do when set one by one (no duplicates).
    const ours = new Set(
      [...Object.keys(caching), ...securityHeaders.filter((_, index) => index % 2 === 0)]
        .concat("Content-Security-Policy", "X-Request-Id")
        .map((name) => name.toLowerCase()),
    );
    const head = [
      ...securityHeaders,
      ...Object.entries(entry.headers)
        .filter(([name]) => !ours.has(name.toLowerCase()))
        .flat(),
      ...Object.entries(caching).flat(),
    ];
    const value = { head, cspBefore, cspAfter };
    prepared.set(entry, value);
    return value;
  };
  return (req, res) => {
    if (!isCacheableRequest(req, options.sessionCookieName)) return false;
    const cached = cache.get(cacheKey(req));
    if (!cached) return false;
    cache.hits++;
    const id = requestIdOf(req);
    if (logger) logWhenAnswered(logger, req, res, id);
    const { head, cspBefore, cspAfter } = prepared.get(cached) ?? prepare(cached);
    // One writeHead with every header: no per-header bookkeeping on the path of most public traffic.
    const headers = [
      ...head,
      "X-Request-Id",
      id,
      "Content-Security-Policy",
      cspBefore + freshNonce() + cspAfter,
    ];
    if (header(req, "if-none-match") === cached.etag) {
      res.writeHead(304, headers).end();
      return true;
    }
    const [encoding, payload] = chooseBody(req, cached);
    if (encoding) headers.push("Content-Encoding", encoding);
    headers.push("Content-Length", String(payload.length));
    res.writeHead(cached.status, headers).end(req.method === "HEAD" ? undefined : payload);
    return true;
  };
}

function sendEntry(res: Response, entry: CachedAnswer) {
  res.status(entry.status);
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.end(entry.body);
}

async function sendRaw(res: Response, response: globalThis.Response) {
  res.status(response.status);
  response.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name.toLowerCase())) res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  const body = await readWholeBody(response);
  res.setHeader("Content-Length", String(body.length));
  res.end(body);
}

const cspNonce = (res: Response) => String(res.locals.cspNonce ?? "");

/** The render was refused for now (overload): not an answer, not a failure. */
const REFUSED = Symbol("refused");

/**
 * Serves cached answers, and fills the cache from React Router's answers for anonymous GETs. When the
 * host is too busy to render, a copy past its freshness answers if there is one (`X-Cache: STALE`),
 * else `refuse` does.
 */
export function pageCacheMiddleware(cache: PageCache, render: Render, options: PageCacheMiddlewareOptions) {
  const inFlight = new Map<string, Promise<CachedAnswer | null | typeof REFUSED>>();
  const answer = (req: Request, res: Response, entry: CachedAnswer, state: CacheState) =>
    send(req, res, entry, { security: options.security, nonce: cspNonce(res), state });
  const fallBack = (req: Request, res: Response, key: string) => {
    if (res.destroyed || res.writableEnded) return;
    const stale = cache.getStale(key);
    if (stale) answer(req, res, stale, "STALE");
    else options.refuse(req, res);
  };
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!isCacheableRequest(req, options.sessionCookieName)) return next();
    const key = cacheKey(req);
    const cached = cache.get(key);
    if (cached) {
      cache.hits++;
      answer(req, res, cached, "HIT");
      return;
    }
    try {
      // Concurrent misses for one page render it once; the others wait for that answer.
      const pending = inFlight.get(key);
      if (pending) {
        const entry = await pending;
        if (entry === REFUSED) fallBack(req, res, key);
        else if (entry) answer(req, res, entry, "HIT");
        else next();
        return;
      }
      // A HEAD is rendered as its GET and answered as that GET would be, but never creates nor replaces an
      // entry: only a plain GET's complete answer is stored.
      const isGet = req.method === "GET";
      cache.misses++;
      const epoch = cache.epoch;
      const rendering = (async () => {
        const response = await render(req, res);
        if (!response) {
          fallBack(req, res, key);
          return REFUSED;
        }
        if (!isStorable(response)) {
          await sendRaw(res, response);
          return null;
        }
        const entry = await toEntry(response, epoch);
        // An empty 200 is never what a page or a list answers: keep it out rather than serve it to all.
        if (entry.body.length === 0) {
          sendEntry(res, entry);
          return null;
        }
        if (isGet) cache.set(key, entry);
        answer(req, res, entry, "MISS");
        return isGet ? entry : null;
      })();
      if (!isGet) {
        await rendering;
        return;
      }
      inFlight.set(key, rendering);
      try {
        await rendering;
      } finally {
        inFlight.delete(key);
      }
    } catch (error) {
      next(error);
    }
  };
}
