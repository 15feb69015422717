/**
 * One worker process per core serves the requests; the primary prepares the database, runs the
 * background jobs, relays content changes between the workers and starts a worker again when one dies
 * (docs/decisions/022-workers-and-render-cost.md). Node's cluster shares the listening socket.
 */
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "pino";
import type { Config } from "~/config/env.server";
import { bootServices } from "./boot";
import { startCacheRelay } from "./cache-sync";
import { startBackgroundJobs } from "./jobs";

/** A worker that dies sooner than this after its start counts as a failed start: the next waits longer. */
const STEADY_MS = 10_000;
const FIRST_RESTART_DELAY_MS = 500;
const LONGEST_RESTART_DELAY_MS = 30_000;
const SHUTDOWN_GRACE_MS = 10_000;

export async function runPrimary(config: Config, logger: Logger) {
  const services = await bootServices(config, (message) => console.log(message));
  const relay = await startCacheRelay(config.DATABASE_URL, {
    workers: () => Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined),
    onMessage: (listener) => cluster.on("message", listener),
  });
  // A job that changes what pages show empties every worker's cache.
  services.changes = relay;
  const jobs = startBackgroundJobs(services, logger);

  // Each worker accepts its own connections from the shared socket, rather than the primary handing them
  // over one at a time: a handed-over connection waits for the busy worker's acknowledgement, so under
  // load new visitors queued for seconds. Single accept lets the other worker take the next one
  // (docs/decisions/022-workers-and-render-cost.md, "New connections under load").
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let isClosing = false;
  let restartDelay = FIRST_RESTART_DELAY_MS;
  const startedAt = new Map<Worker, number>();
  // The workers' memory settings, which must be given before a process starts: a young generation of
  // at most 2 × 8 MB instead of 2 × 16 MB, and two malloc arenas instead of eight per core for libuv's
  // threads. Both were measured as the next levers of the memory budget (docs/decisions/015-memory-budget.md);
  // an operator's own MALLOC_ARENA_MAX or --max-semi-space-size still wins.
  const hasSemiSpace = [...process.execArgv, process.env.NODE_OPTIONS ?? ""].some((flag) =>
    flag.includes("--max-semi-space-size"),
  );
  cluster.setupPrimary({
    execArgv: hasSemiSpace ? process.execArgv : [...process.execArgv, "--max-semi-space-size=8"],
  });
  const fork = () => {
    if (isClosing) return;
    const env = { UV_TCP_SINGLE_ACCEPT: "1", MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" };
    startedAt.set(cluster.fork(env), Date.now());
  };
  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (isClosing) return;
    restartDelay =
      lived >= STEADY_MS ? FIRST_RESTART_DELAY_MS : Math.min(restartDelay * 2, LONGEST_RESTART_DELAY_MS);
    logger.error(
      { pid: worker.process.pid, code, signal, restartInMs: restartDelay },
      "A worker stopped: another one starts.",
    );
    setTimeout(fork, restartDelay).unref();
  });
  let hasSaidListening = false;
  cluster.on("listening", (_worker, address) => {
    if (hasSaidListening) return;
    hasSaidListening = true;
    const host = address.address && address.address !== "0.0.0.0" ? address.address : "localhost";
    console.log(`Listening on http://${host}:${address.port} (${config.WEB_CONCURRENCY} workers)`);
  });
  for (let index = 0; index < config.WEB_CONCURRENCY; index++) fork();

  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    console.log(`${signal} received: the workers finish the requests in flight.`);
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    const exited = workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          worker.once("exit", () => resolve());
          worker.process.kill("SIGTERM");
        }),
    );
    const hardStop = setTimeout(() => {
      for (const worker of workers) if (!worker.isDead()) worker.process.kill("SIGKILL");
    }, SHUTDOWN_GRACE_MS);
    hardStop.unref();
    void Promise.all(exited)
      .then(() => jobs.stop())
      .then(() => Promise.all([relay.close(), services.db.close()]))
      .then(() => process.exit(0));
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 2_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
