/**
 * Sign-in with throttling. Failures are counted per address and per account (10 a minute each, then
 * refusal with Retry-After). A browser that has signed in to an account before carries a signed device
 * cookie that exempts it from that account's counter, so an attacker cannot lock out its administrator.
 * For an account with two-factor sign-in, a correct password is only the first step: wrong codes count
 * in the same counters, and the account's counter is cleared only once the code is right.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Services } from "~/services.server";
import { nowIso } from "~/db/time";
import type { Translate } from "~/i18n/catalogues.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { hitRateLimit, peekRateLimit, resetRateLimit } from "~/modules/rate-limit/rate-limit.server";
import { findAdminByUsername } from "./admins.server";
import { dummyPasswordHash, verifyPassword } from "./password.server";
import { checkSecondFactor, isTwoFactorEnabled, recoveryCodesLeft } from "./two-factor.server";

export const LOGIN_LIMIT = 10;
const WINDOW_MS = 60_000;
export const DEVICE_COOKIE = "tamkine_device";

interface SignedInAdmin {
  id: number;
  username: string;
  email: string | null;
  credentials_version: number;
}

export type LoginResult =
  | { status: "ok"; admin: SignedInAdmin }
  /** Right password, and the account has two-factor sign-in: no session yet, a code comes next. */
  | { status: "secondFactor"; admin: SignedInAdmin }
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

const buckets = (ip: string, username: string) => ({
  ip: `login:ip:${ip}`,
  account: `login:user:${username.trim().toLowerCase()}`,
});

type Buckets = ReturnType<typeof buckets>;

async function throttled(
  db: Services["db"],
  bucket: Buckets,
  isTrusted: boolean,
): Promise<{ status: "throttled"; retryAfterSeconds: number } | null> {
  const [byIp, byAccount] = await Promise.all([
    peekRateLimit(db, bucket.ip),
    peekRateLimit(db, bucket.account),
  ]);
  if (byIp.hits >= LOGIN_LIMIT) return { status: "throttled", retryAfterSeconds: byIp.retryAfterSeconds };
  if (!isTrusted && byAccount.hits >= LOGIN_LIMIT) {
    return { status: "throttled", retryAfterSeconds: byAccount.retryAfterSeconds };
  }
  return null;
}

async function countFailure(db: Services["db"], bucket: Buckets, isTrusted: boolean) {
  const [ipHit] = await Promise.all([
    hitRateLimit(db, { bucket: bucket.ip, limit: LOGIN_LIMIT, windowMs: WINDOW_MS }),
    isTrusted ? null : hitRateLimit(db, { bucket: bucket.account, limit: LOGIN_LIMIT, windowMs: WINDOW_MS }),
  ]);
  // Slow down repeated failures before refusing them outright.
  if (ipHit.hits > 3) await sleep(Math.min(1500, (ipHit.hits - 3) * 200));
}

/** Both factors passed (or the only one, without two-factor sign-in): the account's counter starts over. */
async function signedIn(db: Services["db"], bucket: Buckets, adminId: number) {
  await resetRateLimit(db, bucket.account);
  await db.kysely.updateTable("admins").set({ last_login_at: nowIso() }).where("id", "=", adminId).execute();
}

export async function attemptLogin(
  services: Pick<Services, "db" | "config">,
  input: { username: string; password: string; ip: string; deviceCookie?: string },
): Promise<LoginResult> {
  const { db, config } = services;
  const username = input.username.trim();
  const bucket = buckets(input.ip, username);
  const admin = await findAdminByUsername(db, username);
  const isTrusted = admin ? isTrustedDevice(config.SESSION_SECRET, admin.id, input.deviceCookie) : false;

  const refusal = await throttled(db, bucket, isTrusted);
  if (refusal) return refusal;

  const isValid = await verifyPassword(input.password, admin?.password_hash ?? (await dummyPasswordHash()));
  if (admin && isValid) {
    if (await isTwoFactorEnabled(db, admin.id)) return { status: "secondFactor", admin };
    await signedIn(db, bucket, admin.id);
    return { status: "ok", admin };
  }
  await countFailure(db, bucket, isTrusted);
  return { status: "invalid" };
}

