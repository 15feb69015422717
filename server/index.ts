/**
 * The host's entry point. In production it serves from WEB_CONCURRENCY worker processes (one per core
 * by default) under a primary that runs the background jobs (./cluster.ts); with WEB_CONCURRENCY=1, and
 * in development with Vite, one process does everything (docs/decisions/022-workers-and-render-cost.md).
 */
import cluster from "node:cluster";
import { setFlagsFromString } from "node:v8";
import { loadDotEnv } from "~/config/dotenv.server";
import { ConfigError, loadConfig, type Config } from "~/config/env.server";
import { createLogger } from "./request-log";
import type { WebServer } from "./serve";

/**
 * The old generation may grow to twice what survived the last full collection, not V8's up to four times
 * on a machine with plenty of memory: under concurrent rendering most of it is garbage, and the peak was
 * 250–560 MB for ~30 MB live (docs/decisions/015-memory-budget.md). Read at every full collection, so it
 * works when set here (an unknown flag would only print a line, never stop the host).
 */
setFlagsFromString("--heap-growing-percent=100");

const SHUTDOWN_GRACE_MS = 10_000;

function readConfig(): Config {
  loadDotEnv();
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Stops taking requests, finishes those in flight, then runs `after`; gives up after a grace period. */
function onShutdown(web: WebServer, after: () => Promise<unknown>) {
  let isClosing = false;
  return (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    if (!cluster.isWorker) console.log(`${signal} received: finishing requests in flight.`);
    void web
      .close()
      .then(after)
      .then(() => process.exit(0));
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  };
}

/*
 * Each role loads what it runs (the build splits the host along these imports): the primary neither
 * Express nor React Router, so that it costs the machine as little memory as it can (decision 022).
 */

async function runSingleProcess(config: Config) {
  const [
    { bootServices },
    { startCacheSync },
    { startBackgroundJobs },
    { listeningAddress, startWebServer },
  ] = await Promise.all([import("./boot"), import("./cache-sync"), import("./jobs"), import("./serve")]);
  const logger = createLogger(config.LOG_LEVEL);
  const services = await bootServices(config, (message) => console.log(message));
  const jobs = startBackgroundJobs(services, logger);
  const web = await startWebServer({
    services,
    logger,
    connectCacheSync: (onRemoteChange) => startCacheSync(config.DATABASE_URL, onRemoteChange),
  });
  console.log(`Listening on ${listeningAddress(web.server, config)}`);
  const shutdown = onShutdown(web, () => jobs.stop().then(() => services.db.close()));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

async function runWorker(config: Config) {
  const [{ openServices }, { workerCacheSync }, { startWebServer }] = await Promise.all([
    import("./boot"),
    import("./cache-sync"),
    import("./serve"),
  ]);
  const logger = createLogger(config.LOG_LEVEL);
  // The primary migrated the database before starting the workers.
  const services = await openServices(config, { isMigrated: true });
  const web = await startWebServer({
    services,
    logger,
    connectCacheSync: async (onRemoteChange) => workerCacheSync(process, onRemoteChange),
  });
  const shutdown = onShutdown(web, () => services.db.close());
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  // A terminal's Ctrl-C reaches every process of the group: the primary decides for its workers.
  process.on("SIGINT", () => {});
  // The primary is gone (killed): no one will send connections any more, and no one would restart us.
  process.on("disconnect", () => shutdown("disconnect"));
}

async function main() {
  const config = readConfig();
  if (cluster.isWorker) return runWorker(config);
  // Vite's development server is one process.
  if (config.NODE_ENV === "production" && config.WEB_CONCURRENCY > 1) {
    const { runPrimary } = await import("./cluster");
    return runPrimary(config, createLogger(config.LOG_LEVEL));
  }
  return runSingleProcess(config);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
