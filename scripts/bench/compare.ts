/**
 * The figures that only mean something side by side, in one run on one machine (docs/decisions/
 * 022-workers-and-render-cost.md): this checkout against a baseline checkout (BENCH_BASELINE), and a
 * cached page against a raw Node server sending the same bytes from memory (./reference-server.ts).
 *
 * "One core" pins the server to core 0 (one worker) and wrk to core 1; "whole machine" lets the host start
 * its default workers and pins nothing. Every side runs BENCH_ROUNDS times, in alternating order, on a
 * data folder of its own grown to 100 articles through the REST API (so that any version can be measured).
 * When a render target is missed (or BENCH_PROFILE=1), each side's render is then profiled (./profile.ts)
 * and the results say where a page's CPU time goes and what the target would ask of it.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import type { RecordedAnswer } from "./reference-server";
import { printProfile, profileRender, type RenderProfile } from "./profile";
import { startServer, type BenchServer } from "./server";
import { load, type LoadResult } from "./wrk";

export interface Side {
  label: string;
  /** The checkout whose build runs. */
  cwd: string;
  buildDir: string;
}

export interface ComparisonRow {
  config: string;
  scenario: string;
  side: string;
  /** One figure per round. */
  okRps: number[];
  p99: number[];
  /**
   * CPU time of the server's processes per answer, per round: on a machine shared with other work the
   * requests per second say as much about the others as about the server; this says what an answer costs.
   */
  cpuMsPerAnswer: number[];
  non2xx: number;
  errors: number;
  peakMb: number;
  processes: number;
}

export interface Verdict {
  text: string;
  met: boolean;
  /** A target on rendered pages: a miss brings a profile of the render. */
  isRender?: boolean;
}

const ANONYMOUS_UNCACHED = { Cookie: "tamkine_session=bench-anonymous" };
const NEWS = 100;

interface Config {
  name: string;
  env: Record<string, string>;
  serverCpus?: string;
  wrkCpus?: string;
}

interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

/** The rendered page's target on one core, against the baseline (issue's figure; decision 022). */
const RENDER_ONE_CORE_TARGET = 2.5;
const RENDERED = { name: "/actualites rendered", path: "/actualites", headers: ANONYMOUS_UNCACHED };
const API_UNCACHED = { name: "GET /api/news/ not cached", path: "/api/news/", headers: ANONYMOUS_UNCACHED };
const CACHED = { name: "cached /actualites", path: "/actualites" };
const REFERENCE = "raw Node server, same bytes";

