/**
 * POST /api/login/ with two-factor sign-in: the §7 answer is unchanged for accounts without it; an
 * account with it needs `otp` (the app's code or a recovery code) and otherwise gets 401 with
 * `otp_required: true`. Wrong codes are throttled like wrong passwords.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin } from "~/modules/auth/admins.server";
import { deviceCookieValue, DEVICE_COOKIE, LOGIN_LIMIT } from "~/modules/auth/login.server";
import { base32Decode, totp } from "~/modules/auth/totp.server";
import { beginTwoFactorSetup, confirmTwoFactorSetup } from "~/modules/auth/two-factor.server";
import { testDatabases } from "../../support/databases";
import { asJson, openApiHarness, type ApiHarness } from "./support";

const codeAt = (secret: string, steps = 0) => totp(base32Decode(secret), Date.now() + steps * 30_000);

describe.each(testDatabases())("API sign-in with two-factor on $dialect", (database) => {
  let api: ApiHarness;
  let secret: string;
  let recoveryCodes: string[];
  const password = "mot de passe à deux facteurs";

  /** An administrator with two-factor sign-in on (the current step's code spent on the setup). */
  async function withTwoFactor(username: string) {
    const { db, config } = api.services;
    const keys = { db, sessionSecret: config.SESSION_SECRET };
    const admin = await createAdmin(db, { username, password });
    const setup = await beginTwoFactorSetup(keys, admin, "Fondation Tamkine");
    const enabled = await confirmTwoFactorSetup(keys, admin.id, codeAt(setup!.secret));
    return {
      secret: setup!.secret,
      recoveryCodes: enabled.status === "enabled" ? enabled.recoveryCodes : [],
    };
  }

  beforeAll(async () => {
    api = await openApiHarness(database);
    ({ secret, recoveryCodes } = await withTwoFactor("otp-api"));
    await createAdmin(api.services.db, {
      username: "plain-api",
      password: "mot de passe sans second facteur",
    });
  });
  afterAll(() => api.dispose());

  const login = (body: Record<string, string>, clientIp = "10.20.0.1", query = "") =>
    api.call("POST", `/api/login/${query}`, { json: body, clientIp });

  it("keeps the §7 answer for an account without two-factor sign-in (an otp sent is ignored)", async () => {
    const answer = await login({
      username: "plain-api",
      password: "mot de passe sans second facteur",
      otp: "123456",
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(asJson(answer)).sort()).toEqual(["access", "refresh", "username"]);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
  });

  it("asks for the code: 401 with otp_required, in the request's language, no tokens", async () => {
    const answer = await login({ username: "otp-api", password });
    expect(answer.status).toBe(401);
    expect(asJson(answer)).toEqual({
      error: "Ce compte utilise la vérification en deux étapes : envoyez aussi le code (otp).",
      otp_required: true,
    });
    const arabic = await login({ username: "otp-api", password }, "10.20.0.1", "?lng=ar");
    expect(asJson(arabic).error).toMatch(/[\u0600-\u06FF]/);
    expect(asJson(arabic).otp_required).toBe(true);
    // A wrong password says nothing about a second factor.
    const wrongPassword = await login({
      username: "otp-api",
      password: "pas le bon mot de passe",
      otp: codeAt(secret, 1),
    });
    expect(wrongPassword.status).toBe(401);
    expect(asJson(wrongPassword)).toEqual({ error: "Nom d'utilisateur ou mot de passe incorrect" });
  });

  it("issues tokens for the right code, once; refuses a wrong or reused one", async () => {
    const wrong = codeAt(secret, 1) === "000000" ? "111111" : "000000";
    const refused = await login({ username: "otp-api", password, otp: wrong });
    expect(refused.status).toBe(401);
    expect(asJson(refused)).toEqual({ error: "Code de vérification incorrect.", otp_required: true });

    const accepted = await login({ username: "otp-api", password, otp: codeAt(secret, 1) });
    expect(accepted.status, accepted.text).toBe(200);
    const tokens = asJson(accepted) as { access: string; refresh: string; username: string };
    expect(tokens.username).toBe("otp-api");
    expect((await api.call("GET", "/api/contact/", { token: tokens.access })).status).toBe(200);

    const replayed = await login({ username: "otp-api", password, otp: codeAt(secret, 1) });
    expect(replayed.status).toBe(401);
    expect(asJson(replayed).otp_required).toBe(true);
  });

  it("accepts a recovery code as otp, once", async () => {
    const code = recoveryCodes[0]!;
    expect((await login({ username: "otp-api", password, otp: code })).status).toBe(200);
    expect((await login({ username: "otp-api", password, otp: code })).status).toBe(401);
  });

  it("throttles wrong codes like wrong passwords: 429 with Retry-After, even for the right code", async () => {
    const other = await withTwoFactor("otp-throttled");
    const wrong = codeAt(other.secret, 1) === "000000" ? "111111" : "000000";
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      expect((await login({ username: "otp-throttled", password, otp: wrong }, "10.21.0.1")).status).toBe(
        401,
      );
    }
    const throttled = await login(
      { username: "otp-throttled", password, otp: codeAt(other.secret, 1) },
      "10.21.0.1",
    );
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("Retry-After"))).toBeGreaterThan(0);
  }, 60_000);

  it("lets an administrator sign in from a known address or browser during a guessing run, guesses capped", async () => {
    const owner = { username: "owner-api", password: "le mot de passe du titulaire" };
    const admin = await createAdmin(api.services.db, owner);
    expect((await login(owner, "10.30.0.1")).status).toBe(200);
    // Twenty wrong passwords from twenty addresses: the account's count is reached, strangers are slowed.
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login({ ...owner, password: `essai ${i}` }, `10.31.0.${i}`)),
    );
    expect(guesses.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(LOGIN_LIMIT + 2);
    expect(guesses.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(8);
    // The owner's address of last time, and its browser's device cookie from anywhere, sign in at once.
    expect((await login(owner, "10.30.0.1")).status).toBe(200);
    const cookie = `${DEVICE_COOKIE}=${deviceCookieValue(api.services.config.SESSION_SECRET, admin.id)}`;
    const fromBrowser = await api.call("POST", "/api/login/", {
      json: owner,
      clientIp: "10.32.0.1",
      headers: { Cookie: cookie },
    });
    expect(fromBrowser.status).toBe(200);
  }, 60_000);

  it("documents otp and otp_required in the OpenAPI document", async () => {
    const document = asJson(await api.call("GET", "/api/openapi.json")) as {
      components: { schemas: Record<string, { properties: Record<string, unknown>; required?: string[] }> };
      paths: Record<
        string,
        { post: { responses: Record<string, { content?: Record<string, { schema: unknown }> }> } }
      >;
    };
    const input = document.components.schemas["login-input"]!;
    expect(Object.keys(input.properties).sort()).toEqual(["otp", "password", "username"]);
    expect(input.required).toEqual(["username", "password"]);
    const refusal = document.paths["/api/login/"]!.post.responses["401"]!;
    expect(refusal.content?.["application/json"]?.schema).toEqual({
      $ref: "#/components/schemas/login-refused",
    });
    expect(document.components.schemas["login-refused"]!.properties).toHaveProperty("otp_required");
  });
});
