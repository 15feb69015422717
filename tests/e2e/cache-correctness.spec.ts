/**
 * The page cache never changes an answer. Two hosts of the production build share one data folder: one
 * with its page cache, one with the cache off (PAGE_CACHE=0). Random sequences of requests — GET and
 * HEAD, conditional, Range, every Accept-Encoding, ?lng=, language cookies and Accept-Language,
 * anonymous and signed in — interleaved with content changes made through the REST API, go to both;
 * every answer of the cached host must equal the uncached host's answer to the same request: status,
 * body once decoded (inline script nonces aside), and the headers that matter.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { spawnServer, type SpawnedServer } from "./spawn-server";

// This port and the next: the cached host and the uncached one.
const port = Number(process.env.E2E_PORT ?? 3210) + 48;
const ADMIN = { username: "cache-admin", password: "cache mot de passe solide" };
/** Both hosts see the same Host header, so absolute links in the pages are the same. */
const HOST = "site.test";

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as sent (still encoded). */
  raw: Buffer;
}

function send(
  server: SpawnedServer,
  options: { method: string; path: string; headers: Record<string, string>; body?: string },
): Promise<Answer> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: options.method,
        path: options.path,
        headers: { Host: HOST, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

const headerOf = (answer: Answer, name: string) => {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(", ") : (value ?? "");
};

function decodedBytes(answer: Answer): Buffer {
  const encoding = headerOf(answer, "content-encoding");
  return encoding === "br"
    ? brotliDecompressSync(answer.raw)
    : encoding === "gzip"
      ? gunzipSync(answer.raw)
      : encoding === "deflate"
        ? inflateSync(answer.raw)
        : answer.raw;
}

function decoded(answer: Answer): string {
  const body = decodedBytes(answer);
  // A rendered page carries a fresh nonce per answer; the cache keeps its copy without them. The forms'
  // signed time stamps (time.signature) are as old as the copy: the cache renders again before they expire.
  return body
    .toString("utf8")
    .replace(/ nonce="[^"]*"/g, "")
    .replace(/\b\d{13}\.[\w-]{43}\b/g, "<stamp>");
}

/** Where two texts first differ, with some context; null when they are equal. */
function firstDifference(a: string, b: string): string | null {
  if (a === b) return null;
  let index = 0;
  while (index < a.length && a[index] === b[index]) index++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, index - 80), index + 80));
  return `at ${index} of ${a.length}/${b.length}: cached ${around(a)} ≠ rendered ${around(b)}`;
}

interface Visit {
  kind: "visit";
  path: string;
  method: "GET" | "HEAD";
  encoding: string | null;
  language: { query?: string; cookie?: string; acceptLanguage?: string };
  isSignedIn: boolean;
  condition: "none" | "etag" | "range";
}

interface Change {
  kind: "change";
  item: number;
  field: "title_fr" | "title_en" | "is_published";
  value: string;
}

type Step = Visit | Change;

