/**
 * npm run bench — loads the production build over loopback with wrk (./bench/wrk.ts; installed by
 * scripts/ensure-wrk.sh when missing) and reports requests/s, latency percentiles, errors and the
 * server's peak memory, at the default size and at 1,000 / 10,000 / 100,000 rows. Prints each target
 * as met or MISSED and writes the results to bench/results/<date>-<cores>cpu-<memory>gib.{json,md}.
 *
 * Then the side-by-side figures (./bench/compare.ts): this checkout against BENCH_BASELINE, and the cached
 * page against a raw Node server sending the same bytes; the server is one process per core by default,
 * so memory is judged per worker (the whole process tree divided by its workers).
 *
 * Options (environment): BENCH_DURATION seconds per scenario (default 8), BENCH_SIZES (default
 * "1000,10000,100000"; "" for none), BENCH_SKIP_BUILD=1 to reuse existing builds, BENCH_ONLY to run only
 * the scenarios whose name contains one of its comma-separated parts (case-insensitive; e.g.
 * BENCH_ONLY="without cache,POST"; a scenario's peak then misses what the skipped ones before it left in
 * the process, so judge the budget on full runs), BENCH_BUILD_DIR for the build folder (default
 * build-bench), BENCH_BASELINE a git ref (exported and installed in a temporary folder kept for the next
 * runs) or the folder of another checkout to compare with, BENCH_ROUNDS runs of each compared side
 * (default 2, in alternating order), BENCH_COMPARE=0 to leave the comparison out, BENCH_PROFILE=1 to profile
 * the rendered page even when its targets are met, BENCH_NAME a suffix for the results' file names.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { arch, cpus, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { openSiteDb } from "~/database.server";
import { seedDemo } from "~/modules/demo/demo.server";
import { localStorage } from "~/modules/media/storage.server";
import { growInboxes, growNews } from "./bench/bulk-data";
import { compare, prepareBaseline, printComparison, type ComparisonRow, type Verdict } from "./bench/compare";
import { startServer, type BenchServer } from "./bench/server";
import { ensureWrk, load, type LoadResult } from "./bench/wrk";

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const SIZES = (process.env.BENCH_SIZES ?? "1000,10000,100000").split(",").filter(Boolean).map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const BUILD_DIR = process.env.BENCH_BUILD_DIR ?? "build-bench";
const ONLY = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((part) => part.trim().toLowerCase())
  .filter(Boolean);
const isNameSelected = (name: string) =>
  ONLY.length === 0 || ONLY.some((part) => name.toLowerCase().includes(part));
const isSelected = (scenario: Scenario) => isNameSelected(scenario.name);
const ADMIN = { username: "bench-admin", password: "bench mot de passe solide" };
const ANONYMOUS_UNCACHED = { Cookie: "tamkine_session=bench-anonymous" };

interface Target {
  minRps?: number;
  maxP99?: number;
  maxP95?: number;
}

interface Scenario {
  name: string;
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** JSON body; each `{{random}}` in it is a fresh word per request. */
  body?: string;
  connections?: number;
  target?: Target;
}

interface Row {
  size: string;
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  peakMb: number;
  verdicts: string[];
  met: boolean;
}

async function run(server: BenchServer, scenario: Scenario): Promise<LoadResult> {
  const options = {
    url: server.url + scenario.path,
    method: scenario.method ?? "GET",
    headers: { "Accept-Encoding": "br, gzip", ...(scenario.headers ?? {}) },
    bodyTemplate: scenario.body,
    // Forms and the chat are limited per address: each request comes from another one, as real visitors do.
    varyAddress: scenario.method === "POST",
    // A request with credentials bypasses the page cache: it is rendered, and may be shed under load.
    countsShed: Boolean(scenario.headers?.Cookie ?? scenario.headers?.Authorization),
  };
  // Warm up (fills caches, JIT) before measuring.
  await load({ ...options, connections: 4, durationSeconds: 1 });
  server.resetPeak();
  return load({ ...options, connections: scenario.connections ?? 50, durationSeconds: DURATION });
}