function canPin() {
  if (cpus().length < 2) return false;
  try {
    execFileSync("taskset", ["-c", "0", "true"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * A git ref is exported (git archive) into a temporary folder kept for later runs and installed there
 * with `npm ci`; a folder is taken as a checkout. Either way its build is made in `buildDir`.
 */
export function prepareBaseline(refOrFolder: string, buildDir: string, { build = true } = {}): Side {
  let folder: string;
  if (existsSync(refOrFolder) && statSync(refOrFolder).isDirectory()) folder = path.resolve(refOrFolder);
  else {
    const sha = execFileSync("git", ["rev-parse", "--verify", `${refOrFolder}^{commit}`], {
      encoding: "utf8",
    }).trim();
    folder = path.join(tmpdir(), `tamkine-bench-baseline-${sha.slice(0, 12)}`);
    if (!existsSync(path.join(folder, "package.json"))) {
      console.log(`Exporting ${refOrFolder} (${sha.slice(0, 12)}) to ${folder}…`);
      execFileSync("mkdir", ["-p", folder]);
      execFileSync("bash", ["-c", `git archive ${sha} | tar -x -C "${folder}"`], { stdio: "inherit" });
    }
  }
  if (!existsSync(path.join(folder, "node_modules"))) {
    console.log(`Installing the baseline's dependencies in ${folder}…`);
    execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: folder, stdio: "ignore" });
  }
  if (build) {
    execFileSync("npm", ["run", "build"], {
      cwd: folder,
      env: { ...process.env, BUILD_DIR: buildDir },
      stdio: "ignore",
    });
  }
  return { label: `baseline (${refOrFolder})`, cwd: folder, buildDir };
}

/** The answer as it went on the wire: status, headers and the compressed body, undecoded. */
function recordAnswer(url: string, headers: Record<string, string>): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const skipped = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);
        const pairs: Array<[string, string]> = [];
        for (let index = 0; index < res.rawHeaders.length; index += 2) {
          const name = res.rawHeaders[index]!;
          if (!skipped.has(name.toLowerCase())) pairs.push([name, res.rawHeaders[index + 1]!]);
        }
        resolve({
          status: res.statusCode ?? 200,
          headers: pairs,
          body: Buffer.concat(chunks).toString("base64"),
        });
      });
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** Grows the site to `NEWS` articles through the REST API, as an administrator. */
async function growNewsThroughApi(server: BenchServer, admin: { username: string; password: string }) {
  const list = (await (await fetch(`${server.url}/api/news/`)).json()) as unknown[];
  if (list.length >= NEWS) return;
  const login = await fetch(`${server.url}/api/login/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(admin),
  });
  const { access } = (await login.json()) as { access: string };
  const topics = ["bourses", "tutorat", "basket", "orientation", "séminaire", "inscription"];
  for (let index = list.length; index < NEWS; index++) {
    const topic = topics[index % topics.length]!;
    const form = new FormData();
    form.set("title_fr", `Actualité ${index} : ${topic} à Casablanca`);
    form.set("title_en", `News ${index}: ${topic} in Casablanca`);
    form.set("content_fr", `La fondation annonce une nouvelle étape pour ${topic}. `.repeat(8));
    form.set("content_en", `The foundation announces a new step for ${topic}. `.repeat(8));
    const created = await fetch(`${server.url}/api/news/`, {
      method: "POST",
      headers: { Authorization: `Bearer ${access}` },
      body: form,
    });
    if (created.status !== 201) throw new Error(`POST /api/news/ answered ${created.status}`);
  }
}

export async function compare(options: {
  current: Side;
  baseline?: Side;
  port: number;
  durationSeconds: number;
  rounds: number;
  env: Record<string, string>;
  admin: { username: string; password: string };
  isSelected: (name: string) => boolean;
}): Promise<{ rows: ComparisonRow[]; verdicts: Verdict[]; notes: string[] }> {
  const notes: string[] = [];
  const profiles: Array<{ side: Side; profile: RenderProfile }> = [];
  let verdicts: Verdict[] = [];
  const pinned = canPin();
  if (!pinned) notes.push("Not pinned: taskset or a second core is missing, so 'one core' is one worker.");
  const configs: Config[] = [
    {
      name: "one core",
      env: { WEB_CONCURRENCY: "1" },
      ...(pinned ? { serverCpus: "0", wrkCpus: "1" } : {}),
    },
    { name: "whole machine", env: {} },
  ];
  const scenariosOf = (config: Config): Scenario[] =>
    config.name === "one core" ? [RENDERED, API_UNCACHED, CACHED] : [RENDERED, CACHED];
  const sides = options.baseline ? [options.baseline, options.current] : [options.current];
  const dataDirs = new Map(sides.map((side) => [side, mkdtempSync(path.join(tmpdir(), "tamkine-compare-"))]));
  const rows: ComparisonRow[] = [];
  const row = (config: string, scenario: string, side: string) => {
    let found = rows.find((r) => r.config === config && r.scenario === scenario && r.side === side);
    if (!found) {
      found = {
        config,
        scenario,
        side,
        okRps: [],
        p99: [],
        cpuMsPerAnswer: [],
        non2xx: 0,
        errors: 0,
        peakMb: 0,
        processes: 0,
      };
      rows.push(found);
    }
    return found;
  };
  const record = (target: ComparisonRow, result: LoadResult & { cpuMs: number }, server: BenchServer) => {
    target.okRps.push(result.okRps);
    target.cpuMsPerAnswer.push(result.cpuMs / Math.max(result.total, 1));
    target.p99.push(result.p99);
    target.non2xx += result.non2xx;
    target.errors += result.errors + result.timeouts;
    target.peakMb = Math.max(target.peakMb, server.peakRssMb());
    target.processes = Math.max(target.processes, server.processes());
  };
  const measure = async (server: BenchServer, config: Config, scenario: Scenario) => {
    const loadOptions = {
      url: server.url + scenario.path,
      headers: { "Accept-Encoding": "br, gzip", ...(scenario.headers ?? {}) },
      ...(config.wrkCpus ? { cpus: config.wrkCpus } : {}),
    };
    await load({ ...loadOptions, connections: 4, durationSeconds: 1 });
    server.resetPeak();
    const cpuBefore = server.cpuMs();
    const result = await load({ ...loadOptions, connections: 50, durationSeconds: options.durationSeconds });
    return { ...result, cpuMs: server.cpuMs() - cpuBefore };
  };

  try {
    // Each side seeds and grows its data in a start of its own: the measured starts find it ready, and
    // their memory owes nothing to the seeding (image variants made with sharp).
    for (const side of sides) {
      const server = await startServer({
        port: options.port,
        cwd: side.cwd,
        env: {
          ...options.env,
          WEB_CONCURRENCY: "1",
          BUILD_DIR: side.buildDir,
          DATA_DIR: dataDirs.get(side)!,
        },
      });
      try {
        await growNewsThroughApi(server, options.admin);
      } finally {
        await server.stop();
      }
    }
    for (let round = 0; round < options.rounds; round++) {
      const order = round % 2 === 0 ? sides : [...sides].reverse();
      for (const config of configs) {
        const scenarios = scenariosOf(config).filter((scenario) => options.isSelected(scenario.name));
        if (scenarios.length === 0) continue;
        for (const side of order) {
          const server = await startServer({
            port: options.port,
            cwd: side.cwd,
            env: {
              ...options.env,
              ...config.env,
              BUILD_DIR: side.buildDir,
              DATA_DIR: dataDirs.get(side)!,
            },
            ...(config.serverCpus ? { cpus: config.serverCpus } : {}),
          });
          try {
            for (const scenario of scenarios) {
              const result = await measure(server, config, scenario);
              record(row(config.name, scenario.name, side.label), result, server);
              console.log(
                `${config.name.padEnd(14)} ${scenario.name.padEnd(28)} ${side.label.padEnd(24)} ${Math.round(result.okRps)} req/s, p99 ${result.p99} ms, ${(result.cpuMs / Math.max(result.total, 1)).toFixed(2)} ms CPU per answer, ${Math.round(server.peakRssMb())} MB`,
              );
              if (scenario === CACHED && side === options.current && config.name === "one core") {
                await measureReference(server, config, scenario);
              }
            }
          } finally {
            await server.stop();
          }
        }
      }
    }
    verdicts = judge(rows, options);
    const rendersMissed = verdicts.some((verdict) => verdict.isRender && !verdict.met);
    if (rendersMissed || process.env.BENCH_PROFILE === "1") {
      for (const side of sides) {
        console.log(`Profiling ${RENDERED.path} rendered, ${side.label}…`);
        const profile = await profileRender({
          port: options.port,
          cwd: side.cwd,
          env: { ...options.env, BUILD_DIR: side.buildDir, DATA_DIR: dataDirs.get(side)! },
          path: RENDERED.path,
          headers: RENDERED.headers,
          seconds: Math.max(options.durationSeconds, 10),
          pinned,
        });
        profiles.push({ side, profile });
      }
    }
  } finally {
    for (const folder of dataDirs.values()) rmSync(folder, { recursive: true, force: true });
  }

  async function measureReference(server: BenchServer, config: Config, scenario: Scenario) {
    const answer = await recordAnswer(server.url + scenario.path, { "Accept-Encoding": "br, gzip" });
    const folder = mkdtempSync(path.join(tmpdir(), "tamkine-reference-"));
    const file = path.join(folder, "answer.json");
    writeFileSync(file, JSON.stringify(answer));
    const reference = await startServer({
      port: options.port + 1,
      env: {},
      script: [
        "--import",
        "tsx",
        path.join("scripts", "bench", "reference-server.ts"),
        String(options.port + 1),
        file,
      ],
      ...(config.serverCpus ? { cpus: config.serverCpus } : {}),
    });
    try {
      const result = await measure(reference, config, scenario);
      record(row(config.name, REFERENCE, "reference"), result, reference);
      console.log(
        `${config.name.padEnd(14)} ${REFERENCE.padEnd(28)} ${"reference".padEnd(24)} ${Math.round(result.okRps)} req/s`,
      );
    } finally {
      await reference.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  }

  const current = profiles.find(({ side }) => side === options.current)?.profile;
  const baselineProfile = profiles.find(({ side }) => side !== options.current)?.profile;
  if (current && baselineProfile) notes.push("", whyRendersMiss(current, baselineProfile));
  for (const { side, profile } of profiles) notes.push("", printProfile(profile, side.label));
  return { rows, verdicts, notes };
}

/**
 * What a render target asks in CPU time per page, set against the profile's parts: says whether taking
 * out any one part would be enough.
 */
function whyRendersMiss(current: RenderProfile, baseline: RenderProfile) {
  const asked = baseline.cpuMsPerAnswer / RENDER_ONE_CORE_TARGET;
  const toRemove = current.cpuMsPerAnswer - asked;
  const largest = current.parts[0];
  if (toRemove <= 0 || !largest) {
    return `Why: in the profiles a page costs ${current.cpuMsPerAnswer.toFixed(2)} ms here against ${baseline.cpuMsPerAnswer.toFixed(2)} ms for the baseline, within the ${RENDER_ONE_CORE_TARGET}× asked on one core: the load figures above differ from the profiles by the machine's noise.`;
  }
  const verdict =
    largest.msPerAnswer >= toRemove
      ? `taking out all of the largest part, ${largest.part} (${largest.msPerAnswer.toFixed(2)} ms), would be enough`
      : `no single part is that large: the largest, ${largest.part}, is ${largest.msPerAnswer.toFixed(2)} ms (${(largest.share * 100).toFixed(0)} %)`;
  return `Why: in the profiles below a rendered page costs ${current.cpuMsPerAnswer.toFixed(2)} ms of CPU here against ${baseline.cpuMsPerAnswer.toFixed(2)} ms for the baseline. The ${RENDER_ONE_CORE_TARGET}× asked on one core needs at most ${asked.toFixed(2)} ms, ${toRemove.toFixed(2)} ms less than now, and the 4× on the whole machine (the baseline's single process used more than one core) less still; ${verdict}.`;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);

