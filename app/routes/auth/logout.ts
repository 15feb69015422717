import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { isSameOriginRequest, sessionCookie, sessionCookieName } from "~/http/auth/guard.server";
import { destroySession } from "~/modules/auth/sessions.server";
import { readCookie } from "~/lib/cookies";

/** Logout revokes the session on the server, clears the cookie and goes to `/` (§4). */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.services;
  const token = readCookie(request.headers.get("Cookie"), sessionCookieName(config));
  if (token && isSameOriginRequest(request, config)) await destroySession(db, token);
  throw redirect("/", { headers: { "Set-Cookie": sessionCookie(config, "", 0) } });
}

export function loader() {
  return redirect("/");
}