let cached: SpawnedServer;
let direct: SpawnedServer;
let dataDir = "";
let bearer = "";
let sessionCookie = "";
let articles: Array<{ id: number; slug: string }> = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "tamkine-cache-"));
  const env = {
    DATA_DIR: dataDir,
    SEED_DEMO: "1",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_SECRET: "cache-correctness-secret-0123456789-abcdefgh",
  };
  // The first one migrates and seeds; the second finds the data ready.
  cached = await spawnServer({ port, env });
  direct = await spawnServer({ port: port + 1, env: { ...env, PAGE_CACHE: "0" } });
  const login = await send(cached, {
    method: "POST",
    path: "/api/login/",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  bearer = (JSON.parse(decoded(login)) as { access: string }).access;
  const form = await send(cached, {
    method: "POST",
    path: "/login",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${HOST}` },
    body: new URLSearchParams({ ...ADMIN, redirectTo: "/dashboardAdmin" }).toString(),
  });
  const cookies = [form.headers["set-cookie"] ?? []].flat();
  sessionCookie = cookies.map((value) => value.split(";")[0]).join("; ");
  expect(sessionCookie).toContain("tamkine_session=");
  const list = JSON.parse(
    decoded(await send(cached, { method: "GET", path: "/api/news/", headers: {} })),
  ) as Array<{ id: number; slug: string }>;
  articles = list.slice(0, 3).map(({ id, slug }) => ({ id, slug }));
  expect(articles).toHaveLength(3);
});

test.afterAll(async () => {
  await cached?.stop();
  await direct?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const pages = () => [
  "/actualites",
  "/actualites.data",
  `/blogdetail/${articles[0]!.slug}_${articles[0]!.id}`,
  `/blogdetail/${articles[1]!.slug}_${articles[1]!.id}`,
  "/plateforms",
  "/activities",
  "/videotheque",
  "/search?q=bourse",
  "/search?q=basket",
  "/nosValeurs",
  "/page-qui-n-existe-pas",
  "/api/news/",
  `/api/news/${articles[0]!.id}/`,
  `/api/blog/${articles[1]!.id}`,
  "/api/matches/",
  "/api/platformlinks/",
  "/api/nope/",
  "/sitemap.xml",
  "/rss.xml",
];

const visit: () => fc.Arbitrary<Visit> = () =>
  fc.record({
    kind: fc.constant("visit" as const),
    path: fc.constantFrom(...pages()),
    method: fc.constantFrom("GET" as const, "GET" as const, "HEAD" as const),
    encoding: fc.constantFrom(
      null,
      "gzip",
      "br",
      "gzip, deflate, br",
      "identity",
      "br;q=0, gzip",
      "*",
      "deflate",
    ),
    language: fc.oneof(
      fc.constant({}),
      fc.record({ query: fc.constantFrom("fr", "en", "ar") }),
      fc.record({ cookie: fc.constantFrom("fr", "en", "ar", "xx") }),
      fc.record({ acceptLanguage: fc.constantFrom("ar-MA,ar;q=0.9", "en-US", "fr-FR", "de-DE") }),
    ),
    isSignedIn: fc.boolean().map((value) => value && Math.random() < 0.5),
    condition: fc.constantFrom("none" as const, "none" as const, "etag" as const, "range" as const),
  });

const change: () => fc.Arbitrary<Change> = () =>
  fc.record({
    kind: fc.constant("change" as const),
    item: fc.integer({ min: 0, max: 2 }),
    field: fc.constantFrom("title_fr" as const, "title_en" as const, "is_published" as const),
    value: fc.string({ minLength: 1, maxLength: 20 }).map((text) => `Titre ${text.replace(/\s+/g, " ")}`),
  });

/** The ETag the cached host gave for a request, and the body it stood for. */
const seenEtags = new Map<string, string>();

function headersOf(step: Visit, etag: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (step.encoding !== null) headers["Accept-Encoding"] = step.encoding;
  const cookies: string[] = [];
  if (step.language.cookie) cookies.push(`i18next=${step.language.cookie}`);
  if (step.isSignedIn) cookies.push(sessionCookie);
  if (cookies.length > 0) headers.Cookie = cookies.join("; ");
  if (step.language.acceptLanguage) headers["Accept-Language"] = step.language.acceptLanguage;
  if (step.condition === "etag" && etag) headers["If-None-Match"] = etag;
  if (step.condition === "range") headers.Range = "bytes=0-99";
  return headers;
}

const withQuery = (target: string, query?: string) =>
  query ? `${target}${target.includes("?") ? "&" : "?"}lng=${query}` : target;

async function checkVisit(step: Visit) {
  const target = withQuery(step.path, step.language.query);
  const key = JSON.stringify({ ...step, condition: "none", method: "GET" });
  const headers = headersOf(
    step,
    [...seenEtags.keys()].find((etag) => seenEtags.get(etag) === key),
  );
  const label = `${step.method} ${target} ${JSON.stringify(headers).replace(sessionCookie, "<session>")}`;
  const fromCache = await send(cached, { method: step.method, path: target, headers });
  const rendered = await send(direct, { method: step.method, path: target, headers });
  const isStored = /HIT|MISS/.test(headerOf(fromCache, "x-cache"));

  if (fromCache.status === 304) {
    // Only an unchanged answer is "not modified": the body that ETag stood for is today's body.
    const etag = headerOf(fromCache, "etag");
    const today = await send(direct, {
      method: "GET",
      path: target,
      headers: { ...headers, "If-None-Match": "", Range: "" },
    });
    expect(firstDifference(seenEtags.get(`${etag}|body`) ?? "", decoded(today)), label).toBeNull();
    return;
  }
  expect(fromCache.status, label).toBe(rendered.status);
  for (const name of ["content-type", "location", "content-language"]) {
    expect(headerOf(fromCache, name), `${label}: ${name}`).toBe(headerOf(rendered, name));
  }
  if (isStored) {
    // A stored answer is the same for everyone: it must be one the application let be shared.
    expect(headerOf(rendered, "set-cookie"), label).toBe("");
    expect(headerOf(rendered, "cache-control"), label).not.toMatch(/no-store|private/);
  }
  if (step.method === "HEAD") {
    expect(fromCache.raw.length, label).toBe(0);
    if (fromCache.status === 200) {
      // The length announced is the length of the body a GET gets.
      // (Express's compression leaves a HEAD unencoded: then it is the length of the decoded body.)
      const get = await send(cached, { method: "GET", path: target, headers });
      const isSameEncoding = headerOf(fromCache, "content-encoding") === headerOf(get, "content-encoding");
      const length = isSameEncoding ? get.raw.length : Buffer.byteLength(decodedBytes(get));
      expect(length, label).toBeGreaterThan(0);
      // A streamed answer announces no length, to a GET or a HEAD.
      const announced = Number(headerOf(fromCache, "content-length"));
      if (headerOf(fromCache, "content-length") === "")
        expect(headerOf(get, "content-length"), label).toBe("");
      // Within a few bytes: a HEAD on a cold page is a render of its own (its signed time stamps differ),
      // and the cache encodes an entry again, smaller, once it is served again.
      else expect(Math.abs(announced - length), label).toBeLessThan(length * 0.01 + 16);
    }
    return;
  }
  const body = decoded(fromCache);
  expect(firstDifference(body, decoded(rendered)), label).toBeNull();
  if (fromCache.status === 200) expect(body.length, label).toBeGreaterThan(0);
  const etag = headerOf(fromCache, "etag");
  if (etag) {
    seenEtags.set(etag, key);
    seenEtags.set(`${etag}|body`, body);
  }
}

async function applyChange(step: Change) {
  const article = articles[step.item]!;
  const body =
    step.field === "is_published"
      ? { is_published: step.value.length % 2 === 0 }
      : { [step.field]: step.value };
  const answer = await send(cached, {
    method: "PATCH",
    path: `/api/news/${article.id}/`,
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${bearer}` },
    body: JSON.stringify(body),
  });
  expect(answer.status, `PATCH news ${article.id} ${JSON.stringify(body)}`).toBe(200);
}

