/**
 * The account lifecycle (decision 026): invitations by e-mail, roles, disabling, deleting and signing an
 * account out everywhere. The screen, the REST API and the command line all call these functions, so the
 * rules live here once: one address, one account; the last active administrator can be neither
 * disabled, demoted nor deleted; a disabled account's sessions and tokens end at once. Each change and
 * its audit entry are written in one transaction. Error messages are catalogue keys.
 */
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import { isoIn, nowIso } from "~/db/time";
import type { Translate } from "~/i18n/catalogues.server";
import { roleOf, type Role } from "~/modules/access/roles";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { createAdmin } from "~/modules/auth/admins.server";
import { endOtherSessions } from "~/modules/auth/sessions.server";
import { randomToken, sha256 } from "~/modules/auth/tokens.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { inTransaction } from "~/modules/content/operations.server";
import type { FieldErrors } from "~/modules/validation/validation";
import { ADMIN_ERRORS } from "./admins.server";

export const INVITATION_HOURS = 72;

export const LIFECYCLE_ERRORS = {
  lastAdmin: "admin.lifecycle.errors.lastAdmin",
  emailTaken: "admin.lifecycle.errors.emailTaken",
  invalidLink: "admin.lifecycle.errors.invalidLink",
} as const;

/** What the API and the screen show of an account: never a password, a secret or a token. */
export interface Account {
  id: number;
  username: string;
  email: string | null;
  role: Role;
  is_active: boolean;
  last_login_at: string | null;
}

export type LifecycleResult<T = Account> =
  | { status: "done"; value: T }
  | { status: "missing" }
  | { status: "invalid"; errors: FieldErrors };

/** Who acts: an account, or a script (the command line) that names itself. */
export type LifecycleActor = AuditActor | { asSystem: string };

const auditActor = (actor: LifecycleActor): AuditActor =>
  "asSystem" in actor ? { id: 0, username: actor.asSystem } : actor;

interface AdminRow {
  id: number;
  username: string;
  email: string | null;
  role: string;
  is_active: number;
  last_login_at: string | null;
}

const toAccount = (row: AdminRow): Account => ({
  id: row.id,
  username: row.username,
  email: row.email,
  // A hand-edited role outside the three grants nothing (roles.ts); it is shown as the narrowest one.
  role: roleOf(row.role) ?? "messages",
  is_active: row.is_active === 1,
  last_login_at: row.last_login_at,
});

const ACCOUNT_COLUMNS = ["id", "username", "email", "role", "is_active", "last_login_at"] as const;

export async function listAccounts(db: Db): Promise<Account[]> {
  const rows = await db.kysely.selectFrom("admins").select(ACCOUNT_COLUMNS).orderBy("username").execute();
  return rows.map(toAccount);
}