function judge(rows: ComparisonRow[], options: { current: Side; baseline?: Side }): Verdict[] {
  const find = (config: string, scenario: string, side: string) =>
    rows.find((r) => r.config === config && r.scenario === scenario && r.side === side);
  const verdicts: Verdict[] = [];
  const ratio = (
    config: string,
    scenario: string,
    against: { scenario: string; side: string } | undefined,
    times: number,
    what: string,
  ) => {
    const mine = find(config, scenario, options.current.label);
    const theirs = against ? find(config, against.scenario, against.side) : undefined;
    if (!mine || !theirs) return;
    const value = mean(mine.okRps) / Math.max(mean(theirs.okRps), 1e-9);
    const cpu = mean(theirs.cpuMsPerAnswer) / Math.max(mean(mine.cpuMsPerAnswer), 1e-9);
    verdicts.push({
      met: value >= times,
      isRender: scenario === RENDERED.name,
      text: `${what}: ${value.toFixed(2)}× (${Math.round(mean(mine.okRps))} against ${Math.round(mean(theirs.okRps))} req/s; target ≥ ${times}×); CPU per answer ${cpu.toFixed(2)}× less (${mean(mine.cpuMsPerAnswer).toFixed(2)} against ${mean(theirs.cpuMsPerAnswer).toFixed(2)} ms)`,
    });
  };
  const baseline = (scenario: string) =>
    options.baseline ? { scenario, side: options.baseline.label } : undefined;
  ratio(
    "one core",
    RENDERED.name,
    baseline(RENDERED.name),
    RENDER_ONE_CORE_TARGET,
    "/actualites rendered, one core, against the baseline",
  );
  ratio(
    "whole machine",
    RENDERED.name,
    baseline(RENDERED.name),
    4,
    "/actualites rendered, whole machine, against the baseline's",
  );
  ratio(
    "one core",
    API_UNCACHED.name,
    baseline(API_UNCACHED.name),
    2,
    "GET /api/news/ not cached, one core, against the baseline",
  );
  ratio(
    "one core",
    CACHED.name,
    { scenario: REFERENCE, side: "reference" },
    0.5,
    "cached /actualites, one core, against a raw Node server",
  );
  const whole = find("whole machine", RENDERED.name, options.current.label);
  if (whole) {
    const p99 = Math.max(...whole.p99);
    verdicts.push({
      met: p99 < 1000,
      text: `/actualites rendered, whole machine, 50 connections: p99 ${p99} ms (target < 1000 ms)`,
    });
  }
  for (const config of ["one core", "whole machine"]) {
    const mine = rows.filter((r) => r.config === config && r.side === options.current.label);
    if (mine.length === 0) continue;
    const peak = Math.max(...mine.map((r) => r.peakMb));
    const processes = Math.max(...mine.map((r) => r.processes));
    const workers = processes > 1 ? processes - 1 : 1;
    verdicts.push({
      met: peak / workers < 250,
      text: `memory, ${config}: ${Math.round(peak)} MB for ${processes} process(es), ${Math.round(peak / workers)} MB per worker (target < 250)`,
    });
  }
  return verdicts;
}

