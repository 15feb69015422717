/**
 * Structured JSON logs (pino), one line per request with a request id. Query strings are left out:
 * they can carry one-time tokens (password reset, newsletter confirmation).
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import pino, { type Logger } from "pino";

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "tamkine-site" },
    redact: {
      paths: ["password", "*.password", "authorization", "*.authorization", "cookie", "*.cookie"],
      remove: true,
    },
  });
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The request's id: the one a proxy sent in X-Request-Id when well-formed, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Gives the request its id and logs it when answered. */
export function logRequest(logger: Logger, req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdOf(req);
  res.setHeader("X-Request-Id", id);
  logWhenAnswered(logger, req, res, id);
  return id;
}

/** One log line when the answer is finished (nothing to register when not even errors are logged). */
export function logWhenAnswered(logger: Logger, req: IncomingMessage, res: ServerResponse, id: string) {
  if (!logger.isLevelEnabled("error")) return;
  const started = process.hrtime.bigint();
  // Read now: routers mounted on a prefix rewrite req.url while they handle the request.
  const path = (req.url ?? "/").split("?")[0];
  res.on("finish", () => {
    const milliseconds = Number(process.hrtime.bigint() - started) / 1e6;
    const entry = {
      reqId: id,
      method: req.method,
      path,
      status: res.statusCode,
      ms: Math.round(milliseconds * 10) / 10,
    };
    if (res.statusCode >= 500) logger.error(entry, "request failed");
    else logger.info(entry, "request");
  });
}

export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    res.locals.requestId = logRequest(logger, req, res);
    next();
  };
}
