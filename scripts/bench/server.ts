/**
 * Starts a production build on its own data folder and samples the memory of its whole process tree (the
 * primary and its workers) while it runs. `cpus` pins the server to those cores (taskset), so that a
 * "one core" figure means one core even when the host would start a worker per core.
 */
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";

export interface BenchServer {
  url: string;
  pid: number;
  /** Highest resident memory of the whole tree since the last reset, in MB. */
  peakRssMb(): number;
  /** Processes in the tree now (1, or the primary and its workers). */
  processes(): number;
  /** CPU time the whole tree has used so far, in milliseconds (user and system). */
  cpuMs(): number;
  resetPeak(): void;
  stop(): Promise<void>;
}

function rssMb(pid: number) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
}

/** The process and its descendants (Linux's /proc; elsewhere the process alone). */
function tree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // not Linux, or the process is gone
  }
  return [pid, ...children.flatMap(tree)];
}

const treeRssMb = (pid: number) => tree(pid).reduce((sum, member) => sum + rssMb(member), 0);

/** utime + stime of a process, in clock ticks (100 per second on Linux). */
function cpuTicks(pid: number) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

export async function startServer(options: {
  port: number;
  env: Record<string, string>;
  /** The checkout whose build runs (default: this one). */
  cwd?: string;
  /** Cores to pin the server to, in taskset's syntax ("0", "0-1"). */
  cpus?: string;
  /** Another server script than the host (the raw Node reference), with its arguments. */
  script?: string[];
}): Promise<BenchServer> {
  const script = options.script ?? [hostScript(options.env)];
  const [command, args] = options.cpus
    ? ["taskset", ["-c", options.cpus, process.execPath, ...script]]
    : [process.execPath, script];
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited:\n${output}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // taskset executes node in its own process: the pid is the host's.
  const pid = child.pid!;
  let peak = treeRssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, treeRssMb(pid));
  }, 100);
  return {
    url,
    pid,
    peakRssMb: () => Math.max(peak, treeRssMb(pid)),
    processes: () => tree(pid).length,
    cpuMs: () => tree(pid).reduce((sum, member) => sum + cpuTicks(member), 0) * 10,
    resetPeak: () => {
      peak = treeRssMb(pid);
    },
    async stop() {
      clearInterval(sampler);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The production host, compiled by `npm run build` beside the build it serves. */
function hostScript(env: Record<string, string>) {
  return path.join(env.BUILD_DIR ?? process.env.BUILD_DIR ?? "build", "host.mjs");
}
