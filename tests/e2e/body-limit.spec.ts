/**
 * 413 before buffering for page actions, against a server of its own: a declared 50 MB body is refused
 * at once (the answer comes while the client still holds nearly all of it), a chunked body is cut off
 * as soon as it passes the limit, both in the visitor's language and with the connection closed; the
 * back office's larger upload limit still lets its content forms take big images.
 */
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { fr } from "~/i18n/locales/fr";
import { createTranslator } from "~/i18n/translate";
import { spawnServer, type SpawnedServer } from "./spawn-server";

const ADMIN = { username: "limit-admin", password: "limite mot de passe solide" };
const port = Number(process.env.E2E_PORT ?? 3210) + 45;
const MB = 1024 * 1024;
const t = createTranslator(fr, "fr");
type Key = Parameters<typeof t>[0];

let server: SpawnedServer;
let dataDir = "";
let cookie = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "tamkine-limit-"));
  server = await spawnServer({
    port,
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  const signIn = await fetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...ADMIN, redirectTo: "/dashboardAdmin" }).toString(),
  });
  cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  expect(cookie).toContain("session");
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Noise does not compress: about 3.3 MB of PNG, over the 2.25 MB a visitor may send. */
async function bigImage() {
  const image = await sharp({
    create: {
      width: 1100,
      height: 1000,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(image.length).toBeGreaterThan(3 * MB);
  return image;
}

interface Answer {
  status?: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes of the body the client had written when the answer arrived. */
  sentBeforeAnswer: number;
  milliseconds: number;
}

/**
 * Sends `total` bytes of body in 64 KiB chunks, respecting back-pressure, and stops writing as soon as
 * the answer arrives. With `pauseAfter`, writing stops there and the rest is never sent.
 */
function post(options: {
  path: string;
  headers: Record<string, string>;
  total: number;
  pauseAfter?: number;
}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let sent = 0;
    let isAnswered = false;
    const request = http.request({
      host: "127.0.0.1",
      port,
      path: options.path,
      method: "POST",
      headers: options.headers,
    });
    request.on("response", (response) => {
      isAnswered = true;
      const sentBeforeAnswer = sent;
      const milliseconds = Date.now() - started;
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body,
          sentBeforeAnswer,
          milliseconds,
        });
        request.destroy();
      });
    });
    // Writing into a connection the server closed after its answer fails; only a failure before it counts.
    request.on("error", (error) => {
      if (!isAnswered) reject(error);
    });
    const stopAt = options.pauseAfter ?? options.total;
    const write = () => {
      while (!isAnswered && sent < stopAt) {
        const chunk = Buffer.alloc(Math.min(64 * 1024, stopAt - sent), "a");
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once("drain", write);
          return;
        }
      }
      if (!isAnswered && options.pauseAfter === undefined) request.end();
    };
    write();
  });
}

const form = { "Content-Type": "application/x-www-form-urlencoded" };

test("a page action refuses a declared 50 MB body with 413 at once, without reading it", async () => {
  const declared = 50 * MB;
  const answer = await post({
    path: "/contacter-tamkine",
    headers: { ...form, "Content-Length": String(declared) },
    total: declared,
    pauseAfter: 64 * 1024,
  });
  expect(answer.status).toBe(413);
  expect(answer.milliseconds).toBeLessThan(2000);
  // The answer came while 49.9 MB were still unsent: nothing waited for the body.
  expect(answer.sentBeforeAnswer).toBe(64 * 1024);
  expect(answer.headers.connection).toBe("close");
  expect(answer.headers["content-type"]).toMatch(/^text\/html/);
  expect(answer.body).toContain('<html lang="fr" dir="ltr">');
  expect(answer.body).toContain("<h1>Envoi trop volumineux</h1>");
  expect(answer.body).toContain("(2 Mo au plus)");

  // In the visitor's language; a form sent with JavaScript (its `.data` request) gets the sentence alone.
  const arabic = await post({
    path: "/nous-rejoindre",
    headers: { ...form, "Content-Length": String(declared), "Accept-Language": "ar" },
    total: declared,
    pauseAfter: 64 * 1024,
  });
  expect(arabic.status).toBe(413);
  expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
  expect(arabic.body).toContain("<h1>الإرسال كبير جدًا</h1>");
  const scripted = await post({
    path: "/nous-rejoindre.data",
    headers: { ...form, "Content-Length": String(declared), "Accept-Language": "en" },
    total: declared,
    pauseAfter: 64 * 1024,
  });
  expect(scripted.status).toBe(413);
  expect(scripted.headers["content-type"]).toMatch(/^text\/plain/);
  expect(scripted.body).toBe(
    "What you sent is larger than we accept (2 MB at most). Make the form or its files smaller, then try again.",
  );

  // A client that asks for JSON (the chat widget) gets JSON.
  const chat = await post({
    path: "/chat",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      "Content-Length": String(declared),
    },
    total: declared,
    pauseAfter: 64 * 1024,
  });
  expect(chat.status).toBe(413);
  expect(JSON.parse(chat.body)).toEqual({ error: "La requête est trop volumineuse." });
});

