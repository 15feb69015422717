import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, signedInPage, uniqueTag, withServerDb } from "./admin-support";
import {
  insertCommunityApplication,
  insertContactMessage,
  insertJoinRequest,
  insertNewsletterSubscriber,
  insertPartnerRequest,
} from "~/modules/demo/factories.server";

test.describe.configure({ mode: "serial", timeout: 60_000 });

const tag = uniqueTag("zq");
const at = (day: number) => `2026-01-${String(day).padStart(2, "0")}T10:00:00.000Z`;

let page: Page;
test.beforeAll(async ({ browser }) => {
  await withServerDb(async (db) => {
    const contacts = [
      { name: "Zoé Alaoui", day: 9, language: "fr", category: "partnership" },
      { name: "Amine Berrada", day: 3, language: "fr", category: "general" },
      { name: "John Carter", day: 8, language: "en", category: "support" },
      { name: "Karim Idrissi", day: 4, language: "fr", category: "billing" },
      { name: "Laila Naciri", day: 5, language: "fr", category: "feedback" },
      { name: "Mehdi Tazi", day: 6, language: "fr", category: "general" },
      { name: "Nadia Fassi", day: 7, language: "fr", category: "general" },
    ];
    for (const [index, contact] of contacts.entries()) {
      await insertContactMessage(db, {
        name: `${contact.name}`,
        email: `${tag}-${index}@example.org`,
        subject: `Sujet ${index}`,
        category: contact.category,
        language: contact.language,
        message:
          index === 0 ? `=HYPERLINK("http://evil.example","clic") ${tag}` : `Message numéro ${index} ${tag}`,
        created_at: at(contact.day),
      });
    }
    // No name and no usable date: the list says so (§8).
    await insertContactMessage(db, {
      name: "",
      email: `${tag}-anonyme@example.org`,
      message: `Sans nom ${tag}`,
      created_at: "",
    });
    await insertJoinRequest(db, {
      organisation: `Association ${tag}`,
      email: `${tag}-asso@example.org`,
      message: "Nous souhaitons rejoindre le réseau.",
    });
    await insertPartnerRequest(db, {
      first_name: "Karim",
      last_name: `Partenaire ${tag}`,
      email: `${tag}-partner@example.org`,
      language: "en",
    });
    await insertCommunityApplication(db, {
      nom: `Bennani ${tag}`,
      prenom: "Sara",
      email: `${tag}-sara@example.org`,
    });
    await insertNewsletterSubscriber(db, {
      email: `${tag}-amina@example.org`,
      name: "Amina",
      status: "confirmed",
    });
    await insertNewsletterSubscriber(db, {
      email: `${tag}-youssef@example.org`,
      name: "",
      status: "pending",
    });
  });
  page = await signedInPage(browser);
});
test.afterAll(async () => {
  await page.context().close();
});

const rows = () => page.getByRole("listitem").filter({ has: page.getByRole("article") });
const row = (name: string) => rows().filter({ has: page.getByRole("heading", { name }) });
const names = async () =>
  (await rows().getByRole("heading", { level: 2 }).allTextContents()).map((text) => text.trim());

