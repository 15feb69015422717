/**
 * Moving in from the old system, as people see it afterwards: the back-office server's site imports
 * the stand-in of the old API (tests/support/old-api.ts); an old article link leads to the article it
 * became, and the newsletter screen asks the imported subscribers to confirm (axe-checked).
 */
import path from "node:path";
import { expect, test } from "@playwright/test";
import { localStorage } from "~/modules/media/storage.server";
import { importFromOldSystem } from "~/modules/migration/import-old.server";
import { E2E_SERVERS } from "../../playwright.config";
import { OLD_TOKEN, startOldApi, type OldApiStandIn } from "../support/old-api";
import { expectNoAxeViolations, signedInPage, withServerDb } from "./admin-support";

test.describe.configure({ mode: "serial" });

let old: OldApiStandIn;

test.beforeAll(async () => {
  old = await startOldApi();
  const storage = localStorage(path.resolve(E2E_SERVERS.backoffice.dataDir, "uploads"));
  const report = await withServerDb((db) =>
    importFromOldSystem({ db, storage }, { from: old.base, token: OLD_TOKEN, timeoutMs: 500 }),
  );
  expect(report.kinds.news).toMatchObject({ read: 4, skipped: 2 });
});

test.afterAll(async () => {
  await old.close();
});

test("an old article link (/blogdetail/{old id}) leads to the imported article", async ({ page }) => {
  await page.goto("/blogdetail/7");
  await expect(page).toHaveURL(/\/blogdetail\/victoire-a-rabat(-\d+)?_\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Victoire à Rabat");
  await expect(page.getByText("Un beau match.")).toBeVisible();
});

test("the newsletter screen counts the imported subscribers and asks them to confirm", async ({
  browser,
}) => {
  // Sign-in, two axe runs and a mail queued: more than the default on a busy machine.
  test.setTimeout(90_000);
  const page = await signedInPage(browser);
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