function judge(size: string, scenario: Scenario, result: LoadResult, server: BenchServer): Row {
  const peakMb = server.peakRssMb();
  const processes = server.processes();
  const workers = processes > 1 ? processes - 1 : 1;
  const verdicts: string[] = [];
  let met = true;
  const check = (ok: boolean, text: string) => {
    verdicts.push(`${ok ? "met" : "MISSED"}: ${text}`);
    met &&= ok;
  };
  const { rps, p50, p95, p99 } = result;
  // Requests still unanswered when the run ends are not in the latency figures: none answered is a miss.
  check(result.total > 0, `answered at all (${result.total} in ${DURATION} s)`);
  if (scenario.target?.minRps)
    check(rps >= scenario.target.minRps, `≥ ${scenario.target.minRps} req/s (${Math.round(rps)})`);
  if (scenario.target?.maxP99)
    check(p99 < scenario.target.maxP99, `p99 < ${scenario.target.maxP99} ms (${p99})`);
  if (scenario.target?.maxP95)
    check(p95 < scenario.target.maxP95, `p95 < ${scenario.target.maxP95} ms (${p95})`);
  // A render refused under overload (503 with Retry-After) is the host shedding load by design
  // (decision 022): reported, not counted as an error.
  const unexpected = result.errors + result.timeouts + result.non2xx - result.shed;
  check(
    unexpected === 0,
    `no errors (${unexpected})${result.shed > 0 ? `; ${result.shed} renders shed (503)` : ""}`,
  );
  check(
    peakMb / workers < 250,
    `peak memory < 250 MB per worker (${Math.round(peakMb)} MB for ${processes} process(es))`,
  );
  return {
    size,
    name: scenario.name,
    connections: scenario.connections ?? 50,
    rps,
    p50,
    p95,
    p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    peakMb,
    verdicts,
    met,
  };
}

