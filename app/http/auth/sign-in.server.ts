/** What a successful sign-in gives: a server session for the browser, tokens for API clients. */
import type { AppLoadContext } from "react-router";
import type { Translate } from "~/i18n/catalogues.server";
import { readCookie } from "~/lib/cookies";
import { attemptSecondFactor, deviceCookieValue, DEVICE_COOKIE } from "~/modules/auth/login.server";
import { isSecureDeployment, sessionCookie } from "~/http/auth/guard.server";
import {
  consumePendingLogin,
  createPendingLogin,
  findPendingLogin,
  pendingLoginCookie,
  pendingLoginCookieName,
  PENDING_LOGIN_SECONDS,
  recordPendingFailure,
} from "~/modules/auth/pending-login.server";
import { createSession, issueRefreshToken, SESSION_SECONDS } from "~/modules/auth/sessions.server";
import { issueAccessToken } from "~/modules/auth/tokens.server";

interface SignedIn {
  id: number;
  username: string;
  credentials_version: number;
}

export async function startBrowserSession(context: AppLoadContext, request: Request, admin: SignedIn) {
  const { db, config } = context.services;
  const token = await createSession(db, admin, {
    ip: context.clientIp,
    userAgent: request.headers.get("User-Agent") ?? "",
  });
  const secure = isSecureDeployment(config) ? "; Secure" : "";
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(config, token, SESSION_SECONDS));
  headers.append(
    "Set-Cookie",
    `${DEVICE_COOKIE}=${deviceCookieValue(config.SESSION_SECRET, admin.id)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000${secure}`,
  );
  return headers;
}

/** The password was right and the account has two-factor sign-in: the cookie that leads to the code step. */
export async function beginTwoFactorSignIn(context: AppLoadContext, admin: SignedIn) {
  const { db, config } = context.services;
  const token = await createPendingLogin(db, admin);
  return new Headers({ "Set-Cookie": pendingLoginCookie(config, token, PENDING_LOGIN_SECONDS) });
}

/** The pending sign-in of this browser (the login page shows the code step while there is one). */
export async function pendingSignIn(context: AppLoadContext, request: Request) {
  const { db, config } = context.services;
  return findPendingLogin(db, readCookie(request.headers.get("Cookie"), pendingLoginCookieName(config)));
}

export type CodeStepResult =
  | { status: "signedIn"; headers: Headers }
  | { status: "invalid" }
  | { status: "throttled"; retryAfterSeconds: number }
  /** No live pending sign-in (expired, used, too many wrong codes): the password comes first again. */
  | { status: "restart"; reason: "expired" | "tooManyAttempts"; headers: Headers };

/**
 * The code step: only with the cookie a correct password gave, only while it is live. A wrong code counts
 * in the sign-in throttling and on this pending sign-in; a right one spends it and opens the session.
 */
export async function finishTwoFactorSignIn(
  context: AppLoadContext,
  request: Request,
  input: { code: string; t: Translate },
): Promise<CodeStepResult> {
  const { db, config } = context.services;
  const clear = new Headers({ "Set-Cookie": pendingLoginCookie(config, "", 0) });
  const pending = await pendingSignIn(context, request);
  if (!pending) return { status: "restart", reason: "expired", headers: clear };
  const result = await attemptSecondFactor(context.services, {
    admin: pending.admin,
    code: input.code,
    ip: context.clientIp,
    deviceCookie: readCookie(request.headers.get("Cookie"), DEVICE_COOKIE),
    allowRecovery: true,
    isSignIn: true,
    t: input.t,
  });
  if (result.status === "throttled") return result;
  if (result.status === "invalid") {
    return (await recordPendingFailure(db, pending.id))
      ? result
      : { status: "restart", reason: "tooManyAttempts", headers: clear };
  }
  if (!(await consumePendingLogin(db, pending.id)))
    return { status: "restart", reason: "expired", headers: clear };
  const headers = await startBrowserSession(context, request, pending.admin);
  headers.append("Set-Cookie", pendingLoginCookie(config, "", 0));
  return { status: "signedIn", headers };
}

export async function issueApiTokens(context: AppLoadContext, admin: SignedIn) {
  const { db, config } = context.services;
  const refresh = await issueRefreshToken(db, admin);
  return {
    access: issueAccessToken(admin, config.SESSION_SECRET, { family: refresh.family }),
    refresh: refresh.token,
    username: admin.username,
  };
}
