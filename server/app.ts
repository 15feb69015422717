/**
 * The Node host: one process serves the pages, the REST API (/api/…), the chat endpoint and uploaded
 * media (/media/…). React Router renders pages and answers resource routes; everything else is here.
 */
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler } from "react-router";
import { readdirSync } from "node:fs";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { sql } from "kysely";
import type { Logger } from "pino";
import type { Services } from "~/services.server";
import { sessionCookieName } from "~/http/auth/guard.server";
import {
  boundedBody,
  isDeclaredOverLimit,
  lingerIfClosing,
  pageBodyLimit,
  refuseTooLarge,
  settleUnreadBody,
} from "./body-limit";
import type { CacheSync } from "./cache-sync";
import { encodeWhole, isCompressibleAnswer } from "./compress-once";
import { directApiReads } from "./direct-api-reads";
import { refuseBusy } from "./host-errors";
import { mediaHandler } from "./media";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { PageCache } from "./page-cache";
import { cachedAnswerServer, hasCredentials, pageCacheMiddleware, type Render } from "./page-cache";
import { RenderSlots, renderSlots } from "./render-slots";
import { requestLog } from "./request-log";
import { securityHeaders } from "./security-headers";
import { readWholeBody } from "~/http/whole-body";

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

/**
 * The Fetch API request React Router receives, built as React Router's Express adapter builds it (the host and
 * port a trusted proxy forwarded; aborted when the client goes away before the answer is finished, except
 * for a page-cache render that other requests may be waiting for), with the body the host gives it:
 * bounded for pages (./body-limit.ts), as sent for the REST API.
 */
function toWebRequest(
  req: express.Request,
  { res, body }: { res?: express.Response; body?: ReadableStream<Uint8Array> } = {},
) {
  const [, forwardedPort] = req.app.enabled("trust proxy")
    ? (req.get("X-Forwarded-Host")?.split(":") ?? [])
    : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort]
    .map((value) => Number.parseInt(value ?? "", 10))
    .find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  let controller: AbortController | null = new AbortController();
  const { signal } = controller;
  res?.on("finish", () => (controller = null));
  res?.on("close", () => controller?.abort());
  return new Request(url.href, {
    // A HEAD is rendered as the GET it stands for, so that its headers (Content-Length too) are the GET's;
    // Node's http server leaves the body of a HEAD answer out.
    method: req.method === "HEAD" ? "GET" : req.method,
    headers,
    ...(res ? { signal } : {}),
    ...(body ? { body, duplex: "half" } : {}),
  } as RequestInit);
}

async function sendWebResponse(req: express.Request, res: express.Response, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    // Express's append would add a charset to Content-Type: send React Router's as it is, like a cached copy.
    if (name === "content-type") res.setHeader(name, value);
    else res.append(name, value);
  }
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  if (isCompressibleAnswer(response.headers)) {
    // Pages and JSON are compressed whole, in one call (./compress-once.ts).
    const { body, encoding } = await encodeWhole(req, await readWholeBody(response));
    if (res.destroyed || res.writableEnded) return;
    res.vary("Accept-Encoding");
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.end(body);
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}

export function createHost({ services, build, vite, logger, pageCache, cacheSync }: HostOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy, req.ip and req.protocol come from X-Forwarded-* (docs/deployment.md).
  app.set("trust proxy", services.config.TRUST_PROXY);
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
    // The build's other files (the favicon…) by name: a page's address never costs a file-system lookup.
    const rootFiles = new Set(readdirSync(build.clientDir).filter((name) => name !== "assets"));
    const serveRootFile = express.static(build.clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) =>
      rootFiles.has(req.path.split("/")[1] ?? "") ? serveRootFile(req, res, next) : next(),
    );
  }

  const loadContext = (req: express.Request, res: express.Response) => ({
    services,
    clientIp: req.ip ?? "unknown",
    cspNonce: String(res.locals.cspNonce ?? ""),
    requestId: String(res.locals.requestId ?? ""),
    perRequest: new Map<symbol, unknown>(),
  });
  const handleWithRouter = createRequestHandler(
    vite
      ? () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>
      : build!.server,
    vite ? "development" : "production",
  );
  // The REST lists and items skip React Router's matching (./direct-api-reads.ts).
  const directRead = build ? directApiReads(build.server) : () => undefined;
  const handle = (request: Request, context: ReturnType<typeof loadContext>) =>
    directRead(request, context) ?? handleWithRouter(request, context);
  const cookieName = sessionCookieName(services.config);

  // Rendering is CPU work on one thread: with SQLite (synchronous) renders in parallel only interleave,
  // each slower and all holding memory; with PostgreSQL a few overlap their queries' waits. A request that
  // would wait longer than half a second is answered at once instead (decision 022).
  const slots = new RenderSlots({ limit: services.db.dialect === "sqlite" ? 2 : 8, maxWaitMs: 500 });

  if (build) {
    // Any successful change by an administrator empties the cache, here and on the other instances.
    app.use((req, res, next) => {
      if (req.method !== "GET" && req.method !== "HEAD" && hasCredentials(req, cookieName)) {
        res.on("finish", () => {
          if (res.statusCode < 400) {
            pageCache?.clear();
            cacheSync?.publish();
          }
        });
      }
      next();
    });
  }
  if (build && pageCache) {
    // Only a render takes a slot: requests waiting for the same page's render in progress do not.
    const render: Render = async (req, res) => {
      const release = await slots.acquire(res);
      if (!release) return undefined;
      try {
        return await handle(toWebRequest(req), loadContext(req, res));
      } finally {
        release();
      }
    };
    app.use(
      pageCacheMiddleware(pageCache, render, { security, sessionCookieName: cookieName, refuse: refuseBusy }),
    );
  }
  app.use(renderSlots(slots, refuseBusy));

  app.all("/{*path}", async (req, res, next) => {
    try {
      const limit = pageBodyLimit(req, cookieName);
      if (limit !== undefined && isDeclaredOverLimit(req, limit)) return refuseTooLarge(req, res, limit);
      const body = limit === undefined ? undefined : boundedBody(req, limit);
      const stream =
        body?.stream ??
        (req.method === "GET" || req.method === "HEAD" ? undefined : createReadableStreamFromReadable(req));
      const response = await handle(toWebRequest(req, { res, body: stream }), loadContext(req, res));
      if (body?.isTooLarge) {
        await response.body?.cancel();
        return refuseTooLarge(req, res, body.limit);
      }
      if (body) await settleUnreadBody(req, res, body);
      else lingerIfClosing(req, response);
      await sendWebResponse(req, res, response);
    } catch (error) {
      next(error);
    }
  });
  if (!build || !pageCache) return app;
  // Stored pages go out before the Express stack: the bulk of the public traffic (issue 8).
  const serveCached = cachedAnswerServer(pageCache, { security, sessionCookieName: cookieName, logger });
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!serveCached(req, res)) app(req, res);
  };
}
