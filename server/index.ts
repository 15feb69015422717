import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { setFlagsFromString } from "node:v8";
import type { ServerBuild } from "react-router";
import { loadDotEnv } from "~/config/dotenv.server";
import { ConfigError, loadConfig } from "~/config/env.server";
import { createHost } from "./app";
import { bootServices } from "./boot";
import { startMailWorker } from "~/modules/mail/worker.server";
import { startRetentionSchedule } from "~/modules/forms/retention.server";
import { startUploadCleanup } from "~/http/api/upload-cleanup.server";
import { startCacheSync } from "./cache-sync";
import { PageCache } from "./page-cache";
import { createLogger } from "./request-log";

/**
 * The old generation may grow to twice what survived the last full collection, not V8's up to four times
 * on a machine with plenty of memory: under concurrent rendering most of it is garbage, and the peak was
 * 250–560 MB for ~30 MB live (docs/decisions/015-memory-budget.md). Read at every full collection, so it
 * works when set here (an unknown flag would only print a line, never stop the host).
 */
setFlagsFromString("--heap-growing-percent=100");

async function main() {
  loadDotEnv();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const services = await bootServices(config, (message) => console.log(message));
  // Mail leaves through the outbox; expired personal data is purged (privacy policy).
  const mailWorker = startMailWorker(services, { log: (message) => logger.warn(message) });
  const retention = startRetentionSchedule(services.db, { log: (message) => logger.info(message) });
  // Uploads that no record adopted within a day are removed, hourly.
  const uploadCleanup = startUploadCleanup(services, { log: (message) => logger.info(message) });
  const isProduction = config.NODE_ENV === "production";
  const buildDir = config.BUILD_DIR;

  const pageCache = config.PAGE_CACHE ? new PageCache() : undefined;
  const cacheSync = isProduction
    ? await startCacheSync(config.DATABASE_URL, () => pageCache?.clear())
    : undefined;
  // Content operations tell the caches here and on the other instances (decision 020).
  services.changes = {
    publish() {
      pageCache?.clear();
      cacheSync?.publish();
    },
  };
  const host = isProduction
    ? createHost({
        services,
        logger,
        pageCache,
        cacheSync,
        build: {
          server: (await import(
            pathToFileURL(path.resolve(buildDir, "server/index.js")).href
          )) as ServerBuild,
          clientDir: path.resolve(buildDir, "client"),
        },
      })
    : createHost({
        services,
        logger,
        vite: await (
          await import("vite")
        ).createServer({ server: { middlewareMode: true }, appType: "custom" }),
      });

  const server = createServer(host).listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    console.log(`Listening on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`);
  });

  let isClosing = false;
  const shutdown = (signal: string) => {
    if (isClosing) return;
    isClosing = true;
    console.log(`${signal} received: finishing requests in flight.`);
    retention.stop();
    uploadCleanup.stop();
    server.close(() => {
      void mailWorker
        .stop()
        .then(() => Promise.all([cacheSync?.close(), services.db.close()]))
        .then(() => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
