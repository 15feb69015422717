/**
 * The Node host: one process serves the pages, the REST API (/api/…), the chat endpoint and uploaded
 * media (/media/…). React Router renders pages and answers resource routes; everything else is here.
 */
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { sql } from "kysely";
import type { Logger } from "pino";
import type { Services } from "~/services.server";
import { mediaHandler } from "./media";
import { requestLog } from "./request-log";
import { securityHeaders } from "./security-headers";

export interface HostOptions {
  services: Services;
  /** Production: the built server and the folder of built client files. */
  build?: { server: ServerBuild; clientDir: string };
  /** Development: Vite in middleware mode. */
  vite?: ViteDevServer;
  logger?: Logger;
}

export function createHost({ services, build, vite, logger }: HostOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy, req.ip and req.protocol come from X-Forwarded-* (docs/deployment.md).
  app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");
  if (logger) app.use(requestLog(logger));
  app.use(
    securityHeaders({
      isHttps: services.config.PUBLIC_URL?.startsWith("https:") ?? false,
      isDevelopment: Boolean(vite),
    }),
  );
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

  app.all(
    "/{*path}",
    createRequestHandler({
      build: vite
        ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
        : build!.server,
      mode: vite ? "development" : "production",
      getLoadContext: (req, res) => ({
        services,
        clientIp: req.ip ?? "unknown",
        cspNonce: String(res.locals.cspNonce ?? ""),
        requestId: String(res.locals.requestId ?? ""),
      }),
    }),
  );
  return app;
}
