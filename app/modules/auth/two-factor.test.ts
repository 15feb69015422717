import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import type { AppLoadContext } from "react-router";
import { translatorFor } from "~/i18n/catalogues.server";
import { createPasswordReset, resetPasswordWithToken } from "~/modules/admins/password-reset.server";
import { peekRateLimit } from "~/modules/rate-limit/rate-limit.server";
import type { Services } from "~/services.server";
import { createAdmin, findAdminById, setAdminPassword } from "./admins.server";
import {
  attemptLogin,
  attemptSecondFactor,
  deviceCookieValue,
  LOGIN_LIMIT,
  LOGIN_POLICY,
  type LoginPolicy,
} from "./login.server";
import {
  consumePendingLogin,
  createPendingLogin,
  findPendingLogin,
  PENDING_LOGIN_ATTEMPTS,
  pendingLoginCookieName,
  recordPendingFailure,
} from "./pending-login.server";
import { unseal } from "./secret-box.server";
import {
  adminForSession,
  createSession,
  endOtherSessions,
  isFamilyLive,
  issueRefreshToken,
} from "./sessions.server";
import { beginTwoFactorSignIn, finishTwoFactorSignIn } from "../../http/auth/sign-in.server";
import { base32Decode, totp } from "./totp.server";
import {
  beginTwoFactorSetup,
  checkSecondFactor,
  confirmTwoFactorSetup,
  disableTwoFactor,
  isTwoFactorEnabled,
  pendingSetup,
  RECOVERY_CODE_COUNT,
  regenerateRecoveryCodes,
  twoFactorStatus,
} from "./two-factor.server";

const t = translatorFor("fr");
const ISSUER = "Fondation Tamkine";
/** The app's code `steps` time steps from now. */
const codeAt = (secret: string, steps = 0) => totp(base32Decode(secret), Date.now() + steps * 30_000);

