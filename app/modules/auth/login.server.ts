/**
 * Sign-in with throttling that caps guessing without letting a stranger lock the owner out
 * (docs/decisions/019-sign-in-throttling.md):
 * - a client the account signed in from before — a browser with its signed device cookie, or an address
 *   of an earlier successful sign-in — has its own counter, which strangers cannot fill;
 * - strangers' failures are counted per address and per account (10 a minute each); once the account's
 *   count is reached, strangers are not refused outright but slowed: one attempt every few seconds per
 *   account goes through, after a wait, and the others are refused with Retry-After.
 * For an account with two-factor sign-in, a correct password is only the first step: wrong codes count
 * in the same counters, and the account's counter is cleared only once the code is right.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Services } from "~/services.server";
import type { Db } from "~/db/client.server";
import { nowIso } from "~/db/time";
import type { Translate } from "~/i18n/catalogues.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import {
  hitRateLimit,
  peekRateLimit,
  refundRateLimit,
  resetRateLimit,
  takeQueueSlot,
} from "~/modules/rate-limit/rate-limit.server";
import { findAdminByUsername } from "./admins.server";
import { dummyPasswordHash, verifyPassword } from "./password.server";
import { checkSecondFactor, isTwoFactorEnabled, recoveryCodesLeft } from "./two-factor.server";

export const LOGIN_LIMIT = 10;
export const DEVICE_COOKIE = "tamkine_device";

/** The throttling's figures; tests shorten the slow lane's pace. */
export interface LoginPolicy {
  limit: number;
  windowMs: number;
  /** Past the account's limit, one stranger's attempt per this interval is evaluated. */
  slowLaneIntervalMs: number;
  /** A stranger waits at most this long for a slot of the slow lane, else is refused. */
  slowLaneMaxWaitMs: number;
  /** An address of a successful sign-in is trusted this long after it. */
  knownAddressMs: number;
}

export const LOGIN_POLICY: LoginPolicy = {
  limit: LOGIN_LIMIT,
  windowMs: 60_000,
  slowLaneIntervalMs: 6_000,
  slowLaneMaxWaitMs: 8_000,
  knownAddressMs: 90 * 24 * 60 * 60 * 1000,
};

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

type Throttled = { status: "throttled"; retryAfterSeconds: number };

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

async function isKnownAddress(db: Db, adminId: number, ip: string, policy: LoginPolicy) {
  const row = await db.kysely
    .selectFrom("admin_sign_in_addresses")
    .select("last_signed_in_at")
    .where("admin_id", "=", adminId)
    .where("ip", "=", ip)
    .executeTakeFirst();
  return row !== undefined && Date.parse(row.last_signed_in_at) > Date.now() - policy.knownAddressMs;
}

async function rememberAddress(db: Db, adminId: number, ip: string) {
  const now = nowIso();
  await db.kysely
    .insertInto("admin_sign_in_addresses")
    .values({ admin_id: adminId, ip, last_signed_in_at: now })
    .onConflict((conflict) => conflict.columns(["admin_id", "ip"]).doUpdateSet({ last_signed_in_at: now }))
    .execute();
}

