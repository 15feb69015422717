/**
 * Server-side sessions for the web back office and rotating refresh tokens for API clients.
 * Only SHA-256 digests of the secrets are stored.
 */
import type { Db } from "~/db/client.server";
import { isoIn, nowIso } from "~/db/time";
import { randomToken, sha256 } from "./tokens.server";

export const SESSION_SECONDS = 12 * 60 * 60;
export const REFRESH_SECONDS = 30 * 24 * 60 * 60;

interface AdminRef {
  id: number;
  credentials_version: number;
}

export async function createSession(db: Db, admin: AdminRef, meta: { ip: string; userAgent: string }) {
  const token = randomToken();
  await db.kysely
    .insertInto("sessions")
    .values({
      token_hash: sha256(token),
      admin_id: admin.id,
      credentials_version: admin.credentials_version,
      expires_at: isoIn(SESSION_SECONDS * 1000),
      ip: meta.ip.slice(0, 64),
      user_agent: meta.userAgent.slice(0, 300),
    })
    .execute();
  return token;
}

/** The administrator behind a session cookie, if the session is live and their credentials unchanged. */
export async function adminForSession(db: Db, token: string) {
  return (
    db.kysely
      .selectFrom("sessions")
      .innerJoin("admins", "admins.id", "sessions.admin_id")
      .select([
        "admins.id",
        "admins.username",
        "admins.email",
        "admins.credentials_version",
        "admins.role",
        "sessions.id as session_id",
      ])
      .where("sessions.token_hash", "=", sha256(token))
      // A disabled account's sessions stop at once (decision 026), even before they are deleted.
      .where("admins.is_active", "=", 1)
      .where("sessions.expires_at", ">", nowIso())
      .whereRef("sessions.credentials_version", "=", "admins.credentials_version")
      .executeTakeFirst()
  );
}

export async function destroySession(db: Db, token: string) {
  await db.kysely.deleteFrom("sessions").where("token_hash", "=", sha256(token)).execute();
}

/** Starts (or, with `family`, continues) an API sign-in. Access tokens name their family as `sid`. */
export async function issueRefreshToken(db: Db, admin: AdminRef, family = randomToken()) {
  const token = randomToken();
  await db.kysely
    .insertInto("refresh_tokens")
    .values({
      token_hash: sha256(token),
      family,
      admin_id: admin.id,
      credentials_version: admin.credentials_version,
      expires_at: isoIn(REFRESH_SECONDS * 1000),
    })
    .execute();
  return { token, family };
}

/** An API sign-in is live while one of its refresh tokens is unrevoked and unexpired. */
export async function isFamilyLive(db: Db, family: string) {
  const row = await db.kysely
    .selectFrom("refresh_tokens")
    .select("id")
    .where("family", "=", family)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
  return row !== undefined;
}

export async function revokeFamily(db: Db, family: string) {
  await db.kysely
    .updateTable("refresh_tokens")
    .set({ revoked_at: nowIso() })
    .where("family", "=", family)
    .where("revoked_at", "is", null)
    .execute();
}

export async function familyOfRefreshToken(db: Db, token: string) {
  const row = await db.kysely
    .selectFrom("refresh_tokens")
    .select("family")
    .where("token_hash", "=", sha256(token))
    .executeTakeFirst();
  return row?.family;
}

/**
 * Exchanges a refresh token for a new one (rotation). A token used twice is a sign of theft:
 * every refresh token of that administrator is revoked.
 */
export async function rotateRefreshToken(db: Db, token: string) {
  const row = await db.kysely
    .selectFrom("refresh_tokens")
    .innerJoin("admins", "admins.id", "refresh_tokens.admin_id")
    .select([
      "refresh_tokens.id",
      "refresh_tokens.revoked_at",
      "refresh_tokens.expires_at",
      "refresh_tokens.credentials_version as token_version",
      "refresh_tokens.family",
      "admins.id as admin_id",
      "admins.username",
      "admins.credentials_version",
      "admins.is_active",
    ])
    .where("refresh_tokens.token_hash", "=", sha256(token))
    .executeTakeFirst();
  if (!row) return null;
  if (row.revoked_at) {
    // Reuse of a rotated token: someone else holds this sign-in. End it for everybody.
    await revokeFamily(db, row.family);
    return null;
  }
  if (row.expires_at <= nowIso() || row.token_version !== row.credentials_version) return null;
  if (row.is_active !== 1) return null;
  const revoked = await db.kysely
    .updateTable("refresh_tokens")
    .set({ revoked_at: nowIso() })
    .where("id", "=", row.id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (Number(revoked.numUpdatedRows) !== 1) return null;
  const admin = { id: row.admin_id, username: row.username, credentials_version: row.credentials_version };
  const next = await issueRefreshToken(db, admin, row.family);
  return { admin, refresh: next.token, family: next.family };
}

/**
 * Ends every browser session of an administrator but the one whose cookie is `keepToken`, and every API
 * sign-in (their access tokens stop at once: they name a revoked family).
 */
export async function endOtherSessions(db: Db, adminId: number, keepToken?: string) {
  let sessions = db.kysely.deleteFrom("sessions").where("admin_id", "=", adminId);
  if (keepToken) sessions = sessions.where("token_hash", "!=", sha256(keepToken));
  await sessions.execute();
  await db.kysely
    .updateTable("refresh_tokens")
    .set({ revoked_at: nowIso() })
    .where("admin_id", "=", adminId)
    .where("revoked_at", "is", null)
    .execute();
}

export async function pruneExpiredSessions(db: Db) {
  const now = nowIso();
  await db.kysely.deleteFrom("sessions").where("expires_at", "<", now).execute();
  await db.kysely.deleteFrom("refresh_tokens").where("expires_at", "<", now).execute();
  await db.kysely.deleteFrom("pending_logins").where("expires_at", "<", now).execute();
}
