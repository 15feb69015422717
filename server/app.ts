/**
 * The Node host: one process serves the pages, the REST API (/api/…), the chat endpoint and uploaded
 * media (/media/…). React Router renders pages and answers resource routes; everything else is here.
 */
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { Services } from "~/services.server";
import { mediaHandler } from "./media";

export interface HostOptions {
  services: Services;
  /** Production: the built server and the folder of built client files. */
  build?: { server: ServerBuild; clientDir: string };
  /** Development: Vite in middleware mode. */
  vite?: ViteDevServer;
}

export function createHost({ services, build, vite }: HostOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy, req.ip and req.protocol come from X-Forwarded-* (docs/deployment.md).
  app.set("trust proxy", process.env.TRUST_PROXY ?? "loopback");
  app.use(compression());

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
      getLoadContext: (req) => ({ services, clientIp: req.ip ?? "unknown" }),
    }),
  );
  return app;
}
