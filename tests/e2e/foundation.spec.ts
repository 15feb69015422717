import { expect, test } from "@playwright/test";
import { E2E_ADMIN, expectLanguage, login } from "./support";

test.describe("visitor: languages", () => {
  test("the index redirects to /actualites and shows the demo news in French", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/actualites$/);
    await expectLanguage(page, "fr");
    await expect(page.getByRole("heading", { level: 1, name: "Actualités" })).toBeVisible();
    await expect(page.locator("main article h2").first()).not.toBeEmpty();
    await expect(page.getByRole("link", { name: "Accueil de la Fondation Tamkine" })).toHaveAttribute(
      "href",
      "/actualites",
    );
  });

  test("?lng=ar gives Arabic, right to left, and the choice survives a reload", async ({ page }) => {
    const response = await page.goto("/actualites?lng=ar");
    // The first byte already carries the language and direction: no flash.
    const html = await response!.text();
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    await expectLanguage(page, "ar");
    await expect(page.getByRole("heading", { level: 1, name: "الأخبار" })).toBeVisible();
    await page.goto("/actualites");
    await expectLanguage(page, "ar");
    expect(await page.evaluate(() => window.localStorage.getItem("i18nextLng"))).toBe("ar");
  });

  test("the language switch moves to English and back to French", async ({ page }) => {
    await page.goto("/actualites");
    await page.getByRole("link", { name: "Passer en English" }).click();
    await expectLanguage(page, "en");
    await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
    await page.reload();
    await expectLanguage(page, "en");
    await page.getByRole("link", { name: "Switch to Français" }).click();
    await expectLanguage(page, "fr");
  });

  test("Accept-Language chooses the language of a first visit", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ar-MA" });
    const page = await context.newPage();
    await page.goto("/actualites");
    await expectLanguage(page, "ar");
    await context.close();
  });
});

test.describe("administrator: sign-in", () => {
  test("an admin page without a session redirects to /login", async ({ page }) => {
    await page.goto("/dashboardAdmin");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2FdashboardAdmin$/);
    await expect(page.locator("header")).toHaveCount(0);
    await expect(page.locator("footer")).toHaveCount(0);
  });

  test("a wrong password shows the spec's message", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Nom d'utilisateur").fill(E2E_ADMIN.username);
    await page.getByLabel("Mot de passe", { exact: true }).fill("pas le bon mot de passe");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert")).toHaveText("Nom d'utilisateur ou mot de passe incorrect");
  });

  test("login goes to /dashboardAdmin and logout goes to / and ends the session", async ({ page }) => {
    await login(page);
    await expect(page.getByRole("heading", { name: "Tableau de bord" })).toBeVisible();
    await expect(page.getByText(`Bienvenue, ${E2E_ADMIN.username}`)).toBeVisible();
    await page.getByRole("button", { name: "Déconnexion" }).click();
    await expect(page).toHaveURL(/\/actualites$/);
    await page.goto("/dashboardAdmin");
    await expect(page).toHaveURL(/\/login/);
  });

  test("the back office speaks Arabic, mirrored", async ({ page }) => {
    await login(page);
    await page.goto("/dashboardAdmin?lng=ar");
    await expectLanguage(page, "ar");
    await expect(page.getByRole("heading", { name: "لوحة التحكم" })).toBeVisible();
    await expect(page.getByRole("button", { name: "تسجيل الخروج" })).toBeVisible();
  });
});

test.describe("API sign-in", () => {
  test("POST /api/login/ answers tokens, and 401 with the spec's text on failure", async ({ request }) => {
    const ok = await request.post("/api/login/", { data: E2E_ADMIN });
    expect(ok.status()).toBe(200);
    const body = (await ok.json()) as { access: string; refresh: string; username: string };
    expect(body.username).toBe(E2E_ADMIN.username);
    expect(body.access.split(".")).toHaveLength(3);
    expect(body.refresh.length).toBeGreaterThan(20);

    const refused = await request.post("/api/login/", {
      data: { username: E2E_ADMIN.username, password: "incorrect password" },
    });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toEqual({ error: "Nom d'utilisateur ou mot de passe incorrect" });

    const malformed = await request.post("/api/login", {
      headers: { "Content-Type": "application/json" },
      data: "{not json",
    });
    expect(malformed.status()).toBe(400);
  });
});
