import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "../tests/support/databases";
import { openSiteDb } from "~/database.server";
import { createAdmin, findAdminByUsername } from "~/modules/auth/admins.server";
import { verifyPassword } from "~/modules/auth/password.server";
import {
  beginTwoFactorSetup,
  confirmTwoFactorSetup,
  twoFactorStatus,
} from "~/modules/auth/two-factor.server";
import { base32Decode, totp } from "~/modules/auth/totp.server";

function admin(args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
    env: { ...process.env, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("npm run admin", () => {
  it("creates an administrator, refuses a second one of that name, and resets the password", async () => {
    const folder = tempDir();
    const env = { DATA_DIR: folder.dir, SEED_DEMO: "0", ADMIN_NEW_PASSWORD: "premier mot de passe sûr" };
    const created = admin(["create", "samira", "--email", "samira@example.org"], env);
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain('Administrator "samira" created.');

    const again = admin(["create", "samira"], env);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("already exists");

    const weak = admin(["reset-password", "samira"], { ...env, ADMIN_NEW_PASSWORD: "court" });
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain("Password refused");

    const reset = admin(["reset-password", "samira"], {
      ...env,
      ADMIN_NEW_PASSWORD: "second mot de passe sûr",
    });
    expect(reset.status, reset.stderr).toBe(0);

    const db = await openSiteDb({ dialect: "sqlite", file: path.join(folder.dir, "site.sqlite") });
    const stored = await findAdminByUsername(db, "samira");
    expect(stored?.email).toBe("samira@example.org");
    expect(await verifyPassword("second mot de passe sûr", stored!.password_hash)).toBe(true);
    await db.close();

    const unknown = admin(["reset-password", "nobody"], env);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No administrator is called "nobody"');
    folder.dispose();
  }, 120_000);

  it("turns off an administrator's two-step verification (lost phone and recovery codes)", async () => {
    const folder = tempDir();
    const file = path.join(folder.dir, "site.sqlite");
    const sessionSecret = "a-session-secret-for-the-cli-test-0123456789";
    const db = await openSiteDb({ dialect: "sqlite", file });
    const created = await createAdmin(db, { username: "yasmine", password: "mot de passe de yasmine" });
    const keys = { db, sessionSecret };
    const setup = await beginTwoFactorSetup(keys, created, "Fondation Tamkine");
    await confirmTwoFactorSetup(keys, created.id, totp(base32Decode(setup!.secret), Date.now()));
    expect((await twoFactorStatus(db, created.id)).state).toBe("on");
    await db.close();

    const env = { DATA_DIR: folder.dir, SEED_DEMO: "0", SESSION_SECRET: sessionSecret };
    const result = admin(["disable-2fa", "yasmine"], env);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('Two-step verification of "yasmine" turned off');
    const after = await openSiteDb({ dialect: "sqlite", file });
    expect(await twoFactorStatus(after, created.id)).toEqual({ state: "off" });
    await after.close();
    expect(admin(["disable-2fa", "nobody"], env).status).toBe(1);
    folder.dispose();
  }, 120_000);

  describe("roles and the account lifecycle", () => {
    // Each call starts a process, waited for without blocking the test worker (its reports keep flowing).
    const folder = tempDir();
    const env = { DATA_DIR: folder.dir, SEED_DEMO: "0", ADMIN_NEW_PASSWORD: "premier mot de passe sûr" };
    const run = (...args: string[]) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
          env: { ...process.env, ...env },
        });
        let stdout = "";
        let stderr = "";
        child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
        child.on("close", (status) => resolve({ status, stdout, stderr }));
      });
    afterAll(() => folder.dispose());

    it("creates an administrator without --role, an account with one, and refuses an unknown role", async () => {
      expect((await run("create", "amina")).stdout).toContain('Administrator "amina" created.');
      const editor = await run("create", "youssef", "--role", "editor", "--email", "youssef@example.org");
      expect(editor.status, editor.stderr).toBe(0);
      expect(editor.stdout).toContain('Account "youssef" created (editor).');
      const badRole = await run("create", "omar", "--role", "superuser");
      expect(badRole.status).toBe(1);
      expect(badRole.stderr).toContain('Unknown role "superuser"');
    }, 120_000);

    it("never demotes the last administrator; changes roles, disables and enables", async () => {
      const last = await run("set-role", "amina", "editor");
      expect(last.status).toBe(1);
      expect(last.stderr).toContain("At least one active administrator must remain");
      expect((await run("set-role", "youssef", "admin")).stdout).toContain(
        '"youssef" now has the role admin.',
      );
      expect((await run("disable", "amina")).stdout).toContain('Account "amina" disabled');
    }, 120_000);

    it("enables and deletes", async () => {
      expect((await run("enable", "amina")).stdout).toContain('Account "amina" enabled.');
      expect((await run("delete", "youssef")).stdout).toContain('Account "youssef" deleted');
      const db = await openSiteDb({ dialect: "sqlite", file: path.join(folder.dir, "site.sqlite") });
      expect(await findAdminByUsername(db, "amina")).toMatchObject({ role: "admin", is_active: 1 });
      expect(await findAdminByUsername(db, "youssef")).toBeUndefined();
      await db.close();
    }, 120_000);
  });

  it("explains its usage", () => {
    const folder = tempDir();
    const result = admin(["promote", "x"], { DATA_DIR: folder.dir });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Usage: npm run admin");
    folder.dispose();
  }, 60_000);
});
