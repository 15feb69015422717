/**
 * Following up a request (decision 032), in French and in Arabic: an administrator words the reply
 * template, opens a request, replies from the template (the test server has no SMTP: the reply is the
 * mail draft of §2), moves the request from new to answered with a note, and filters the list by status.
 * Sending through the outbox is covered by the module's integration tests.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signedInPage, uniqueTag, withServerDb } from "./admin-support";
import { insertContactMessage } from "~/modules/demo/factories.server";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const tag = uniqueTag("fu");

test.beforeAll(async () => {
  await withServerDb(async (db) => {
    await insertContactMessage(db, {
      name: `Salma ${tag}`,
      email: `${tag}-salma@example.org`,
      subject: "Bourses",
      message: `Quand ouvrent les bourses ? ${tag}`,
      language: "fr",
    });
    await insertContactMessage(db, {
      name: `Omar ${tag}`,
      email: `${tag}-omar@example.org`,
      subject: "منح",
      message: `متى تفتح المنح؟ ${tag}`,
      language: "ar",
    });
    await insertContactMessage(db, {
      name: `Rita ${tag}`,
      email: `${tag}-rita@example.org`,
      message: `Autre question ${tag}`,
    });
  });
});

const entry = (page: Page, name: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("article") })
    .filter({ has: page.getByRole("heading", { name: new RegExp(name) }) });

async function open(page: Page, name: string) {
  const row = entry(page, name);
  const closed = row.getByRole("button", { expanded: false });
  if ((await closed.count()) > 0) await closed.click();
  return row;
}

const names = async (page: Page) =>
  (
    await page
      .getByRole("listitem")
      .filter({ has: page.getByRole("article") })
      .getByRole("heading", { level: 2 })
      .allTextContents()
  ).join(" | ");

test("fr: template, reply draft, new → answered with a note, filter by status", async ({ browser }) => {
  const page = await signedInPage(browser, "fr-FR");
  await page.goto(`/listeContacts?q=${tag}`);
  await page.getByRole("link", { name: "Modèles de réponse" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Modèles de réponse" })).toBeVisible();
  await expectNoAxeViolations(page);
  const contact = page.getByRole("region", { name: "Messages de contact" });
  await contact
    .getByLabel("Message (Français)")
    .fill("Bonjour {name},\n\nMerci pour votre question sur les bourses.");
  await contact.getByRole("button", { name: "Enregistrer le modèle" }).click();
  await expect(contact.getByRole("status")).toHaveText("Modèle enregistré.");

  await page.goto(`/listeContacts?q=${tag}`);
  const salma = await open(page, "Salma");
  await expect(salma.getByRole("heading", { level: 2 })).toContainText("Nouveau");
  const draft = salma.getByRole("link", { name: "Répondre par e-mail" });
  const href = decodeURIComponent((await draft.getAttribute("href")) ?? "");
  expect(href).toContain(`mailto:${tag}-salma@example.org`);
  expect(href).toContain(`Bonjour Salma ${tag},\n\nMerci pour votre question sur les bourses.`);

  await salma.getByLabel("Nouvelle note interne").fill("Réponse envoyée depuis la messagerie.");
  await salma.getByRole("button", { name: "Ajouter la note" }).click();
  await expect(salma.getByRole("status").filter({ hasText: "Note ajoutée." })).toBeVisible();
  await expect(salma.getByText("Réponse envoyée depuis la messagerie.")).toBeVisible();

  await salma.getByLabel("Statut").selectOption({ label: "Répondu" });
  await salma.getByRole("button", { name: "Enregistrer le suivi" }).click();
  await expect(salma.getByRole("status").filter({ hasText: "Suivi enregistré." })).toBeVisible();
  await expect(salma.getByRole("heading", { level: 2 })).toContainText("Répondu");
  await expectNoAxeViolations(page);

  await page.getByRole("search").getByLabel("Statut").selectOption({ label: "Répondu" });
  await expect(page).toHaveURL(/status=answered/);
  await expect.poll(() => names(page)).toContain("Salma");
  expect(await names(page)).not.toContain("Rita");
  await page.getByRole("search").getByLabel("Statut").selectOption({ label: "Nouveau" });
  await expect(page).toHaveURL(/status=new/);
  await expect.poll(() => names(page)).toContain("Rita");
  expect(await names(page)).not.toContain("Salma");

  await page.goto("/dashboardAdmin");
  await expect(page.getByRole("link", { name: /Messages de contact/ })).toContainText(
    /nouvelles · \d+ en cours/,
  );
});

test("ar: reply draft in Arabic, new → answered, filter by status", async ({ browser }) => {
  const page = await signedInPage(browser, "ar-MA");
  await page.goto(`/listeContacts?q=${tag}&lng=ar`);
  const omar = await open(page, "Omar");
  await expect(omar.getByRole("heading", { level: 2 })).toContainText("جديد");
  const href = decodeURIComponent(
    (await omar.getByRole("link", { name: "الرد عبر البريد الإلكتروني" }).getAttribute("href")) ?? "",
  );
  expect(href).toContain(`Omar ${tag}`);
  await expect(omar.getByText("لغة الرد: العربية")).toBeVisible();

  await omar.getByLabel("الحالة").selectOption({ label: "تم الرد" });
  await omar.getByRole("button", { name: "حفظ المتابعة" }).click();
  await expect(omar.getByRole("status").filter({ hasText: "تم حفظ المتابعة." })).toBeVisible();
  await expect(omar.getByRole("heading", { level: 2 })).toContainText("تم الرد");
  await expectNoAxeViolations(page);

  await page.getByRole("search").getByLabel("الحالة").selectOption({ label: "تم الرد" });
  await expect(page).toHaveURL(/status=answered/);
  await expect.poll(() => names(page)).toContain("Omar");
  expect(await names(page)).not.toContain("Rita");

  await page.goto("/admin/modeles-reponse?lng=ar");
  await expect(page.getByRole("heading", { level: 1, name: "نماذج الرد" })).toBeVisible();
  await expectNoAxeViolations(page);
});