async function search(text: string) {
  await page.getByRole("searchbox", { name: "Rechercher" }).fill(text);
  await page.getByRole("button", { name: "Rechercher", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text)}`));
}

async function deleteWithConfirm(name: string, toast: string) {
  const entry = row(name);
  // §4: delete lives in the expanded row.
  const closed = entry.getByRole("button", { expanded: false });
  if ((await closed.count()) > 0) await closed.click();
  await entry.getByRole("button", { name: "Supprimer" }).click();
  await expect(entry.getByRole("group")).toContainText("Supprimer définitivement cette entrée ?");
  await entry.getByRole("button", { name: "Annuler" }).click();
  await expect(entry.getByRole("group")).toHaveCount(0);
  await expect(entry).toBeVisible();
  await entry.getByRole("button", { name: "Supprimer" }).click();
  await entry.getByRole("button", { name: "Confirmer" }).click();
  await expect(page.getByRole("status").filter({ hasText: toast })).toBeVisible();
  await expect(row(name)).toHaveCount(0);
  // §9: delete toasts show for 3 s.
  await expect(page.getByRole("status").filter({ hasText: toast })).toHaveCount(0, { timeout: 5000 });
}

test("contacts: search, sort, pages of 6, expand one at a time, reply, read state, delete with confirm and cancel, CSV", async () => {
  await page.goto("/listeContacts");
  await expect(page.getByRole("heading", { level: 1, name: "Messages de contact" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour au tableau de bord" })).toHaveAttribute(
    "href",
    "/dashboardAdmin",
  );
  await expectNoAxeViolations(page);

  await search(tag);
  await expect(page.getByText("8 messages · 8 non lus")).toBeVisible();
  await expect(rows()).toHaveCount(6);
  // Newest first by default.
  expect((await names())[0]).toContain("Zoé Alaoui");

  await page.getByRole("combobox", { name: "Trier par" }).selectOption("oldest");
  await expect(page).toHaveURL(/sort=oldest/);
  // The entry without a date comes first among the oldest; then the oldest dated one.
  await expect(rows().nth(1)).toContainText("Amine Berrada");
  await page.getByRole("combobox", { name: "Trier par" }).selectOption("name");
  await expect(page).toHaveURL(/sort=name/);
  const byName = (await names()).filter((name) => !name.startsWith("Nom non spécifié"));
  expect(byName.map((name) => name.split(/\s+/)[0])).toEqual(
    [...byName.map((name) => name.split(/\s+/)[0])].sort((a, b) => a!.localeCompare(b!)),
  );

  await page
    .getByRole("navigation", { name: "Pagination" })
    .getByRole("link", { name: "Page 2", exact: true })
    .click();
  await expect(rows()).toHaveCount(2);
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole("combobox", { name: "Trier par" }).selectOption("newest");
  await expect(page).not.toHaveURL(/page=2/);

  // The entry without a name or date (§8), last of the newest first.
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await pager.getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(row("Nom non spécifié").getByText("Date inconnue")).toBeVisible();
  await pager.getByRole("link", { name: "Page 1", exact: true }).click();

  // Expand: details, marked read; one row open at a time.
  const zoe = row("Zoé Alaoui");
  await expect(zoe.getByText("Non lu", { exact: true })).toBeVisible();
  await zoe.getByRole("button", { name: /Zoé Alaoui/ }).click();
  await expect(zoe.getByText("Partenariat")).toBeVisible();
  await expect(zoe.getByText("Non lu", { exact: true })).toHaveCount(0);
  await expect(page.getByText("8 messages · 7 non lus")).toBeVisible();
  const reply = zoe.getByRole("link", { name: "Répondre par e-mail" });
  const href = decodeURIComponent((await reply.getAttribute("href")) ?? "");
  expect(href).toContain(`mailto:${tag}-0@example.org?subject=Réponse à votre message – Fondation Tamkine`);
  expect(href).toContain("body=Bonjour Zoé Alaoui,");
  await expectNoAxeViolations(page);

  const john = row("John Carter");
  await john.getByRole("button", { name: /John Carter/ }).click();
  await expect(zoe.getByText("Partenariat")).toBeHidden();
  // The reply is drafted in the sender's language.
  const johnHref = decodeURIComponent(
    (await john.getByRole("link", { name: "Répondre par e-mail" }).getAttribute("href")) ?? "",
  );
  expect(johnHref).toContain("subject=Reply to your message – Tamkine Foundation");
  expect(johnHref).toContain("body=Hello John Carter,");
  await john.getByRole("button", { name: "Marquer comme non lu" }).click();
  await expect(john.getByText("Non lu", { exact: true })).toBeVisible();

  // Delete: confirm/cancel inline, then the toast.
  await zoe.getByRole("button", { name: /Zoé Alaoui/ }).click();
  await zoe.getByRole("button", { name: "Supprimer" }).click();
  await expectNoAxeViolations(page);
  await zoe.getByRole("button", { name: "Annuler" }).click();
  await deleteWithConfirm("Mehdi Tazi", "Contact supprimé avec succès");
  await expect(page.getByText(/^7 messages/)).toBeVisible();

  // CSV export of the search, with formula cells neutralised.
  const csv = await page.context().request.get(`/admin/export/contact?q=${tag}`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(csv.headers()["content-disposition"]).toMatch(
    /attachment; filename="contact-\d{4}-\d{2}-\d{2}\.csv"/,
  );
  const body = await csv.text();
  expect(body.split("\r\n")[0]).toBe("\uFEFFIdentifiant,Reçu le,Nom,E-mail,Sujet,Catégorie,Message,Langue");
  expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""clic"") ${tag}"`);
  expect(body.trim().split("\r\n")).toHaveLength(8);
  expect(body).not.toContain("Mehdi Tazi");
});

