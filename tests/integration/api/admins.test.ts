/**
 * The accounts API (decision 026): `GET/POST /api/admins/`, `GET/PATCH/DELETE /api/admins/{id}/` and
 * `POST /api/admins/invitations/`, on both databases. Answers never carry a password or a secret; bad
 * input is refused in the request's language and changes nothing; a disabled account's token stops at
 * once; the two-step policy holds API calls too.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueRefreshToken } from "~/modules/auth/sessions.server";
import { issueAccessToken } from "~/modules/auth/tokens.server";
import { setSiteSetting } from "~/modules/settings/site-settings.server";
import { findAdminById } from "~/modules/auth/admins.server";
import { testDatabases } from "../../support/databases";
import { asJson, asList, openApiHarness, type ApiHarness, type Json } from "./support";

const PASSWORD = "une phrase de passe solide";

describe.each(testDatabases())("accounts API on $dialect", (database) => {
  let api: ApiHarness;
  let token: string;
  beforeAll(async () => {
    api = await openApiHarness(database);
    token = api.tokens.valid;
  });
  afterAll(() => api.dispose());

  const tokenFor = async (id: number) => {
    const account = (await findAdminById(api.services.db, id))!;
    const { family } = await issueRefreshToken(api.services.db, account);
    return issueAccessToken(account, api.services.config.SESSION_SECRET, { family });
  };

  it("creates, lists, reads, changes and deletes accounts, never showing a secret", async () => {
    const created = await api.call("POST", "/api/admins/", {
      token,
      json: { username: "karim", email: "Karim@Example.org", password: PASSWORD, role: "editor" },
    });
    expect(created.status, created.text).toBe(201);
    const account = asJson(created);
    expect(account).toMatchObject({
      username: "karim",
      email: "karim@example.org",
      role: "editor",
      is_active: true,
    });
    expect(created.headers.get("Location")).toMatch(new RegExp(`/api/admins/${String(account.id)}/$`));

    const withoutRole = await api.call("POST", "/api/admins/", {
      token,
      json: { username: "lina", email: "lina@example.org", password: PASSWORD },
    });
    expect(asJson(withoutRole).role).toBe("admin");

    const list = await api.call("GET", "/api/admins/", { token });
    expect(list.status).toBe(200);
    expect(asList(list).map((item) => item.username)).toEqual(expect.arrayContaining(["karim", "lina"]));
    for (const item of asList(list)) {
      expect(Object.keys(item).sort()).toEqual([
        "email",
        "id",
        "is_active",
        "last_login_at",
        "role",
        "username",
      ]);
    }
    expect(list.text).not.toMatch(/password|hash|secret|token/i);

    const read = await api.call("GET", `/api/admins/${String(account.id)}/`, { token });
    expect(asJson(read)).toMatchObject({ username: "karim", role: "editor" });

    const patched = await api.call("PATCH", `/api/admins/${String(account.id)}/`, {
      token,
      json: { role: "messages", is_active: false },
    });
    expect(asJson(patched)).toMatchObject({ role: "messages", is_active: false });

    const removed = await api.call("DELETE", `/api/admins/${String(account.id)}/`, { token });
    expect(removed.status).toBe(204);
    expect((await api.call("GET", `/api/admins/${String(account.id)}/`, { token })).status).toBe(404);
  });

  it("refuses a role outside the three and a taken address, in the request's language, changing nothing", async () => {
    const before = asList(await api.call("GET", "/api/admins/", { token })).length;
    const bad = await api.call("POST", "/api/admins/?lng=en", {
      token,
      json: { username: "omar", email: "omar@example.org", password: PASSWORD, role: "superuser" },
    });
    expect(bad.status).toBe(400);
    expect((asJson(bad).errors as Json).role).toEqual(["Choose a role: administrator, editor or messages."]);
    const badPatch = await api.call("PATCH", `/api/admins/${String(api.admin.id)}/?lng=ar`, {
      token,
      json: { role: "root" },
    });
    expect(badPatch.status).toBe(400);
    expect(JSON.stringify(asJson(badPatch).errors)).toMatch(/[\u0600-\u06FF]/);

    await api.call("POST", "/api/admins/", {
      token,
      json: { username: "sara", email: "sara@example.org", password: PASSWORD, role: "editor" },
    });
    const taken = await api.call("POST", "/api/admins/invitations/", {
      token,
      json: { username: "sara2", email: "SARA@example.org", role: "editor" },
    });
    expect(taken.status).toBe(400);
    expect((asJson(taken).errors as Json).email).toEqual([
      "Cette adresse a déjà un compte ou une invitation en cours.",
    ]);
    expect(asList(await api.call("GET", "/api/admins/", { token })).length).toBe(before + 1);
  });

  it("invites through the outbox and answers 202 without the link", async () => {
    const invited = await api.call("POST", "/api/admins/invitations/", {
      token,
      json: { username: "yasmine", email: "yasmine@example.org", role: "messages" },
    });
    expect(invited.status, invited.text).toBe(202);
    expect(asJson(invited)).toMatchObject({ username: "yasmine", role: "messages" });
    expect(invited.text).not.toContain("token");
    const mail = await api.services.db.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("to", "=", "yasmine@example.org")
      .executeTakeFirstOrThrow();
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/invitation\?token=/);
  });

  it("never leaves the site without an active administrator", async () => {
    const accounts = asList(await api.call("GET", "/api/admins/", { token }));
    for (const account of accounts) {
      if (account.id !== api.admin.id && account.role === "admin") {
        await api.call("PATCH", `/api/admins/${String(account.id)}/`, { token, json: { role: "editor" } });
      }
    }
    const demote = await api.call("PATCH", `/api/admins/${String(api.admin.id)}/`, {
      token,
      json: { role: "editor" },
    });
    expect(demote.status).toBe(400);
    expect((asJson(demote).errors as Json).role).toEqual([
      "Il faut garder au moins un administrateur actif : ce compte ne peut être ni désactivé, ni rétrogradé, ni supprimé.",
    ]);
    expect((await api.call("DELETE", `/api/admins/${String(api.admin.id)}/`, { token })).status).toBe(400);
    expect(asJson(await api.call("GET", `/api/admins/${String(api.admin.id)}/`, { token }))).toMatchObject({
      role: "admin",
      is_active: true,
    });
  });

  it("stops a disabled account's token at once", async () => {
    const created = asJson(
      await api.call("POST", "/api/admins/", {
        token,
        json: { username: "walid", email: "walid@example.org", password: PASSWORD, role: "editor" },
      }),
    );
    const theirs = await tokenFor(Number(created.id));
    expect((await api.call("GET", "/api/news/?include_drafts=1", { token: theirs })).status).toBe(200);
    await api.call("PATCH", `/api/admins/${String(created.id)}/`, { token, json: { is_active: false } });
    expect((await api.call("GET", "/api/news/?include_drafts=1", { token: theirs })).status).toBe(401);
  });

  it("holds API calls until the account enrols when the site requires two-step verification", async () => {
    await setSiteSetting(api.services.db, "require_two_factor", true);
    try {
      const held = await api.call("GET", "/api/contact/", { token });
      expect(held.status).toBe(403);
      expect(asJson(held).error).toBe(
        "Le site exige la vérification en deux étapes : activez-la avant toute autre opération.",
      );
    } finally {
      await setSiteSetting(api.services.db, "require_two_factor", false);
    }
    expect((await api.call("GET", "/api/contact/", { token })).status).toBe(200);
  });
});
