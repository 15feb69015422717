import { z } from "zod";
import type { Route } from "./+types/logout";
import { familyOfRefreshToken, revokeFamily } from "~/modules/auth/sessions.server";
import { verifyAccessToken } from "~/modules/auth/tokens.server";
import { readJson } from "~/http/body.server";
import { apiError } from "~/http/responses.server";
import { requestContext } from "~/http/request-context.server";

const logoutSchema = z.object({ refresh: z.string().max(200).optional() });

/**
 * POST /api/logout/ with the bearer token and/or {refresh}: ends that API sign-in on the server. Its
 * refresh tokens and every access token issued with them are refused from then on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config } = context.services;
  const t = requestContext(request).t;
  if (request.method !== "POST")
    return apiError(405, t("api.errors.methodNotAllowed"), { headers: { Allow: "POST" } });
  const body = logoutSchema.safeParse(await readJson(request, t));
  const authorization = request.headers.get("Authorization");
  const claims = authorization?.startsWith("Bearer ")
    ? verifyAccessToken(authorization.slice(7).trim(), config.SESSION_SECRET)
    : null;
  const family =
    claims?.sid ??
    (body.success && body.data.refresh ? await familyOfRefreshToken(db, body.data.refresh) : undefined);
  if (!family) return apiError(401, t("auth.unauthorized"));
  await revokeFamily(db, family);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

export function loader({ request }: Route.LoaderArgs) {
  const t = requestContext(request).t;
  return apiError(405, t("api.errors.methodNotAllowed"), { headers: { Allow: "POST" } });
}
