/**
 * Every admin call, derived from the route list and the resource registries (a new route is covered
 * automatically), is refused without valid credentials: no token, a malformed one, a bad signature, an
 * expired one, one from after logout, and a cookie sent by a cross-site request.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import routes from "../../app/routes";
import { INBOX_KINDS } from "../../app/modules/inbox/kinds";
import { RESOURCES } from "../../app/modules/content/resources";
import { issueAccessToken } from "../../app/modules/auth/tokens.server";
import { E2E_ADMIN, E2E_SESSION_SECRET } from "./support";

interface RouteEntry {
  path?: string;
  file: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** The paths of every screen inside the admin layout, parameters filled with 1. */
function adminPagePaths(): string[] {
  const find = (entries: RouteEntry[]): RouteEntry | undefined =>
    entries.find((entry) => entry.file === "routes/admin/layout.tsx") ??
    entries.map((entry) => find(entry.children ?? [])).find(Boolean);
  const admin = find(routes as RouteEntry[]);
  if (!admin?.children?.length) throw new Error("The admin layout is not in app/routes.ts any more.");
  const collect = (entries: RouteEntry[], prefix: string): string[] =>
    entries.flatMap((entry) => {
      const path = entry.path ? `${prefix}/${entry.path}` : prefix;
      return [...(entry.path ? [path] : []), ...collect(entry.children ?? [], path)];
    });
  return collect(admin.children, "").map((path) => path.replace(/:[A-Za-z]+\??/g, "1").replace(/\*$/, "x"));
}

interface ApiCall {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
}

/** Every admin call of the REST API: content writes and inbox reads and deletes. */
function adminApiCalls(): ApiCall[] {
  const calls: ApiCall[] = [];
  for (const resource of Object.values(RESOURCES)) {
    calls.push({ method: "POST", path: `/api/${resource.path}/` });
    for (const method of ["PUT", "PATCH", "DELETE"] as const)
      calls.push({ method, path: `/api/${resource.path}/1/` });
  }
  for (const kind of Object.values(INBOX_KINDS)) {
    calls.push({ method: "GET", path: `/api/${kind.path}/` });
    calls.push({ method: "DELETE", path: `/api/${kind.path}/1/` });
  }
  calls.push({ method: "DELETE", path: "/api/newsletter/" });
  return calls;
}

async function signIn(request: APIRequestContext) {
  const response = await request.post("/api/login/", { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  return (await response.json()) as { access: string; refresh: string };
}

test.describe("admin API calls refuse bad credentials", () => {
  test("no token, malformed, bad signature, expired and after-logout tokens all get 401", async ({
    request,
  }) => {
    const valid = await signIn(request);
    const [header, payload, signature] = valid.access.split(".") as [string, string, string];
    const badSignature = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    const expired = issueAccessToken(
      { id: 1, username: E2E_ADMIN.username, credentials_version: 1 },
      E2E_SESSION_SECRET,
      {
        family: "any",
        now: Date.now() - 2 * 60 * 60 * 1000,
      },
    );
    const loggedOut = await signIn(request);
    expect(
      (
        await request.post("/api/logout/", { headers: { Authorization: `Bearer ${loggedOut.access}` } })
      ).status(),
    ).toBe(204);

    const credentials: Array<[string, Record<string, string>]> = [
      ["none", {}],
      ["malformed", { Authorization: "Bearer not-a-token" }],
      ["wrong scheme", { Authorization: `Basic ${Buffer.from("a:b").toString("base64")}` }],
      ["bad signature", { Authorization: `Bearer ${badSignature}` }],
      ["expired", { Authorization: `Bearer ${expired}` }],
      ["after logout", { Authorization: `Bearer ${loggedOut.access}` }],
    ];
    const calls = adminApiCalls();
    expect(calls.length).toBeGreaterThan(50);
    for (const call of calls) {
      for (const [name, headers] of credentials) {
        const response = await request.fetch(call.path, {
          method: call.method,
          headers: { ...headers, "Content-Type": "application/json" },
          data: call.method === "GET" ? undefined : JSON.stringify({ id: 1, title_fr: "x" }),
        });
        expect(response.status(), `${call.method} ${call.path} with ${name}`).toBe(401);
      }
    }
    // The valid token still works, so the refusals above are about the credentials.
    const allowed = await request.get("/api/contact/", {
      headers: { Authorization: `Bearer ${valid.access}` },
    });
    expect(allowed.status()).toBe(200);
  });

  test("a session cookie sent by a cross-site request is refused", async ({ page, request }) => {
    await page.goto("/login");
    await page.getByLabel("Nom d'utilisateur").fill(E2E_ADMIN.username);
    await page.getByLabel("Mot de passe", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/dashboardAdmin/);
    const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
    for (const call of adminApiCalls().filter((c) => c.method !== "GET")) {
      const response = await request.fetch(call.path, {
        method: call.method,
        headers: { Cookie: cookie, Origin: "https://attacker.example", "Content-Type": "application/json" },
        data: JSON.stringify({ id: 1, title_fr: "x" }),
      });
      expect(response.status(), `${call.method} ${call.path}`).toBe(401);
    }
    // Same cookie, same origin: accepted (the refusal is about the origin).
    const sameSite = await request.get("/api/contact/", { headers: { Cookie: cookie } });
    expect(sameSite.status()).toBe(200);
  });
});

test.describe("admin screens refuse visitors", () => {
  const paths = adminPagePaths();

  test("the route list yields every admin screen", () => {
    expect(paths).toContain("/dashboardAdmin");
    expect(paths.length).toBeGreaterThan(15);
  });

  test("without a valid session every screen redirects to /login, for reads and for changes", async ({
    request,
  }) => {
    const forged = { Cookie: "tamkine_session=forged-session-value" };
    for (const path of paths) {
      for (const headers of [{}, forged]) {
        const read = await request.get(path, { headers, maxRedirects: 0 });
        expect(read.status(), `GET ${path}`).toBe(302);
        expect(read.headers().location, `GET ${path}`).toMatch(/^\/login\?redirectTo=/);
        const change = await request.post(path, {
          headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
          data: "intent=delete&id=1",
          maxRedirects: 0,
        });
        expect([302, 400, 401, 403, 405], `POST ${path}`).toContain(change.status());
        if (change.status() === 302) expect(change.headers().location).toMatch(/^\/login/);
      }
    }
  });

  test("a cross-site form post with the administrator's cookie is refused", async ({ page, request }) => {
    await page.goto("/login");
    await page.getByLabel("Nom d'utilisateur").fill(E2E_ADMIN.username);
    await page.getByLabel("Mot de passe", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/dashboardAdmin/);
    const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
    for (const path of paths) {
      const response = await request.post(path, {
        headers: {
          Cookie: cookie,
          Origin: "https://attacker.example",
          "Content-Type": "application/x-www-form-urlencoded",
        },
        data: "intent=delete&id=1",
        maxRedirects: 0,
      });
      expect([302, 400, 401, 403, 405], `POST ${path}`).toContain(response.status());
      if (response.status() === 302) expect(response.headers().location).toMatch(/^\/login/);
    }
  });
});
