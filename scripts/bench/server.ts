/** Starts the production build on its own data folder and samples its memory while it runs. */
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";

export interface BenchServer {
  url: string;
  pid: number;
  peakRssMb(): number;
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

export async function startServer(options: {
  port: number;
  env: Record<string, string>;
}): Promise<BenchServer> {
  const child: ChildProcess = spawn(process.execPath, [hostScript(options.env)], {
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
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pid = child.pid!;
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  return {
    url,
    pid,
    peakRssMb: () => Math.max(peak, rssMb(pid)),
    resetPeak: () => {
      peak = rssMb(pid);
    },
    async stop() {
      clearInterval(sampler);
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

/** The production host, compiled by `npm run build` beside the build it serves. */
function hostScript(env: Record<string, string>) {
  return path.join(env.BUILD_DIR ?? process.env.BUILD_DIR ?? "build", "host.mjs");
}
