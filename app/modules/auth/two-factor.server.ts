/**
 * Two-factor sign-in for administrators: a TOTP secret (sealed at rest, see secret-box.server.ts) that
 * becomes active once the administrator proves their app shows the right code, and ten single-use
 * recovery codes stored as salted hashes. Throttling of wrong codes is the caller's (login.server.ts).
 * See docs/decisions/013-two-factor.md.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "~/db/client.server";
import { nowIso } from "~/db/time";
import { seal, unseal } from "./secret-box.server";
import { base32Decode, generateTotpSecret, matchTotp, otpauthUri, TOTP } from "./totp.server";

export const RECOVERY_CODE_COUNT = 10;
/** 10 characters of base32 (50 bits), shown as `xxxxx-xxxxx`. */
const RECOVERY_ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
const RECOVERY_LENGTH = 10;

interface Keys {
  db: Db;
  sessionSecret: string;
}

export type TwoFactorStatus =
  | { state: "off" }
  | { state: "pending" }
  | { state: "on"; enabledAt: string; recoveryCodesLeft: number };

const sealOptions = (sessionSecret: string, adminId: number) => ({
  sessionSecret,
  purpose: "totp-secret",
  context: `admin:${adminId}`,
});

const twoFactorRow = (db: Db, adminId: number) =>
  db.kysely.selectFrom("admin_two_factor").selectAll().where("admin_id", "=", adminId).executeTakeFirst();

export async function isTwoFactorEnabled(db: Db, adminId: number): Promise<boolean> {
  const row = await twoFactorRow(db, adminId);
  return Boolean(row?.enabled_at);
}

