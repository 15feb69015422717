/**
 * Sign-in with throttling. Failures are counted per address and per account (10 a minute each, then
 * refusal with Retry-After). A browser that has signed in to an account before carries a signed device
 * cookie that exempts it from that account's counter, so an attacker cannot lock out its administrator.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Services } from "~/services.server";
import { nowIso } from "~/db/time";
import { hitRateLimit, peekRateLimit, resetRateLimit } from "~/modules/rate-limit/rate-limit.server";
import { findAdminByUsername } from "./admins.server";
import { dummyPasswordHash, verifyPassword } from "./password.server";

export const LOGIN_LIMIT = 10;
const WINDOW_MS = 60_000;
export const DEVICE_COOKIE = "tamkine_device";

export type LoginResult =
  | { status: "ok"; admin: { id: number; username: string; credentials_version: number } }
  | { status: "invalid" }
  | { status: "throttled"; retryAfterSeconds: number };

const deviceSignature = (secret: string, adminId: number) =>
  createHmac("sha256", `device:${secret}`).update(String(adminId)).digest("base64url");

export const deviceCookieValue = (secret: string, adminId: number) =>
  `${adminId}.${deviceSignature(secret, adminId)}`;

function isTrustedDevice(secret: string, adminId: number, cookie: string | undefined) {
  if (!cookie) return false;
  const expected = Buffer.from(deviceCookieValue(secret, adminId));
  const given = Buffer.from(cookie);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function attemptLogin(
  services: Pick<Services, "db" | "config">,
  input: { username: string; password: string; ip: string; deviceCookie?: string },
): Promise<LoginResult> {
  const { db, config } = services;
  const username = input.username.trim();
  const ipBucket = `login:ip:${input.ip}`;
  const accountBucket = `login:user:${username.toLowerCase()}`;
  const admin = await findAdminByUsername(db, username);
  const isTrusted = admin ? isTrustedDevice(config.SESSION_SECRET, admin.id, input.deviceCookie) : false;

  const [byIp, byAccount] = await Promise.all([
    peekRateLimit(db, ipBucket),
    peekRateLimit(db, accountBucket),
  ]);
  if (byIp.hits >= LOGIN_LIMIT) return { status: "throttled", retryAfterSeconds: byIp.retryAfterSeconds };
  if (!isTrusted && byAccount.hits >= LOGIN_LIMIT) {
    return { status: "throttled", retryAfterSeconds: byAccount.retryAfterSeconds };
  }

  const isValid = await verifyPassword(input.password, admin?.password_hash ?? (await dummyPasswordHash()));
  if (admin && isValid) {
    await resetRateLimit(db, accountBucket);
    await db.kysely
      .updateTable("admins")
      .set({ last_login_at: nowIso() })
      .where("id", "=", admin.id)
      .execute();
    return { status: "ok", admin };
  }
  const [ipHit] = await Promise.all([
    hitRateLimit(db, { bucket: ipBucket, limit: LOGIN_LIMIT, windowMs: WINDOW_MS }),
    isTrusted ? null : hitRateLimit(db, { bucket: accountBucket, limit: LOGIN_LIMIT, windowMs: WINDOW_MS }),
  ]);
  // Slow down repeated failures before refusing them outright.
  if (ipHit.hits > 3) await sleep(Math.min(1500, (ipHit.hits - 3) * 200));
  return { status: "invalid" };
}