test("every answer of the page cache equals the answer rendered without it", async () => {
  test.setTimeout(10 * 60_000);
  const step: fc.Arbitrary<Step> = fc.oneof(
    { weight: 6, arbitrary: visit() },
    { weight: 1, arbitrary: change() },
  );
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 24 }), async (steps) => {
      for (const current of steps) {
        if (current.kind === "change") await applyChange(current);
        else await checkVisit(current);
      }
    }),
    { numRuns: Number(process.env.CACHE_RUNS ?? 20), endOnFailure: true },
  );
});

test("a HEAD on a cold page leaves the page whole for the next visitor", async ({ page }) => {
  // Any change empties the cache: the page is cold again (the article published, whatever the property
  // test left it as).
  await applyChange({ kind: "change", item: 0, field: "is_published", value: "ab" });
  await applyChange({ kind: "change", item: 0, field: "title_fr", value: "Titre après le HEAD" });
  const head = await send(cached, {
    method: "HEAD",
    path: "/actualites",
    headers: { "Accept-Encoding": "gzip" },
  });
  expect(head.status).toBe(200);
  expect(Number(headerOf(head, "content-length"))).toBeGreaterThan(1000);
  const get = await send(cached, {
    method: "GET",
    path: "/actualites",
    headers: { "Accept-Encoding": "gzip" },
  });
  expect(decoded(get)).toContain("Titre après le HEAD");

  await page.goto(`${cached.url}/actualites`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Titre après le HEAD").first()).toBeVisible();
});
