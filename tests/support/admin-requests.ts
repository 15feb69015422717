/**
 * Requests as the back office sends them: signed in with a session cookie, from the site's own
 * origin. For tests of admin loaders and actions.
 */
import { randomBytes } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { createAdmin } from "~/modules/auth/admins.server";
import { sessionCookieName } from "~/http/auth/guard.server";
import { createSession } from "~/modules/auth/sessions.server";
import type { Services } from "~/services.server";
import type { Role } from "~/modules/access/roles";

/**
 * `opened` is what `openTestServices` returns: its services and its load context. The account is an
 * administrator unless `role` names another role (decision 026).
 */
export async function signedInAdmin(
  opened: { services: Services; context: () => AppLoadContext },
  options: { role?: Role } = {},
) {
  const { services } = opened;
  const admin = await createAdmin(services.db, {
    username: `${options.role ?? "admin"}-${randomBytes(4).toString("hex")}`,
    password: "une phrase de passe de test",
  });
  if (options.role) {
    await services.db.kysely
      .updateTable("admins")
      .set({ role: options.role })
      .where("id", "=", admin.id)
      .execute();
  }
  const token = await createSession(services.db, admin, { ip: "127.0.0.1", userAgent: "vitest" });
  const origin = new URL(services.config.PUBLIC_URL ?? "http://localhost:3000").origin;
  const cookie = `${sessionCookieName(services.config)}=${token}; i18next=fr`;
  const context = opened.context();
  return {
    admin,
    context,
    get: (path: string) => ({
      request: new Request(`${origin}${path}`, { headers: { Cookie: cookie } }),
      context,
    }),
    post: (path: string, body: FormData) => ({
      request: new Request(`${origin}${path}`, {
        method: "POST",
        body,
        headers: { Cookie: cookie, Origin: origin },
      }),
      context,
    }),
  };
}

/** What an action answered: a redirect, or `data(body, init)`. */
export function outcome(result: unknown): { status: number; location?: string; body?: unknown } {
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("Location") ?? undefined };
  }
  if (typeof result === "object" && result !== null && "data" in result && "init" in result) {
    const init = (result as { init?: ResponseInit | null }).init;
    return { status: init?.status ?? 200, body: (result as { data: unknown }).data };
  }
  return { status: 200, body: result };
}

export function form(values: Record<string, string | File | Array<string | File>>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return body;
}
