import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_SESSION_SECRET } from "../../playwright.config";

export { E2E_ADMIN, E2E_SESSION_SECRET };

/** Signs in through the login page, as an administrator would. */
export async function login(page: Page, redirectTo?: string) {
  await page.goto(redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login");
  await page.getByLabel(/Nom d'utilisateur|Username|اسم المستخدم/).fill(E2E_ADMIN.username);
  await page.getByLabel(/^(Mot de passe|Password|كلمة المرور)$/).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: /Se connecter|Sign in|تسجيل الدخول/ }).click();
  await expect(page).toHaveURL(redirectTo ?? /\/dashboardAdmin$/);
}

export async function expectLanguage(page: Page, lang: "fr" | "en" | "ar") {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
}
