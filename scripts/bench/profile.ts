/**
 * Where a rendered page's CPU time goes: the production build runs under `node --cpu-prof` on one core
 * while wrk asks for the page, and the profile's samples of the measured window are summed by what they
 * run (React, React Router, SQLite, compression, Node's HTTP, garbage collection, the site's own code).
 * The bench prints this beside a missed render target, so that "missed" comes with its reason.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer } from "./server";
import { load } from "./wrk";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface Share {
  part: string;
  share: number;
  msPerAnswer: number;
}

export interface RenderProfile {
  path: string;
  seconds: number;
  answers: number;
  cpuMsPerAnswer: number;
  parts: Share[];
  /** The functions with the most time of their own (not counting what they call). */
  functions: Share[];
}

/** What a sample runs, named for a reader of the bench rather than by file. */
export function partOf(url: string, functionName: string): string | undefined {
  if (functionName === "(garbage collector)") return "garbage collection";
  if (functionName === "(program)") return "V8 and Node outside JavaScript";
  if (!url) return undefined; // a native function: counted with the JavaScript that called it
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (packageName === "react-dom" || packageName === "react") return "React rendering";
  if (packageName === "react-router" || packageName === "@react-router/node")
    return "React Router (matching, loaders, loader data, its components)";
  if (packageName === "kysely" || packageName === "better-sqlite3" || packageName === "pg")
    return "database queries (Kysely and the driver)";
  if (packageName) return `other packages (${packageName})`;
  if (url.startsWith("node:zlib") || url.startsWith("node:internal/zlib")) return "compression";
  if (url.startsWith("node:")) return "Node (HTTP, streams, buffers, timers)";
  return "this site's code (routes, components, host)";
}

/** Sums the samples of the profile's last `seconds` (the measured load) by part and by function. */
export function summarise(profile: CpuProfile, seconds: number, answers: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const partOfNode = new Map<number, string>();
  const resolvePart = (id: number): string => {
    const known = partOfNode.get(id);
    if (known) return known;
    const node = byId.get(id)!;
    const own = partOf(node.callFrame.url, node.callFrame.functionName);
    const parentId = parent.get(id);
    const part = own ?? (parentId === undefined ? "V8 and Node outside JavaScript" : resolvePart(parentId));
    partOfNode.set(id, part);
    return part;
  };

  const windowStart = profile.endTime - seconds * 1e6;
  const parts = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    // A sample holds the time since the one before it: it counts when all of that is in the window.
    if (time - delta < windowStart) return;
    const node = byId.get(id)!;
    if (node.callFrame.functionName === "(idle)") return;
    busy += delta;
    const part = resolvePart(id);
    parts.set(part, (parts.get(part) ?? 0) + delta);
    const file = node.callFrame.url.split("/").pop() || "native";
    const name = `${node.callFrame.functionName || "(anonymous)"} (${file})`;
    functions.set(name, (functions.get(name) ?? 0) + delta);
  });
  const shares = (map: Map<string, number>, limit: number): Share[] =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([part, micros]) => ({
        part,
        share: micros / Math.max(busy, 1),
        msPerAnswer: micros / 1000 / Math.max(answers, 1),
      }));
  return { busyMs: busy / 1000, parts: shares(parts, 12), functions: shares(functions, 10) };
}

/**
 * Profiles `pathname` rendered by the build in `env.BUILD_DIR` (one worker on core 0 when `pinned`, wrk
 * on core 1, two connections so that renders do not queue). The data folder in `env` must be ready.
 */
export async function profileRender(options: {
  port: number;
  cwd?: string;
  env: Record<string, string>;
  path: string;
  headers: Record<string, string>;
  seconds: number;
  pinned: boolean;
}): Promise<RenderProfile> {
  const folder = mkdtempSync(path.join(tmpdir(), "tamkine-profile-"));
  try {
    const server = await startServer({
      port: options.port,
      ...(options.cwd ? { cwd: options.cwd } : {}),
      env: { ...options.env, WEB_CONCURRENCY: "1" },
      script: [
        "--cpu-prof",
        `--cpu-prof-dir=${folder}`,
        path.join(options.env.BUILD_DIR ?? "build", "host.mjs"),
      ],
      ...(options.pinned ? { cpus: "0" } : {}),
    });
    let answers = 0;
    try {
      const loadOptions = {
        url: server.url + options.path,
        headers: { "Accept-Encoding": "br, gzip", ...options.headers },
        connections: 2,
        ...(options.pinned ? { cpus: "1" } : {}),
      };
      await load({ ...loadOptions, durationSeconds: 2 });
      answers = (await load({ ...loadOptions, durationSeconds: options.seconds })).total;
    } finally {
      await server.stop();
    }
    const file = readdirSync(folder).find((name) => name.endsWith(".cpuprofile"));
    if (!file) throw new Error("The server wrote no CPU profile.");
    const profile = JSON.parse(readFileSync(path.join(folder, file), "utf8")) as CpuProfile;
    // The window ends when the profile does, a moment after the load: a quarter of a second of slack
    // takes in the last answers without reaching back into the warm-up.
    const summary = summarise(profile, options.seconds + 0.25, answers);
    return {
      path: options.path,
      seconds: options.seconds,
      answers,
      cpuMsPerAnswer: summary.busyMs / Math.max(answers, 1),
      parts: summary.parts,
      functions: summary.functions,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export function printProfile(profile: RenderProfile, label: string) {
  const row = (share: Share) =>
    `  ${(share.share * 100).toFixed(1).padStart(5)} %  ${share.msPerAnswer.toFixed(2).padStart(5)} ms  ${share.part}`;
  return [
    `Where the CPU time of ${profile.path} rendered goes (${label}; one worker, 2 connections, ${profile.seconds} s, node --cpu-prof): ${profile.cpuMsPerAnswer.toFixed(2)} ms per answer over ${profile.answers} answers`,
    ...profile.parts.map(row),
    "  the functions with the most time of their own:",
    ...profile.functions.map(row),
  ].join("\n");
}
