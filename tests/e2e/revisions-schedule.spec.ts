/**
 * Scheduling, history and preview, in French and in Arabic (decision 028), on a server of its own whose
 * clock the journey moves (TEST_CLOCK_CONTROL): an article scheduled two minutes ahead is absent from
 * the news page, then, once the clock passed its time, appears by itself (the schedule job empties the
 * page cache) — no restart, no save. Then it is edited, its history compared and restored, and unsaved
 * changes are previewed. Moving the clock of the shared back-office server would disturb the journeys
 * that run beside this one, hence the server of its own.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { contentFormReady, expectNoAxeViolations, fillTranslated, uniqueTag } from "./admin-support";
import { spawnServer, type SpawnedServer } from "./spawn-server";

const port = Number(process.env.E2E_PORT ?? 3210) + 37;
const ADMIN = { username: "schedule-admin", password: "un mot de passe solide 2026" };
const MINUTE = 60_000;

test.describe.configure({ mode: "serial", timeout: 150_000 });

let server: SpawnedServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "tamkine-schedule-"));
  server = await spawnServer({
    port,
    env: {
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: "1",
      SEED_DEMO: "1",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SESSION_SECRET: "schedule-session-secret-0123456789-abcdefgh",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TEST_CLOCK_CONTROL: "1",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(page: Page) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel(/Nom d'utilisateur|Username|اسم المستخدم/).fill(ADMIN.username);
  await page.getByLabel(/^(Mot de passe|Password|كلمة المرور)$/).fill(ADMIN.password);
  await page.getByRole("button", { name: /Se connecter|Sign in|تسجيل الدخول/ }).click();
  await expect(page).toHaveURL(/\/dashboardAdmin$/);
}

/** A datetime-local value in the site's zone (Africa/Casablanca) that many milliseconds from now. */
function siteTimeIn(milliseconds: number) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: "Africa/Casablanca",
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(new Date(Date.now() + milliseconds))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

for (const language of ["fr", "ar"] as const) {
  const isArabic = language === "ar";
  const texts = isArabic
    ? {
        tab: "العربية",
        title: "العنوان",
        content: "المحتوى",
        publishAt: "النشر في",
        add: "إضافة",
        update: "حفظ التعديلات",
        history: "السجل",
        compare: /مقارنة النسخة/,
        restore: "استعادة هذه النسخة",
        restored: /تمت استعادة النسخة/,
        preview: "معاينة",
        previewBanner: /معاينة — لم يُحفظ/,
        deleted: "العناصر المحذوفة مؤخرًا",
        scheduled: /^مبرمج: /,
      }
    : {
        tab: "Français",
        title: "Titre",
        content: "Contenu",
        publishAt: "Publier le",
        add: "Ajouter",
        update: "Enregistrer les modifications",
        history: "Historique",
        compare: /Version \d+ comparée/,
        restore: "Restaurer cette version",
        restored: /Version \d+ restaurée/,
        preview: "Aperçu",
        previewBanner: /Aperçu — rien n'est enregistré/,
        deleted: "Éléments récemment supprimés",
        scheduled: /^Programmé : /,
      };

  test(`${language}: an article scheduled two minutes ahead appears by itself; history, restore and preview`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: isArabic ? "ar-MA" : "fr-FR" });
    const page = await context.newPage();
    await signIn(page);
    await page.request.post(`${server.url}/__test/clock`, { form: { offset_ms: "0" } });
    const title = uniqueTag(isArabic ? "منح دراسية " : "Bourses ");
    const lng = `?lng=${language}`;

    // Write and schedule the article two minutes ahead (French is required on news).
    await page.goto(`${server.url}/createpost${lng}`);
    const form = page.locator("form[aria-busy]");
    await fillTranslated(form, {
      Français: { [texts.title]: title, [texts.content]: "Première version du texte." },
    });
    if (isArabic)
      await fillTranslated(form, { العربية: { [texts.title]: title, [texts.content]: "النص الأول." } });
    await form.getByLabel(texts.publishAt, { exact: true }).fill(siteTimeIn(2 * MINUTE));
    await expectNoAxeViolations(page);
    await form.getByRole("button", { name: texts.add, exact: true }).click();
    await expect(page).toHaveURL(/notice=created/);
    // The list says it is scheduled, with its time in the site's zone.
    const listed = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(listed.getByText(texts.scheduled)).toBeVisible();

    // Not on the public news page yet (which the page cache now keeps without it).
    await page.goto(`${server.url}/actualites${lng}`);
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);

    // Three minutes later on the app's clock, the schedule job empties the caches within its period.
    await page.request.post(`${server.url}/__test/clock`, { form: { offset_ms: String(3 * MINUTE) } });
    await expect
      .poll(
        async () => {
          await page.goto(`${server.url}/actualites${lng}`);
          return page.getByRole("link", { name: title }).count();
        },
        { timeout: 45_000, intervals: [2_000] },
      )
      .toBeGreaterThan(0);
    const href = await page.getByRole("link", { name: title }).first().getAttribute("href");
    const id = /_(\d+)/.exec(href ?? "")?.[1];
    expect(id).toBeTruthy();

    // Edit it, then open its history and compare the first version with the current one.
    const editPage = `${server.url}/createpost?edit=${id}&lng=${language}`;
    await page.goto(editPage);
    await fillTranslated(form, { Français: { [texts.title]: `${title} modifié` } });
    await form.getByRole("button", { name: texts.update, exact: true }).click();
    await expect(page).toHaveURL(/notice=updated/);

    await page.goto(editPage);
    await contentFormReady(form);
    await form.getByRole("link", { name: texts.history }).click();
    await expect(page.getByRole("heading", { name: texts.compare })).toBeVisible();
    const changedRow = page.locator("tr[data-changed=true]").first();
    await expect(changedRow).toContainText(`${title} modifié`);
    await expectNoAxeViolations(page);

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: texts.restore }).click();
    await expect(page.getByRole("status").filter({ hasText: texts.restored })).toBeVisible();

    // Preview unsaved changes in the public template, in a new tab.
    await page.goto(editPage);
    await fillTranslated(form, { Français: { [texts.title]: `${title} non enregistré` } });
    const [preview] = await Promise.all([
      page.waitForEvent("popup"),
      form.getByRole("button", { name: texts.preview }).click(),
    ]);
    await expect(preview.getByText(texts.previewBanner)).toBeVisible();
    await expect(preview.getByRole("heading", { level: 1 })).toContainText(
      isArabic ? title : `${title} non enregistré`,
    );
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(preview);
    // Nothing was saved.
    await page.goto(`${server.url}/actualites${lng}`);
    await expect(page.getByRole("link", { name: `${title} non enregistré` })).toHaveCount(0);

    // The recently deleted items' screen.
    await page.goto(`${server.url}/admin/corbeille${lng}`);
    await expect(page.getByRole("heading", { level: 1, name: texts.deleted })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });
}
