/**
 * Roles on every REST call (decision 026), generated from the operation table: for each call that needs
 * an account and each role, a token of that role is let through (anything but 401 and 403) when the
 * call's roles include it, and refused with 403 and a translated message otherwise. The public calls that
 * credentials extend (drafts, larger uploads) follow the content permission.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_OPERATIONS } from "~/http/api/operations";
import { PERMISSION_ROLES, ROLES, type Role } from "~/modules/access/roles";
import { createAdmin } from "~/modules/auth/admins.server";
import { issueRefreshToken } from "~/modules/auth/sessions.server";
import { issueAccessToken } from "~/modules/auth/tokens.server";
import { RESOURCES } from "~/modules/content/resources";
import { testDatabases } from "../../support/databases";
import { asJson, openApiHarness, type ApiHarness } from "./support";

// Ids nobody has: an allowed call must not change the accounts or items the test relies on.
const concrete = (path: string) => path.replace("{id}", "999999").replace("{idOrSlug}", "999999");

interface RoleCall {
  name: string;
  method: string;
  path: string;
  roles: readonly Role[];
}

const CALLS: RoleCall[] = [
  ...API_OPERATIONS.filter((operation) => operation.access === "admin").map((operation) => ({
    name: operation.id,
    method: operation.method,
    path: concrete(operation.path),
    roles: operation.roles,
  })),
  ...Object.values(RESOURCES).flatMap((resource) => [
    {
      name: `${resource.path}.list drafts`,
      method: "GET",
      path: `/api/${resource.path}/?include_drafts=1`,
      roles: PERMISSION_ROLES.content,
    },
    {
      name: `${resource.path}.read drafts`,
      method: "GET",
      path: `/api/${resource.path}/999999/?include_drafts=1`,
      roles: PERMISSION_ROLES.content,
    },
  ]),
  {
    name: "uploads.create with a token",
    method: "POST",
    path: "/api/uploads/",
    roles: PERMISSION_ROLES.content,
  },
];

const CASES = CALLS.flatMap((call) =>
  ROLES.map((role) => ({ ...call, role, isAllowed: call.roles.includes(role) })),
);

const FORBIDDEN = "Vous n’avez pas le droit de faire cette opération.";

describe("the operation table's roles", () => {
  it("gives every call that needs an account at least the administrator, and only known roles", () => {
    const guarded = API_OPERATIONS.filter((operation) => operation.access === "admin");
    expect(guarded.length).toBeGreaterThan(80);
    for (const operation of guarded) {
      expect(operation.permission, operation.id).not.toBeNull();
      expect(operation.roles, operation.id).toContain("admin");
      expect(operation.roles).toEqual(PERMISSION_ROLES[operation.permission!]);
    }
    for (const operation of API_OPERATIONS.filter((item) => item.access === "public")) {
      expect(operation.roles, operation.id).toEqual([]);
    }
  });

  it("keeps content to editors, inboxes to the messages role and accounts to administrators", () => {
    const rolesOf = (id: string) => API_OPERATIONS.find((operation) => operation.id === id)?.roles;
    expect(rolesOf("news.create")).toEqual(["admin", "editor"]);
    expect(rolesOf("contact.list")).toEqual(["admin", "messages"]);
    expect(rolesOf("newsletter.deleteByBody")).toEqual(["admin", "messages"]);
    expect(rolesOf("audit.list")).toEqual(["admin"]);
    expect(rolesOf("admins.invite")).toEqual(["admin"]);
  });
});

describe.each(testDatabases())("roles on every call on $dialect", (database) => {
  let api: ApiHarness;
  const tokens = {} as Record<Role, string>;
  beforeAll(async () => {
    api = await openApiHarness(database);
    const { db, config } = api.services;
    for (const role of ROLES) {
      const account = await createAdmin(db, {
        username: `${role}-${Math.random().toString(36).slice(2, 8)}`,
        password: "un mot de passe solide 2026",
      });
      await db.kysely.updateTable("admins").set({ role }).where("id", "=", account.id).execute();
      const { family } = await issueRefreshToken(db, account);
      tokens[role] = issueAccessToken(account, config.SESSION_SECRET, { family });
    }
  });
  afterAll(() => api.dispose());

  it.each(CASES)("$name ($method $path) as $role: allowed $isAllowed", async (call) => {
    const body = call.method === "GET" ? {} : { json: { id: 999999, is_read: true } };
    const answer = await api.call(call.method, call.path, { token: tokens[call.role], ...body });
    if (call.isAllowed) {
      expect([401, 403], `${answer.status}: ${answer.text}`).not.toContain(answer.status);
    } else {
      expect(answer.status, answer.text).toBe(403);
      expect(asJson(answer).error).toBe(FORBIDDEN);
    }
  });

  it("refuses in the request's language", async () => {
    const english = await api.call("GET", "/api/contact/?lng=en", { token: tokens.editor });
    expect(english.status).toBe(403);
    expect(asJson(english).error).toMatch(/not allowed|permission/i);
    const arabic = await api.call("GET", "/api/audit/?lng=ar", { token: tokens.messages });
    expect(arabic.status).toBe(403);
    expect(asJson(arabic).error).toMatch(/[\u0600-\u06FF]/);
  });
});
