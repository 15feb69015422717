/** Starts serving HTTP in this process: the single process of a host, or one of its workers. */
import { createServer, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { markChatIndexStale } from "~/modules/chat/index-cache.server";
import type { Services } from "~/services.server";
import { createHost } from "./app";
import type { CacheSync } from "./cache-sync";
import { PageCache } from "./page-cache";

export interface WebServer {
  server: Server;
  /** Stops taking connections, finishes the requests in flight, then lets go of the cache sync. */
  close(): Promise<void>;
}

export async function startWebServer({
  services,
  logger,
  connectCacheSync,
}: {
  services: Services;
  logger: Logger;
  /** How this process hears of, and tells, changes made elsewhere (./cache-sync.ts). */
  connectCacheSync: (onRemoteChange: () => void) => Promise<CacheSync>;
}): Promise<WebServer> {
  const { config } = services;
  const isProduction = config.NODE_ENV === "production";
  const buildDir = config.BUILD_DIR;
  const pageCache = config.PAGE_CACHE ? new PageCache() : undefined;
  // A change empties the page cache and makes the chat assistant look at the content again.
  const changed = () => {
    pageCache?.clear();
    markChatIndexStale(services.db);
  };
  const cacheSync = isProduction ? await connectCacheSync(changed) : undefined;
  // Content operations tell the caches here and in the other processes (decision 020).
  services.changes = {
    publish() {
      changed();
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
  const server = createServer(host);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return {
    server,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await cacheSync?.close();
    },
  };
}

/** The address to print: a wildcard host is reached as localhost. */
export function listeningAddress(server: Server, config: Services["config"]) {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  return `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`;
}
