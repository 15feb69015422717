/**
 * Password reset by e-mail. A request always gets the same answer, so the page never reveals whether an
 * account exists; when one does, a link with a random token goes out through the outbox. Only the
 * token's SHA-256 is stored; it works once and for 30 minutes, and a newer request replaces it.
 */
import type { Db } from "~/db/client.server";
import { isoIn, nowIso } from "~/db/time";
import type { Translate } from "~/i18n/catalogues.server";
import { setAdminPassword } from "~/modules/auth/admins.server";
import { randomToken, sha256 } from "~/modules/auth/tokens.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { hitRateLimit } from "~/modules/rate-limit/rate-limit.server";
import { findAdminByEmail } from "./admins.server";

export const RESET_LINK_MINUTES = 30;

/** Per address and per e-mail: enough for a person, too few to flood someone's mailbox. */
export const RESET_LIMITS = {
  perIp: { limit: 5, windowMs: 15 * 60_000 },
  perEmail: { limit: 3, windowMs: 60 * 60_000 },
};

export type ResetRequestResult = { status: "accepted" } | { status: "throttled"; retryAfterSeconds: number };

/**
 * Creates a reset token for an administrator. Earlier ones are deleted, so only the newest link works
 * and the table holds at most one row per administrator.
 */
export async function createPasswordReset(db: Db, adminId: number): Promise<string> {
  const token = randomToken();
  await db.kysely.deleteFrom("password_resets").where("admin_id", "=", adminId).execute();
  await db.kysely
    .insertInto("password_resets")
    .values({
      token_hash: sha256(token),
      admin_id: adminId,
      expires_at: isoIn(RESET_LINK_MINUTES * 60_000),
    })
    .execute();
  return token;
}

export const resetLink = (origin: string, token: string) =>
  `${origin.replace(/\/+$/, "")}/reset-password?token=${encodeURIComponent(token)}`;

/**
 * Handles "forgot password" for an e-mail address. Whether or not an administrator has that address, the
 * answer is the same; only the throttle (counted for every address alike) can refuse.
 */
export async function requestPasswordReset(
  db: Db,
  input: { email: string; ip: string; origin: string; t: Translate },
): Promise<ResetRequestResult> {
  const email = input.email.trim().toLowerCase();
  const byIp = await hitRateLimit(db, { bucket: `reset:ip:${input.ip}`, ...RESET_LIMITS.perIp });
  if (!byIp.isAllowed) return { status: "throttled", retryAfterSeconds: byIp.retryAfterSeconds };
  const byEmail = await hitRateLimit(db, {
    bucket: `reset:email:${sha256(email)}`,
    ...RESET_LIMITS.perEmail,
  });
  if (!byEmail.isAllowed) return { status: "throttled", retryAfterSeconds: byEmail.retryAfterSeconds };

  const admin = await findAdminByEmail(db, email);
  if (admin?.email) {
    const token = await createPasswordReset(db, admin.id);
    const link = resetLink(input.origin, token);
    const params = { username: admin.username, link, minutes: RESET_LINK_MINUTES };
    await enqueueMail(db, {
      to: admin.email,
      subject: input.t("admin.passwordReset.mail.subject"),
      text: input.t("admin.passwordReset.mail.text", params),
      kind: "password-reset",
    });
  }
  return { status: "accepted" };
}

async function usableReset(db: Db, token: string) {
  if (!token || token.length > 200) return undefined;
  return await db.kysely
    .selectFrom("password_resets")
    .innerJoin("admins", "admins.id", "password_resets.admin_id")
    .select(["password_resets.id", "admins.id as admin_id", "admins.username"])
    .where("password_resets.token_hash", "=", sha256(token))
    .where("password_resets.expires_at", ">", nowIso())
    .executeTakeFirst();
}

/** Whether a link can still be used (the page shows the form, or says the link is no longer valid). */
export async function isResetTokenUsable(db: Db, token: string): Promise<boolean> {
  return (await usableReset(db, token)) !== undefined;
}

/**
 * Sets a new password with a reset token. The token is spent by one conditional delete, so two
 * simultaneous uses cannot both succeed. Every session and token of the administrator ends.
 */
export async function resetPasswordWithToken(
  db: Db,
  input: { token: string; password: string },
): Promise<{ status: "done"; adminId: number; username: string } | { status: "invalid" }> {
  const reset = await usableReset(db, input.token);
  if (!reset) return { status: "invalid" };
  const spent = await db.kysely
    .deleteFrom("password_resets")
    .where("id", "=", reset.id)
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
  if (Number(spent.numDeletedRows) !== 1) return { status: "invalid" };
  await setAdminPassword(db, reset.admin_id, input.password);
  return { status: "done", adminId: reset.admin_id, username: reset.username };
}