export async function recoveryCodesLeft(db: Db, adminId: number): Promise<number> {
  const row = await db.kysely
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("admin_id", "=", adminId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function twoFactorStatus(db: Db, adminId: number): Promise<TwoFactorStatus> {
  const row = await twoFactorRow(db, adminId);
  if (!row) return { state: "off" };
  if (!row.enabled_at) return { state: "pending" };
  return { state: "on", enabledAt: row.enabled_at, recoveryCodesLeft: await recoveryCodesLeft(db, adminId) };
}

export interface SetupDetails {
  secret: string;
  uri: string;
}

/**
 * Starts (or restarts) setting up two-factor sign-in: a new secret, not active until confirmed. Refused
 * (null) while it is already on: turning it off comes first.
 */
export async function beginTwoFactorSetup(
  keys: Keys,
  admin: { id: number; username: string },
  issuer: string,
): Promise<SetupDetails | null> {
  const { db, sessionSecret } = keys;
  const existing = await twoFactorRow(db, admin.id);
  if (existing?.enabled_at) return null;
  const secret = generateTotpSecret();
  const sealed = seal(secret, sealOptions(sessionSecret, admin.id));
  // One statement, so a double submission cannot insert twice; an active secret is never replaced.
  await db.kysely
    .insertInto("admin_two_factor")
    .values({ admin_id: admin.id, secret: sealed })
    .onConflict((conflict) =>
      conflict
        .column("admin_id")
        .doUpdateSet({ secret: sealed, last_step: null, updated_at: nowIso() })
        .where("admin_two_factor.enabled_at", "is", null),
    )
    .execute();
  return { secret, uri: otpauthUri({ secret, issuer, account: admin.username }) };
}

/** The secret of a setup waiting for its first code, to show again; null otherwise. */
export async function pendingSetup(
  keys: Keys,
  admin: { id: number; username: string },
  issuer: string,
): Promise<SetupDetails | null> {
  const row = await twoFactorRow(keys.db, admin.id);
  if (!row || row.enabled_at) return null;
  const secret = unseal(row.secret, sealOptions(keys.sessionSecret, admin.id));
  return secret ? { secret, uri: otpauthUri({ secret, issuer, account: admin.username }) } : null;
}

export async function cancelTwoFactorSetup(db: Db, adminId: number) {
  await db.kysely
    .deleteFrom("admin_two_factor")
    .where("admin_id", "=", adminId)
    .where("enabled_at", "is", null)
    .execute();
}

/** Recovery codes as people read them, and the form they are compared in. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");
const isRecoveryCodeShape = (code: string) =>
  new RegExp(`^[${RECOVERY_ALPHABET}]{${RECOVERY_LENGTH}}$`).test(code);

function newRecoveryCode(): string {
  // 32 divides 256, so taking 5 bits of each byte keeps every character equally likely.
  const characters = [...randomBytes(RECOVERY_LENGTH)].map((byte) => RECOVERY_ALPHABET[byte & 31]).join("");
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

const digest = (salt: Buffer, code: string) => createHash("sha256").update(salt).update(code).digest();

/** `salt$sha256(salt ‖ code)`: a per-code random salt, since 50 bits alone are not enough (ASVS V2.6.2). */
function hashRecoveryCode(code: string): string {
  const salt = randomBytes(16);
  return `${salt.toString("base64url")}$${digest(salt, normalizeRecoveryCode(code)).toString("base64url")}`;
}

function isRecoveryCodeHash(code: string, stored: string): boolean {
  const [salt, hash] = stored.split("$");
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = digest(Buffer.from(salt, "base64url"), code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Replaces every recovery code of an administrator with ten new ones, returned once. */
async function replaceRecoveryCodes(db: Db, adminId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom("recovery_codes").where("admin_id", "=", adminId).execute();
    await trx
      .insertInto("recovery_codes")
      .values(codes.map((code) => ({ admin_id: adminId, code_hash: hashRecoveryCode(code) })))
      .execute();
  });
  return codes;
}

/**
 * Records `step` as the last accepted one when it is newer than the last, in one conditional update:
 * of two requests with the same code, only one can win.
 */
async function claimStep(db: Db, adminId: number, step: number, isEnabled: boolean): Promise<boolean> {
  const result = await db.kysely
    .updateTable("admin_two_factor")
    .set({ last_step: step, updated_at: nowIso() })
    .where("admin_id", "=", adminId)
    .where("enabled_at", isEnabled ? "is not" : "is", null)
    .where((eb) => eb.or([eb("last_step", "is", null), eb("last_step", "<", step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type CodeCheck =
  | { status: "ok"; method: "totp" | "recovery" }
  | { status: "invalid" }
  /** A right code whose time step was already used: refused, and worth telling the administrator. */
  | { status: "replayed" };

async function checkTotp(keys: Keys, adminId: number, code: string, isEnabled: boolean): Promise<CodeCheck> {
  const row = await twoFactorRow(keys.db, adminId);
  if (!row || Boolean(row.enabled_at) !== isEnabled) return { status: "invalid" };
  const secret = unseal(row.secret, sealOptions(keys.sessionSecret, adminId));
  if (!secret) return { status: "invalid" };
  const step = matchTotp(base32Decode(secret), code);
  if (step === null) return { status: "invalid" };
  if (row.last_step !== null && step <= row.last_step) return { status: "replayed" };
  return (await claimStep(keys.db, adminId, step, isEnabled))
    ? { status: "ok", method: "totp" }
    : { status: "replayed" };
}

/** Spends a recovery code: one conditional update, so a code works once even when sent twice at once. */
async function spendRecoveryCode(db: Db, adminId: number, code: string): Promise<boolean> {
  const unused = await db.kysely
    .selectFrom("recovery_codes")
    .select(["id", "code_hash"])
    .where("admin_id", "=", adminId)
    .where("used_at", "is", null)
    .execute();
  const match = unused.find((row) => isRecoveryCodeHash(code, row.code_hash));
  if (!match) return false;
  const spent = await db.kysely
    .updateTable("recovery_codes")
    .set({ used_at: nowIso(), updated_at: nowIso() })
    .where("id", "=", match.id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/**
 * The second factor of an administrator whose two-factor sign-in is on: a 6-digit code of the current
 * ±1 time step not used before, or (when `allowRecovery`) an unused recovery code, which is spent.
 */
export async function checkSecondFactor(
  keys: Keys,
  adminId: number,
  input: { code: string; allowRecovery: boolean },
): Promise<CodeCheck> {
  const code = input.code.trim().replace(/\s/g, "");
  if (new RegExp(`^\\d{${TOTP.digits}}$`).test(code)) return checkTotp(keys, adminId, code, true);
  const recovery = normalizeRecoveryCode(code);
  if (!input.allowRecovery || !isRecoveryCodeShape(recovery)) return { status: "invalid" };
  if (!(await isTwoFactorEnabled(keys.db, adminId))) return { status: "invalid" };
  return (await spendRecoveryCode(keys.db, adminId, recovery))
    ? { status: "ok", method: "recovery" }
    : { status: "invalid" };
}

/**
 * Turns two-factor sign-in on with the first code from the app, and returns the ten recovery codes
 * (the only time they are readable).
 */
export async function confirmTwoFactorSetup(
  keys: Keys,
  adminId: number,
  code: string,
): Promise<{ status: "enabled"; recoveryCodes: string[] } | { status: "invalid" | "replayed" }> {
  const check = await checkTotp(keys, adminId, code.trim().replace(/\s/g, ""), false);
  if (check.status !== "ok") return check;
  const enabled = await keys.db.kysely
    .updateTable("admin_two_factor")
    .set({ enabled_at: nowIso(), updated_at: nowIso() })
    .where("admin_id", "=", adminId)
    .where("enabled_at", "is", null)
    .executeTakeFirst();
  if (Number(enabled.numUpdatedRows) !== 1) return { status: "invalid" };
  return { status: "enabled", recoveryCodes: await replaceRecoveryCodes(keys.db, adminId) };
}

/** New recovery codes (the old ones stop working). The caller has checked a current code. */
export const regenerateRecoveryCodes = (db: Db, adminId: number) => replaceRecoveryCodes(db, adminId);

/** Removes the secret and the recovery codes. The caller has checked the password and a code. */
export async function disableTwoFactor(db: Db, adminId: number) {
  await db.kysely.transaction().execute(async (trx) => {
    await trx.deleteFrom("recovery_codes").where("admin_id", "=", adminId).execute();
    await trx.deleteFrom("admin_two_factor").where("admin_id", "=", adminId).execute();
    await trx.deleteFrom("pending_logins").where("admin_id", "=", adminId).execute();
  });
}
