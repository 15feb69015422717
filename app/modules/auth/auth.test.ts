import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import type { Services } from "~/services.server";
import { createAdmin, ensureAdmin, findAdminByUsername, setAdminPassword } from "./admins.server";
import { attemptLogin, deviceCookieValue, LOGIN_LIMIT, LOGIN_POLICY } from "./login.server";
import { resetRateLimit } from "~/modules/rate-limit/rate-limit.server";
import { hashPassword, verifyPassword } from "./password.server";
import { passwordProblem } from "./password-policy";
import {
  adminForSession,
  createSession,
  destroySession,
  isFamilyLive,
  issueRefreshToken,
  revokeFamily,
  rotateRefreshToken,
} from "./sessions.server";
import { issueAccessToken, verifyAccessToken } from "./tokens.server";

const SECRET = "s".repeat(40);

describe("passwords", () => {
  it("hashes with scrypt and verifies only the right password", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("wrong horse battery", hash)).toBe(false);
    expect(await verifyPassword("anything", "not-a-hash")).toBe(false);
  });

  it("applies the policy: 12 to 64 characters, common ones refused", () => {
    expect(passwordProblem("short")).toBe("too_short");
    expect(passwordProblem("a".repeat(65))).toBe("too_long");
    expect(passwordProblem("password1234")).toBe("too_common");
    expect(passwordProblem("aaaaaaaaaaaaaa")).toBe("too_common");
    expect(passwordProblem("Le basket à Rabat 2026")).toBeNull();
    expect(passwordProblem("x".repeat(10) + "y".repeat(54))).toBeNull();
  });
});

describe("access tokens", () => {
  const admin = { id: 7, username: "amina", credentials_version: 2 };

  it("round-trips the claims", () => {
    const claims = verifyAccessToken(issueAccessToken(admin, SECRET, { family: "f1" }), SECRET);
    expect(claims).toMatchObject({ sub: "7", username: "amina", ver: 2, sid: "f1", typ: "access" });
  });

  it("refuses a forged signature, another secret, a malformed and an expired token", () => {
    const token = issueAccessToken(admin, SECRET, { family: "f1" });
    const [header, payload] = token.split(".");
    const tampered = `${header}.${Buffer.from(JSON.stringify({ sub: "1", exp: 9e9, typ: "access" })).toString("base64url")}.${token.split(".")[2]}`;
    expect(verifyAccessToken(tampered, SECRET)).toBeNull();
    expect(verifyAccessToken(token, "t".repeat(40))).toBeNull();
    expect(verifyAccessToken(`${header}.${payload}`, SECRET)).toBeNull();
    expect(verifyAccessToken("garbage", SECRET)).toBeNull();
    const old = issueAccessToken(admin, SECRET, { family: "f1", now: Date.now() - 60 * 60 * 1000 });
    expect(verifyAccessToken(old, SECRET)).toBeNull();
  });
});

