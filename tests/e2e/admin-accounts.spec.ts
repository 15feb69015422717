import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signedInPage, uniqueTag, withServerDb } from "./admin-support";

test.describe.configure({ mode: "serial", timeout: 60_000 });

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await signedInPage(browser);
});
test.afterAll(async () => {
  await page.context().close();
});

const newUsername = uniqueTag("redac");
const firstPassword = "une phrase de passe solide";
const secondPassword = "une autre phrase de passe";
const email = `${newUsername}@example.org`;

/** The reset link of the latest password-reset mail to an address, read from the outbox. */
const latestResetLink = (to: string) =>
  withServerDb(async (db) => {
    const mail = await db.kysely
      .selectFrom("outbox")
      .select(["text", "subject"])
      .where("to", "=", to)
      .where("kind", "=", "password-reset")
      .orderBy("id", "desc")
      .executeTakeFirst();
    const link = mail ? /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0] : undefined;
    return { subject: mail?.subject, path: link ? new URL(link).pathname + new URL(link).search : undefined };
  });

test("dashboard: unread counts per inbox, latest submissions, content counts, outbox; /dashboard leads there", async () => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboardAdmin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
  const inboxes = page.getByRole("region", { name: "Messages reçus" });
  await expect(inboxes.getByRole("link", { name: /Messages de contact/ })).toContainText(/non lu/);
  await expect(inboxes.getByRole("link", { name: /Abonnés à la newsletter/ })).toBeVisible();
  const latest = page.getByRole("region", { name: "Dernières demandes" });
  await expect(latest.getByRole("listitem").first()).toBeVisible();
  const content = page.getByRole("region", { name: "Contenus" });
  await expect(content.getByRole("listitem").filter({ hasText: "Gestion des actualités" })).toContainText(
    /\d+ éléments/,
  );
  await expect(page.getByRole("region", { name: "Envoi des e-mails" }).getByText("En attente")).toBeVisible();
  await expectNoAxeViolations(page);
  // A latest submission opens its inbox with that entry expanded.
  const first = latest.getByRole("listitem").first().getByRole("link");
  await first.click();
  await expect(page.getByRole("main").getByRole("button", { expanded: true })).toBeVisible();
});