describe.each(testDatabases())("two-factor sign-in on $dialect", (database) => {
  let services: Services;
  let context: (ip?: string) => AppLoadContext;
  let dispose: () => Promise<void>;
  const keys = () => ({ db: services.db, sessionSecret: services.config.SESSION_SECRET });

  beforeAll(async () => {
    const opened = await openTestServices(database);
    services = opened.services;
    context = opened.context;
    dispose = opened.dispose;
  });
  afterAll(() => dispose());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** An administrator with two-factor sign-in on; the current step's code was spent confirming it. */
  async function adminWithTwoFactor(username: string, email: string | null = null) {
    const password = `mot de passe de ${username}`;
    const admin = await createAdmin(services.db, { username, password, email });
    const setup = await beginTwoFactorSetup(keys(), admin, ISSUER);
    const enabled = await confirmTwoFactorSetup(keys(), admin.id, codeAt(setup!.secret));
    if (enabled.status !== "enabled") throw new Error("setup failed");
    return { admin, password, secret: setup!.secret, recoveryCodes: enabled.recoveryCodes };
  }

  const second = (
    admin: { id: number; username: string; email: string | null },
    code: string,
    options: { ip?: string; deviceCookie?: string; allowRecovery?: boolean; policy?: LoginPolicy } = {},
  ) =>
    attemptSecondFactor(
      services,
      {
        admin,
        code,
        ip: options.ip ?? "127.0.0.1",
        deviceCookie: options.deviceCookie,
        allowRecovery: options.allowRecovery ?? true,
        isSignIn: true,
        t,
      },
      options.policy,
    );

  it("turns on only after a first right code; the secret is sealed and the recovery codes hashed", async () => {
    const admin = await createAdmin(services.db, { username: "amal", password: "mot de passe d'amal" });
    const setup = await beginTwoFactorSetup(keys(), admin, ISSUER);
    expect(setup!.uri).toBe(
      `otpauth://totp/Fondation%20Tamkine:amal?secret=${setup!.secret}&issuer=Fondation%20Tamkine&algorithm=SHA1&digits=6&period=30`,
    );
    expect(await twoFactorStatus(services.db, admin.id)).toEqual({ state: "pending" });
    expect((await pendingSetup(keys(), admin, ISSUER))?.secret).toBe(setup!.secret);
    // Starting again (or twice at once) leaves one pending secret: the newest.
    const [again, twice] = await Promise.all([
      beginTwoFactorSetup(keys(), admin, ISSUER),
      beginTwoFactorSetup(keys(), admin, ISSUER),
    ]);
    expect([again!.secret, twice!.secret]).toContain((await pendingSetup(keys(), admin, ISSUER))?.secret);
    expect(setup!.secret).not.toBe(again!.secret);

    const secret = (await pendingSetup(keys(), admin, ISSUER))!.secret;
    const rows = await services.db.kysely
      .selectFrom("admin_two_factor")
      .selectAll()
      .where("admin_id", "=", admin.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secret).not.toContain(secret);
    expect(unseal(rows[0]!.secret, { ...keys(), purpose: "totp-secret", context: `admin:${admin.id}` })).toBe(
      secret,
    );

    // Not active yet: the password alone signs in, and a wrong first code changes nothing.
    expect(
      (await attemptLogin(services, { username: "amal", password: "mot de passe d'amal", ip: "10.3.0.1" }))
        .status,
    ).toBe("ok");
    const wrong = codeAt(secret) === "000000" ? "111111" : "000000";
    expect((await confirmTwoFactorSetup(keys(), admin.id, wrong)).status).toBe("invalid");
    expect((await twoFactorStatus(services.db, admin.id)).state).toBe("pending");

    const enabled = await confirmTwoFactorSetup(keys(), admin.id, codeAt(secret));
    expect(enabled.status).toBe("enabled");
    const codes = enabled.status === "enabled" ? enabled.recoveryCodes : [];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const stored = await services.db.kysely
      .selectFrom("recovery_codes")
      .select("code_hash")
      .where("admin_id", "=", admin.id)
      .execute();
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    const everything = stored.map((entry) => entry.code_hash).join(" ");
    for (const code of codes) {
      expect(everything).not.toContain(code.replace("-", ""));
      expect(everything).not.toContain(code);
    }
    expect(await twoFactorStatus(services.db, admin.id)).toMatchObject({
      state: "on",
      recoveryCodesLeft: 10,
    });
    // On already: no second setup over it.
    expect(await beginTwoFactorSetup(keys(), admin, ISSUER)).toBeNull();
    expect(await pendingSetup(keys(), admin, ISSUER)).toBeNull();
  });

  it("a right password is only the first step; the code completes the sign-in", async () => {
    const { admin, password, secret } = await adminWithTwoFactor("bilal");
    const first = await attemptLogin(services, { username: "bilal", password, ip: "10.4.0.1" });
    expect(first.status).toBe("secondFactor");
    expect((await findAdminById(services.db, admin.id))?.last_login_at).toBeNull();
    expect((await second(admin, codeAt(secret, 1), { ip: "10.4.0.1" })).status).toBe("ok");
    expect((await findAdminById(services.db, admin.id))?.last_login_at).not.toBeNull();
  });

  it("refuses a code used before (replay), journals it and mails the administrator", async () => {
    const { admin, secret } = await adminWithTwoFactor("chama", "chama@example.org");
    // The confirmation spent the current step.
    expect((await second(admin, codeAt(secret))).status).toBe("invalid");
    const journal = await services.db.kysely
      .selectFrom("audit_log")
      .select(["action", "summary"])
      .where("admin_id", "=", admin.id)
      .execute();
    expect(journal).toContainEqual({ action: "twoFactorReplay", summary: "chama · 127.0.0.1" });
    const mail = await services.db.kysely
      .selectFrom("outbox")
      .select(["subject", "text"])
      .where("to", "=", "chama@example.org")
      .where("kind", "=", "two-factor-replay")
      .executeTakeFirst();
    expect(mail?.subject).toBe("Code de vérification réutilisé – Fondation Tamkine");
    expect(mail?.text).toContain("127.0.0.1");

    expect((await second(admin, codeAt(secret, 1))).status).toBe("ok");
    expect((await second(admin, codeAt(secret, 1))).status).toBe("invalid");
    // An older step than the last one used is refused too, even inside the ±1 window.
    expect(
      await checkSecondFactor(keys(), admin.id, { code: codeAt(secret, -1), allowRecovery: false }),
    ).toEqual({
      status: "replayed",
    });

    // Two requests with the same fresh code at once: exactly one wins.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3 * 30_000 });
    const fresh = codeAt(secret);
    const results = await Promise.all([
      checkSecondFactor(keys(), admin.id, { code: fresh, allowRecovery: false }),
      checkSecondFactor(keys(), admin.id, { code: fresh, allowRecovery: false }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["ok", "replayed"]);
  });

  it("recovery codes work once each, typed in any case or spacing; new ones replace the old", async () => {
    const { admin, recoveryCodes } = await adminWithTwoFactor("driss");
    const [firstCode, secondCode] = recoveryCodes as [string, string];
    const typed = ` ${firstCode.toUpperCase().replace("-", " ")} `;
    expect(await checkSecondFactor(keys(), admin.id, { code: typed, allowRecovery: true })).toEqual({
      status: "ok",
      method: "recovery",
    });
    expect((await checkSecondFactor(keys(), admin.id, { code: firstCode, allowRecovery: true })).status).toBe(
      "invalid",
    );
    // Where only the app's code is accepted, a recovery code is not one.
    expect(
      (await checkSecondFactor(keys(), admin.id, { code: secondCode, allowRecovery: false })).status,
    ).toBe("invalid");
    expect(await twoFactorStatus(services.db, admin.id)).toMatchObject({ recoveryCodesLeft: 9 });

    // Through the sign-in path, its use is journalled with what is left.
    expect((await second(admin, secondCode)).status).toBe("ok");
    const used = await services.db.kysely
      .selectFrom("audit_log")
      .select("summary")
      .where("admin_id", "=", admin.id)
      .where("action", "=", "recoveryCodeUse")
      .executeTakeFirst();
    expect(used?.summary).toBe("driss · 8 codes de secours restants");

    const renewed = await regenerateRecoveryCodes(services.db, admin.id);
    expect(await twoFactorStatus(services.db, admin.id)).toMatchObject({ recoveryCodesLeft: 10 });
    expect(
      (await checkSecondFactor(keys(), admin.id, { code: recoveryCodes[2]!, allowRecovery: true })).status,
    ).toBe("invalid");
    expect(
      (await checkSecondFactor(keys(), admin.id, { code: renewed[0]!, allowRecovery: true })).status,
    ).toBe("ok");
  });

  it("counts wrong codes per address: after the limit even the right code is refused", async () => {
    const { admin, secret } = await adminWithTwoFactor("farah");
    const wrong = codeAt(secret, 1) === "000000" ? "111111" : "000000";
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      expect((await second(admin, wrong, { ip: "10.5.0.1" })).status).toBe("invalid");
    }
    const refused = await second(admin, codeAt(secret, 1), { ip: "10.5.0.1" });
    expect(refused.status).toBe("throttled");
    expect(refused.status === "throttled" && refused.retryAfterSeconds).toBeGreaterThan(0);
  }, 60_000);

  it("counts wrong codes per account, and a right password does not clear that count", async () => {
    const { admin, password, secret } = await adminWithTwoFactor("ghita");
    const wrong = codeAt(secret, 1) === "000000" ? "111111" : "000000";
    for (let i = 0; i < LOGIN_LIMIT - 1; i++) {
      await second(admin, wrong, { ip: `10.6.0.${i}` });
    }
    // The password is right, but the account's counter stays: otherwise each try would reset it.
    const login = await attemptLogin(services, { username: "ghita", password, ip: "10.6.1.1" });
    expect(login.status).toBe("secondFactor");
    expect((await peekRateLimit(services.db, "login:user:ghita")).hits).toBe(LOGIN_LIMIT - 1);
    await second(admin, wrong, { ip: "10.6.1.1" });
    // Past the account's count, strangers' codes queue in the slow lane: one is checked, the rest refused.
    const lane = { ...LOGIN_POLICY, slowLaneIntervalMs: 60_000, slowLaneMaxWaitMs: 0 };
    expect((await second(admin, wrong, { ip: "10.6.2.1", policy: lane })).status).toBe("invalid");
    expect((await second(admin, codeAt(secret, 1), { ip: "10.6.2.2", policy: lane })).status).toBe(
      "throttled",
    );
    // The administrator's own browser (device cookie) is not locked out.
    const owner = await second(admin, codeAt(secret, 1), {
      ip: "10.6.3.1",
      deviceCookie: deviceCookieValue(services.config.SESSION_SECRET, admin.id),
    });
    expect(owner.status).toBe("ok");
    expect((await peekRateLimit(services.db, "login:user:ghita")).hits).toBe(0);
  }, 60_000);

  it("a pending sign-in is bound to its token, lasts five minutes, allows five wrong codes, works once", async () => {
    const { admin } = await adminWithTwoFactor("hajar");
    const token = await createPendingLogin(services.db, admin);
    const pending = await findPendingLogin(services.db, token);
    expect(pending?.admin).toMatchObject({ id: admin.id, username: "hajar" });
    expect(await findPendingLogin(services.db, `${token}x`)).toBeNull();
    expect(await findPendingLogin(services.db, undefined)).toBeNull();
    expect(await consumePendingLogin(services.db, pending!.id)).toBe(true);
    expect(await consumePendingLogin(services.db, pending!.id)).toBe(false);
    expect(await findPendingLogin(services.db, token)).toBeNull();

    const expiring = await createPendingLogin(services.db, admin);
    const row = await services.db.kysely
      .selectFrom("pending_logins")
      .select("expires_at")
      .where("id", "=", (await findPendingLogin(services.db, expiring))!.id)
      .executeTakeFirstOrThrow();
    const minutes = (Date.parse(row.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);
    await services.db.kysely
      .updateTable("pending_logins")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("admin_id", "=", admin.id)
      .execute();
    expect(await findPendingLogin(services.db, expiring)).toBeNull();

    const guessed = await createPendingLogin(services.db, admin);
    const id = (await findPendingLogin(services.db, guessed))!.id;
    for (let i = 1; i < PENDING_LOGIN_ATTEMPTS; i++)
      expect(await recordPendingFailure(services.db, id)).toBe(true);
    expect(await recordPendingFailure(services.db, id)).toBe(false);
    expect(await findPendingLogin(services.db, guessed)).toBeNull();

    const beforeChange = await createPendingLogin(services.db, admin);
    await setAdminPassword(services.db, admin.id, "un mot de passe tout neuf");
    expect(await findPendingLogin(services.db, beforeChange)).toBeNull();
  });

  it("the code step needs the cookie a right password gave; a right code opens one session", async () => {
    const { admin, secret } = await adminWithTwoFactor("ilham");
    const cookieName = pendingLoginCookieName(services.config);
    const request = (cookie?: string) =>
      new Request("http://localhost:3000/login", {
        method: "POST",
        headers: cookie ? { Cookie: cookie } : {},
      });

    const without = await finishTwoFactorSignIn(context(), request(), { code: codeAt(secret, 1), t });
    expect(without).toMatchObject({ status: "restart", reason: "expired" });

    const headers = await beginTwoFactorSignIn(context(), admin);
    const setCookie = headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(
      new RegExp(`^${cookieName}=[\\w-]{43}; Path=/; HttpOnly; SameSite=Strict; Max-Age=300`),
    );
    const cookie = setCookie.split(";")[0]!;
    const wrong = codeAt(secret, 1) === "000000" ? "111111" : "000000";
    expect(
      (await finishTwoFactorSignIn(context("10.7.0.1"), request(cookie), { code: wrong, t })).status,
    ).toBe("invalid");
    const done = await finishTwoFactorSignIn(context("10.7.0.1"), request(cookie), {
      code: codeAt(secret, 1),
      t,
    });
    expect(done.status).toBe("signedIn");
    const cookies = done.status === "signedIn" ? done.headers.getSetCookie() : [];
    const session = cookies.find((value) => value.startsWith("tamkine_session="))!;
    expect((await adminForSession(services.db, session.split(";")[0]!.split("=")[1]!))?.id).toBe(admin.id);
    expect(cookies).toContainEqual(expect.stringMatching(new RegExp(`^${cookieName}=; .*Max-Age=0`)));
    // Used once: the same cookie leads nowhere now, even with another right code.
    const again = await finishTwoFactorSignIn(context("10.7.0.1"), request(cookie), {
      code: codeAt(secret, 0),
      t,
    });
    expect(again.status).toBe("restart");
  });

  it("a password reset keeps two-factor sign-in; turning it off removes the secret and the codes", async () => {
    const { admin } = await adminWithTwoFactor("jamila");
    const token = await createPasswordReset(services.db, admin.id);
    expect(
      (await resetPasswordWithToken(services.db, { token, password: "le nouveau mot de passe" })).status,
    ).toBe("done");
    expect(await isTwoFactorEnabled(services.db, admin.id)).toBe(true);
    const login = await attemptLogin(services, {
      username: "jamila",
      password: "le nouveau mot de passe",
      ip: "10.8.0.1",
    });
    expect(login.status).toBe("secondFactor");

    await disableTwoFactor(services.db, admin.id);
    expect(await twoFactorStatus(services.db, admin.id)).toEqual({ state: "off" });
    const left = await services.db.kysely
      .selectFrom("recovery_codes")
      .select("id")
      .where("admin_id", "=", admin.id)
      .execute();
    expect(left).toEqual([]);
    const after = await attemptLogin(services, {
      username: "jamila",
      password: "le nouveau mot de passe",
      ip: "10.8.0.1",
    });
    expect(after.status).toBe("ok");
  });

  it("ends every other browser session and API sign-in, keeping this browser's", async () => {
    const admin = await createAdmin(services.db, { username: "karima", password: "mot de passe de karima" });
    const meta = { ip: "127.0.0.1", userAgent: "test" };
    const mine = await createSession(services.db, admin, meta);
    const other = await createSession(services.db, admin, meta);
    const api = await issueRefreshToken(services.db, admin);
    const someoneElse = await createAdmin(services.db, {
      username: "latifa",
      password: "mot de passe de latifa",
    });
    const theirs = await createSession(services.db, someoneElse, meta);
    await endOtherSessions(services.db, admin.id, mine);
    expect(await adminForSession(services.db, mine)).toBeDefined();
    expect(await adminForSession(services.db, other)).toBeUndefined();
    expect(await isFamilyLive(services.db, api.family)).toBe(false);
    expect(await adminForSession(services.db, theirs)).toBeDefined();
  });
});
