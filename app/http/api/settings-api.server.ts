/**
 * `GET /api/settings/` (public) and `PUT /api/settings/` (the `settings` permission: administrators), the
 * site's settings (decision 030). A PUT changes the keys it sends and only those; the rules and the write
 * are `saveSiteSettings`', shared with the back office.
 */
import { requireApiAdmin } from "~/http/auth/guard.server";
import { apiError, json } from "~/http/responses.server";
import { getPublicSettings, saveSiteSettings } from "~/modules/settings/site-settings.server";
import { readJsonObject } from "~/http/api/body.server";
import { methodNotAllowed, translatorOf, type ApiArgs } from "~/http/api/respond.server";

export async function settingsResource(args: ApiArgs) {
  const { request, context } = args;
  const { db } = context.services;
  if (!["GET", "HEAD", "PUT"].includes(request.method))
    return methodNotAllowed(request, ["GET", "HEAD", "PUT"]);
  if (request.method !== "PUT") return json(await getPublicSettings(db));
  const viewer = await requireApiAdmin(args, "settings");
  const t = translatorOf(request);
  const translate = (key: string) => t(key as Parameters<typeof t>[0]);
  const result = await saveSiteSettings(context.services, {
    input: await readJsonObject(request, t),
    writer: { actor: viewer },
    translate,
  });
  if (result.status === "forbidden") return apiError(403, t("api.errors.forbidden"));
  if (result.status === "invalid") return apiError(400, t("api.errors.invalid"), { errors: result.errors });
  return json(result.settings);
}