test("join and partner requests: two tabs, each with search, expand, reply and delete", async () => {
  await page.goto("/listeRejoindre");
  await expect(page.getByRole("heading", { level: 1, name: "Demandes d'adhésion" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Retour au tableau de bord" })).toHaveAttribute(
    "href",
    "/dashboard",
  );
  await expectNoAxeViolations(page);
  await search(tag);
  const association = row(`Association ${tag}`);
  await association.getByRole("button", { name: new RegExp(`Association ${tag}`) }).click();
  await expect(association.getByText("Nous souhaitons rejoindre le réseau.")).toBeVisible();
  expect(
    decodeURIComponent(
      (await association.getByRole("link", { name: "Répondre par e-mail" }).getAttribute("href")) ?? "",
    ),
  ).toContain("subject=Votre demande d'adhésion – Fondation Tamkine");
  await deleteWithConfirm(`Association ${tag}`, "Demande supprimée avec succès");
  await expect(page.getByText("Aucune demande trouvée")).toBeVisible();
  await expect(page.getByText("Essayez de modifier vos critères de recherche.")).toBeVisible();

  await page
    .getByRole("navigation", { name: "Type de demande" })
    .getByRole("link", { name: "Demandes de partenariat" })
    .click();
  await expect(page).toHaveURL(/tab=partners/);
  await expect(page.getByRole("heading", { level: 1, name: "Demandes de partenariat" })).toBeVisible();
  await search(tag);
  await expect(page).toHaveURL(/tab=partners/);
  const partner = row(`Karim Partenaire ${tag}`);
  await partner.getByRole("button", { name: /Karim Partenaire/ }).click();
  await expect(partner.getByText("Conditions acceptées")).toBeVisible();
  await expectNoAxeViolations(page);
  await deleteWithConfirm(`Karim Partenaire ${tag}`, "Demande supprimée avec succès");
});

test("community applicants: search, expand, delete", async () => {
  await page.goto("/listePostulantsCommunity");
  await expect(page.getByRole("heading", { level: 1, name: "Postulants de la communauté" })).toBeVisible();
  await expectNoAxeViolations(page);
  await search(tag);
  await expect(page.getByText("1 postulant · 1 non lu")).toBeVisible();
  const sara = row(`Sara Bennani ${tag}`);
  await sara.getByRole("button", { name: /Sara Bennani/ }).click();
  await expect(sara.getByText("Téléphone")).toBeVisible();
  await deleteWithConfirm(`Sara Bennani ${tag}`, "Postulant supprimé avec succès");
  await expect(page.getByText("Aucune postulation trouvée")).toBeVisible();
});

test("newsletter subscribers: the spec's title, counts, initials, status, empty texts, delete", async () => {
  await page.goto("/listeAbonnement");
  await expect(page.getByRole("heading", { level: 1, name: "Abonnés à la newsletter" })).toBeVisible();
  await expectNoAxeViolations(page);
  await search(tag);
  await expect(page.getByText("2 abonnés")).toBeVisible();
  const amina = row("Amina");
  await expect(amina.getByText("Confirmé")).toBeVisible();
  await expect(amina.getByText("A", { exact: true })).toBeVisible();
  const unnamed = row("Nom non spécifié");
  await expect(unnamed.getByText("En attente")).toBeVisible();
  await expect(unnamed.getByText(/^\S$/)).toHaveText(tag[0]!.toUpperCase());

  await deleteWithConfirm("Nom non spécifié", "Abonné supprimé avec succès");
  await expect(page.getByText("1 abonné ·")).toBeVisible();

  await search(`${tag}-nobody`);
  await expect(page.getByText("Aucun abonné trouvé")).toBeVisible();
  await expect(page.getByText("Essayez de modifier vos critères de recherche.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Effacer la recherche" }).click();
  await expect(page).not.toHaveURL(/q=/);
});
