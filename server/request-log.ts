/**
 * Structured JSON logs (pino), one line per request with a request id. Query strings are left out:
 * they can carry one-time tokens (password reset, newsletter confirmation).
 */
import { randomUUID } from "node:crypto";
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

export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get("X-Request-Id");
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const milliseconds = Number(process.hrtime.bigint() - started) / 1e6;
      const entry = {
        reqId: id,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(milliseconds * 10) / 10,
      };
      if (res.statusCode >= 500) logger.error(entry, "request failed");
      else logger.info(entry, "request");
    });
    next();
  };
}