test("administrators: add one (with an e-mail), who signs in and changes their password; e-mail of one's own", async ({
  browser,
}) => {
  await page.goto("/admin/administrateurs");
  await expect(page.getByRole("heading", { level: 1, name: "Administrateurs" })).toBeVisible();
  await expectNoAxeViolations(page);
  const add = page.getByRole("region", { name: "Ajouter un administrateur" });
  await add.getByRole("textbox", { name: "Nom d'utilisateur" }).fill(newUsername);
  await add.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
  await add.getByLabel("Mot de passe", { exact: true }).fill("court");
  await add.getByLabel("Confirmer le mot de passe").fill("court");
  await add.getByRole("button", { name: "Ajouter l'administrateur" }).click();
  await expect(add.getByText("Le mot de passe doit contenir au moins 12 caractères.")).toBeVisible();
  await expect(add.getByRole("alert")).toHaveText("Vérifiez les champs du formulaire.");
  await expectNoAxeViolations(page);
  await add.getByLabel("Mot de passe", { exact: true }).fill(firstPassword);
  await add.getByLabel("Confirmer le mot de passe").fill(firstPassword);
  await add.getByRole("button", { name: "Ajouter l'administrateur" }).click();
  await expect(add.getByRole("status")).toHaveText(`Administrateur ${newUsername} ajouté avec succès !`);
  await expect(page.getByRole("cell", { name: newUsername, exact: true })).toBeVisible();
  await expect(add.getByRole("textbox", { name: "Nom d'utilisateur" })).toHaveValue("");

  // One's own e-mail: a taken address is refused.
  const own = page.getByRole("region", { name: "Mon adresse e-mail" });
  await own.getByRole("textbox", { name: "Adresse e-mail" }).fill(email);
  await own.getByRole("button", { name: "Enregistrer l'adresse" }).click();
  await expect(own.getByText("Cette adresse est déjà utilisée par un autre administrateur.")).toBeVisible();

  // The new administrator signs in and changes their own password (the test administrator's stays as it is).
  const context = await browser.newContext({ locale: "fr-FR" });
  const other = await context.newPage();
  await other.goto("/login");
  await other.getByLabel("Nom d'utilisateur").fill(newUsername);
  await other.getByLabel("Mot de passe", { exact: true }).fill(firstPassword);
  await other.getByRole("button", { name: "Se connecter" }).click();
  await expect(other).toHaveURL(/\/dashboardAdmin$/);
  await other.goto("/admin/administrateurs");
  const change = other.getByRole("region", { name: "Changer mon mot de passe" });
  await change.getByLabel("Mot de passe actuel").fill("pas le bon mot de passe");
  await change.getByLabel("Nouveau mot de passe", { exact: true }).fill(secondPassword);
  await change.getByLabel("Confirmer le nouveau mot de passe").fill(secondPassword);
  await change.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(change.getByText("Le mot de passe actuel est incorrect.")).toBeVisible();
  await change.getByLabel("Mot de passe actuel").fill(firstPassword);
  await change.getByLabel("Nouveau mot de passe", { exact: true }).fill(secondPassword);
  await change.getByLabel("Confirmer le nouveau mot de passe").fill(secondPassword);
  await change.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(change.getByRole("status")).toHaveText(
    "Mot de passe modifié. Vos autres sessions ont été fermées.",
  );
  // This browser stays signed in with a fresh session.
  await other.goto("/dashboardAdmin");
  await expect(other.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
  await context.close();
});

test("password reset: linked from the login page, same answer for any address, a link that works once", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "fr-FR" });
  const visitor = await context.newPage();
  await visitor.goto("/login");
  await visitor.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(visitor).toHaveURL(/\/forgotpassword$/);
  await expect(visitor.getByRole("heading", { level: 1, name: "Mot de passe oublié" })).toBeVisible();
  await expectNoAxeViolations(visitor);

  const sent =
    "Si un compte correspond à cette adresse, un lien de réinitialisation vient de lui être envoyé. Il est valable 30 minutes.";
  await visitor.getByLabel("Adresse e-mail").fill(`personne-${newUsername}@example.org`);
  await visitor.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(visitor.getByRole("status")).toHaveText(sent);

  await visitor.goto("/forgotpassword");
  await visitor.getByLabel("Adresse e-mail").fill(email.toUpperCase());
  await visitor.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(visitor.getByRole("status")).toHaveText(sent);
  const mail = await latestResetLink(email);
  expect(mail.subject).toBe("Réinitialisation de votre mot de passe – Fondation Tamkine");
  expect(mail.path).toMatch(/^\/reset-password\?token=/);

  await visitor.goto(mail.path!);
  await expect(
    visitor.getByRole("heading", { level: 1, name: "Choisir un nouveau mot de passe" }),
  ).toBeVisible();
  await expectNoAxeViolations(visitor);
  await visitor.getByLabel("Nouveau mot de passe", { exact: true }).fill("une phrase réinitialisée");
  await visitor.getByLabel("Confirmer le nouveau mot de passe").fill("une phrase différente !");
  await visitor.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(visitor.getByText("Les deux mots de passe ne correspondent pas.")).toBeVisible();
  await visitor.getByLabel("Nouveau mot de passe", { exact: true }).fill("une phrase réinitialisée");
  await visitor.getByLabel("Confirmer le nouveau mot de passe").fill("une phrase réinitialisée");
  await visitor.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(visitor.getByRole("status")).toHaveText(
    "Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.",
  );

  // The link works once.
  await visitor.goto(mail.path!);
  await expect(visitor.getByRole("alert")).toHaveText(
    "Ce lien de réinitialisation n'est plus valable : il a déjà servi ou il a expiré.",
  );
  await visitor.goto("/login");
  await visitor.getByLabel("Nom d'utilisateur").fill(newUsername);
  await visitor.getByLabel("Mot de passe", { exact: true }).fill("une phrase réinitialisée");
  await visitor.getByRole("button", { name: "Se connecter" }).click();
  await expect(visitor).toHaveURL(/\/dashboardAdmin$/);
  await context.close();
});

test("journal: who created, changed or deleted what, and when", async () => {
  await page.goto("/admin/journal");
  await expect(page.getByRole("heading", { level: 1, name: "Journal des modifications" })).toBeVisible();
  const rows = page.getByRole("row");
  await expect(rows.filter({ hasText: newUsername }).filter({ hasText: "Création" })).toBeVisible();
  await expect(
    rows.filter({ hasText: newUsername }).filter({ hasText: "Réinitialisation du mot de passe" }),
  ).toBeVisible();
  await expect(
    rows.filter({ hasText: newUsername }).filter({ hasText: "Changement de mot de passe" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("combobox", { name: "Type d'élément" }).selectOption({ label: "Administrateurs" });
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/resource=admins/);
  await expect(rows.filter({ hasText: "Administrateurs" }).first()).toBeVisible();
});