async function login(server: BenchServer) {
  const api = await fetch(`${server.url}/api/login/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  const { access } = (await api.json()) as { access: string };
  const form = await fetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...ADMIN, redirectTo: "/dashboardAdmin" }).toString(),
  });
  const cookie = form.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  return { bearer: { Authorization: `Bearer ${access}` }, cookie: { Cookie: cookie } };
}

async function articlePath(server: BenchServer) {
  const list = (await (await fetch(`${server.url}/api/news/`)).json()) as Array<{ id: number; slug: string }>;
  const first = list[0];
  return first ? `/blogdetail/${first.slug}_${first.id}` : "/actualites";
}

function defaultScenarios(article: string): Scenario[] {
  // Every message differs (identical submissions within minutes collapse onto one entry).
  const contactBody = JSON.stringify({
    name: "Visiteur Bench",
    email: "bench{{random}}@example.org",
    subject: "Question",
    category: "general",
    message: "Message de charge {{random}}",
  });
  return [
    { name: "cached /actualites", path: "/actualites", target: { minRps: 20_000, maxP99: 20 } },
    { name: "cached article", path: article, target: { minRps: 20_000, maxP99: 20 } },
    { name: "cached /search?q=basket", path: "/search?q=basket", target: { minRps: 20_000, maxP99: 20 } },
    {
      name: "/actualites rendered without cache",
      path: "/actualites",
      headers: ANONYMOUS_UNCACHED,
      target: { minRps: 2_000 },
    },
    { name: "/search?q=basket without cache", path: "/search?q=basket", headers: ANONYMOUS_UNCACHED },
    { name: "GET /api/news/ (100 articles)", path: "/api/news/", target: { minRps: 5_000 } },
    {
      name: "POST /api/contact/",
      path: "/api/contact/",
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: contactBody,
      connections: 20,
    },
    {
      name: "POST /api/chat/",
      path: "/api/chat/",
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ message: "Quels sont vos horaires d'ouverture ?" }),
      connections: 20,
    },
  ];
}

/**
 * At each size: public pages under load (10 connections, throughput), then the latency of the lists and
 * searches the issue bounds (p95 < 50 ms), one request at a time. At 10 connections on two cores a
 * request waits behind the nine others, so its latency is ten service times whatever the query costs:
 * that measures the queue, not how a list grows with its rows (docs/decisions/017-rendering-budget.md).
 */
function sizedScenarios(auth: Awaited<ReturnType<typeof login>>): Scenario[] {
  const latency = { connections: 1, target: { maxP95: 50 } };
  return [
    { name: "/actualites without cache", path: "/actualites", headers: ANONYMOUS_UNCACHED, connections: 10 },
    {
      name: "/search?q=bourses without cache",
      path: "/search?q=bourses",
      headers: ANONYMOUS_UNCACHED,
      connections: 10,
    },
    {
      name: "latency /search?q=bourses without cache",
      path: "/search?q=bourses",
      headers: ANONYMOUS_UNCACHED,
      ...latency,
    },
    {
      name: "latency GET /api/news/?page=1&page_size=20",
      path: "/api/news/?page=1&page_size=20",
      headers: ANONYMOUS_UNCACHED,
      ...latency,
    },
    {
      name: "latency admin GET /api/contact/ (page 6)",
      path: "/api/contact/?page=1&page_size=6",
      headers: auth.bearer,
      ...latency,
    },
    {
      name: "latency admin GET /api/contact/?q=",
      path: "/api/contact/?q=zineb&page=1&page_size=6",
      headers: auth.bearer,
      ...latency,
    },
    {
      name: "latency admin GET /api/newsletter/ (page 6)",
      path: "/api/newsletter/?page=1&page_size=6",
      headers: auth.bearer,
      ...latency,
    },
    { name: "latency admin page /listeContacts", path: "/listeContacts", headers: auth.cookie, ...latency },
    {
      name: "latency admin page /listeAbonnement?q=",
      path: "/listeAbonnement?q=amina",
      headers: auth.cookie,
      ...latency,
    },
  ];
}

function print(rows: Row[]) {
  const header = `${"size".padEnd(8)} ${"scenario".padEnd(44)} ${"conns".padStart(5)} ${"req/s".padStart(8)} ${"p50".padStart(6)} ${"p95".padStart(6)} ${"p99".padStart(6)} ${"err".padStart(5)} ${"non2xx".padStart(7)} ${"peak MB".padStart(8)}`;
  const lines = rows.map(
    (row) =>
      `${row.size.padEnd(8)} ${row.name.padEnd(44)} ${row.connections.toString().padStart(5)} ${Math.round(row.rps).toString().padStart(8)} ${row.p50.toString().padStart(6)} ${row.p95.toString().padStart(6)} ${row.p99.toString().padStart(6)} ${row.errors.toString().padStart(5)} ${row.non2xx.toString().padStart(7)} ${Math.round(row.peakMb).toString().padStart(8)}\n${row.verdicts.map((verdict) => `         ${verdict}`).join("\n")}`,
  );
  return [header, ...lines].join("\n");
}

async function main() {
  ensureWrk();
  const isBuilt = process.env.BENCH_SKIP_BUILD === "1";
  if (!isBuilt) {
    execFileSync("npm", ["run", "build"], { env: { ...process.env, BUILD_DIR }, stdio: "ignore" });
  }
  const baseline = process.env.BENCH_BASELINE
    ? prepareBaseline(process.env.BENCH_BASELINE, BUILD_DIR, { build: !isBuilt })
    : undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), "tamkine-bench-"));
  const env = {
    BUILD_DIR,
    DATA_DIR: dataDir,
    SEED_DEMO: "1",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SESSION_SECRET: "bench-secret-0123456789-0123456789-abcdef",
  };
  const prepare = async (grow: (db: Awaited<ReturnType<typeof openSiteDb>>) => Promise<void>) => {
    const db = await openSiteDb({ dialect: "sqlite", file: path.join(dataDir, "site.sqlite") });
    await seedDemo({ db, storage: localStorage(path.join(dataDir, "uploads")) });
    await grow(db);
    await db.close();
  };
  const rows: Row[] = [];
  const port = 3400 + Math.floor(Math.random() * 500);
  let comparison: { rows: ComparisonRow[]; verdicts: Verdict[]; notes: string[] } | undefined;
  try {
    await prepare((db) => growNews(db, 100));
    let server = await startServer({ port, env });
    const article = await articlePath(server);
    for (const scenario of defaultScenarios(article).filter(isSelected)) {
      const result = await run(server, scenario);
      rows.push(judge("default", scenario, result, server));
      console.log(print(rows.slice(-1)));
    }
    await server.stop();

    for (const size of SIZES) {
      console.log(`\nGrowing the data to ${size.toLocaleString("en")} news, subscribers and inbox entries…`);
      await prepare(async (db) => {
        await growNews(db, size);
        await growInboxes(db, size);
      });
      server = await startServer({ port, env });
      const auth = await login(server);
      for (const scenario of sizedScenarios(auth).filter(isSelected)) {
        const result = await run(server, scenario);
        rows.push(judge(size.toLocaleString("en"), scenario, result, server));
        console.log(print(rows.slice(-1)));
      }
      await server.stop();
    }

    if (process.env.BENCH_COMPARE !== "0") {
      console.log(`\nSide by side${baseline ? ` with ${baseline.label}` : ""}, ${ROUNDS} round(s)…`);
      const { DATA_DIR: _ignored, ...sharedEnv } = env;
      comparison = await compare({
        current: { label: "this checkout", cwd: process.cwd(), buildDir: BUILD_DIR },
        ...(baseline ? { baseline } : {}),
        port,
        durationSeconds: DURATION,
        rounds: ROUNDS,
        env: sharedEnv,
        admin: ADMIN,
        isSelected: isNameSelected,
      });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const missed = rows.filter((row) => !row.met);
  const missedComparisons = comparison?.verdicts.filter((verdict) => !verdict.met) ?? [];
  // A BENCH_ONLY that matches nothing measured nothing: that is not "every target met".
  const hasMeasured = rows.length > 0 || (comparison?.rows.length ?? 0) > 0;
  const summary = !hasMeasured
    ? `No scenario ran: BENCH_ONLY="${process.env.BENCH_ONLY ?? ""}" matches none.`
    : missed.length === 0 && missedComparisons.length === 0
      ? "Every target met."
      : `${missed.length} scenario(s) and ${missedComparisons.length} comparison(s) MISSED a target.`;
  const compared = comparison
    ? printComparison(comparison.rows, comparison.verdicts, comparison.notes)
    : "No comparison (BENCH_COMPARE=0).";
  const cores = cpus().length;
  const gib = Math.round(totalmem() / 2 ** 30);
  const machine = `${cores} cores (${cpus()[0]?.model ?? "unknown"}), ${gib} GiB, ${process.platform} ${arch()}, Node ${process.version}`;
  const date = new Date().toISOString();
  console.log(`\n${print(rows)}\n\n${compared}\n\n${summary}\nMachine: ${machine}`);
  mkdirSync("bench/results", { recursive: true });
  const name = process.env.BENCH_NAME ? `-${process.env.BENCH_NAME}` : "";
  const base = `bench/results/${date.slice(0, 10)}-${cores}cpu-${gib}gib${name}`;
  writeFileSync(
    `${base}.json`,
    JSON.stringify({ date, machine, durationSeconds: DURATION, rows, comparison }, null, 2),
  );
  writeFileSync(
    `${base}.md`,
    `# Benchmark ${date}\n\nMachine: ${machine}\n\n\`\`\`\n${print(rows)}\n\`\`\`\n\n## Side by side\n\n\`\`\`\n${compared}\n\`\`\`\n\n${summary}\n`,
  );
  console.log(`Results written to ${base}.json and ${base}.md`);
  process.exitCode = hasMeasured && missed.length === 0 && missedComparisons.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
