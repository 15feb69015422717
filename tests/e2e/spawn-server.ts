/** Starts an app process of the production build for tests that need a server of their own. */
import path from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync } from "node:fs";

export interface SpawnedServer {
  url: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function openLog(port: number) {
  mkdirSync("test-results", { recursive: true });
  return openSync(`test-results/server-${port}.log`, "a");
}

export async function spawnServer(options: {
  port: number;
  env: Record<string, string>;
}): Promise<SpawnedServer> {
  const log = openLog(options.port);
  const child = spawn(process.execPath, [hostScript(options.env)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      LOG_LEVEL: "warn",
      ...options.env,
    },
    // The server's own log is kept beside the test results, for reading after a failure.
    stdio: ["ignore", log, log],
  });
  const errors = `see test-results/server-${options.port}.log`;
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited: ${errors}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The server did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    process: child,
    stop: (signal = "SIGTERM") =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill(signal);
      }),
  };
}

/** The production host, compiled by `npm run build` beside the build it serves. */
function hostScript(env: Record<string, string>) {
  return path.join(env.BUILD_DIR ?? process.env.BUILD_DIR ?? "build", "host.mjs");
}
