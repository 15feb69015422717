/**
 * Fuzzing: at least 1,000 generated hostile or malformed bodies to every endpoint (derived from the
 * resource registries and the form routes), against a server of its own. No answer may be ≥ 500, and the
 * server must still be healthy afterwards.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import fc from "fast-check";
import { RESOURCES } from "../../app/modules/content/resources";
import { INBOX_KINDS } from "../../app/modules/inbox/kinds";
import { spawnServer, type SpawnedServer } from "./spawn-server";

const BODIES_PER_ENDPOINT = Number(process.env.FUZZ_BODIES ?? 1000);
const ADMIN = { username: "fuzz-admin", password: "fuzz mot de passe solide" };
const port = Number(process.env.E2E_PORT ?? 3210) + 40;

interface Endpoint {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  auth?: "bearer" | "cookie";
}

function endpoints(): Endpoint[] {
  const list: Endpoint[] = [];
  for (const resource of Object.values(RESOURCES)) {
    list.push({ method: "GET", path: `/api/${resource.path}/` });
    list.push({ method: "POST", path: `/api/${resource.path}/`, auth: "bearer" });
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      list.push({ method, path: `/api/${resource.path}/1/`, auth: "bearer" });
    }
  }
  for (const kind of Object.values(INBOX_KINDS)) {
    list.push({ method: "POST", path: `/api/${kind.path}/` });
    list.push({ method: "DELETE", path: `/api/${kind.path}/`, auth: "bearer" });
    list.push({ method: "PATCH", path: `/api/${kind.path}/1/`, auth: "bearer" });
  }
  for (const path of [
    "/api/login/",
    "/api/token/refresh/",
    "/api/logout/",
    "/api/uploads/",
    "/api/chat/",
    "/chat",
    "/api/chat/feedback/",
  ]) {
    list.push({ method: "POST", path });
  }
  list.push({ method: "POST", path: "/api/uploads/", auth: "bearer" });
  // Page actions: the visitors' forms and sign-in, and admin screens with a session cookie.
  for (const path of [
    "/login",
    "/contacter-tamkine",
    "/nous-rejoindre",
    "/community",
    "/partner",
    "/newsletter",
    "/forgotpassword",
    "/reset-password?token=x",
  ]) {
    list.push({ method: "POST", path });
  }
  for (const path of [
    "/createpost",
    "/missionPost",
    "/programPost",
    "/documentPost",
    "/listeContacts",
    "/listeAbonnement",
    "/admin/administrateurs",
    "/admin/securite",
    "/admin/faq",
  ]) {
    list.push({ method: "POST", path, auth: "cookie" });
  }
  return list;
}

const FIELD_NAMES = [
  ...new Set([
    ...Object.values(RESOURCES).flatMap((resource) => Object.keys(resource.fields)),
    "id",
    "name",
    "email",
    "subject",
    "category",
    "message",
    "organisation",
    "nom",
    "prenom",
    "role",
    "tel",
    "conditions",
    "first_name",
    "last_name",
    "website_url",
    "phone",
    "accept_terms",
    "logo",
    "username",
    "password",
    "refresh",
    "language",
    "helpful",
    "intent",
    "file",
    "form_stamp",
    "url_homepage",
    "_js",
    "__proto__",
  ]),
];

const hostileText = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 80 }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    "'; drop table news; --",
    "\u0000\u0001\u001f",
    "../../../etc/passwd",
    "javascript:alert(1)",
    "9".repeat(400),
    "-1",
    "1e309",
    "NaN",
    "2026-02-30",
    "25:61",
    "__proto__",
    "constructor",
    "\uD800",
    "a@b",
    "x".repeat(70_000),
  ),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 4 }),
  // Objects whose String() or Number() would throw, in place of a flag, a number or a text.
  fc.constantFrom({ toString: 1 }, { valueOf: {}, toString: {} }, { __proto__: null, length: 1 }),
);

const nested = (depth: number, inner = "") => "[".repeat(depth) + inner + "]".repeat(depth);

interface Body {
  contentType: string;
  data: string | Buffer;
}

/** Form fields are text: objects (some without a prototype) are sent as their JSON. */
const asText = (value: unknown) =>
  typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);

const record = fc.dictionary(fc.constantFrom(...FIELD_NAMES), hostileValue, { maxKeys: 12 });

