/**
 * Two app processes on one PostgreSQL database and one S3-compatible bucket (a local s3rver), each with a
 * data folder of its own, serve one site consistently: a change made through one is seen at once on the
 * other (caches emptied across instances), sessions and rate limits hold on both, and an upload through
 * one is in the bucket and served by the other.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import sharp from "sharp";
import { S3RVER_CREDENTIALS, startS3Server } from "../support/s3";

const POSTGRES = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const ADMIN = { username: "multi-admin", password: "deux instances solides" };
const basePort = Number(process.env.E2E_PORT ?? 3210) + 20;

test.describe.configure({ mode: "serial" });

let database = "";
const dataDirs: string[] = [];
let s3: Awaited<ReturnType<typeof startS3Server>>;
const servers: ChildProcess[] = [];
const urls = [`http://127.0.0.1:${basePort}`, `http://127.0.0.1:${basePort + 1}`] as const;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startInstance(port: number) {
  const url = new URL(POSTGRES);
  url.pathname = `/${database}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "tamkine-multi-"));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SESSION_SECRET: "shared-secret-of-both-instances-0123456789",
      STORAGE_URL: s3.storageUrl("site"),
      ...s3.env,
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
  servers.push(child);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Instance on port ${port} did not start`);
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  database = `tamkine_multi_${randomBytes(4).toString("hex")}`;
  await admin(`create database ${database}`);
  s3 = await startS3Server({ port: basePort + 2 });
  // One after the other: the first migrates and seeds, the second finds it done.
  await startInstance(basePort);
  await startInstance(basePort + 1);
});

test.afterAll(async () => {
  for (const server of servers) server.kill("SIGTERM");
  await Promise.all(
    servers.map(
      (server) =>
        new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once("exit", resolve))),
    ),
  );
  await admin(`drop database if exists ${database} with (force)`);
  await s3?.stop();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

async function token(request: APIRequestContext, base: string) {
  const response = await request.post(`${base}/api/login/`, { data: ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

test("a news article published through one instance shows at once on the other, whose page was cached", async ({
  request,
}) => {
  const [first, second] = urls;
  await request.get(`${second}/actualites`);
  const cached = await request.get(`${second}/actualites`);
  expect(cached.headers()["x-cache"]).toBe("HIT");

  const title = `Annonce multi-instance ${randomBytes(3).toString("hex")}`;
  const created = await request.post(`${first}/api/news/`, {
    headers: { Authorization: `Bearer ${await token(request, first)}` },
    multipart: { title_fr: title, content_fr: "Publié par la première instance." },
  });
  expect(created.status()).toBe(201);

  await expect
    .poll(async () => (await (await request.get(`${second}/actualites`)).text()).includes(title), {
      timeout: 3000,
    })
    .toBe(true);
});

test("a session opened on one instance works on the other, and logout ends it on both", async ({
  browser,
}) => {
  const [first, second] = urls;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${first}/login`);
  await page.getByLabel("Nom d'utilisateur").fill(ADMIN.username);
  await page.getByLabel("Mot de passe", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(`${first}/dashboardAdmin`);

  // Cookies are per host and port: carry the session to the second instance as a browser behind one
  // load balancer would.
  const cookies = await context.cookies(first);
  await context.addCookies(cookies.map(({ name, value }) => ({ name, value, url: second })));
  await page.goto(`${second}/dashboardAdmin`);
  await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();

  // Logging out on the second instance revokes the session the first instance's cookie still carries.
  await page.getByRole("button", { name: "Déconnexion" }).click();
  // The logout is done once it has redirected; going elsewhere sooner would cancel it.
  await expect(page).toHaveURL(/\/actualites$/);
  await page.goto(`${first}/dashboardAdmin`);
  await expect(page).toHaveURL(/\/login/);
  await context.close();
});

test("failed logins count across both instances", async ({ request }) => {
  // Another account than the one the other journeys sign in with: this one ends up throttled.
  const username = "visiting-guesser";
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await request.post(`${urls[attempt % 2]}/api/login/`, {
      data: { username, password: "wrong password here" },
      headers: { "X-Forwarded-For": "192.0.2.77" },
    });
    expect(response.status()).toBe(401);
  }
  for (const base of urls) {
    const refused = await request.post(`${base}/api/login/`, {
      data: { username, password: "wrong password here" },
      headers: { "X-Forwarded-For": "192.0.2.77" },
    });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
  }
});

test("an upload through one instance is served by the other", async ({ request }) => {
  const [first, second] = urls;
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#123456" } })
    .png()
    .toBuffer();
  const uploaded = await request.post(`${first}/api/uploads/`, {
    headers: { Authorization: `Bearer ${await token(request, first)}` },
    multipart: { file: { name: "carre.png", mimeType: "image/png", buffer: png } },
  });
  expect(uploaded.status()).toBeLessThan(300);
  const { secure_url } = (await uploaded.json()) as { secure_url: string };
  const key = new URL(secure_url).pathname.slice("/media/".length);
  const media = await request.get(`${second}/media/${key}`);
  expect(media.status()).toBe(200);
  expect(media.headers()["content-type"]).toBe("image/png");
  expect((await sharp(await media.body()).metadata()).width).toBe(20);

  // The file is in the bucket, under the site's folder; neither instance's data folder holds it.
  const bucket = new S3Client({
    endpoint: s3.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `site/${key}` }));
  expect(listed.Contents?.map((object) => object.Key)).toEqual([`site/${key}`]);
  bucket.destroy();
  for (const dataDir of dataDirs) expect(existsSync(path.join(dataDir, "uploads", key))).toBe(false);
});
