/**
 * Moving in from the old system, as people see it afterwards: a site of its own (no demo content)
 * imports the stand-in of the old API (tests/support/old-api.ts); an old article link leads to the
 * article it became, and the newsletter screen asks the imported subscribers to confirm (axe-checked).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import { openSiteDb } from "~/database.server";
import { localStorage } from "~/modules/media/storage.server";
import { importFromOldSystem } from "~/modules/migration/import-old.server";
import { E2E_ADMIN } from "../../playwright.config";
import { OLD_TOKEN, startOldApi, type OldApiStandIn } from "../support/old-api";
import { expectNoAxeViolations } from "./admin-support";
import { spawnServer, type SpawnedServer } from "./spawn-server";
import { login } from "./support";

const port = Number(process.env.E2E_PORT ?? 3210) + 30;

let old: OldApiStandIn;
let server: SpawnedServer;
let dataDir = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "tamkine-moving-in-"));
  old = await startOldApi();
  // The command's work, with the site's own folder: the database is created and migrated here.
  const db = await openSiteDb({ dialect: "sqlite", file: path.join(dataDir, "site.sqlite") });
  try {
    const report = await importFromOldSystem(
      { db, storage: localStorage(path.join(dataDir, "uploads")) },
      { from: old.base, token: OLD_TOKEN, timeoutMs: 500 },
    );
    expect(report.kinds.news).toMatchObject({ read: 4, created: 2, skipped: 2 });
  } finally {
    await db.close();
  }
  server = await spawnServer({
    port,
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      WEB_CONCURRENCY: "1",
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await old?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const pageOn = async (browser: Browser) => {
  const context = await browser.newContext({ baseURL: server.url, locale: "fr-FR" });
  return await context.newPage();
};

test("an old article link (/blogdetail/{old id}) leads to the imported article", async ({ browser }) => {
  const page = await pageOn(browser);
  await page.goto("/blogdetail/7");
  await expect(page).toHaveURL(/\/blogdetail\/victoire-a-rabat_\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Victoire à Rabat");
  await expect(page.getByText("Un beau match.")).toBeVisible();
});

test("the newsletter screen counts the imported subscribers and asks them to confirm", async ({
  browser,
}) => {
  // Sign-in, two axe runs and a mail queued: more than the default on a busy machine.
  test.setTimeout(90_000);
  const page = await pageOn(browser);
  await login(page);
  await page.goto("/admin/newsletter");
  const section = page.getByRole("region", { name: "Abonnés repris de l’ancien site" });
  await expect(section).toContainText("1 adresse reprise de l’ancien site attend sa confirmation");
  await expectNoAxeViolations(page);
  await section.getByRole("button", { name: "Leur demander de confirmer" }).click();
  await expect(page).toHaveURL(/\/admin\/newsletter\?relances=1$/);
  await expect(section.getByRole("status")).toContainText("1 demande de confirmation");
  await expect(section.getByRole("button", { name: "Leur demander de confirmer" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
