/**
 * Who is asking, and may they. Every admin page and admin API handler calls `requireAdmin` or
 * `requireApiAdmin` on the server with the permission it needs (modules/access/roles.ts, decision 026);
 * the layout's check and the hidden links are a convenience, not the protection. Content writes and
 * inbox deletes are checked once more by the operations themselves.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { readCookie } from "~/lib/cookies";
import { apiError } from "~/http/responses.server";
import { adminForSession, isFamilyLive } from "~/modules/auth/sessions.server";
import { verifyAccessToken } from "~/modules/auth/tokens.server";
import { findAdminById } from "~/modules/auth/admins.server";
import type { Config } from "~/config/env.server";
import { once, requestContext } from "~/http/request-context.server";
import { ADMIN, PAGES } from "~/lib/paths";
import { allows, roleOf, type Permission, type Role } from "~/modules/access/roles";
import { isTwoFactorEnabled } from "~/modules/auth/two-factor.server";
import { getSiteSetting } from "~/modules/settings/site-settings.server";

export interface Viewer {
  id: number;
  username: string;
  role: Role;
  via: "session" | "bearer";
}

/** The screen where an account enrols in two-step verification (the only one open until it has). */
export const ENROLMENT_PATH = ADMIN.security;

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
    if (!admin || admin.credentials_version !== claims.ver || admin.is_active !== 1) return null;
    const role = roleOf(admin.role);
    if (!role || !(await isFamilyLive(db, claims.sid))) return null;
    return { id: admin.id, username: admin.username, role, via: "bearer" };
  }
  const token = readCookie(request.headers.get("Cookie"), sessionCookieName(config));
  if (!token || !isSameOriginRequest(request, config)) return null;
  const admin = await adminForSession(db, token);
  const role = roleOf(admin?.role);
  return admin && role ? { id: admin.id, username: admin.username, role, via: "session" } : null;
}

/** The site requires two-step verification and this account has not set it up yet. */
export async function mustEnrolTwoFactor(db: Args["context"]["services"]["db"], viewer: Viewer) {
  return (await getSiteSetting(db, "require_two_factor")) && !(await isTwoFactorEnabled(db, viewer.id));
}

interface RequireOptions {
  /** The enrolment screen (and the layout around it) stays open to an account that must enrol. */
  isOpenBeforeEnrolment?: boolean;
}

/**
 * For admin pages: without a session, go to the login page and come back afterwards; with one that must
 * enrol in two-step verification first, go to the enrolment screen; with a role that lacks the
 * permission, a 403 page in the viewer's language.
 */
export async function requireAdmin(
  args: Args,
  permission: Permission,
  options: RequireOptions = {},
): Promise<Viewer> {
  const viewer = await getViewer(args);
  if (!viewer) {
    const url = new URL(args.request.url);
    const back = `${url.pathname}${url.search}`;
    throw redirect(`${PAGES.login}?redirectTo=${encodeURIComponent(back)}`);
  }
  if (!options.isOpenBeforeEnrolment && (await mustEnrolTwoFactor(args.context.services.db, viewer))) {
    throw redirect(ENROLMENT_PATH);
  }
  if (!allows(viewer.role, permission)) {
    throw data(requestContext(args.request, args.context).t("admin.roles.forbidden"), { status: 403 });
  }
  return viewer;
}

/**
 * For admin API calls: 401 as JSON without valid credentials, 403 when the role lacks the permission or
 * the account must enrol in two-step verification first; in the request's language.
 */
export async function requireApiAdmin(args: Args, permission: Permission): Promise<Viewer> {
  const viewer = await getViewer(args);
  const t = requestContext(args.request, args.context).t;
  if (!viewer) {
    throw apiError(401, t("auth.unauthorized"), { headers: { "WWW-Authenticate": 'Bearer realm="api"' } });
  }
  if (await mustEnrolTwoFactor(args.context.services.db, viewer)) {
    throw apiError(403, t("admin.roles.enrolFirst"));
  }
  if (!allows(viewer.role, permission)) throw apiError(403, t("api.errors.forbidden"));
  return viewer;
}
