/**
 * The account lifecycle (decision 026) on both databases: invitations (single use, 72 hours, one address
 * one account), roles, disabling (sessions and tokens end at once), deleting (the journal keeps the
 * name), signing out everywhere, the last administrator, and the roles inside the write operations.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import type { Db } from "~/db/client.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { listAudit, recordAudit } from "~/modules/audit/audit.server";
import { findAdminById } from "~/modules/auth/admins.server";
import { attemptLogin } from "~/modules/auth/login.server";
import { verifyPassword } from "~/modules/auth/password.server";
import {
  adminForSession,
  createSession,
  isFamilyLive,
  issueRefreshToken,
  rotateRefreshToken,
} from "~/modules/auth/sessions.server";
import { deleteInboxItem, saveItem } from "~/modules/content/operations.server";
import { getSiteSetting, setSiteSetting } from "~/modules/settings/site-settings.server";
import { localStorage } from "~/modules/media/storage.server";
import type { Role } from "~/modules/access/roles";
import { createAccountSchema, inviteSchema, patchAccountSchema } from "./roles.schema";
import {
  acceptInvitation,
  createAccount,
  deleteAccount,
  getAccount,
  invitationForToken,
  inviteAccount,
  LIFECYCLE_ERRORS,
  listAccounts,
  signOutEverywhere,
  updateAccount,
} from "./lifecycle.server";
import { tempDir } from "../../../tests/support/databases";

const ORIGIN = "https://tamkine.example";
const PASSWORD = "une phrase de passe solide";
const t = translatorFor("fr");
const SYSTEM = { asSystem: "test" };

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}`;

describe.each(testDatabases())("account lifecycle on $dialect", (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let boss: { id: number; username: string };
  beforeAll(async () => {
    ({ db, dispose } = await database.open());
    const created = await createAccount(
      db,
      { username: unique("boss"), email: null, password: PASSWORD, role: "admin" },
      SYSTEM,
    );
    if (created.status !== "done") throw new Error("no boss");
    boss = created.value;
  });
  afterAll(() => dispose());

  const linkIn = async (to: string) => {
    const mail = await db.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("to", "=", to)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const token = /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`No link in ${mail.text}`);
    return { mail, token };
  };

  const newAccount = async (role: Role) => {
    const result = await createAccount(
      db,
      { username: unique(role), email: `${unique(role)}@example.org`, password: PASSWORD, role },
      SYSTEM,
    );
    if (result.status !== "done") throw new Error(JSON.stringify(result));
    return result.value;
  };

  it("invites by e-mail: a link valid 72 hours, through the outbox, that creates the account once", async () => {
    const email = `${unique("invite")}@example.org`;
    const username = unique("nadia");
    const invited = await inviteAccount(
      db,
      { username, email, role: "editor" },
      { actor: boss, origin: ORIGIN, t },
    );
    expect(invited.status).toBe("done");
    const { mail, token } = await linkIn(email);
    expect(mail.subject).toBe("Invitation à l'administration du site");
    expect(mail.text).toContain("« Rédacteur »");
    expect(mail.text).toContain("72 heures");
    expect(await invitationForToken(db, token)).toEqual({ username });
    // The invitation is not an account yet: nobody can sign in with it.
    expect((await listAccounts(db)).some((account) => account.username === username)).toBe(false);

    const accepted = await acceptInvitation(db, { token, password: PASSWORD });
    expect(accepted).toMatchObject({ status: "done", value: { username, role: "editor", is_active: true } });
    const row = await findAdminById(db, accepted.status === "done" ? accepted.value.id : 0);
    expect(await verifyPassword(PASSWORD, row!.password_hash)).toBe(true);
    expect(row!.email).toBe(email);

    // A reused link changes nothing.
    const again = await acceptInvitation(db, { token, password: "un autre mot de passe long" });
    expect(again).toEqual({ status: "invalid", errors: { token: [LIFECYCLE_ERRORS.invalidLink] } });
    expect(await verifyPassword(PASSWORD, (await findAdminById(db, row!.id))!.password_hash)).toBe(true);
    expect(await invitationForToken(db, token)).toBeUndefined();
  });

  it("refuses an expired link, and leaves no account behind", async () => {
    const email = `${unique("late")}@example.org`;
    const username = unique("late");
    await inviteAccount(db, { username, email, role: "messages" }, { actor: boss, origin: ORIGIN, t });
    const { token } = await linkIn(email);
    await db.kysely
      .updateTable("account_invitations")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("email", "=", email)
      .execute();
    expect(await acceptInvitation(db, { token, password: PASSWORD })).toMatchObject({ status: "invalid" });
    expect(await acceptInvitation(db, { token: "not-a-token", password: PASSWORD })).toMatchObject({
      status: "invalid",
    });
    expect((await listAccounts(db)).some((account) => account.username === username)).toBe(false);
  });

  it("refuses an invitation to an address that has an account or a pending invitation, and sends nothing", async () => {
    const account = await newAccount("editor");
    const before = await db.kysely.selectFrom("outbox").select("id").execute();
    const taken = await inviteAccount(
      db,
      { username: unique("copy"), email: account.email!.toUpperCase(), role: "editor" },
      { actor: boss, origin: ORIGIN, t },
    );
    expect(taken).toEqual({ status: "invalid", errors: { email: [LIFECYCLE_ERRORS.emailTaken] } });
    const email = `${unique("twice")}@example.org`;
    await inviteAccount(
      db,
      { username: unique("a"), email, role: "editor" },
      { actor: boss, origin: ORIGIN, t },
    );
    const twice = await inviteAccount(
      db,
      { username: unique("b"), email, role: "editor" },
      { actor: boss, origin: ORIGIN, t },
    );
    expect(twice.status).toBe("invalid");
    const after = await db.kysely.selectFrom("outbox").select("id").execute();
    expect(after.length).toBe(before.length + 1);
  });

  it("refuses a role outside the three, in every form and body", () => {
    const role = "superuser";
    for (const schema of [inviteSchema, createAccountSchema]) {
      const parsed = schema.safeParse({
        username: "someone",
        email: "a@example.org",
        password: PASSWORD,
        role,
      });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.message)).toContain(
        "admin.lifecycle.errors.invalidRole",
      );
    }
    expect(patchAccountSchema.safeParse({ role }).success).toBe(false);
    expect(patchAccountSchema.safeParse({}).success).toBe(false);
    expect(patchAccountSchema.safeParse({ is_active: "maybe" }).success).toBe(false);
    expect(patchAccountSchema.parse({ is_active: "false" })).toEqual({ is_active: false });
    expect(
      createAccountSchema.parse({ username: "someone", email: "a@example.org", password: PASSWORD }),
    ).toMatchObject({ role: "admin" });
  });

  it("disables an account: no sign-in, and its sessions and tokens stop at once; enabling lets it back", async () => {
    const account = await newAccount("editor");
    const row = (await findAdminById(db, account.id))!;
    const session = await createSession(db, row, { ip: "127.0.0.1", userAgent: "test" });
    const refresh = await issueRefreshToken(db, row);
    expect(await adminForSession(db, session)).toBeDefined();

    expect(await updateAccount(db, account.id, { is_active: false }, boss)).toMatchObject({
      status: "done",
      value: { is_active: false },
    });
    expect(await adminForSession(db, session)).toBeUndefined();
    expect(await isFamilyLive(db, refresh.family)).toBe(false);
    expect(await rotateRefreshToken(db, refresh.token)).toBeNull();
    const services = { db, config: { SESSION_SECRET: "x".repeat(40) } } as Parameters<typeof attemptLogin>[0];
    expect(
      await attemptLogin(services, { username: account.username, password: PASSWORD, ip: "10.9.9.9" }),
    ).toEqual({ status: "invalid" });

    await updateAccount(db, account.id, { is_active: true }, boss);
    expect(
      await attemptLogin(services, { username: account.username, password: PASSWORD, ip: "10.9.9.9" }),
    ).toMatchObject({ status: "ok" });
  });

  it("never disables, demotes or deletes the last active administrator", async () => {
    // Every administrator but the boss steps down, so the boss is the last one.
    for (const account of await listAccounts(db)) {
      if (account.role === "admin" && account.id !== boss.id)
        await updateAccount(db, account.id, { role: "editor" }, SYSTEM);
    }
    const refused = { status: "invalid", errors: { role: [LIFECYCLE_ERRORS.lastAdmin] } };
    expect(await updateAccount(db, boss.id, { is_active: false }, SYSTEM)).toEqual(refused);
    expect(await updateAccount(db, boss.id, { role: "messages" }, SYSTEM)).toEqual(refused);
    expect(await deleteAccount(db, boss.id, SYSTEM)).toEqual(refused);
    expect(await getAccount(db, boss.id)).toMatchObject({ role: "admin", is_active: true });

    // A disabled administrator does not count: it cannot take over.
    const other = await newAccount("admin");
    await updateAccount(db, other.id, { is_active: false }, SYSTEM);
    expect(await updateAccount(db, boss.id, { role: "editor" }, SYSTEM)).toEqual(refused);
    await updateAccount(db, other.id, { is_active: true }, SYSTEM);
    expect(await updateAccount(db, boss.id, { role: "editor" }, SYSTEM)).toMatchObject({ status: "done" });
    await updateAccount(db, boss.id, { role: "admin" }, SYSTEM);
    expect(await updateAccount(db, 999999, { role: "admin" }, SYSTEM)).toEqual({ status: "missing" });
  });

  it("deletes an account and what signs it in; its journal entries keep its name", async () => {
    const account = await newAccount("editor");
    const row = (await findAdminById(db, account.id))!;
    await createSession(db, row, { ip: "127.0.0.1", userAgent: "test" });
    await recordAudit(db, { actor: row, action: "update", resource: "news", itemId: 1, summary: "Titre" });
    expect(await deleteAccount(db, account.id, boss)).toMatchObject({ status: "done" });
    expect(await findAdminById(db, account.id)).toBeUndefined();
    const sessions = await db.kysely
      .selectFrom("sessions")
      .select("id")
      .where("admin_id", "=", account.id)
      .execute();
    expect(sessions).toEqual([]);
    const entries = await listAudit(db, { actor: account.username });
    expect(entries.some((entry) => entry.summary === "Titre" && entry.admin_id === null)).toBe(true);
    expect(await deleteAccount(db, account.id, boss)).toEqual({ status: "missing" });
  });

  it("signs an account out everywhere", async () => {
    const account = await newAccount("messages");
    const row = (await findAdminById(db, account.id))!;
    const first = await createSession(db, row, { ip: "127.0.0.1", userAgent: "a" });
    const second = await createSession(db, row, { ip: "127.0.0.2", userAgent: "b" });
    const refresh = await issueRefreshToken(db, row);
    await signOutEverywhere(db, account.id, boss);
    expect(await adminForSession(db, first)).toBeUndefined();
    expect(await adminForSession(db, second)).toBeUndefined();
    expect(await isFamilyLive(db, refresh.family)).toBe(false);
    // The account itself still works: a new sign-in is possible.
    expect(await getAccount(db, account.id)).toMatchObject({ is_active: true });
  });

  it("keeps site settings by key, with a default and a schema", async () => {
    expect(await getSiteSetting(db, "require_two_factor")).toBe(false);
    await setSiteSetting(db, "require_two_factor", true);
    expect(await getSiteSetting(db, "require_two_factor")).toBe(true);
    await db.kysely
      .updateTable("site_settings")
      .set({ value: '"oui"' })
      .where("key", "=", "require_two_factor")
      .execute();
    expect(await getSiteSetting(db, "require_two_factor")).toBe(false);
    await setSiteSetting(db, "require_two_factor", false);
    const rows = await db.kysely.selectFrom("site_settings").selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it("lets the operations decide by role: editors write content, the messages role deletes inbox entries", async () => {
    const folder = tempDir();
    const services = { db, storage: localStorage(folder.dir) };
    const actor = (role: Role) => ({ actor: { id: boss.id, username: boss.username, role } });
    const values = Object.fromEntries(
      ["title", "content"].flatMap((field) =>
        ["fr", "en", "ar"].map((lang) => [`${field}_${lang}`, `Texte ${lang}`]),
      ),
    );
    const input = { values, files: {} };
    const asEditor = await saveItem(services, {
      kind: "missions",
      input,
      writer: actor("editor"),
      translate: (key) => key,
    });
    expect(asEditor.status, JSON.stringify(asEditor)).toBe("saved");
    const asMessages = await saveItem(services, {
      kind: "missions",
      input,
      writer: actor("messages"),
      translate: (key) => key,
    });
    expect(asMessages).toEqual({ status: "forbidden" });

    const entry = await db.kysely
      .insertInto("contact_messages")
      .values({ name: "Visiteur", email: "v@example.org", subject: "Question", message: "Bonjour" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(
      await deleteInboxItem(services, { kind: "contact", id: entry.id, writer: actor("editor") }),
    ).toEqual({
      status: "forbidden",
    });
    expect(
      await deleteInboxItem(services, { kind: "contact", id: entry.id, writer: actor("messages") }),
    ).toEqual({
      status: "deleted",
    });
    folder.dispose();
  });
});
