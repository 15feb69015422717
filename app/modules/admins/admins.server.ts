/**
 * Administrators managing administrators: the list, adding one, and each one's own e-mail (needed for
 * password reset links) and password. Passwords are hashed and changed through `auth/admins.server.ts`,
 * which also ends every session and token issued before a change.
 */
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import { nowIso } from "~/db/time";
import { createAdmin, findAdminById, setAdminPassword } from "~/modules/auth/admins.server";
import { verifyPassword } from "~/modules/auth/password.server";
import type { FieldErrors } from "~/modules/validation/validation";

export interface AdminSummary {
  id: number;
  username: string;
  email: string | null;
  last_login_at: string | null;
  created_at: string;
}

type Result<T> = { isDone: true; value: T } | { isDone: false; errors: FieldErrors };

/** Catalogue keys of the errors this module finds (the schema finds the others). */
export const ADMIN_ERRORS = {
  usernameTaken: "admin.accounts.errors.usernameTaken",
  emailTaken: "admin.accounts.errors.emailTaken",
  wrongPassword: "admin.accounts.errors.wrongPassword",
} as const;

export async function listAdmins(db: Db): Promise<AdminSummary[]> {
  return await db.kysely
    .selectFrom("admins")
    .select(["id", "username", "email", "last_login_at", "created_at"])
    .orderBy("username")
    .execute();
}

/** E-mail addresses are compared without case: one address, one administrator. */
export async function findAdminByEmail(db: Db, email: string) {
  const normalized = email.trim().toLowerCase();
  if (!normalized) return undefined;
  return await db.kysely
    .selectFrom("admins")
    .selectAll()
    .where(sql`lower(email)`, "=", normalized)
    .executeTakeFirst();
}

async function isUsernameTaken(db: Db, username: string) {
  const row = await db.kysely
    .selectFrom("admins")
    .select("id")
    .where(sql`lower(username)`, "=", username.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

async function isEmailTaken(db: Db, email: string, exceptId?: number) {
  const owner = await findAdminByEmail(db, email);
  return owner !== undefined && owner.id !== exceptId;
}

export async function addAdmin(
  db: Db,
  input: { username: string; email: string; password: string },
): Promise<Result<AdminSummary>> {
  const errors: FieldErrors = {};
  if (await isUsernameTaken(db, input.username)) errors.username = [ADMIN_ERRORS.usernameTaken];
  if (await isEmailTaken(db, input.email)) errors.email = [ADMIN_ERRORS.emailTaken];
  if (Object.keys(errors).length > 0) return { isDone: false, errors };
  const admin = await createAdmin(db, input);
  return {
    isDone: true,
    value: {
      id: admin.id,
      username: admin.username,
      email: admin.email,
      last_login_at: admin.last_login_at,
      created_at: admin.created_at,
    },
  };
}

export async function setOwnEmail(db: Db, adminId: number, email: string): Promise<Result<string>> {
  if (await isEmailTaken(db, email, adminId))
    return { isDone: false, errors: { email: [ADMIN_ERRORS.emailTaken] } };
  await db.kysely
    .updateTable("admins")
    .set({ email, updated_at: nowIso() })
    .where("id", "=", adminId)
    .execute();
  return { isDone: true, value: email };
}

/**
 * Checks the current password, then sets the new one. Every session and token of this administrator
 * ends; the caller starts a fresh session for the browser that made the change.
 */
export async function changeOwnPassword(
  db: Db,
  adminId: number,
  input: { current: string; password: string },
): Promise<Result<{ id: number; username: string; credentials_version: number }>> {
  const admin = await findAdminById(db, adminId);
  if (!admin || !(await verifyPassword(input.current, admin.password_hash))) {
    return { isDone: false, errors: { current: [ADMIN_ERRORS.wrongPassword] } };
  }
  await setAdminPassword(db, adminId, input.password);
  const updated = await findAdminById(db, adminId);
  if (!updated) throw new Error(`Administrator ${adminId} disappeared during a password change`);
  return {
    isDone: true,
    value: { id: updated.id, username: updated.username, credentials_version: updated.credentials_version },
  };
}
