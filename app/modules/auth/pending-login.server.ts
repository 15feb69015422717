/**
 * Between the password and the code of a two-factor sign-in. A correct password creates a row here and
 * a random token in an HttpOnly cookie (only its SHA-256 is stored); the code step works only with that
 * cookie, for five minutes, for a few attempts, and once.
 */
import type { Config } from "~/config/env.server";
import type { Db } from "~/db/client.server";
import { isoIn, nowIso } from "~/db/time";
import { isSecureDeployment } from "../../http/auth/guard.server";
import { randomToken, sha256 } from "./tokens.server";

export const PENDING_LOGIN_SECONDS = 5 * 60;
/** Wrong codes allowed on one pending sign-in before the password is asked again. */
export const PENDING_LOGIN_ATTEMPTS = 5;

export const pendingLoginCookieName = (config: Pick<Config, "PUBLIC_URL">) =>
  isSecureDeployment(config) ? "__Host-tamkine_pending_login" : "tamkine_pending_login";

/** SameSite=Strict: the code step is only ever posted from our own login page. */
export function pendingLoginCookie(config: Pick<Config, "PUBLIC_URL">, token: string, maxAgeSeconds: number) {
  const secure = isSecureDeployment(config) ? "; Secure" : "";
  return `${pendingLoginCookieName(config)}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

export async function createPendingLogin(db: Db, admin: { id: number; credentials_version: number }) {
  const token = randomToken();
  // The table only ever holds a few live rows: expired ones go when a new one comes.
  await db.kysely.deleteFrom("pending_logins").where("expires_at", "<=", nowIso()).execute();
  await db.kysely
    .insertInto("pending_logins")
    .values({
      token_hash: sha256(token),
      admin_id: admin.id,
      credentials_version: admin.credentials_version,
      expires_at: isoIn(PENDING_LOGIN_SECONDS * 1000),
    })
    .execute();
  return token;
}

export interface PendingLogin {
  id: number;
  admin: { id: number; username: string; email: string | null; credentials_version: number };
}

/** The live pending sign-in behind a cookie: unexpired, attempts left, credentials unchanged since. */
export async function findPendingLogin(db: Db, token: string | undefined): Promise<PendingLogin | null> {
  if (!token || token.length > 100) return null;
  const row = await db.kysely
    .selectFrom("pending_logins")
    .innerJoin("admins", "admins.id", "pending_logins.admin_id")
    .select([
      "pending_logins.id",
      "admins.id as admin_id",
      "admins.username",
      "admins.email",
      "admins.credentials_version",
    ])
    .where("pending_logins.token_hash", "=", sha256(token))
    .where("pending_logins.expires_at", ">", nowIso())
    .where("pending_logins.attempts", "<", PENDING_LOGIN_ATTEMPTS)
    .whereRef("pending_logins.credentials_version", "=", "admins.credentials_version")
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    admin: {
      id: row.admin_id,
      username: row.username,
      email: row.email,
      credentials_version: row.credentials_version,
    },
  };
}

/** Counts a wrong code; returns whether this pending sign-in may still be used. */
export async function recordPendingFailure(db: Db, id: number): Promise<boolean> {
  const row = await db.kysely
    .updateTable("pending_logins")
    .set((eb) => ({ attempts: eb("attempts", "+", 1), updated_at: nowIso() }))
    .where("id", "=", id)
    .returning("attempts")
    .executeTakeFirst();
  if (row && Number(row.attempts) < PENDING_LOGIN_ATTEMPTS) return true;
  await deletePendingLogin(db, id);
  return false;
}

/** Spends a pending sign-in: one conditional delete, so it cannot open two sessions. */
export async function consumePendingLogin(db: Db, id: number): Promise<boolean> {
  const deleted = await db.kysely
    .deleteFrom("pending_logins")
    .where("id", "=", id)
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

export async function deletePendingLogin(db: Db, id: number) {
  await db.kysely.deleteFrom("pending_logins").where("id", "=", id).execute();
}

export async function cancelPendingLogin(db: Db, token: string | undefined) {
  if (token) await db.kysely.deleteFrom("pending_logins").where("token_hash", "=", sha256(token)).execute();
}
