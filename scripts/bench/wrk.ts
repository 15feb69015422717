/**
 * Load from wrk (a C load generator) over loopback. On two cores the generator shares the machine with
 * the server: autocannon, in Node, needed a whole core to send ~5,000 requests/s, so it measured
 * itself as much as the server (docs/decisions/017-rendering-budget.md). wrk sends the same requests
 * for a fraction of that and reports exact percentiles.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface LoadOptions {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** A JSON body in which every `{{random}}` becomes a fresh random word per request. */
  bodyTemplate?: string;
  /** Each request from another X-Forwarded-For address, as real visitors (per-address limits). */
  varyAddress?: boolean;
  connections: number;
  durationSeconds: number;
  /** Cores to pin wrk to, in taskset's syntax (the server's being others). */
  cpus?: string;
  /**
   * Count 503 answers apart: a render refused under overload is by design (decision 022). A Lua
   * callback per answer slows wrk, so only scenarios that may shed ask for it.
   */
  countsShed?: boolean;
}

export interface LoadResult {
  /** Answers received in the run. */
  total: number;
  /** Answers per second, all statuses. */
  rps: number;
  /** Answers below 400 per second: a refusal under load (503) is quick and says nothing of the pages. */
  okRps: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  /** Connection, read and write errors. */
  errors: number;
  timeouts: number;
  /** Answers with a status of 400 or more. */
  non2xx: number;
  /** Of those, 503 answers (counted only with `countsShed`). */
  shed: number;
}

const luaString = (value: string) => JSON.stringify(value);

/** The wrk script: the request (fixed, or made per request when it varies) and a JSON summary. */
function script(options: LoadOptions) {
  const headers = Object.entries(options.headers ?? {})
    .map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`)
    .join("\n");
  const varies = options.varyAddress || options.bodyTemplate?.includes("{{random}}");
  const perRequest = varies
    ? `
local counter = 0
local template = ${luaString(options.bodyTemplate ?? "")}
local function word()
  local letters = {}
  for i = 1, 12 do letters[i] = string.char(math.random(97, 122)) end
  return table.concat(letters)
end
request = function()
  counter = counter + 1
  ${
    options.varyAddress
      ? `wrk.headers["X-Forwarded-For"] = string.format("10.%d.%d.%d", math.floor(counter / 65536) % 256, math.floor(counter / 256) % 256, counter % 256)`
      : ""
  }
  local body = nil
  if template ~= "" then body = string.gsub(template, "{{random}}", function() return word() end) end
  return wrk.format(nil, nil, nil, body)
end`
    : options.bodyTemplate
      ? `wrk.body = ${luaString(options.bodyTemplate)}`
      : "";
  // wrk runs `response` in each thread's own Lua state: `done` reads the threads' counts.
  const shedCounter = options.countsShed
    ? `
local threads = {}
setup = function(thread) table.insert(threads, thread) end
init = function() shed = 0 end
response = function(status) if status == 503 then shed = shed + 1 end end`
    : "";
  return `
wrk.method = ${luaString(options.method ?? "GET")}
${headers}
${perRequest}
${shedCounter}
done = function(summary, latency, requests)
  local e = summary.errors
  local shedTotal = 0
  ${options.countsShed ? 'for _, thread in ipairs(threads) do shedTotal = shedTotal + thread:get("shed") end' : ""}
  io.write(string.format("\\nWRK_JSON {\\"total\\":%d,\\"durationUs\\":%d,\\"connect\\":%d,\\"read\\":%d,\\"write\\":%d,\\"status\\":%d,\\"timeout\\":%d,\\"shed\\":%d,\\"p50\\":%f,\\"p95\\":%f,\\"p99\\":%f}\\n",
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout, shedTotal,
    latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end
`;
}

export function ensureWrk() {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary is an error here.
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") return;
    execFileSync("bash", [path.join("scripts", "ensure-wrk.sh")], { stdio: "inherit" });
  }
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const folder = mkdtempSync(path.join(tmpdir(), "tamkine-wrk-"));
  const scriptFile = path.join(folder, "scenario.lua");
  writeFileSync(scriptFile, script(options));
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const wrkArgs = [
        "-t1",
        `-c${options.connections}`,
        `-d${options.durationSeconds}s`,
        "--timeout",
        "10s",
        "-s",
        scriptFile,
        options.url,
      ];
      const child = options.cpus
        ? spawn("taskset", ["-c", options.cpus, "wrk", ...wrkArgs], { stdio: ["ignore", "pipe", "pipe"] })
        : spawn("wrk", wrkArgs, { stdio: ["ignore", "pipe", "pipe"] });
      let text = "";
      child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
      child.on("error", reject);
      child.on("close", (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk failed:\n${text}`))));
    });
    const line = /WRK_JSON (\{.*\})/.exec(output)?.[1];
    if (!line) throw new Error(`wrk printed no summary:\n${output}`);
    const raw = JSON.parse(line) as Record<string, number>;
    const at = (name: string) => raw[name] ?? 0;
    const ms = (microseconds: number) => Math.round(microseconds / 100) / 10;
    return {
      total: at("total"),
      rps: at("total") / (at("durationUs") / 1e6),
      okRps: (at("total") - at("status")) / (at("durationUs") / 1e6),
      p50: ms(at("p50")),
      p95: ms(at("p95")),
      p99: ms(at("p99")),
      errors: at("connect") + at("read") + at("write"),
      timeouts: at("timeout"),
      non2xx: at("status"),
      shed: at("shed"),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
