/**
 * One host serving from several worker processes on SQLite (WEB_CONCURRENCY=3): a change made through
 * one worker empties the page cache of the others and reaches their chat assistants, the background
 * jobs run in one process (the primary) however many workers there are, a worker that dies is replaced
 * while the others keep answering, and a stop ends them all. Each request opens a connection of its
 * own, so that Node's cluster hands them to the workers in turn.
 */
import { existsSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { spawnServer, type SpawnedServer } from "./spawn-server";

const port = Number(process.env.E2E_PORT ?? 3210) + 47;
const WORKERS = 3;
const ADMIN = { username: "workers-admin", password: "plusieurs processus solides" };

test.describe.configure({ mode: "serial" });

let server: SpawnedServer;
let dataDir = "";

/**
 * A request on a new connection: the cluster gives each new connection to the next worker. A connection
 * handed to a worker as it dies may never be answered: it is given up after a while.
 */
function requestAlone(pathname: string, json?: unknown) {
  return new Promise<{ status: number; cache: string | undefined; body: string }>((resolve, reject) => {
    const payload = json === undefined ? undefined : JSON.stringify(json);
    const request = httpRequest(
      `${server.url}${pathname}`,
      {
        method: payload === undefined ? "GET" : "POST",
        agent: false,
        timeout: payload === undefined ? 2000 : 5000,
        headers:
          payload === undefined
            ? {}
            : { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload) },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, cache: res.headers["x-cache"] as string | undefined, body }),
        );
      },
    );
    request.on("timeout", () => request.destroy(new Error("no answer")));
    request.on("error", reject);
    request.end(payload);
  });
}

const fetchAlone = (pathname: string) => requestAlone(pathname);

/** A question to the chat assistant, which any worker may answer. */
async function askAlone(message: string) {
  const { status, body } = await requestAlone("/chat", { message, language: "fr" });
  if (status !== 200) throw new Error(`The chat answered ${status}: ${body}`);
  return (JSON.parse(body) as { response: string }).response;
}

/** The host's processes: the primary and its workers (Linux's /proc). */
function workersOf(pid: number) {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number);
}

const logFile = `test-results/server-${port}.log`;
/** Where this run's lines begin: spawnServer appends to the log of earlier runs. */
let logStart = 0;
const log = () => readFileSync(logFile, "utf8").slice(logStart);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "tamkine-workers-"));
  logStart = existsSync(logFile) ? readFileSync(logFile, "utf8").length : 0;
  server = await spawnServer({
    port,
    env: {
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: String(WORKERS),
      SEED_DEMO: "1",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SESSION_SECRET: "workers-session-secret-0123456789-abcdefgh",
      LOG_LEVEL: "info",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a change made through one worker empties the page cache of every other worker", async ({ request }) => {
  expect(workersOf(server.process.pid!)).toHaveLength(WORKERS);
  // Every worker renders and stores the page, then serves it from its cache.
  await expect
    .poll(async () => {
      const answers = await Promise.all(Array.from({ length: WORKERS * 2 }, () => fetchAlone("/actualites")));
      return answers.every((answer) => answer.cache === "HIT");
    })
    .toBe(true);

  const title = `Annonce entre workers ${randomBytes(3).toString("hex")}`;
  const login = await request.post(`${server.url}/api/login/`, { data: ADMIN });
  const { access } = (await login.json()) as { access: string };
  const created = await request.post(`${server.url}/api/news/`, {
    headers: { Authorization: `Bearer ${access}` },
    multipart: { title_fr: title, content_fr: "Publié par un worker, vu par tous." },
  });
  expect(created.status()).toBe(201);

  // Whichever worker answers, none serves its old copy (the relay is in-process IPC: a moment at most).
  await expect
    .poll(
      async () => {
        const answers = await Promise.all(
          Array.from({ length: WORKERS * 2 }, () => fetchAlone("/actualites")),
        );
        return answers.filter((answer) => answer.body.includes(title)).length;
      },
      { timeout: 3000 },
    )
    .toBe(WORKERS * 2);
});

test("an item published through one worker is known to the chat assistant of every worker within 5 seconds", async ({
  request,
}) => {
  const name = `Kerbalia ${randomBytes(3).toString("hex")}`;
  const question = `C'est quoi la plateforme ${name} ?`;
  // Every worker has built its chat index (and would keep it a few seconds without news of a change).
  // Questions stay within the chat's 45 per address and minute (decision 023): 6 now, 6 per round.
  const round = () => Promise.all(Array.from({ length: WORKERS * 2 }, () => askAlone(question)));
  const before = await round();
  expect(before.some((answer) => answer.includes("Kerbalia"))).toBe(false);

  const login = await request.post(`${server.url}/api/login/`, { data: ADMIN });
  const { access } = (await login.json()) as { access: string };
  const created = await request.post(`${server.url}/api/platformlinks/`, {
    headers: { Authorization: `Bearer ${access}` },
    multipart: {
      title_fr: name,
      description_fr: `${name} est la plateforme d'astronomie de la fondation pour les collégiens.`,
      url: "https://kerbalia.example",
    },
  });
  expect(created.status()).toBe(201);
  const publishedAt = Date.now();
  await expect
    .poll(async () => (await round()).filter((answer) => answer.includes(name)).length, {
      timeout: 5000,
      intervals: [1000],
    })
    .toBe(WORKERS * 2);
  expect(Date.now() - publishedAt).toBeLessThan(5000);
});

test("the background jobs run in one process, and a worker that dies is replaced without them", async () => {
  const primary = server.process.pid!;
  const started = log()
    .split("\n")
    .filter((line) => line.includes("Background jobs started"));
  expect(started).toHaveLength(1);
  expect(JSON.parse(started[0]!).pid).toBe(primary);

  const [victim, ...others] = workersOf(primary);
  process.kill(victim!, "SIGKILL");
  // The others keep answering meanwhile (a connection handed to the dying worker in its last moment is
  // reset, so a client asks again), and a new worker takes the dead one's place.
  await expect
    .poll(async () => (await fetchAlone("/healthz").catch(() => undefined))?.status, { timeout: 15_000 })
    .toBe(200);
  await expect
    .poll(() => {
      const now = workersOf(primary);
      return now.length === WORKERS && !now.includes(victim!) && others.every((pid) => now.includes(pid));
    })
    .toBe(true);
  expect((await fetchAlone("/actualites")).status).toBe(200);
  expect(
    log()
      .split("\n")
      .filter((line) => line.includes("Background jobs started")),
  ).toHaveLength(1);
});

test("a stop lets the workers finish and ends every process of the host", async () => {
  const workers = workersOf(server.process.pid!);
  await server.stop("SIGTERM");
  expect(server.process.exitCode).toBe(0);
  for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
});
