/**
 * Every administrator's call — taken from the operation table the OpenAPI document is built from, so a
 * new route is covered without editing this file — refuses a missing, forged, expired, malformed or
 * revoked token with 401, and accepts a valid token or a same-origin session.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_OPERATIONS } from "~/http/api/operations";
import { RESOURCES } from "~/modules/content/resources";
import { testDatabases } from "../../support/databases";
import { asJson, openApiHarness, ORIGIN, type ApiHarness, type CallOptions } from "./support";

// An account id nobody has: the valid call must not delete the harness's own account.
const concrete = (path: string) =>
  path
    .replace("{id}", path.startsWith("/api/admins/") ? "999999" : "1")
    .replace("{idOrSlug}", "1")
    .replace("{number}", "1");

/** The admin calls of the table, plus the public calls that credentials extend. */
const ADMIN_CALLS: Array<{ name: string; method: string; path: string }> = [
  ...API_OPERATIONS.filter((operation) => operation.access === "admin").map((operation) => ({
    name: operation.id,
    method: operation.method,
    path: concrete(operation.path),
  })),
  ...Object.values(RESOURCES).flatMap((resource) => [
    { name: `${resource.path}.list drafts`, method: "GET", path: `/api/${resource.path}/?include_drafts=1` },
    {
      name: `${resource.path}.read drafts`,
      method: "GET",
      path: `/api/${resource.path}/1/?include_drafts=1`,
    },
  ]),
  { name: "uploads.create with a token", method: "POST", path: "/api/uploads/" },
];

const UNAUTHORIZED = "Authentification requise.";

describe.each(testDatabases())("authorisation on $dialect", (database) => {
  let api: ApiHarness;
  let revoked: string;
  beforeAll(async () => {
    api = await openApiHarness(database);
    revoked = await api.revokedToken();
  });
  afterAll(() => api.dispose());

  it("covers every admin call of the operation table", () => {
    expect(ADMIN_CALLS.length).toBeGreaterThan(80);
    expect(ADMIN_CALLS.map((call) => call.name)).toEqual(
      expect.arrayContaining(["news.create", "newsletter.deleteByBody", "contact.list", "activities.patch"]),
    );
  });

  it.each(ADMIN_CALLS)(
    "$name ($method $path) refuses missing, forged, expired, malformed, logged-out and revoked tokens",
    async (call) => {
      const attempts: Array<[string, CallOptions]> = [
        ["forged", { token: api.tokens.forged }],
        ["expired", { token: api.tokens.expired }],
        ["malformed", { token: api.tokens.malformed }],
        ["logged out", { token: api.tokens.loggedOut }],
        ["revoked", { token: revoked }],
      ];
      // Without a token: the upload is a public call, so only a token-less admin call is tested here.
      if (call.method !== "POST" || call.path !== "/api/uploads/") attempts.unshift(["missing", {}]);
      // A body a valid call could use; reads send none.
      const body = call.method === "GET" ? {} : { json: { id: 1, is_read: true } };
      for (const [label, options] of attempts) {
        const answer = await api.call(call.method, call.path, { ...options, ...body });
        expect(answer.status, `${label}: ${answer.text}`).toBe(401);
        expect(asJson(answer).error).toBe(UNAUTHORIZED);
        expect(answer.headers.get("WWW-Authenticate")).toBe('Bearer realm="api"');
        expect(answer.headers.get("Cache-Control")).toBe("no-store");
      }
      const valid = await api.call(call.method, call.path, { token: api.tokens.valid, ...body });
      expect(valid.status, valid.text).not.toBe(401);
    },
  );

  it("refuses in the request's language", async () => {
    const answer = await api.call("GET", "/api/contact/?lng=ar");
    expect(asJson(answer).error).not.toBe(UNAUTHORIZED);
    expect(asJson(answer).error).toMatch(/[\u0600-\u06FF]/);
  });

  it("accepts the back office's session for its own pages, and refuses it from another site", async () => {
    const cookie = await api.sessionCookie();
    const read = await api.call("GET", "/api/contact/", { headers: { Cookie: cookie } });
    expect(read.status).toBe(200);
    const sameSite = await api.call("POST", "/api/missions/", {
      headers: { Cookie: cookie, Origin: ORIGIN },
      json: {},
    });
    expect(sameSite.status).toBe(400);
    const crossSite = await api.call("POST", "/api/missions/", {
      headers: { Cookie: cookie, Origin: "https://evil.example" },
      json: {},
    });
    expect(crossSite.status).toBe(401);
  });
});