/** Addresses not used for a sign-in within the policy's time are forgotten (retention job). */
export async function forgetOldSignInAddresses(db: Db, now = Date.now(), policy = LOGIN_POLICY) {
  await db.kysely
    .deleteFrom("admin_sign_in_addresses")
    .where("last_signed_in_at", "<", new Date(now - policy.knownAddressMs).toISOString())
    .execute();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Who is trying: a client the account signed in from before, or a stranger. */
interface Attempt {
  username: string;
  ip: string;
  isKnown: boolean;
}

const account = (username: string) => username.trim().toLowerCase();

const buckets = ({ username, ip }: Attempt) => ({
  ip: `login:ip:${ip}`,
  account: `login:user:${account(username)}`,
  known: `login:known:${account(username)}:${ip}`,
  slowLane: `login:slow:${account(username)}`,
});

async function whoIsTrying(
  services: Pick<Services, "db" | "config">,
  input: { username: string; ip: string; deviceCookie?: string },
  admin: { id: number } | undefined,
  policy: LoginPolicy,
): Promise<Attempt> {
  const isKnown =
    admin !== undefined &&
    (isTrustedDevice(services.config.SESSION_SECRET, admin.id, input.deviceCookie) ||
      (await isKnownAddress(services.db, admin.id, input.ip, policy)));
  return { username: input.username, ip: input.ip, isKnown };
}

/**
 * Whether this attempt may be evaluated: a refusal, or null (after the slow lane's wait for a stranger
 * once the account's count is reached). Attempts are counted here, before the password is checked, so
 * that concurrent guesses cannot all pass a count they have not reached yet; a right password gives its
 * count back (`admitted`).
 */
async function admission(db: Db, attempt: Attempt, policy: LoginPolicy): Promise<Throttled | null> {
  const bucket = buckets(attempt);
  const window = { limit: policy.limit, windowMs: policy.windowMs };
  if (attempt.isKnown) {
    const known = await hitRateLimit(db, { bucket: bucket.known, ...window });
    return known.isAllowed ? null : { status: "throttled", retryAfterSeconds: known.retryAfterSeconds };
  }
  const byIp = await hitRateLimit(db, { bucket: bucket.ip, ...window });
  if (!byIp.isAllowed) return { status: "throttled", retryAfterSeconds: byIp.retryAfterSeconds };
  const byAccount = await hitRateLimit(db, { bucket: bucket.account, ...window });
  if (byAccount.isAllowed) return null;
  const slot = await takeQueueSlot(db, {
    bucket: bucket.slowLane,
    intervalMs: policy.slowLaneIntervalMs,
    maxWaitMs: policy.slowLaneMaxWaitMs,
  });
  if (!slot.isAdmitted) return { status: "throttled", retryAfterSeconds: slot.retryAfterSeconds };
  await sleep(slot.waitMs);
  return null;
}

/** A wrong password or code: slow down repeated failures from one address before refusing them. */
async function failed(db: Db, attempt: Attempt) {
  if (attempt.isKnown) return;
  const byIp = await peekRateLimit(db, buckets(attempt).ip);
  if (byIp.hits > 3) await sleep(Math.min(1500, (byIp.hits - 3) * 200));
}

/** A right password: its attempt no longer counts (the code that may follow is counted on its own). */
async function passwordAccepted(db: Db, attempt: Attempt) {
  const bucket = buckets(attempt);
  if (attempt.isKnown) await refundRateLimit(db, bucket.known);
  else await Promise.all([refundRateLimit(db, bucket.ip), refundRateLimit(db, bucket.account)]);
}

/** Both factors passed (or the only one, without two-factor sign-in): counters start over, the address is known. */
async function signedIn(db: Db, attempt: Attempt, adminId: number) {
  const bucket = buckets(attempt);
  await resetRateLimit(db, bucket.account);
  await resetRateLimit(db, bucket.known);
  await rememberAddress(db, adminId, attempt.ip);
  await db.kysely.updateTable("admins").set({ last_login_at: nowIso() }).where("id", "=", adminId).execute();
}

export async function attemptLogin(
  services: Pick<Services, "db" | "config">,
  input: { username: string; password: string; ip: string; deviceCookie?: string },
  policy: LoginPolicy = LOGIN_POLICY,
): Promise<LoginResult> {
  const { db } = services;
  const admin = await findAdminByUsername(db, input.username.trim());
  const attempt = await whoIsTrying(services, { ...input, username: input.username.trim() }, admin, policy);

  const refusal = await admission(db, attempt, policy);
  if (refusal) return refusal;

  const isValid = await verifyPassword(input.password, admin?.password_hash ?? (await dummyPasswordHash()));
  // A disabled account (decision 026) answers like a wrong password: the page tells nobody it exists.
  if (admin && isValid && admin.is_active === 1) {
    await passwordAccepted(db, attempt);
    if (await isTwoFactorEnabled(db, admin.id)) return { status: "secondFactor", admin };
    await signedIn(db, attempt, admin.id);
    return { status: "ok", admin };
  }
  await failed(db, attempt);
  return { status: "invalid" };
}

/**
 * The password of a signed-in administrator, asked again before a sensitive change (turning two-factor
 * sign-in off). Throttled and counted like a sign-in, so a stolen session cannot guess it either.
 */
export async function attemptPasswordCheck(
  services: Pick<Services, "db" | "config">,
  input: { admin: { id: number; username: string }; password: string; ip: string; deviceCookie?: string },
  policy: LoginPolicy = LOGIN_POLICY,
): Promise<{ status: "ok" | "invalid" } | Throttled> {
  const { db } = services;
  const attempt = await whoIsTrying(
    services,
    { ...input, username: input.admin.username },
    input.admin,
    policy,
  );
  const refusal = await admission(db, attempt, policy);
  if (refusal) return refusal;
  const admin = await findAdminByUsername(db, input.admin.username);
  if (admin && admin.id === input.admin.id && (await verifyPassword(input.password, admin.password_hash))) {
    await passwordAccepted(db, attempt);
    return { status: "ok" };
  }
  await failed(db, attempt);
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
  policy: LoginPolicy = LOGIN_POLICY,
): Promise<SecondFactorResult> {
  const { db, config } = services;
  const { admin } = input;
  const attempt = await whoIsTrying(services, { ...input, username: admin.username }, admin, policy);
  const refusal = await admission(db, attempt, policy);
  if (refusal) return refusal;

  const check = await checkSecondFactor({ db, sessionSecret: config.SESSION_SECRET }, admin.id, {
    code: input.code,
    allowRecovery: input.allowRecovery,
  });
  if (check.status === "replayed") await reportReplay(services, input);
  if (check.status !== "ok") {
    await failed(db, attempt);
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
  if (input.isSignIn) await signedIn(db, attempt, admin.id);
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
