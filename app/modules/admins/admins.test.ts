import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import type { Db } from "~/db/client.server";
import { createAdmin, findAdminById } from "~/modules/auth/admins.server";
import { verifyPassword } from "~/modules/auth/password.server";
import { adminForSession, createSession } from "~/modules/auth/sessions.server";
import { parseWith } from "~/modules/validation/validation";
import { addAdminSchema, changePasswordSchema } from "./admins.schema";
import { addAdmin, changeOwnPassword, findAdminByEmail, listAdmins, setOwnEmail } from "./admins.server";

describe("administrator forms", () => {
  it("apply the password policy and ask for a matching confirmation", () => {
    const tooShort = parseWith(addAdminSchema, {
      username: "amina",
      email: "Amina@Example.org",
      password: "court",
      confirm: "court",
    });
    expect(!tooShort.isValid && tooShort.errors.password).toEqual(["admin.accounts.errors.passwordTooShort"]);
    const common = parseWith(changePasswordSchema, {
      current: "x",
      password: "password1234",
      confirm: "password1234",
    });
    expect(!common.isValid && common.errors.password).toEqual(["admin.accounts.errors.passwordTooCommon"]);
    const mismatch = parseWith(changePasswordSchema, {
      current: "x",
      password: "une phrase assez longue",
      confirm: "une autre phrase longue",
    });
    expect(!mismatch.isValid && mismatch.errors.confirm).toEqual(["admin.accounts.errors.mismatch"]);
    const badName = parseWith(addAdminSchema, {
      username: "a b",
      email: "pas-un-email",
      password: "une phrase assez longue",
      confirm: "une phrase assez longue",
    });
    expect(!badName.isValid && badName.errors).toEqual({
      username: ["admin.accounts.errors.usernameFormat"],
      email: ["validation.email"],
    });
    const valid = parseWith(addAdminSchema, {
      username: " amina ",
      email: " Amina@Example.org ",
      password: "une phrase assez longue",
      confirm: "une phrase assez longue",
    });
    expect(valid.isValid && valid.data).toMatchObject({ username: "amina", email: "amina@example.org" });
  });
});

describe.each(testDatabases())("administrators on $dialect", (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await database.open());
  });
  afterAll(() => dispose());

  it("adds an administrator who can sign in, and refuses a taken username or e-mail", async () => {
    const added = await addAdmin(db, {
      username: "Amina",
      email: "amina@example.org",
      password: "une phrase assez longue",
    });
    expect(added.isDone).toBe(true);
    if (!added.isDone) return;
    const stored = await findAdminById(db, added.value.id);
    expect(await verifyPassword("une phrase assez longue", stored!.password_hash)).toBe(true);

    const again = await addAdmin(db, {
      username: "amina",
      email: "AMINA@example.org",
      password: "une autre phrase longue",
    });
    expect(again).toEqual({
      isDone: false,
      errors: {
        username: ["admin.accounts.errors.usernameTaken"],
        email: ["admin.accounts.errors.emailTaken"],
      },
    });
    expect((await listAdmins(db)).map((admin) => admin.username)).toContain("Amina");
    expect((await findAdminByEmail(db, " Amina@Example.ORG "))?.id).toBe(added.value.id);
  });

  it("sets one's own e-mail unless another administrator has it", async () => {
    const first = await createAdmin(db, { username: "premier", password: "une phrase assez longue" });
    const second = await createAdmin(db, {
      username: "second",
      password: "une phrase assez longue",
      email: "second@example.org",
    });
    expect(await setOwnEmail(db, first.id, "premier@example.org")).toEqual({
      isDone: true,
      value: "premier@example.org",
    });
    expect(await setOwnEmail(db, first.id, "second@example.org")).toEqual({
      isDone: false,
      errors: { email: ["admin.accounts.errors.emailTaken"] },
    });
    // Keeping one's own address is not a conflict.
    expect((await setOwnEmail(db, second.id, "second@example.org")).isDone).toBe(true);
  });

  it("changes one's password only with the current one, and ends the old sessions", async () => {
    const admin = await createAdmin(db, { username: "changeur", password: "ancienne phrase longue" });
    const session = await createSession(db, admin, { ip: "127.0.0.1", userAgent: "test" });
    expect(await adminForSession(db, session)).toBeDefined();

    const refused = await changeOwnPassword(db, admin.id, {
      current: "pas la bonne phrase",
      password: "nouvelle phrase longue",
    });
    expect(refused).toEqual({ isDone: false, errors: { current: ["admin.accounts.errors.wrongPassword"] } });

    const changed = await changeOwnPassword(db, admin.id, {
      current: "ancienne phrase longue",
      password: "nouvelle phrase longue",
    });
    expect(changed.isDone && changed.value.credentials_version).toBe(admin.credentials_version + 1);
    expect(await adminForSession(db, session)).toBeUndefined();
    const stored = await findAdminById(db, admin.id);
    expect(await verifyPassword("nouvelle phrase longue", stored!.password_hash)).toBe(true);
  });
});
