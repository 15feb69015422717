/**
 * The Node host: one process serves the pages, the REST API (/api/…), the chat endpoint and uploaded
 * media (/media/…). React Router renders pages and answers resource routes; everything else is here.
 */
import { createRequestHandler } from "@react-router/express";
import { createRequestHandler as createWebRequestHandler } from "react-router";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { sql } from "kysely";
import type { Logger } from "pino";
import type { Services } from "~/services.server";
import { sessionCookieName } from "~/modules/auth/guard.server";
import type { CacheSync } from "./cache-sync";
import { mediaHandler } from "./media";
import type { PageCache } from "./page-cache";
import { hasCredentials, pageCacheMiddleware, type Render } from "./page-cache";
import { requestLog } from "./request-log";
import { securityHeaders } from "./security-headers";

export interface HostOptions {
  services: Services;
  /** Production: the built server and the folder of built client files. */
  build?: { server: ServerBuild; clientDir: string };
  /** Development: Vite in middleware mode. */
  vite?: ViteDevServer;
  logger?: Logger;
  /** Rendered public pages and API reads (production only). */
  pageCache?: PageCache;
  cacheSync?: CacheSync;
}

/** A Fetch API request for React Router, from Express's request (GET/HEAD only: no body). */
function toWebRequest(req: express.Request) {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2)
    headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  return new Request(`${req.protocol}://${req.get("host")}${req.originalUrl}`, {
    method: req.method,
    headers,
  });
}

export function createHost({ services, build, vite, logger, pageCache, cacheSync }: HostOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy, req.ip and req.protocol come from X-Forwarded-* (docs/deployment.md).
  app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");
  if (logger) app.use(requestLog(logger));
  const security = {
    isHttps: services.config.PUBLIC_URL?.startsWith("https:") ?? false,
    isDevelopment: Boolean(vite),
  };
  app.use(securityHeaders(security));
  app.use(compression());

  // Liveness: the process answers. Readiness: the database answers too.
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await sql`select 1`.execute(services.db.kysely);
      res.json({ status: "ready" });
    } catch {
      res.status(503).json({ status: "unavailable" });
    }
  });

  app.use("/media", mediaHandler(services.storage));

  if (vite) {
    app.use(vite.middlewares);
  } else if (build) {
    app.use(
      "/assets",
      express.static(`${build.clientDir}/assets`, { immutable: true, maxAge: "1y", index: false }),
    );
    app.use(express.static(build.clientDir, { maxAge: "1h", index: false }));
  }

  const loadContext = (req: express.Request, res: express.Response) => ({
    services,
    clientIp: req.ip ?? "unknown",
    cspNonce: String(res.locals.cspNonce ?? ""),
    requestId: String(res.locals.requestId ?? ""),
  });

  if (build && pageCache) {
    const cookieName = sessionCookieName(services.config);
    // Any successful change by an administrator empties the cache, here and on the other instances.
    app.use((req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD" && hasCredentials(req, cookieName)) {
        res.on("finish", () => {
          if (res.statusCode < 400) {
            pageCache.clear();
            cacheSync?.publish();
          }
        });
      }
      next();
    });
    const webHandler = createWebRequestHandler(build.server, "production");
    const render: Render = (req, res) => webHandler(toWebRequest(req), loadContext(req, res));
    app.use(pageCacheMiddleware(pageCache, render, { security, sessionCookieName: cookieName }));
  }

  app.all(
    "/{*path}",
    createRequestHandler({
      build: vite
        ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
        : build!.server,
      mode: vite ? "development" : "production",
      getLoadContext: loadContext,
    }),
  );
  return app;
}
