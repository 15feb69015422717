/**
 * Two-step verification, as an administrator lives it: turn it on from "Sécurité du compte" with an
 * authenticator app (here: codes computed from the secret the page shows), sign in with password and
 * code, then with a recovery code, and turn it off. A separate administrator, so the shared e2e account
 * of the other journeys keeps signing in with its password alone.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { createAdmin } from "~/modules/auth/admins.server";
import { authenticator, expectNoAxeViolations, uniqueTag, withServerDb } from "./admin-support";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const username = uniqueTag("deuxetapes");
const password = "une phrase de passe pour deux étapes";

let page: Page;
let app: ReturnType<typeof authenticator>;
let recoveryCodes: string[] = [];

async function signInWithPassword(target: Page, redirectTo = "/dashboardAdmin") {
  await target.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await target.getByLabel("Nom d'utilisateur").fill(username);
  await target.getByLabel("Mot de passe", { exact: true }).fill(password);
  await target.getByRole("button", { name: "Se connecter" }).click();
}

async function logOut(target: Page) {
  await target.getByRole("button", { name: "Déconnexion" }).click();
  await expect(target).toHaveURL(/\/actualites$/);
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ locale: "fr-FR" });
  return context.newPage();
}

test.beforeAll(async ({ browser }) => {
  await withServerDb((db) => createAdmin(db, { username, password, email: `${username}@example.org` }));
  page = await newPage(browser);
});
test.afterAll(async () => {
  await page.context().close();
});

test("turn it on: a QR code and the secret, confirmed by a first code; ten recovery codes shown once", async () => {
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/dashboardAdmin$/);
  await page
    .getByRole("navigation", { name: "Navigation de l'administration" })
    .getByRole("link", { name: "Sécurité du compte" })
    .click();
  await expect(page).toHaveURL(/\/admin\/securite$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sécurité du compte" })).toBeVisible();
  await expect(page.getByText("Désactivée.", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Activer la vérification en deux étapes" }).click();
  const setup = page.getByRole("region", { name: "Configurer votre application" });
  await expect(
    setup.getByRole("img", { name: "QR code de configuration de l'application d'authentification" }),
  ).toBeVisible();
  const secret = (await setup.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(
    setup.getByRole("link", { name: /Ouvrir dans une application d'authentification/ }),
  ).toHaveAttribute(
    "href",
    `otpauth://totp/Fondation%20Tamkine:${username}?secret=${secret}&issuer=Fondation%20Tamkine&algorithm=SHA1&digits=6&period=30`,
  );
  await expectNoAxeViolations(page);
  app = authenticator(secret);

  // Reloading shows the same secret until it is confirmed.
  await page.reload();
  await expect(setup.getByTestId("totp-secret")).toHaveText(secret.match(/.{4}/g)!.join(" "));

  await setup.getByLabel("Code à 6 chiffres").fill(app.wrongCode());
  await setup.getByRole("button", { name: "Confirmer et activer" }).click();
  await expect(setup.getByText("Code incorrect ou déjà utilisé.")).toBeVisible();

  await setup.getByLabel("Code à 6 chiffres").fill(await app.nextCode());
  await setup.getByRole("button", { name: "Confirmer et activer" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "La vérification en deux étapes est activée. Vos autres sessions ont été fermées.",
  );
  const shown = page.getByRole("region", { name: "Vos codes de secours" });
  await expect(shown.getByText(/ne seront plus jamais affichés/)).toBeVisible();
  recoveryCodes = (await shown.getByRole("listitem").allTextContents()).map((code) => code.trim());
  expect(recoveryCodes).toHaveLength(10);
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  await expect(page.getByTestId("recovery-codes-left")).toHaveText("10 codes de secours restants");
  await expectNoAxeViolations(page);

  // Shown once: a new visit of the page has the count, not the codes.
  await page.goto("/admin/securite");
  await expect(page.getByText(/^Activée depuis le /)).toBeVisible();
  await expect(page.getByRole("region", { name: "Vos codes de secours" })).toHaveCount(0);
  await expect(page.getByText(recoveryCodes[0]!)).toHaveCount(0);
  await logOut(page);
});

test("sign in: the password leads to the code step; a wrong code is refused, the right one opens the page asked for", async () => {
  await signInWithPassword(page, "/admin/securite");
  await expect(page.getByRole("heading", { level: 1, name: "Vérification en deux étapes" })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fsecurite$/);
  // The password alone opened nothing.
  await page.goto("/admin/securite");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fsecurite$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vérification en deux étapes" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel("Code de vérification").fill(app.wrongCode());
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page.getByRole("alert")).toHaveText("Code de vérification incorrect.");
  await page.getByLabel("Code de vérification").fill(await app.nextCode());
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page).toHaveURL(/\/admin\/securite$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sécurité du compte" })).toBeVisible();
  await logOut(page);
});

test("sign in with a recovery code: it works once and the count drops", async ({ browser }) => {
  await signInWithPassword(page);
  await page.getByLabel("Code de vérification").fill(recoveryCodes[0]!.toUpperCase());
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page).toHaveURL(/\/dashboardAdmin$/);
  await page.goto("/admin/securite");
  await expect(page.getByTestId("recovery-codes-left")).toHaveText("9 codes de secours restants");

  // The same recovery code, in another browser, no longer opens anything.
  const other = await newPage(browser);
  await signInWithPassword(other);
  await other.getByLabel("Code de vérification").fill(recoveryCodes[0]!);
  await other.getByRole("button", { name: "Vérifier" }).click();
  await expect(other.getByRole("alert")).toHaveText("Code de vérification incorrect.");
  await other.getByRole("button", { name: "Annuler et revenir à la connexion" }).click();
  await expect(other.getByRole("heading", { level: 1, name: "Connexion à l'administration" })).toBeVisible();
  await other.context().close();
});

test("turn it off: password and a code; then the password alone signs in again", async () => {
  await page.goto("/admin/securite");
  const disable = page.getByRole("region", { name: "Désactiver la vérification en deux étapes" });
  await disable.getByLabel("Mot de passe").fill("pas le bon mot de passe");
  await disable.getByLabel("Code de l'application ou code de secours").fill(app.wrongCode());
  await disable.getByRole("button", { name: "Désactiver" }).click();
  await expect(disable.getByText("Le mot de passe est incorrect.")).toBeVisible();
  await expect(page.getByTestId("recovery-codes-left")).toHaveText("9 codes de secours restants");

  await disable.getByLabel("Mot de passe").fill(password);
  await disable.getByLabel("Code de l'application ou code de secours").fill(await app.nextCode());
  await disable.getByRole("button", { name: "Désactiver" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "La vérification en deux étapes est désactivée. Vos autres sessions ont été fermées.",
  );
  await expect(page.getByText("Désactivée.", { exact: true })).toBeVisible();

  // The journal kept every step.
  await page.goto("/admin/journal?resource=admins");
  const rows = page.getByRole("row").filter({ hasText: username });
  for (const action of [
    "Activation de la vérification en deux étapes",
    "Connexion avec un code de secours",
    "Désactivation de la vérification en deux étapes",
  ]) {
    await expect(rows.filter({ hasText: action })).not.toHaveCount(0);
  }

  await logOut(page);
  await signInWithPassword(page);
  await expect(page).toHaveURL(/\/dashboardAdmin$/);
});