export function printComparison(rows: ComparisonRow[], verdicts: Verdict[], notes: string[]) {
  const lines = [
    `${"config".padEnd(14)} ${"scenario".padEnd(28)} ${"side".padEnd(30)} ${"req/s".padStart(8)} ${"p99 ms".padStart(8)} ${"CPU ms".padStart(7)} ${"non2xx".padStart(7)} ${"err".padStart(5)} ${"peak MB".padStart(8)} ${"procs".padStart(5)}  rounds (req/s)`,
    ...rows.map((r) =>
      [
        r.config.padEnd(14),
        r.scenario.padEnd(28),
        r.side.padEnd(30),
        Math.round(mean(r.okRps)).toString().padStart(8),
        Math.max(...r.p99)
          .toString()
          .padStart(8),
        mean(r.cpuMsPerAnswer).toFixed(2).padStart(7),
        r.non2xx.toString().padStart(7),
        r.errors.toString().padStart(5),
        Math.round(r.peakMb).toString().padStart(8),
        r.processes.toString().padStart(5),
        ` ${r.okRps.map((value) => Math.round(value)).join(", ")}`,
      ].join(" "),
    ),
    "",
    ...verdicts.map((verdict) => `${verdict.met ? "met" : "MISSED"}: ${verdict.text}`),
    ...notes,
  ];
  return lines.join("\n");
}
