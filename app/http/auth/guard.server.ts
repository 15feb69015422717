/**
 * Who is asking. Every admin page and admin API handler calls `requireAdmin` or `requireApiAdmin`
 * on the server; the layout's check is a convenience, not the protection.
 */
import { redirect, type AppLoadContext } from "react-router";
import { readCookie } from "~/lib/cookies";
import { apiError } from "~/http/responses.server";
import { adminForSession, isFamilyLive } from "~/modules/auth/sessions.server";
import { verifyAccessToken } from "~/modules/auth/tokens.server";
import { findAdminById } from "~/modules/auth/admins.server";
import type { Config } from "~/config/env.server";
import { once, requestContext } from "~/http/request-context.server";
import { PAGES } from "~/lib/paths";

export interface Viewer {
  id: number;
  username: string;
  via: "session" | "bearer";
}

interface Args {
  request: Request;
  context: AppLoadContext;
}

export const isSecureDeployment = (config: Pick<Config, "PUBLIC_URL">) =>
  config.PUBLIC_URL?.startsWith("https:") ?? false;

/** `__Host-` binds the cookie to this exact origin; browsers only accept it with Secure. */
export const sessionCookieName = (config: Pick<Config, "PUBLIC_URL">) =>
  isSecureDeployment(config) ? "__Host-tamkine_session" : "tamkine_session";

export function sessionCookie(config: Pick<Config, "PUBLIC_URL">, token: string, maxAgeSeconds: number) {
  const secure = isSecureDeployment(config) ? "; Secure" : "";
  return `${sessionCookieName(config)}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookie-authenticated changes must come from our own pages: the browser's Origin (or, failing that,
 * Sec-Fetch-Site) proves where a request was made. Bearer tokens are not sent automatically, so they
 * need no such check.
 */
export function isSameOriginRequest(request: Request, config: Pick<Config, "PUBLIC_URL">): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = request.headers.get("Origin");
  if (origin) {
    const allowed = new Set([new URL(request.url).origin]);
    if (config.PUBLIC_URL) allowed.add(new URL(config.PUBLIC_URL).origin);
    return allowed.has(origin);
  }
  const site = request.headers.get("Sec-Fetch-Site");
  return site === null || site === "same-origin" || site === "none";
}

const VIEWER = Symbol("viewer");

/** Who is asking, looked up once per request however many loaders ask. */
export function getViewer(args: Args): Promise<Viewer | null> {
  return once(args.context, VIEWER, () => readViewer(args));
}

async function readViewer({ request, context }: Args): Promise<Viewer | null> {
  const { db, config } = context.services;
  const authorization = request.headers.get("Authorization");
  if (authorization?.startsWith("Bearer ")) {
    const claims = verifyAccessToken(authorization.slice(7).trim(), config.SESSION_SECRET);
    if (!claims) return null;
    const admin = await findAdminById(db, Number(claims.sub));
    if (!admin || admin.credentials_version !== claims.ver) return null;
    if (!(await isFamilyLive(db, claims.sid))) return null;
    return { id: admin.id, username: admin.username, via: "bearer" };
  }
  const token = readCookie(request.headers.get("Cookie"), sessionCookieName(config));
  if (!token || !isSameOriginRequest(request, config)) return null;
  const admin = await adminForSession(db, token);
  return admin ? { id: admin.id, username: admin.username, via: "session" } : null;
}

/** For admin pages: without a session, go to the login page and come back afterwards. */
export async function requireAdmin(args: Args): Promise<Viewer> {
  const viewer = await getViewer(args);
  if (viewer) return viewer;
  const url = new URL(args.request.url);
  const back = `${url.pathname}${url.search}`;
  throw redirect(`${PAGES.login}?redirectTo=${encodeURIComponent(back)}`);
}

/** For admin API calls: 401 as JSON, in the request's language. */
export async function requireApiAdmin(args: Args): Promise<Viewer> {
  const viewer = await getViewer(args);
  if (viewer) return viewer;
  const t = requestContext(args.request, args.context).t;
  throw apiError(401, t("auth.unauthorized"), { headers: { "WWW-Authenticate": 'Bearer realm="api"' } });
}