export async function getAccount(db: Db, id: number): Promise<Account | undefined> {
  const row = await db.kysely
    .selectFrom("admins")
    .select(ACCOUNT_COLUMNS)
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

export async function findAccountByUsername(db: Db, username: string): Promise<Account | undefined> {
  const row = await db.kysely
    .selectFrom("admins")
    .select(ACCOUNT_COLUMNS)
    .where("username", "=", username)
    .executeTakeFirst();
  return row ? toAccount(row) : undefined;
}

/** Whether another active administrator than `exceptId` remains. */
async function hasOtherActiveAdmin(db: Db, exceptId: number) {
  const row = await db.kysely
    .selectFrom("admins")
    .select("id")
    .where("role", "=", "admin")
    .where("is_active", "=", 1)
    .where("id", "!=", exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

const lastAdmin = (): LifecycleResult<never> => ({
  status: "invalid",
  errors: { role: [LIFECYCLE_ERRORS.lastAdmin] },
});

async function isUsernameUsed(db: Db, username: string) {
  const lower = username.toLowerCase();
  const account = await db.kysely
    .selectFrom("admins")
    .select("id")
    .where(sql`lower(username)`, "=", lower)
    .executeTakeFirst();
  if (account) return true;
  const invitation = await db.kysely
    .selectFrom("account_invitations")
    .select("id")
    .where(sql`lower(username)`, "=", lower)
    .where("accepted_at", "is", null)
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
  return invitation !== undefined;
}

/** An address belongs to an account, or to an invitation still waiting to be accepted. */
async function isEmailUsed(db: Db, email: string) {
  const lower = email.trim().toLowerCase();
  const account = await db.kysely
    .selectFrom("admins")
    .select("id")
    .where(sql`lower(email)`, "=", lower)
    .executeTakeFirst();
  if (account) return true;
  const invitation = await db.kysely
    .selectFrom("account_invitations")
    .select("id")
    .where(sql`lower(email)`, "=", lower)
    .where("accepted_at", "is", null)
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
  return invitation !== undefined;
}

async function uniquenessErrors(db: Db, input: { username: string; email: string }) {
  const errors: FieldErrors = {};
  if (await isUsernameUsed(db, input.username)) errors.username = [ADMIN_ERRORS.usernameTaken];
  if (await isEmailUsed(db, input.email)) errors.email = [LIFECYCLE_ERRORS.emailTaken];
  return errors;
}

/** An account with its password at once (the API's POST, the command line, the screen's add form). */
export async function createAccount(
  db: Db,
  input: { username: string; email: string | null; password: string; role: Role },
  actor: LifecycleActor,
): Promise<LifecycleResult> {
  const errors = await uniquenessErrors(db, { username: input.username, email: input.email ?? "" });
  if (!input.email) delete errors.email;
  if (Object.keys(errors).length > 0) return { status: "invalid", errors };
  const account = await inTransaction(db, async (tx) => {
    const created = await createAdmin(tx, input);
    await tx.kysely.updateTable("admins").set({ role: input.role }).where("id", "=", created.id).execute();
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: "create",
      resource: "admins",
      itemId: created.id,
      summary: `${created.username} · ${input.role}`,
    });
    return { ...created, role: input.role };
  });
  return { status: "done", value: toAccount(account) };
}

export const invitationLink = (origin: string, token: string) =>
  `${origin.replace(/\/+$/, "")}/invitation?token=${encodeURIComponent(token)}`;

export interface Invitation {
  id: number;
  username: string;
  email: string;
  role: Role;
  expires_at: string;
}

/**
 * Invites someone: a single-use link valid 72 hours goes out through the outbox, in the inviter's
 * language. The account is created only when the link is used, with the password its owner chooses.
 */
export async function inviteAccount(
  db: Db,
  input: { username: string; email: string; role: Role },
  context: { actor: LifecycleActor; origin: string; t: Translate },
): Promise<LifecycleResult<Invitation>> {
  const errors = await uniquenessErrors(db, input);
  if (Object.keys(errors).length > 0) return { status: "invalid", errors };
  const token = randomToken();
  const actor = auditActor(context.actor);
  const invitation = await inTransaction(db, async (tx) => {
    const row = await tx.kysely
      .insertInto("account_invitations")
      .values({
        token_hash: sha256(token),
        username: input.username,
        email: input.email,
        role: input.role,
        invited_by: actor.username,
        expires_at: isoIn(INVITATION_HOURS * 60 * 60 * 1000),
      })
      .returning(["id", "username", "email", "role", "expires_at"])
      .executeTakeFirstOrThrow();
    const { t } = context;
    await enqueueMail(tx, {
      to: input.email,
      subject: t("admin.lifecycle.mail.subject"),
      text: t("admin.lifecycle.mail.text", {
        username: input.username,
        inviter: actor.username,
        role: t(`admin.roles.names.${input.role}`),
        hours: INVITATION_HOURS,
        link: invitationLink(context.origin, token),
      }),
      kind: "invitation",
    });
    await recordAudit(tx, {
      actor,
      action: "create",
      resource: "admins",
      itemId: null,
      summary: `invitation · ${input.username} · ${input.email} · ${input.role}`,
    });
    return row;
  });
  return { status: "done", value: { ...invitation, role: input.role } };
}

/** Invitations not yet accepted nor expired, soonest to expire first. */
export async function listPendingInvitations(db: Db): Promise<Invitation[]> {
  const rows = await db.kysely
    .selectFrom("account_invitations")
    .select(["id", "username", "email", "role", "expires_at"])
    .where("accepted_at", "is", null)
    .where("expires_at", ">", nowIso())
    .orderBy("expires_at")
    .execute();
  return rows.map((row) => ({ ...row, role: roleOf(row.role) ?? "messages" }));
}

async function usableInvitation(db: Db, token: string) {
  if (!token || token.length > 200) return undefined;
  return await db.kysely
    .selectFrom("account_invitations")
    .select(["id", "username", "email", "role"])
    .where("token_hash", "=", sha256(token))
    .where("accepted_at", "is", null)
    .where("expires_at", ">", nowIso())
    .executeTakeFirst();
}

/** The invitation behind a link, while it can still be used (the page greets its owner by name). */
export async function invitationForToken(db: Db, token: string) {
  const row = await usableInvitation(db, token);
  return row ? { username: row.username } : undefined;
}

/**
 * Uses an invitation: its password chosen, the account is created with the invited role. The link is
 * spent by one conditional update in the same transaction as the account, so it works once, and an
 * expired or reused link changes nothing.
 */
export async function acceptInvitation(
  db: Db,
  input: { token: string; password: string },
): Promise<LifecycleResult> {
  const invalid: LifecycleResult = { status: "invalid", errors: { token: [LIFECYCLE_ERRORS.invalidLink] } };
  const invitation = await usableInvitation(db, input.token);
  const role = roleOf(invitation?.role);
  if (!invitation || !role) return invalid;
  return await inTransaction(db, async (tx) => {
    const spent = await tx.kysely
      .updateTable("account_invitations")
      .set({ accepted_at: nowIso(), updated_at: nowIso() })
      .where("id", "=", invitation.id)
      .where("accepted_at", "is", null)
      .where("expires_at", ">", nowIso())
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) return invalid;
    const taken = await tx.kysely
      .selectFrom("admins")
      .select("id")
      .where((eb) =>
        eb.or([
          eb(sql`lower(username)`, "=", invitation.username.toLowerCase()),
          eb(sql`lower(email)`, "=", invitation.email.toLowerCase()),
        ]),
      )
      .executeTakeFirst();
    if (taken) return invalid;
    const created = await createAdmin(tx, {
      username: invitation.username,
      email: invitation.email,
      password: input.password,
    });
    await tx.kysely.updateTable("admins").set({ role }).where("id", "=", created.id).execute();
    await recordAudit(tx, {
      actor: { id: created.id, username: created.username },
      action: "create",
      resource: "admins",
      itemId: created.id,
      summary: `${created.username} · ${role}`,
    });
    return { status: "done", value: toAccount({ ...created, role }) } satisfies LifecycleResult;
  });
}

