import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import type { Db } from "~/db/client.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { createAdmin, findAdminById } from "~/modules/auth/admins.server";
import { verifyPassword } from "~/modules/auth/password.server";
import { adminForSession, createSession } from "~/modules/auth/sessions.server";
import { sha256 } from "~/modules/auth/tokens.server";
import {
  createPasswordReset,
  isResetTokenUsable,
  requestPasswordReset,
  resetLink,
  resetPasswordWithToken,
  RESET_LIMITS,
} from "./password-reset.server";

const ORIGIN = "https://tamkine.example";

describe.each(testDatabases())("password reset on $dialect", (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await database.open());
  });
  afterAll(() => dispose());

  const outboxFor = (to: string) =>
    db.kysely.selectFrom("outbox").selectAll().where("to", "=", to).orderBy("id").execute();

  it("mails a single-use link in the request's language, and answers the same for unknown addresses", async () => {
    const admin = await createAdmin(db, {
      username: "reset-ar",
      password: "ancienne phrase longue",
      email: "reset-ar@example.org",
    });
    const known = await requestPasswordReset(db, {
      email: " Reset-AR@example.org ",
      ip: "10.0.0.1",
      origin: ORIGIN,
      t: translatorFor("ar"),
    });
    const unknown = await requestPasswordReset(db, {
      email: "personne@example.org",
      ip: "10.0.0.2",
      origin: ORIGIN,
      t: translatorFor("fr"),
    });
    expect(known).toEqual({ status: "accepted" });
    expect(unknown).toEqual(known);
    expect(await outboxFor("personne@example.org")).toHaveLength(0);

    const [mail] = await outboxFor("reset-ar@example.org");
    expect(mail).toMatchObject({ kind: "password-reset", subject: "إعادة تعيين كلمة المرور – مؤسسة تمكين" });
    const link = /https:\/\/tamkine\.example\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    expect(mail!.text).toContain("30");
    // Only the digest is stored.
    const stored = await db.kysely.selectFrom("password_resets").selectAll().execute();
    expect(stored.map((row) => row.token_hash)).toContain(sha256(token));
    expect(stored.map((row) => row.token_hash)).not.toContain(token);

    const session = await createSession(db, admin, { ip: "10.0.0.1", userAgent: "test" });
    expect(await isResetTokenUsable(db, token)).toBe(true);
    expect(await resetPasswordWithToken(db, { token, password: "nouvelle phrase longue" })).toEqual({
      status: "done",
      adminId: admin.id,
      username: "reset-ar",
    });
    const changed = await findAdminById(db, admin.id);
    expect(await verifyPassword("nouvelle phrase longue", changed!.password_hash)).toBe(true);
    expect(await adminForSession(db, session)).toBeUndefined();

    // The link works once.
    expect(await isResetTokenUsable(db, token)).toBe(false);
    expect(await resetPasswordWithToken(db, { token, password: "troisième phrase longue" })).toEqual({
      status: "invalid",
    });
  });

  it("refuses an expired link, and a newer request replaces the older link", async () => {
    const admin = await createAdmin(db, {
      username: "reset-expire",
      password: "ancienne phrase longue",
      email: "expire@example.org",
    });
    const older = await createPasswordReset(db, admin.id);
    const newer = await createPasswordReset(db, admin.id);
    expect(await isResetTokenUsable(db, older)).toBe(false);
    expect(await isResetTokenUsable(db, newer)).toBe(true);

    await db.kysely
      .updateTable("password_resets")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token_hash", "=", sha256(newer))
      .execute();
    expect(await resetPasswordWithToken(db, { token: newer, password: "nouvelle phrase longue" })).toEqual({
      status: "invalid",
    });
    expect(await isResetTokenUsable(db, "")).toBe(false);
    expect(await isResetTokenUsable(db, "x".repeat(500))).toBe(false);
  });

  it("two simultaneous uses of one link cannot both succeed", async () => {
    const admin = await createAdmin(db, {
      username: "reset-race",
      password: "ancienne phrase longue",
      email: "race@example.org",
    });
    const token = await createPasswordReset(db, admin.id);
    const results = await Promise.all([
      resetPasswordWithToken(db, { token, password: "première phrase longue" }),
      resetPasswordWithToken(db, { token, password: "deuxième phrase longue" }),
    ]);
    expect(results.filter((result) => result.status === "done")).toHaveLength(1);
  });

  it("throttles per e-mail address whether or not it has an account", async () => {
    const request = (ip: string) =>
      requestPasswordReset(db, {
        email: "flood@example.org",
        ip,
        origin: ORIGIN,
        t: translatorFor("fr"),
      });
    for (let attempt = 0; attempt < RESET_LIMITS.perEmail.limit; attempt++) {
      expect((await request(`10.1.0.${attempt}`)).status).toBe("accepted");
    }
    const refused = await request("10.1.0.99");
    expect(refused.status).toBe("throttled");
    expect(refused.status === "throttled" && refused.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("builds the link from the configured origin", () => {
    expect(resetLink("https://tamkine.example/", "a-b_c")).toBe(
      "https://tamkine.example/reset-password?token=a-b_c",
    );
  });
});
