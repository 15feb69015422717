/**
 * Bodies sent to pages (form actions, their `.data` twins, the chat endpoint) are bounded by the host
 * before React Router hands them to an action: a declared Content-Length over the limit is answered 413
 * at once without reading a byte, and a body without one (chunked) is counted while it streams and cut
 * off with 413 as soon as it passes the limit. The counting is the REST API's own
 * (`limitedStream` in app/http/body.server.ts); the API keeps its per-resource limits and JSON
 * answers, so /api/ is left to it.
 */
import type { Socket } from "node:net";
import type { Request, Response } from "express";
import { createReadableStreamFromReadable } from "@react-router/node";
import { MULTIPART_OVERHEAD } from "~/http/api/body.server";
import { RESOURCES } from "~/modules/content/resources";
import { FORM_BODY_LIMIT } from "~/http/forms/body.server";
import { readCookie } from "~/lib/cookies";
import { declaredLength, limitedStream } from "~/http/body.server";
import { LIMITS } from "~/modules/media/upload.server";
import { sendHostError } from "./host-errors";

/** A visitor's largest page form: the partner form with its logo. */
export const VISITOR_PAGE_BODY_LIMIT = FORM_BODY_LIMIT;

/**
 * The back office's largest content form: each of its files at its upload limit (the match logos and
 * banner are images sent with the form), plus room for the text fields.
 */
export const ADMIN_PAGE_BODY_LIMIT = Math.max(
  FORM_BODY_LIMIT,
  ...Object.values(RESOURCES).map((resource) =>
    Object.values(resource.fields).reduce(
      (total, spec) =>
        total +
        (spec.type === "document"
          ? LIMITS.documentBytes
          : spec.type === "image" || spec.type === "mediaUrl"
            ? LIMITS.imageBytes
            : 0),
      MULTIPART_OVERHEAD,
    ),
  ),
);

/** Unread bodies up to this size are drained after the answer, so the connection can serve the next one. */
const DRAIN_LIMIT = 64 * 1024;

/**
 * A refused body up to this size (a photo too big, sent by mistake) is read and dropped after the 413,
 * by Node itself, so that the browser, still sending, gets the answer rather than a reset connection.
 * Bigger declared bodies and chunked ones are not read: the connection is closed after the answer.
 */
const DROP_AFTER_REFUSAL = 16 * 1024 * 1024;

/** How long a connection closed with its body unread waits before it is torn down: see `closeLingering`. */
const LINGER_MS = 5000;

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * The limit of a page request's body; undefined for requests without one and for the REST API. A
 * session cookie only raises the ceiling to the back office's: the action still checks the session
 * before it reads anything.
 */
export function pageBodyLimit(req: Request, sessionCookieName: string): number | undefined {
  if (req.method === "GET" || req.method === "HEAD" || isApiPath(req.path)) return undefined;
  return readCookie(req.get("Cookie") ?? null, sessionCookieName)
    ? ADMIN_PAGE_BODY_LIMIT
    : VISITOR_PAGE_BODY_LIMIT;
}

export const isDeclaredOverLimit = (req: Request, limit: number) =>
  (declaredLength(req.get("Content-Length")) ?? 0) > limit;

export interface BoundedBody {
  limit: number;
  stream: ReadableStream<Uint8Array>;
  isTooLarge: boolean;
  isRead: boolean;
}

/** The request's body for React Router, counted against the limit. */
export function boundedBody(req: Request, limit: number): BoundedBody {
  const body = { limit, isTooLarge: false, isRead: false } as BoundedBody;
  body.stream = limitedStream(createReadableStreamFromReadable(req), limit, {
    onTooLarge: () => (body.isTooLarge = true),
    onEnd: () => (body.isRead = true),
  });
  return body;
}

/**
 * An answer given before the body was read in full (a redirect to the sign-in page, a 405) leaves bytes
 * on the connection that the next request would be parsed from: a small rest is read and dropped,
 * otherwise the connection is closed after the answer.
 */
export async function settleUnreadBody(req: Request, res: Response, body: BoundedBody) {
  if (body.isRead) return;
  const declared = declaredLength(req.get("Content-Length"));
  if (!body.stream.locked && declared !== undefined && declared <= DRAIN_LIMIT) {
    const reader = body.stream.getReader();
    try {
      while (!(await reader.read()).done);
      return;
    } catch {
      // Unreadable: close below.
    }
  }
  closeAfterAnswer(req, res);
}

/**
 * 413 in the visitor's language, before the body is read (nothing of it is ever buffered): a page, a
 * sentence for forms sent with JavaScript, or JSON for clients that ask for it (./host-errors.ts).
 */
export function refuseTooLarge(req: Request, res: Response, limit: number) {
  const size = Math.floor(limit / (1024 * 1024));
  const declared = declaredLength(req.get("Content-Length"));
  if (declared === undefined || declared > DROP_AFTER_REFUSAL) closeAfterAnswer(req, res);
  sendHostError(req, res, (t) => ({
    status: 413,
    title: t("common.errors.tooLargeTitle"),
    text: t("common.errors.tooLargeText", { size }),
    json: t("api.errors.tooLarge"),
  }));
}

/**
 * The REST API answers a body it will not read (a 413) with `Connection: close` itself
 * (app/http/body.server.ts), on a web request that has no socket: the host makes that close linger too.
 */
export function lingerIfClosing(req: Request, answer: { headers: Headers }) {
  if (answer.headers.get("Connection")?.toLowerCase() === "close") closeLingering(req.socket);
}

/** An answer that leaves the body unread closes its connection, lingering (`closeLingering`). */
function closeAfterAnswer(req: Request, res: Response) {
  res.setHeader("Connection", "close");
  closeLingering(req.socket);
}

/**
 * Node tears a `Connection: close` socket down as soon as the answer is written. A client still sending
 * its body then meets a reset, which can discard the answer before the client has read it (a browser
 * shows a broken connection instead of the 413 page or the redirect). As nginx's lingering close does, the server ends
 * its side after the answer and leaves the connection a few seconds for the client to read it and give
 * up. Nothing more of the body is buffered: the unread request stream is paused, so the client's
 * sending stops at the kernel's buffers.
 */
function closeLingering(socket: Socket) {
  socket.destroySoon = function lingeringClose(this: Socket) {
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
  };
}
