/**
 * What every REST answer shares: the request's language, 405 with Allow, absolute media URLs, and one
 * wrapper that turns thrown answers into answers, adds Cache-Control, and never lets input become an
 * HTML error page.
 */
import type { AppLoadContext } from "react-router";
import type { Config } from "~/config/env.server";
import type { Translate } from "~/i18n/catalogues.server";
import { apiError, json } from "~/http/responses.server";
import { requestContext } from "~/http/request-context.server";

export interface ApiArgs {
  request: Request;
  context: AppLoadContext;
  params: Record<string, string | undefined>;
}

export const translatorOf = (request: Request): Translate => requestContext(request).t;

export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

export function methodNotAllowed(request: Request, allow: readonly HttpMethod[]) {
  return apiError(405, translatorOf(request)("api.errors.methodNotAllowed"), {
    headers: { Allow: allow.join(", ") },
  });
}

export const notFound = (request: Request) => apiError(404, translatorOf(request)("api.errors.notFound"));

/** `/api/news/12/` → 12; anything that is not a positive integer is simply not an item. */
export function parseId(raw: string | undefined): number | undefined {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** Media URLs are absolute in answers (§7): the configured public address, else the request's own. */
export function publicOrigin(request: Request, config: Pick<Config, "PUBLIC_URL">): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : new URL(request.url).origin;
}

/** Credentials of any kind make an answer personal: it must not be stored by any cache. */
export function carriesCredentials(request: Request) {
  if (request.headers.has("Authorization")) return true;
  const cookie = request.headers.get("Cookie") ?? "";
  return /(^|;\s*)(__Host-)?tamkine_session=/.test(cookie);
}

// Revalidated on every use (ETag), yet a cache may answer from a stale copy while it revalidates.
const PUBLIC_CACHE = "public, max-age=0, must-revalidate, stale-while-revalidate=300";

function withCacheControl(request: Request, response: Response) {
  if (response.headers.has("Cache-Control")) return response;
  const isPublicRead =
    (request.method === "GET" || request.method === "HEAD") &&
    response.status === 200 &&
    !carriesCredentials(request);
  response.headers.set("Cache-Control", isPublicRead ? PUBLIC_CACHE : "no-store");
  return response;
}

/** Unread bodies up to this size are read and dropped, so the connection can serve the next request. */
const DRAIN_LIMIT = 64 * 1024;

/**
 * An answer given before the body was read (401 to an anonymous upload, 413 on the declared length)
 * leaves bytes on the connection that the next request would be parsed from. A small body is drained;
 * otherwise the connection is closed after the answer.
 */
async function settleUnreadBody(request: Request, response: Response) {
  if (response.status === 413) {
    response.headers.set("Connection", "close");
    return;
  }
  if (request.body === null || request.bodyUsed) return;
  const declared = Number(request.headers.get("Content-Length") ?? "NaN");
  if (Number.isFinite(declared) && declared <= DRAIN_LIMIT) {
    await request.arrayBuffer().catch(() => undefined);
  } else {
    response.headers.set("Connection", "close");
  }
}

/**
 * Runs a handler. Guards and parsers throw ready answers (401, 400, 413…), which are returned as they
 * are; anything else is a fault of ours, logged and answered as JSON 500 in the request's language.
 */
export async function runApi(request: Request, handler: () => Promise<Response>): Promise<Response> {
  let response: Response;
  try {
    response = await handler();
  } catch (error) {
    if (error instanceof Response) response = error;
    else {
      console.error(error);
      response = json({ error: translatorOf(request)("api.errors.server") }, { status: 500 });
    }
  }
  await settleUnreadBody(request, response);
  return withCacheControl(request, response);
}
