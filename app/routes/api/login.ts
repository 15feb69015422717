import type { Route } from "./+types/login";
import { detectLocale } from "~/i18n/detect";
import { translatorFor } from "~/i18n/catalogues.server";
import { attemptLogin } from "~/modules/auth/login.server";
import { loginSchema } from "~/modules/auth/login.schema";
import { issueApiTokens } from "~/modules/auth/sign-in.server";
import { readJson } from "~/modules/http/body.server";
import { apiError, json } from "~/modules/http/responses.server";
import { parseWith } from "~/modules/http/validation";

/** POST /api/login/ {username, password} → {access, refresh, username} (§7). */
export async function action({ request, context }: Route.ActionArgs) {
  const t = translatorFor(detectLocale(request).locale);
  if (request.method !== "POST")
    return apiError(405, t("api.errors.methodNotAllowed"), { headers: { Allow: "POST" } });
  const parsed = parseWith(loginSchema, await readJson(request, t), (key) =>
    t(key as Parameters<typeof t>[0]),
  );
  if (!parsed.isValid) return apiError(400, t("api.errors.invalid"), { errors: parsed.errors });
  const result = await attemptLogin(context.services, { ...parsed.data, ip: context.clientIp });
  if (result.status === "throttled") {
    return apiError(429, t("auth.login.throttled", { seconds: result.retryAfterSeconds }), {
      headers: { "Retry-After": String(result.retryAfterSeconds) },
    });
  }
  if (result.status === "invalid") return apiError(401, t("auth.login.invalidCredentials"));
  return json(await issueApiTokens(context, result.admin), { headers: { "Cache-Control": "no-store" } });
}

export function loader({ request }: Route.LoaderArgs) {
  const t = translatorFor(detectLocale(request).locale);
  return apiError(405, t("api.errors.methodNotAllowed"), { headers: { Allow: "POST" } });
}