describe.each(testDatabases())("sign-in on $dialect", (database) => {
  let services: Services;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestServices(database);
    services = opened.services;
    dispose = opened.dispose;
  });
  afterAll(() => dispose());

  it("creates the configured administrator and resets its password when the configuration changes", async () => {
    await ensureAdmin(services.db, { ADMIN_USERNAME: "directrice", ADMIN_PASSWORD: "premier mot de passe" });
    const first = await findAdminByUsername(services.db, "directrice");
    expect(await verifyPassword("premier mot de passe", first!.password_hash)).toBe(true);
    await ensureAdmin(services.db, { ADMIN_USERNAME: "directrice", ADMIN_PASSWORD: "second mot de passe" });
    const second = await findAdminByUsername(services.db, "directrice");
    expect(await verifyPassword("second mot de passe", second!.password_hash)).toBe(true);
    expect(second!.credentials_version).toBe(first!.credentials_version + 1);
  });

  it("creates `admin` with a random password only when no administrator exists", async () => {
    const fresh = await openTestServices(database);
    const { created } = await ensureAdmin(fresh.services.db, {});
    expect(created?.username).toBe("admin");
    expect(created!.password.length).toBeGreaterThanOrEqual(16);
    expect((await ensureAdmin(fresh.services.db, {})).created).toBeUndefined();
    await fresh.dispose();
  });

  it("keeps sessions on the server and revokes them at logout and password change", async () => {
    const admin = await createAdmin(services.db, { username: "karim", password: "mot de passe de karim" });
    const meta = { ip: "127.0.0.1", userAgent: "test" };
    const first = await createSession(services.db, admin, meta);
    expect((await adminForSession(services.db, first))?.username).toBe("karim");
    await destroySession(services.db, first);
    expect(await adminForSession(services.db, first)).toBeUndefined();

    const second = await createSession(services.db, admin, meta);
    await setAdminPassword(services.db, admin.id, "un tout nouveau mot de passe");
    expect(await adminForSession(services.db, second)).toBeUndefined();
  });

  it("rotates refresh tokens and revokes the family when one is reused", async () => {
    const admin = await createAdmin(services.db, { username: "salma", password: "mot de passe de salma" });
    const first = await issueRefreshToken(services.db, admin);
    const rotated = await rotateRefreshToken(services.db, first.token);
    expect(rotated?.admin.username).toBe("salma");
    expect(rotated?.family).toBe(first.family);
    expect(await isFamilyLive(services.db, first.family)).toBe(true);
    expect(await rotateRefreshToken(services.db, first.token)).toBeNull();
    // Reuse of `first` revoked the family, including the token handed out by the rotation.
    expect(await rotateRefreshToken(services.db, rotated!.refresh)).toBeNull();
    expect(await isFamilyLive(services.db, first.family)).toBe(false);
  });

  it("ends an API sign-in: its family is revoked, another sign-in stays live", async () => {
    const admin = await createAdmin(services.db, { username: "hamza", password: "mot de passe de hamza" });
    const phone = await issueRefreshToken(services.db, admin);
    const laptop = await issueRefreshToken(services.db, admin);
    await revokeFamily(services.db, phone.family);
    expect(await isFamilyLive(services.db, phone.family)).toBe(false);
    expect(await isFamilyLive(services.db, laptop.family)).toBe(true);
  });

  it("throttles failures per address, then refuses with a retry delay", async () => {
    await createAdmin(services.db, { username: "youssef", password: "mot de passe de youssef" });
    const attempt = (password: string, ip: string) =>
      attemptLogin(services, { username: "youssef", password, ip });
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      expect((await attempt("faux", "10.0.0.1")).status).toBe("invalid");
    }
    const refused = await attempt("mot de passe de youssef", "10.0.0.1");
    expect(refused.status).toBe("throttled");
    expect(refused.status === "throttled" && refused.retryAfterSeconds).toBeGreaterThan(0);
  }, 60_000);

  it("caps strangers' guesses at an account, but lets its own browser and addresses through at once", async () => {
    const admin = await createAdmin(services.db, { username: "nadia", password: "mot de passe de nadia" });
    const password = "mot de passe de nadia";
    // The owner signed in once from the office.
    expect((await attemptLogin(services, { username: "nadia", password, ip: "10.3.0.1" })).status).toBe("ok");
    // A guessing run from many addresses reaches the account's limit.
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      await attemptLogin(services, { username: "nadia", password: "faux", ip: `10.1.0.${i}` });
    }
    // Past the limit, strangers queue in a slow lane: one attempt per interval, the others refused.
    const lane = { ...LOGIN_POLICY, slowLaneIntervalMs: 60_000, slowLaneMaxWaitMs: 0 };
    const guesses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        attemptLogin(services, { username: "nadia", password: "faux", ip: `10.4.0.${i}` }, lane),
      ),
    );
    expect(guesses.filter((result) => result.status === "invalid")).toHaveLength(1);
    expect(guesses.filter((result) => result.status === "throttled")).toHaveLength(5);
    // The owner, from the office address and from their browser elsewhere, is not held back: as a
    // stranger, the lane (its one slot a minute taken) would have refused them.
    const office = await attemptLogin(services, { username: "nadia", password, ip: "10.3.0.1" }, lane);
    expect(office.status).toBe("ok");
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      await attemptLogin(services, { username: "nadia", password: "faux", ip: `10.1.1.${i}` });
    }
    const browser = await attemptLogin(
      services,
      {
        username: "nadia",
        password,
        ip: "10.2.0.2",
        deviceCookie: deviceCookieValue(services.config.SESSION_SECRET, admin.id),
      },
      lane,
    );
    expect(browser.status).toBe("ok");
    // A stranger with the right password is slowed, not refused: it waits for the lane's next slot.
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      await attemptLogin(services, { username: "nadia", password: "faux", ip: `10.1.2.${i}` });
    }
    await resetRateLimit(services.db, "login:slow:nadia");
    const slowLane = { ...LOGIN_POLICY, slowLaneIntervalMs: 300, slowLaneMaxWaitMs: 1_000 };
    await attemptLogin(services, { username: "nadia", password: "faux", ip: "10.5.0.1" }, slowLane);
    const waited = Date.now();
    const newDevice = await attemptLogin(services, { username: "nadia", password, ip: "10.5.0.2" }, slowLane);
    expect(newDevice.status).toBe("ok");
    expect(Date.now() - waited).toBeGreaterThanOrEqual(150);
  }, 60_000);

  it("keeps a known address's failures apart: strangers cannot fill its counter", async () => {
    await createAdmin(services.db, { username: "rachid", password: "mot de passe de rachid" });
    await attemptLogin(services, { username: "rachid", password: "mot de passe de rachid", ip: "10.7.0.1" });
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      expect(
        (await attemptLogin(services, { username: "rachid", password: "faux", ip: "10.7.0.1" })).status,
      ).toBe("invalid");
    }
    // The known address's own guesses are capped too.
    const capped = await attemptLogin(services, { username: "rachid", password: "faux", ip: "10.7.0.1" });
    expect(capped.status).toBe("throttled");
  }, 60_000);
});
