import type { Route } from "./+types/login";
import { attemptLogin, attemptSecondFactor, DEVICE_COOKIE } from "~/modules/auth/login.server";
import { apiLoginSchema } from "~/modules/auth/login.schema";
import { issueApiTokens } from "~/http/auth/sign-in.server";
import { readJson } from "~/http/body.server";
import { readCookie } from "~/lib/cookies";
import { apiError, json } from "~/http/responses.server";
import { parseWith } from "~/modules/validation/validation";
import { requestContext } from "~/http/request-context.server";

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * POST /api/login/ {username, password} → {access, refresh, username} (§7). An account with two-factor
 * sign-in also sends `otp`; without it (or with a wrong one) the answer is 401 with `otp_required: true`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const t = requestContext(request).t;
  if (request.method !== "POST")
    return apiError(405, t("api.errors.methodNotAllowed"), { headers: { Allow: "POST" } });
  const parsed = parseWith(apiLoginSchema, await readJson(request, t), (key) =>
    t(key as Parameters<typeof t>[0]),
  );
  if (!parsed.isValid) return apiError(400, t("api.errors.invalid"), { errors: parsed.errors });
  const { otp, ...credentials } = parsed.data;
  // An API client that keeps cookies carries the device cookie a browser sign-in set (decision 019).
  const deviceCookie = readCookie(request.headers.get("Cookie"), DEVICE_COOKIE);
  const result = await attemptLogin(context.services, { ...credentials, ip: context.clientIp, deviceCookie });
  const throttled = (retryAfterSeconds: number) =>
    apiError(429, t("auth.login.throttled", { seconds: retryAfterSeconds }), {
      headers: { "Retry-After": String(retryAfterSeconds) },
    });
  if (result.status === "throttled") return throttled(result.retryAfterSeconds);
  if (result.status === "invalid") return apiError(401, t("auth.login.invalidCredentials"));
  if (result.status === "secondFactor") {
    if (otp === undefined) {
      return json(
        { error: t("auth.twoFactor.required"), otp_required: true },
        { status: 401, headers: NO_STORE },
      );
    }
    const second = await attemptSecondFactor(context.services, {
      admin: result.admin,
      code: otp,
      ip: context.clientIp,
      deviceCookie,
      allowRecovery: true,
      isSignIn: true,
      t,
    });
    if (second.status === "throttled") return throttled(second.retryAfterSeconds);
    if (second.status === "invalid") {
      return json(
        { error: t("auth.twoFactor.invalidCode"), otp_required: true },
        { status: 401, headers: NO_STORE },
      );
    }
  }
  return json(await issueApiTokens(context, result.admin), { headers: NO_STORE });
}

export function loader({ request }: Route.LoaderArgs) {
  const t = requestContext(request).t;
  return apiError(405, t("api.errors.methodNotAllowed"), { headers: { Allow: "POST" } });
}