test("a back-office page action refuses 50 MB too, above its own larger upload limit", async () => {
  const declared = 50 * MB;
  const answer = await post({
    path: "/createpost",
    headers: {
      "Content-Type": "multipart/form-data; boundary=limite",
      "Content-Length": String(declared),
      Cookie: cookie,
      Origin: server.url,
      "Accept-Language": "en",
    },
    total: declared,
    pauseAfter: 64 * 1024,
  });
  expect(answer.status).toBe(413);
  expect(answer.milliseconds).toBeLessThan(2000);
  expect(answer.sentBeforeAnswer).toBe(64 * 1024);
  expect(answer.body).toContain("<h1>Submission too large</h1>");
  expect(answer.body).toContain("(36 MB at most)");
});

test("a chunked body is cut off with 413 once it passes the limit", async () => {
  const total = 64 * MB;
  for (const target of ["/contacter-tamkine", "/login"]) {
    // The server lingers before it closes: the client reads its answer, never a reset connection.
    const answer = await post({
      path: target,
      headers: { ...form, "Transfer-Encoding": "chunked" },
      total,
    });
    expect(answer.status, target).toBe(413);
    expect(answer.headers.connection).toBe("close");
    expect(answer.body).toContain("<h1>Envoi trop volumineux</h1>");
    // The server stopped reading: most of the 64 MB could never be written.
    expect(answer.sentBeforeAnswer, target).toBeLessThan(total / 2);
  }
  // The REST API's own 413 (JSON, its per-resource limit) closes the connection the same way.
  const api = await post({
    path: "/api/contact/",
    headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
    total,
  });
  expect(api.status).toBe(413);
  expect(api.headers.connection).toBe("close");
  expect(JSON.parse(api.body)).toEqual({ error: "La requête est trop volumineuse." });
  expect(api.sentBeforeAnswer).toBeLessThan(total / 2);
  // The server is fine afterwards, and a page form within the limit still works.
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  const login = await fetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: form,
    body: new URLSearchParams({ ...ADMIN, redirectTo: "/dashboardAdmin" }).toString(),
  });
  expect(login.status).toBe(302);
});

test("the back office's content forms still take an image above the visitors' limit", async () => {
  const image = await bigImage();
  const body = new FormData();
  body.set("intent", "save");
  body.set("title_fr", "Grande photo");
  body.set("image", new File([new Uint8Array(image)], "grande.png", { type: "image/png" }));
  const saved = await fetch(`${server.url}/photoPost`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: server.url },
    body,
  });
  expect(saved.status).toBe(302);
  expect(saved.headers.get("Location")).toMatch(/notice=created/);

  // The same body without a session is over the visitors' limit.
  const anonymous = await fetch(`${server.url}/photoPost`, { method: "POST", redirect: "manual", body });
  expect(anonymous.status).toBe(413);
  expect(await anonymous.text()).toContain("<h1>Envoi trop volumineux</h1>");
});

test("a visitor whose logo is too big reads why in the form, with JavaScript", async ({ page }) => {
  await page.goto(`${server.url}/partner`);
  const renderedAt = Date.now();
  await expect(page.locator('#partner-form input[name="_js"]')).toHaveCount(1);
  const main = page.getByRole("main");
  const field = (key: Key) => main.getByLabel(new RegExp(`^${t(key)}`));
  await field("forms.partner.fields.last_name").fill("Alami");
  await field("forms.partner.fields.first_name").fill("Karim");
  await field("forms.partner.fields.role").fill("Directeur");
  await field("forms.partner.fields.email").fill("logo-trop-grand@example.org");
  await field("forms.partner.fields.phone").fill("+212600000404");
  await field("forms.partner.fields.message").fill("Un logo bien trop grand.");
  await field("forms.partner.fields.logo").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: await bigImage(),
  });
  await field("forms.terms.label").check();
  await page.waitForTimeout(Math.max(0, 2300 - (Date.now() - renderedAt)));
  await main.getByRole("button", { name: t("forms.partner.submit") }).click();
  await expect(main.getByRole("status")).toContainText(
    "Ce que vous avez envoyé dépasse la taille acceptée (2 Mo au plus). Allégez le formulaire ou ses fichiers, puis réessayez.",
  );
});
