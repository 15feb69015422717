/**
 * Load: 200 concurrent visitors for 60 s against a production server of its own (with the demo content),
 * reading the public pages and the API and sending the contact and newsletter forms from many addresses.
 * No answer may be an error, a timeout or a 5xx; the only refusals allowed are the forms' 429s, once an
 * address has sent more than the per-address limit.
 *
 * It runs alone, after the journeys (the "solo" project of playwright.config.ts). LOAD_SECONDS and
 * LOAD_CONNECTIONS shorten or lighten a local run, e.g.
 * `LOAD_SECONDS=10 npx playwright test tests/e2e/load.spec.ts --no-deps`; CI runs the defaults.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { EventEmitter } from "node:events";
import autocannon, { type Options, type RequestSpec, type Result } from "autocannon";
import { spawnServer, type SpawnedServer } from "./spawn-server";

declare module "autocannon" {
  interface RequestSpec {
    onResponse?: (status: number, body: string) => void;
  }
}

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
/** Simulated visitors' addresses: each sends the forms often enough to meet the rate limit. */
const ADDRESSES = 60;
const port = Number(process.env.E2E_PORT ?? 3210) + 44;

/** Runs autocannon and counts its request errors by kind (timeouts, resets…), for the report. */
function run(options: Options) {
  const errors = new Map<string, number>();
  const start = autocannon as unknown as (
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ) => EventEmitter;
  return new Promise<{ result: Result; errors: Map<string, number> }>((resolve, reject) => {
    const instance = start(options, (error, result) => (error ? reject(error) : resolve({ result, errors })));
    instance.on("reqError", (error: Error & { code?: string }) => {
      const kind = error.code ?? error.message;
      errors.set(kind, (errors.get(kind) ?? 0) + 1);
    });
  });
}

/** A GET over a connection of its own (no keep-alive), so that either worker may answer it. */
function statusOnNewConnection(page: string) {
  return new Promise<number | undefined>((resolve, reject) => {
    get(`${server.url}${page}`, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode));
    }).on("error", reject);
  });
}

let server: SpawnedServer;
let dataDir = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "tamkine-load-"));
  server = await spawnServer({
    port,
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      SESSION_SECRET: "load-test-secret-0123456789-abcdefghijklmnop",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Kind = "news" | "article" | "photos" | "search" | "api-news" | "contact-form" | "newsletter";

/** The statuses each kind of request may answer. */
const EXPECTED: Record<Kind, number[]> = {
  news: [200],
  article: [200],
  photos: [200],
  search: [200],
  "api-news": [200],
  // The page form redirects to its success address; a busy address is refused with 429.
  "contact-form": [302, 429],
  newsletter: [200, 201, 429],
};

test(`${CONNECTIONS} concurrent visitors for ${SECONDS} s: no error, only the forms' 429s`, async () => {
  test.setTimeout(SECONDS * 1000 + 120_000);
  const news = await (await fetch(`${server.url}/actualites`)).text();
  const article = /href="(\/blogdetail\/[^"]+)"/.exec(news)?.[1];
  expect(article).toBeTruthy();
  // The contact page's signed stamp must be 2 s old before a form may use it.
  const contactPage = await (await fetch(`${server.url}/contacter-tamkine`)).text();
  const stamp = /name="form_stamp" value="([^"]+)"/.exec(contactPage)?.[1];
  expect(stamp).toBeTruthy();
  await new Promise((resolve) => setTimeout(resolve, 2100));
  // A server in service is warm: each page the crowd asks for rendered, its code compiled, in every
  // worker (each keeps its own page cache). Each worker accepts its own connections (decision 022), so
  // the pages are asked for over several new connections, which the workers share between them.
  const searches = ["tournoi", "bourse", "football", "école", "jeunes", "match", "fondation", "sport"];
  const pages = [
    "/actualites",
    article!,
    "/phototheque",
    "/api/news/",
    ...searches.map((query) => `/search?q=${encodeURIComponent(query)}`),
  ];
  for (let round = 0; round < 6; round++) {
    await Promise.all(pages.map(async (page) => expect(await statusOnNewConnection(page), page).toBe(200)));
  }

  const statuses = new Map<string, number>();
  let sequence = 0;
  const next = () => ++sequence;
  const addressOf = (n: number) => `203.0.${Math.floor((n % ADDRESSES) / 250)}.${(n % ADDRESSES) % 250}`;
  const counted = (kind: Kind, spec: RequestSpec): RequestSpec => ({
    ...spec,
    onResponse: (status) => {
      const key = `${kind} ${status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    },
  });
  const { result, errors } = await run({
    url: server.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    requests: [
      counted("news", { method: "GET", path: "/actualites" }),
      counted("article", { method: "GET", path: article }),
      counted("photos", { method: "GET", path: "/phototheque" }),
      counted("search", {
        method: "GET",
        setupRequest: (request) => ({
          ...request,
          path: `/search?q=${encodeURIComponent(searches[next() % searches.length]!)}`,
        }),
      }),
      counted("api-news", { method: "GET", path: "/api/news/" }),
      counted("contact-form", {
        method: "POST",
        path: "/contacter-tamkine",
        setupRequest: (request) => {
          const n = next();
          return {
            ...request,
            headers: {
              ...request.headers,
              "Content-Type": "application/x-www-form-urlencoded",
              "X-Forwarded-For": addressOf(n),
            },
            body: new URLSearchParams({
              name: `Visiteur ${n}`,
              email: `load-${n}@example.org`,
              subject: "Charge",
              category: "general",
              message: `Message de charge numéro ${n}`,
              form_stamp: stamp!,
              url_homepage: "",
            }).toString(),
          };
        },
      }),
      counted("newsletter", {
        method: "POST",
        path: "/api/newsletter/",
        setupRequest: (request) => {
          const n = next();
          return {
            ...request,
            headers: {
              ...request.headers,
              "Content-Type": "application/json",
              "X-Forwarded-For": addressOf(n),
            },
            body: JSON.stringify({ email: `load-news-${n}@example.org` }),
          };
        },
      }),
    ],
  });

  const seen = Object.fromEntries([...statuses.entries()].sort());
  console.log(
    `load: ${result.requests.total} requests in ${result.duration} s, ` +
      `p99 ${result.latency.p99} ms, max ${result.latency.max} ms: ${JSON.stringify(seen)}`,
  );
  expect(Object.fromEntries(errors), "connection errors and timeouts").toEqual({});
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  const unexpected = [...statuses.entries()].filter(([key]) => {
    const [kind, status] = key.split(" ") as [Kind, string];
    return !EXPECTED[kind].includes(Number(status));
  });
  expect(unexpected).toEqual([]);
  // Every request was answered and counted, pages and forms alike, and the limits did bite.
  const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  expect(total).toBe(result.requests.total);
  expect(total).toBeGreaterThan(CONNECTIONS * 5);
  for (const kind of Object.keys(EXPECTED) as Kind[]) {
    expect(
      [...statuses.keys()].some((key) => key.startsWith(`${kind} `)),
      kind,
    ).toBe(true);
  }
  expect(statuses.get("contact-form 302") ?? 0).toBeGreaterThan(0);
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
});
