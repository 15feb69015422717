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

/** The caller (server/app.ts) renders a request through React Router without streaming. */
export type Render = (req: Request, res: Response) => Promise<globalThis.Response>;

/** Paths whose answers depend on who asks or change state: never cached. */
const UNCACHED_PREFIXES = [
  "/api/login",
  "/api/token",
  "/api/uploads",
  "/api/chat",
  "/chat",
  "/login",
  "/logout",
];
const HOP_BY_HOP = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "set-cookie",
]);

export class PageCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  epoch = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly options: PageCacheLimits = {}) {}

  clear() {
    this.epoch++;
    this.entries.clear();
    this.bytes = 0;
  }

  get size() {
    return this.entries.size;
  }

  get(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > (this.options.maxAgeMs ?? 10 * 60 * 1000)) {
      this.entries.delete(key);
      this.bytes -= entry.body.length + entry.gzip.length + entry.brotli.length;
      return undefined;
    }
    // Least recently used goes first: re-insert on every hit.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedAnswer) {
    if (entry.epoch !== this.epoch) return;
    const size = entry.body.length + entry.gzip.length + entry.brotli.length;
    // A full cache is resident memory like any other: 32 MB of the process's 250 MB (decision 015).
    const maxBytes = this.options.maxBytes ?? 32 * 1024 * 1024;
    if (size > maxBytes / 8) return;
    this.entries.set(key, entry);
    this.bytes += size;
    const maxEntries = this.options.maxEntries ?? 5000;
    for (const [oldKey, old] of this.entries) {
      if (this.entries.size <= maxEntries && this.bytes <= maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.body.length + old.gzip.length + old.brotli.length;
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
  let body: Buffer = Buffer.from(await response.arrayBuffer());
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
  // The smallest encodings, on the thread pool: brotli at its best takes ~0.1 s for an 85 KB page, which
  // held the event loop that long when it ran here.
  const [gzip, brotli] = await Promise.all([
    compressWhole(body, "gzip", "best"),
    compressWhole(body, "br", "best"),
  ]);
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
function cachingHeaders(entry: CachedAnswer, state: "HIT" | "MISS"): Record<string, string> {
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
  { security, nonce, state }: { security: SecurityOptions; nonce: string; state: "HIT" | "MISS" },
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
  const body = Buffer.from(await response.arrayBuffer());
  res.setHeader("Content-Length", String(body.length));
  res.end(body);
}

const cspNonce = (res: Response) => String(res.locals.cspNonce ?? "");

/** Serves cached answers, and fills the cache from React Router's answers for anonymous GETs. */
export function pageCacheMiddleware(cache: PageCache, render: Render, options: PageCacheOptions) {
  const inFlight = new Map<string, Promise<CachedAnswer | null>>();
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!isCacheableRequest(req, options.sessionCookieName)) return next();
    const key = cacheKey(req);
    const cached = cache.get(key);
    if (cached) {
      cache.hits++;
      send(req, res, cached, { security: options.security, nonce: cspNonce(res), state: "HIT" });
      return;
    }
    try {
      // Concurrent misses for one page render it once; the others wait for that answer.
      const pending = inFlight.get(key);
      if (pending) {
        const entry = await pending;
        if (entry) send(req, res, entry, { security: options.security, nonce: cspNonce(res), state: "HIT" });
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
        send(req, res, entry, { security: options.security, nonce: cspNonce(res), state: "MISS" });
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
