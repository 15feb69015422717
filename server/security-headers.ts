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

const NONCE_BYTES = 16;
const pool = { bytes: Buffer.alloc(0), offset: 0 };

/**
 * A fresh, unpredictable nonce for one answer. The bytes come from the system's generator 4 KB at a
 * time: one call per nonce cost 18 % of the CPU of serving cached pages (issue 8's profile), and every
 * nonce is still used once.
 */
export function freshNonce(): string {
  if (pool.offset + NONCE_BYTES > pool.bytes.length) {
    pool.bytes = randomBytes(256 * NONCE_BYTES);
    pool.offset = 0;
  }
  const nonce = pool.bytes.toString("base64", pool.offset, pool.offset + NONCE_BYTES);
  pool.offset += NONCE_BYTES;
  return nonce;
}

/** The headers every answer carries besides its CSP. */
export function staticSecurityHeaders(options: SecurityOptions): Array<[string, string]> {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "microphone=(self), camera=(), geolocation=(), payment=(), usb=()"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["X-Frame-Options", "DENY"],
    ...(options.isHttps
      ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]]
      : []),
  ];
}

/** Sets the headers every answer carries; returns the answer's fresh CSP nonce. */
export function setSecurityHeaders(res: ServerResponse, options: SecurityOptions): string {
  const nonce = freshNonce();
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options));
  for (const [name, value] of staticSecurityHeaders(options)) res.setHeader(name, value);
  return nonce;
}

export function securityHeaders(options: SecurityOptions) {
  return (_req: Request, res: Response, next: NextFunction) => {
    res.locals.cspNonce = setSecurityHeaders(res, options);
    next();
  };
}
