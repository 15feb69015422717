import type { Db } from "~/db/client.server";
import { nowIso } from "~/db/time";
import { generatePassword, hashPassword, verifyPassword } from "./password.server";

export const findAdminByUsername = (db: Db, username: string) =>
  db.kysely.selectFrom("admins").selectAll().where("username", "=", username).executeTakeFirst();

export const findAdminById = (db: Db, id: number) =>
  db.kysely.selectFrom("admins").selectAll().where("id", "=", id).executeTakeFirst();

export async function createAdmin(
  db: Db,
  input: { username: string; password: string; email?: string | null },
) {
  return db.kysely
    .insertInto("admins")
    .values({
      username: input.username,
      password_hash: await hashPassword(input.password),
      email: input.email ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sets a new password and bumps the credentials version, which invalidates every session and token. */
export async function setAdminPassword(db: Db, adminId: number, password: string) {
  const hash = await hashPassword(password);
  const admin = await findAdminById(db, adminId);
  if (!admin) throw new Error(`No administrator ${adminId}`);
  await db.kysely
    .updateTable("admins")
    .set({ password_hash: hash, credentials_version: admin.credentials_version + 1, updated_at: nowIso() })
    .where("id", "=", adminId)
    .execute();
  await db.kysely.deleteFrom("sessions").where("admin_id", "=", adminId).execute();
  await db.kysely
    .updateTable("refresh_tokens")
    .set({ revoked_at: nowIso() })
    .where("admin_id", "=", adminId)
    .where("revoked_at", "is", null)
    .execute();
}

/**
 * At start: the configured administrator exists with the configured password; without one, a first
 * administrator `admin` is created with a random password that is returned once for the console.
 */
export async function ensureAdmin(
  db: Db,
  config: { ADMIN_USERNAME?: string; ADMIN_PASSWORD?: string },
): Promise<{ created?: { username: string; password: string } }> {
  if (config.ADMIN_USERNAME) {
    const existing = await findAdminByUsername(db, config.ADMIN_USERNAME);
    const password = config.ADMIN_PASSWORD;
    if (!existing) {
      const chosen = password ?? generatePassword();
      await createAdmin(db, { username: config.ADMIN_USERNAME, password: chosen });
      return password ? {} : { created: { username: config.ADMIN_USERNAME, password: chosen } };
    }
    if (password) {
      if (!(await verifyPassword(password, existing.password_hash))) {
        await setAdminPassword(db, existing.id, password);
      }
    }
    return {};
  }
  const count = await db.kysely
    .selectFrom("admins")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  if (Number(count.count) > 0) return {};
  const password = generatePassword();
  await createAdmin(db, { username: "admin", password });
  return { created: { username: "admin", password } };
}