/**
 * Changes an account's role and/or state. Demoting or disabling the last active administrator is refused;
 * disabling ends every session and API sign-in of the account in the same transaction.
 */
export async function updateAccount(
  db: Db,
  id: number,
  change: { role?: Role; is_active?: boolean },
  actor: LifecycleActor,
): Promise<LifecycleResult> {
  return await inTransaction(db, async (tx) => {
    const current = await getAccount(tx, id);
    if (!current) return { status: "missing" } as const;
    const role = change.role ?? current.role;
    const isActive = change.is_active ?? current.is_active;
    const losesAdmin = current.role === "admin" && current.is_active && (role !== "admin" || !isActive);
    if (losesAdmin && !(await hasOtherActiveAdmin(tx, id))) return lastAdmin();
    await tx.kysely
      .updateTable("admins")
      .set({ role, is_active: isActive ? 1 : 0, updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    if (!isActive && current.is_active) await endOtherSessions(tx, id);
    const changes = [
      role !== current.role ? `${current.role} → ${role}` : "",
      isActive !== current.is_active ? (isActive ? "enabled" : "disabled") : "",
    ].filter(Boolean);
    if (changes.length > 0) {
      await recordAudit(tx, {
        actor: auditActor(actor),
        action: "update",
        resource: "admins",
        itemId: id,
        summary: `${current.username} · ${changes.join(" · ")}`,
      });
    }
    return { status: "done", value: { ...current, role, is_active: isActive } } as const;
  });
}

/**
 * Deletes an account and everything that signs it in; its audit entries keep its name (their account id
 * becomes null). The last active administrator cannot be deleted.
 */
export async function deleteAccount(db: Db, id: number, actor: LifecycleActor): Promise<LifecycleResult> {
  return await inTransaction(db, async (tx) => {
    const current = await getAccount(tx, id);
    if (!current) return { status: "missing" } as const;
    if (current.role === "admin" && current.is_active && !(await hasOtherActiveAdmin(tx, id))) {
      return lastAdmin();
    }
    for (const table of [
      "sessions",
      "refresh_tokens",
      "pending_logins",
      "password_resets",
      "admin_two_factor",
      "recovery_codes",
      "admin_sign_in_addresses",
    ] as const) {
      await tx.kysely.deleteFrom(table).where("admin_id", "=", id).execute();
    }
    await tx.kysely.updateTable("audit_log").set({ admin_id: null }).where("admin_id", "=", id).execute();
    await tx.kysely.deleteFrom("admins").where("id", "=", id).execute();
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: "delete",
      resource: "admins",
      itemId: id,
      summary: current.username,
    });
    return { status: "done", value: current } as const;
  });
}

/** Ends every browser session and API sign-in of an account (its own, or another's by an administrator). */
export async function signOutEverywhere(db: Db, id: number, actor: LifecycleActor): Promise<LifecycleResult> {
  return await inTransaction(db, async (tx) => {
    const current = await getAccount(tx, id);
    if (!current) return { status: "missing" } as const;
    await endOtherSessions(tx, id);
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: "update",
      resource: "admins",
      itemId: id,
      summary: `${current.username} · signed out everywhere`,
    });
    return { status: "done", value: current } as const;
  });
}
