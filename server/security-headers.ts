/**
 * Security headers for every answer, and a fresh CSP nonce per request for the inline scripts React
 * Router emits (docs/security.md). No 'unsafe-inline' for scripts.
 */
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";

export interface SecurityOptions {
  isHttps: boolean;
  isDevelopment: boolean;
}

export function contentSecurityPolicy(nonce: string, options: SecurityOptions) {
  const directives = [
    "default-src 'self'",
    // Vite's dev server injects its client over a websocket and inline preamble; production is strict.
    options.isDevelopment
      ? `script-src 'self' 'nonce-${nonce}' 'unsafe-eval'`
      : `script-src 'self' 'nonce-${nonce}'`,
    // Style attributes (progress bar width, drag offsets) are rendered on the server.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' https:",
    "font-src 'self'",
    options.isDevelopment ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.isHttps) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** Sets the headers every answer carries; returns the answer's fresh CSP nonce. */
export function setSecurityHeaders(res: ServerResponse, options: SecurityOptions): string {
  const nonce = randomBytes(16).toString("base64");
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Permissions-Policy", "microphone=(self), camera=(), geolocation=(), payment=(), usb=()");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("X-Frame-Options", "DENY");
  if (options.isHttps) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  return nonce;
}

export function securityHeaders(options: SecurityOptions) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = setSecurityHeaders(res, options);
    next();
  };
}