/**
 * The password of a signed-in administrator, asked again before a sensitive change (turning two-factor
 * sign-in off). Throttled and counted like a sign-in, so a stolen session cannot guess it either.
 */
export async function attemptPasswordCheck(
  services: Pick<Services, "db" | "config">,
  input: { admin: { id: number; username: string }; password: string; ip: string; deviceCookie?: string },
): Promise<{ status: "ok" | "invalid" } | { status: "throttled"; retryAfterSeconds: number }> {
  const { db, config } = services;
  const bucket = buckets(input.ip, input.admin.username);
  const isTrusted = isTrustedDevice(config.SESSION_SECRET, input.admin.id, input.deviceCookie);
  const refusal = await throttled(db, bucket, isTrusted);
  if (refusal) return refusal;
  const admin = await findAdminByUsername(db, input.admin.username);
  if (admin && admin.id === input.admin.id && (await verifyPassword(input.password, admin.password_hash))) {
    return { status: "ok" };
  }
  await countFailure(db, bucket, isTrusted);
  return { status: "invalid" };
}

export type SecondFactorResult =
  | { status: "ok"; method: "totp" | "recovery" }
  | { status: "invalid" }
  | { status: "throttled"; retryAfterSeconds: number };

/**
 * Checks the code of an administrator whose password was right (at sign-in) or who is signed in (before
 * changing their two-factor settings). Wrong codes count in the sign-in counters; a replayed code is
 * refused, written in the journal and mailed to the administrator; a recovery code used is journalled.
 * With `isSignIn`, success completes the sign-in (counter cleared, last sign-in time).
 */
export async function attemptSecondFactor(
  services: Pick<Services, "db" | "config">,
  input: {
    admin: { id: number; username: string; email: string | null };
    code: string;
    ip: string;
    deviceCookie?: string;
    allowRecovery: boolean;
    isSignIn: boolean;
    t: Translate;
  },
): Promise<SecondFactorResult> {
  const { db, config } = services;
  const { admin } = input;
  const bucket = buckets(input.ip, admin.username);
  const isTrusted = isTrustedDevice(config.SESSION_SECRET, admin.id, input.deviceCookie);
  const refusal = await throttled(db, bucket, isTrusted);
  if (refusal) return refusal;

  const check = await checkSecondFactor({ db, sessionSecret: config.SESSION_SECRET }, admin.id, {
    code: input.code,
    allowRecovery: input.allowRecovery,
  });
  if (check.status === "replayed") await reportReplay(services, input);
  if (check.status !== "ok") {
    await countFailure(db, bucket, isTrusted);
    return { status: "invalid" };
  }
  if (check.method === "recovery") {
    await recordAudit(db, {
      actor: admin,
      action: "recoveryCodeUse",
      resource: "admins",
      itemId: admin.id,
      summary: `${admin.username} · ${input.t("admin.security.codesLeft", { count: await recoveryCodesLeft(db, admin.id) })}`,
    });
  }
  if (input.isSignIn) await signedIn(db, bucket, admin.id);
  return check;
}

/** ASVS V2.8.5: a code used twice is logged and its owner told (someone may have seen it). */
async function reportReplay(
  services: Pick<Services, "db">,
  input: { admin: { id: number; username: string; email: string | null }; ip: string; t: Translate },
) {
  const { admin, t } = input;
  await recordAudit(services.db, {
    actor: admin,
    action: "twoFactorReplay",
    resource: "admins",
    itemId: admin.id,
    summary: `${admin.username} · ${input.ip}`,
  });
  if (admin.email) {
    await enqueueMail(services.db, {
      to: admin.email,
      subject: t("admin.security.replayMail.subject"),
      text: t("admin.security.replayMail.text", { username: admin.username, ip: input.ip }),
      kind: "two-factor-replay",
    });
  }
}