const bodies: fc.Arbitrary<Body> = fc.oneof(
  record.map((value) => ({ contentType: "application/json", data: JSON.stringify(value) })),
  fc.jsonValue().map((value) => ({ contentType: "application/json", data: JSON.stringify(value) })),
  fc.string({ maxLength: 200 }).map((text) => ({ contentType: "application/json", data: text })),
  fc
    .uint8Array({ maxLength: 300 })
    .map((bytes) => ({ contentType: "application/json", data: Buffer.from(bytes) })),
  record.map((value) => ({
    contentType: "application/x-www-form-urlencoded",
    data: new URLSearchParams(Object.entries(value).map(([key, item]) => [key, asText(item)])).toString(),
  })),
  fc
    .tuple(record, fc.string({ minLength: 1, maxLength: 30 }), fc.boolean())
    .map(([value, boundary, isBroken]) => {
      const safe = boundary.replace(/[^A-Za-z0-9]/g, "") || "b";
      const parts = Object.entries(value).map(
        ([key, item]) =>
          `--${safe}\r\nContent-Disposition: form-data; name="${key}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n${asText(item)}\r\n`,
      );
      return {
        contentType: `multipart/form-data; boundary=${isBroken ? `${safe}x` : safe}`,
        data: `${parts.join("")}--${safe}--\r\n`,
      };
    }),
  fc.constantFrom<Body>(
    { contentType: "text/plain", data: "hello" },
    {
      contentType: "application/xml",
      data: "<?xml version='1.0'?><!DOCTYPE x [<!ENTITY e SYSTEM 'file:///etc/passwd'>]><x>&e;</x>",
    },
    { contentType: "multipart/form-data", data: "no boundary" },
    { contentType: "application/json", data: '{"a":'.repeat(5000) },
    // Complete JSON nested deeper than any body of ours, as a whole body and as a field's value.
    { contentType: "application/json", data: nested(5000) },
    { contentType: "application/json", data: `{"email":${nested(5000, '"a@b.org"')}}` },
    { contentType: "application/json", data: '{"is_published":{"toString":1},"title_fr":"x"}' },
    { contentType: "application/json", data: "" },
  ),
);

let server: SpawnedServer;
let dataDir = "";
let bearer = "";
let cookie = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "tamkine-fuzz-"));
  server = await spawnServer({
    port,
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  const api = await fetch(`${server.url}/api/login/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  bearer = ((await api.json()) as { access: string }).access;
  const form = await fetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...ADMIN, redirectTo: "/dashboardAdmin" }).toString(),
  });
  cookie = form.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

let address = 0;
const nextAddress = () => {
  address++;
  return `198.18.${(address >> 8) & 255}.${address & 255}`;
};

test(`every endpoint survives ${BODIES_PER_ENDPOINT} hostile bodies without a 5xx`, async () => {
  test.setTimeout(15 * 60_000);
  const failures: string[] = [];
  const all = endpoints();
  expect(all.length).toBeGreaterThan(80);
  let sent = 0;
  for (const [index, endpoint] of all.entries()) {
    const samples = fc.sample(bodies, { numRuns: BODIES_PER_ENDPOINT, seed: 4242 + index });
    const queue = [...samples];
    const worker = async () => {
      for (let body = queue.shift(); body; body = queue.shift()) {
        const headers: Record<string, string> = {
          "Content-Type": body.contentType,
          "X-Forwarded-For": nextAddress(),
        };
        if (endpoint.auth === "bearer") headers.Authorization = `Bearer ${bearer}`;
        if (endpoint.auth === "cookie") {
          headers.Cookie = cookie;
          headers.Origin = server.url;
        }
        let response: Response;
        try {
          response = await fetch(`${server.url}${endpoint.path}`, {
            method: endpoint.method,
            headers,
            body:
              endpoint.method === "GET"
                ? undefined
                : typeof body.data === "string"
                  ? body.data
                  : new Uint8Array(body.data),
            redirect: "manual",
          });
        } catch (error) {
          const shown =
            typeof body.data === "string" ? body.data.slice(0, 120) : body.data.toString("hex").slice(0, 120);
          failures.push(
            `${endpoint.method} ${endpoint.path} → connection failed (${String((error as Error).cause ?? error)}) for ${body.contentType}: ${shown}`,
          );
          sent++;
          continue;
        }
        await response.arrayBuffer();
        sent++;
        if (response.status >= 500 && failures.length < 20) {
          const shown =
            typeof body.data === "string" ? body.data.slice(0, 200) : body.data.toString("hex").slice(0, 200);
          failures.push(
            `${endpoint.method} ${endpoint.path} → ${response.status} for ${body.contentType}: ${shown}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
  }
  expect(sent).toBeGreaterThanOrEqual(all.length * BODIES_PER_ENDPOINT);
  expect(failures).toEqual([]);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  expect((await fetch(`${server.url}/actualites`)).status).toBe(200);
});
