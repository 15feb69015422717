import { z } from "zod";
import type { Route } from "./+types/token-refresh";
import { rotateRefreshToken } from "~/modules/auth/sessions.server";
import { issueAccessToken } from "~/modules/auth/tokens.server";
import { readJson } from "~/http/body.server";
import { apiError, json } from "~/http/responses.server";
import { requestContext } from "~/http/request-context.server";

const refreshSchema = z.object({ refresh: z.string().min(10).max(200) });

/** POST /api/token/refresh/ {refresh} → a new access token and a new refresh token (rotation). */
export async function action({ request, context }: Route.ActionArgs) {
  const t = requestContext(request, context).t;
  const parsed = refreshSchema.safeParse(await readJson(request, t));
  if (!parsed.success) return apiError(401, t("auth.unauthorized"));
  const rotated = await rotateRefreshToken(context.services.db, parsed.data.refresh);
  if (!rotated) return apiError(401, t("auth.unauthorized"));
  return json(
    {
      access: issueAccessToken(rotated.admin, context.services.config.SESSION_SECRET, {
        family: rotated.family,
      }),
      refresh: rotated.refresh,
      username: rotated.admin.username,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
