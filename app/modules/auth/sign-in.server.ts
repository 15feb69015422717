/** What a successful sign-in gives: a server session for the browser, tokens for API clients. */
import type { AppLoadContext } from "react-router";
import { deviceCookieValue, DEVICE_COOKIE } from "./login.server";
import { isSecureDeployment, sessionCookie } from "./guard.server";
import { createSession, issueRefreshToken, SESSION_SECONDS } from "./sessions.server";
import { issueAccessToken } from "./tokens.server";

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

export async function issueApiTokens(context: AppLoadContext, admin: SignedIn) {
  const { db, config } = context.services;
  const refresh = await issueRefreshToken(db, admin);
  return {
    access: issueAccessToken(admin, config.SESSION_SECRET, { family: refresh.family }),
    refresh: refresh.token,
    username: admin.username,
  };
}
