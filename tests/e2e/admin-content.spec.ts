import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN, login } from "./support";
import {
  contentFormReady,
  expectNoAxeViolations,
  fillTranslated,
  pdfFile,
  pngFile,
  signedInPage,
  uniqueTag,
  withServerDb,
} from "./admin-support";
import { insertMission, insertPresidentMessage } from "~/modules/demo/factories.server";

test.describe.configure({ mode: "serial", timeout: 90_000 });

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await signedInPage(browser);
});
test.afterAll(async () => {
  await page.context().close();
});

const form = () => page.locator("form[aria-busy]");
const items = () => page.getByRole("listitem").filter({ has: page.getByRole("article") });
const item = (title: string) => items().filter({ has: page.getByRole("heading", { name: title }) });

async function expectNotice(text: string) {
  await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
}

test("news: create with an image, preview 150 characters, edit, draft and preview, delete with the spec's confirmation", async () => {
  const title = uniqueTag("Tournoi ");
  const longText = `${"Le tournoi des écoles réunit les jeunes joueurs de la région. ".repeat(4)}FIN-DU-TEXTE`;

  await page.goto("/createpost");
  await expect(page.getByRole("heading", { level: 1, name: "Gestion des actualités" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nouvel article" })).toBeVisible();
  // The editor's toolbar exists once the page is hydrated: a save sent before is a form without
  // JavaScript, another journey (rich-text.spec.ts).
  await expect(form().getByRole("toolbar", { name: "Mise en forme : Contenu (Français)" })).toBeVisible();
  await expectNoAxeViolations(page);

  // §5: title_fr and content_fr are required; the server answers field by field.
  await form().getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Erreur lors de l'enregistrement" })).toBeVisible();
  await expect(form().getByText("Ce champ est requis.")).toHaveCount(2);
  await expect(form().getByRole("textbox", { name: "Titre (Français)" })).toBeFocused();
  await expectNoAxeViolations(page);

  await fillTranslated(form(), { Français: { Titre: title, Contenu: longText } });
  await form()
    .getByLabel(/^Image/)
    .setInputFiles(await pngFile("affiche.png"));
  await expect(form().getByRole("img", { name: "Aperçu de la nouvelle image" })).toBeVisible();
  await form().getByRole("button", { name: "Ajouter" }).click();

  // §4: after an add, the list shows its last page, where the new article is.
  await expectNotice("Article ajouté avec succès !");
  await expect(page).toHaveURL(/page=(\d+)/);
  const current = page.getByRole("navigation", { name: "Pagination" }).locator("[aria-current=page]");
  await expect(current).toHaveText(/\d+/);
  const lastPage = Number(new URL(page.url()).searchParams.get("page"));
  await expect(page.getByRole("link", { name: `Page ${lastPage + 1}`, exact: true })).toHaveCount(0);
  const row = item(title);
  await expect(row).toBeVisible();
  // §9: the list previews 150 characters; the form is empty again for the next article.
  await expect(row.getByText("FIN-DU-TEXTE")).toHaveCount(0);
  await expect(row.getByText(/…$/)).toBeVisible();
  await expect(row.getByText("Brouillon")).toHaveCount(0);
  await expect(row.getByText("English (manquante)")).toBeAttached();
  await expect(form().getByRole("textbox", { name: "Titre (Français)" })).toHaveValue("");
  // The success message leaves after 5 s.
  await expect(page.getByRole("status").filter({ hasText: "Article ajouté avec succès !" })).toHaveCount(0, {
    timeout: 8000,
  });

  // One row expanded at a time.
  await row.getByRole("button", { name: `Afficher les détails de « ${title} »` }).click();
  await expect(row.getByText("FIN-DU-TEXTE")).toBeVisible();
  const other = items()
    .filter({ hasNot: page.getByRole("heading", { name: title }) })
    .first();
  await other.getByRole("button", { name: /^Afficher les détails/ }).click();
  await expect(row.getByText("FIN-DU-TEXTE")).toBeHidden();

  // Edit: the fields are filled in, the image is kept, an English title is added, then back to create mode.
  await row.getByRole("link", { name: `Modifier « ${title} »` }).click();
  await expect(page.getByRole("heading", { name: "Modifier l'article" })).toBeVisible();
  await expect(form().getByRole("textbox", { name: "Titre (Français)" })).toHaveValue(title);
  await expect(form().getByRole("img", { name: "Image actuelle" })).toBeVisible();
  await fillTranslated(form(), { English: { Titre: `${title} (EN)`, Contenu: "The schools tournament." } });
  await form().getByRole("checkbox", { name: "Publié sur le site" }).uncheck();
  await form().getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expectNotice("Article modifié avec succès !");
  await expect(page.getByRole("heading", { name: "Nouvel article" })).toBeVisible();
  await expect(item(title).getByText("Brouillon")).toBeVisible();
  await expect(item(title).getByText("English (disponible)")).toBeAttached();

  // A draft: the preview shows it in the public template, in a new tab; the public site does not.
  const [preview] = await Promise.all([
    page.waitForEvent("popup"),
    item(title)
      .getByRole("link", { name: `Aperçu de « ${title} »` })
      .click(),
  ]);
  await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(preview.getByText("Brouillon : ce contenu n'est pas visible sur le site.")).toBeVisible();
  await expect(preview.getByText("FIN-DU-TEXTE")).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoAxeViolations(preview);
  await preview.close();
  const publicPage = await page.context().request.get("/actualites");
  expect(await publicPage.text()).not.toContain(title);

  // Delete: the spec's question, cancel keeps the article, confirm removes it.
  await page.goto(`/createpost?page=${lastPage}`);
  await item(title)
    .getByRole("button", { name: `Supprimer « ${title} »` })
    .click();
  await expect(item(title).getByText("Supprimer cet article ?")).toBeVisible();
  await expectNoAxeViolations(page);
  await item(title).getByRole("button", { name: "Annuler" }).click();
  await expect(item(title).getByText("Supprimer cet article ?")).toBeHidden();
  await item(title)
    .getByRole("button", { name: `Supprimer « ${title} »` })
    .click();
  await item(title).getByRole("button", { name: "Confirmer la suppression" }).click();
  await expectNotice("Article supprimé avec succès !");
  await expect(item(title)).toHaveCount(0);
});

async function listTotal(heading: RegExp) {
  const text = await page.getByRole("heading", { name: heading }).textContent();
  return Number(/\((\d+)\)/.exec(text ?? "")?.[1]);
}

test("missions: 5 a page, add goes to the last page, a delete there clamps to the page before", async () => {
  await page.goto("/missionPost");
  await expect(page.getByRole("heading", { level: 1, name: "Gestion des missions" })).toBeVisible();
  await expectNoAxeViolations(page);
  // Fill whole pages (drafts, so the public pages do not change), then add one that starts a new page.
  const before = await listTotal(/Liste des missions/);
  const padding = ((5 - (before % 5)) % 5) + (before < 10 ? 5 : 0);
  await withServerDb(async (db) => {
    for (let index = 0; index < padding; index++) await insertMission(db, { is_published: 0 });
  });
  const total = before + padding + 1;
  const lastPage = Math.ceil(total / 5);

  await page.goto("/missionPost");
  const created = uniqueTag("Mission ");
  await fillTranslated(form(), {
    Français: { Titre: created, Contenu: "Accompagner les élèves." },
    English: { Titre: `${created} en`, Contenu: "Support pupils." },
    العربية: { Titre: `${created} ar`, Contenu: "مرافقة التلاميذ." },
  });
  await form().getByRole("button", { name: "Ajouter" }).click();
  await expectNotice("Nouvelle mission ajoutée avec succès !");
  await expect(page.getByRole("heading", { name: `Liste des missions (${total})` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`page=${lastPage}`));
  await expect(items()).toHaveCount(1);
  await expect(item(created).getByText("العربية (disponible)")).toBeAttached();

  await item(created)
    .getByRole("button", { name: `Supprimer « ${created} »` })
    .click();
  await expect(item(created).getByText("Êtes-vous sûr de vouloir supprimer cette mission ?")).toBeVisible();
  await item(created).getByRole("button", { name: "Confirmer la suppression" }).click();
  await expectNotice("Mission supprimée avec succès !");
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager.locator("[aria-current=page]")).toContainText(String(lastPage - 1));
  await expect(pager.getByRole("link", { name: `Page ${lastPage}`, exact: true })).toHaveCount(0);
  await expect(items()).toHaveCount(5);
});

test("president's messages: window pager of 5 numbers, first and last, and 'Affichage X à Y sur N messages'", async () => {
  await withServerDb(async (db) => {
    for (let index = 0; index < 30; index++) await insertPresidentMessage(db, { is_published: 0 });
  });
  await page.goto("/motPresidentPost");
  await expect(page.getByRole("heading", { level: 1, name: "Messages du Président" })).toBeVisible();
  const total = await listTotal(/Liste des messages/);
  const pages = Math.ceil(total / 5);
  await expect(page.getByText(`Affichage 1 à 5 sur ${total} messages`)).toBeVisible();
  const pager = page.getByRole("navigation", { name: "Pagination" });
  await expect(pager.getByRole("link", { name: /^Page \d+$/ })).toHaveCount(4);
  await pager.getByRole("link", { name: "Dernière page" }).click();
  await expect(
    page.getByText(new RegExp(`Affichage ${(pages - 1) * 5 + 1} à ${total} sur ${total} messages`)),
  ).toBeVisible();
  await pager.getByRole("link", { name: "Page précédente" }).click();
  // A second click before the first page has come would follow the same link again.
  await expect(pager.locator("[aria-current=page]")).toContainText(String(pages - 1));
  await pager.getByRole("link", { name: "Page précédente" }).click();
  // Page pages-2 sits in the middle of its window: two numbers each side.
  await expect(pager.locator("[aria-current=page]")).toContainText(String(pages - 2));
  await expect(pager.getByRole("link", { name: `Page ${pages - 4}`, exact: true })).toBeVisible();
  await expect(pager.getByRole("link", { name: `Page ${pages}`, exact: true })).toBeVisible();
  await expect(pager.getByRole("link", { name: `Page ${pages - 5}`, exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await pager.getByRole("link", { name: "Première page" }).click();
  await expect(page.getByText(`Affichage 1 à 5 sur ${total} messages`)).toBeVisible();
});

interface Journey {
  path: string;
  heading: string;
  fill: (tag: string) => Promise<void>;
  /** The name the list shows for the new item. */
  title: (tag: string) => string;
  created: string;
  updated: string;
  deleted: string;
  confirm: string;
  editField?: { label: string; language: "Français" | "English" | "العربية" };
}

const journeys: Journey[] = [
  {
    path: "/teamMessage",
    heading: "Messages de l'équipe",
    fill: (tag) =>
      fillTranslated(form(), {
        Français: { Titre: tag, Contenu: "Bravo à toute l'équipe." },
        English: { Contenu: "Well done, team." },
        العربية: { Contenu: "أحسنتم يا فريق." },
      }),
    title: (tag) => tag,
    created: "Nouveau message ajouté avec succès !",
    updated: "Message modifié avec succès !",
    deleted: "Message supprimé avec succès !",
    confirm: "Êtes-vous sûr de vouloir supprimer ce message ?",
    editField: { label: "Titre", language: "Français" },
  },
  {
    path: "/platformPost",
    heading: "Gestion des plateformes",
    fill: async (tag) => {
      await fillTranslated(form(), { Français: { Titre: tag, Description: "Cours en ligne." } });
      await form()
        .getByRole("textbox", { name: /Adresse du site/ })
        .fill("https://plateforme.example");
      await form()
        .getByLabel(/^Icône/)
        .setInputFiles(await pngFile("icone.png"));
    },
    title: (tag) => tag,
    created: "Plateforme ajoutée avec succès !",
    updated: "Plateforme mise à jour avec succès !",
    deleted: "Plateforme supprimée avec succès !",
    confirm: "Êtes-vous sûr de vouloir supprimer cette plateforme ?",
    editField: { label: "Titre", language: "Français" },
  },
  ...(
    [
      ["/valeurPost", "Gestion des Valeurs", "Valeur", "cette valeur ?"],
      ["/fondationPost", "Gestion des Fondations", "Fondation", "cette fondation ?"],
    ] as const
  ).map(
    ([path, heading, noun, confirm]): Journey => ({
      path,
      heading,
      fill: async (tag) => {
        await fillTranslated(form(), {
          Français: { Titre: tag, Description: "Texte fr" },
          English: { Titre: `${tag} en`, Description: "Text en" },
          العربية: { Titre: `${tag} ar`, Description: "نص" },
        });
        await form()
          .getByLabel(/^Image/)
          .setInputFiles(await pngFile());
      },
      title: (tag) => tag,
      created: `${noun} ajoutée avec succès !`,
      updated: `${noun} modifiée avec succès !`,
      deleted: `${noun} supprimée avec succès !`,
      confirm: `Êtes-vous sûr de vouloir supprimer ${confirm}`,
      editField: { label: "Titre", language: "Français" },
    }),
  ),
  {
    path: "/videoPost",
    heading: "Gestion des vidéos",
    fill: async (tag) => {
      await fillTranslated(form(), { Français: { Titre: tag } });
      await form()
        .getByRole("textbox", { name: /Lien de la vidéo/ })
        .fill("https://www.youtube.com/watch?v=Tk7mB2xQ9aL");
      await form()
        .getByLabel(/^Image de couverture/)
        .setInputFiles(await pngFile("couverture.png"));
    },
    title: (tag) => tag,
    created: "Vidéo ajoutée avec succès !",
    updated: "Vidéo modifiée avec succès !",
    deleted: "Vidéo supprimée avec succès !",
    confirm: "Supprimer cette vidéo ?",
    editField: { label: "Titre", language: "Français" },
  },
  {
    path: "/photoPost",
    heading: "Gestion des photos",
    fill: async (tag) => {
      await fillTranslated(form(), { Français: { Titre: tag, Commentaire: "Remise des prix." } });
      await form()
        .getByLabel(/^Image/)
        .setInputFiles(await pngFile("photo.png", "#f08a24"));
    },
    title: (tag) => tag,
    created: "Photo ajoutée avec succès !",
    updated: "Photo modifiée avec succès !",
    deleted: "Photo supprimée avec succès !",
    confirm: "Supprimer cette photo ?",
    editField: { label: "Titre", language: "Français" },
  },
  {
    path: "/documentPost",
    heading: "Gestion des documents",
    fill: async (tag) => {
      await form()
        .getByRole("textbox", { name: /^Titre/ })
        .fill(tag);
      await form()
        .getByRole("textbox", { name: /^Description/ })
        .fill("Rapport annuel.");
      await form()
        .getByLabel(/^Image de couverture/)
        .setInputFiles(await pngFile("couverture.png"));
      await form()
        .getByLabel(/^Fichier/)
        .setInputFiles(pdfFile("rapport.pdf"));
    },
    title: (tag) => tag,
    created: "Document envoyé avec succès !",
    updated: "",
    deleted: "Document supprimé avec succès !",
    confirm: "Supprimer ce document ?",
  },
  {
    path: "/mediaPartenairePost",
    heading: "Gestion des partenaires",
    fill: async (tag) => {
      await fillTranslated(form(), { Français: { Titre: tag, Description: "Radio régionale." } });
      await form()
        .getByRole("textbox", { name: /^Site web/ })
        .fill("https://radio.example");
      await form()
        .getByRole("textbox", { name: /^Ville/ })
        .fill("Rabat");
    },
    title: (tag) => tag,
    created: "Partenaire ajouté avec succès !",
    updated: "Partenaire mis à jour avec succès !",
    deleted: "Partenaire supprimé avec succès !",
    confirm: "Êtes-vous sûr de vouloir supprimer ce partenaire ?",
    editField: { label: "Titre", language: "Français" },
  },
  {
    path: "/programPost",
    heading: "Gestion des matchs",
    fill: async (tag) => {
      await fillTranslated(form(), {
        Français: {
          "Équipe à domicile": tag,
          "Équipe à l'extérieur": "Atlas",
          Lieu: "Salle Tamkine",
          Description: "Derby.",
        },
        English: { "Équipe à domicile": `${tag} en`, "Équipe à l'extérieur": "Atlas", Lieu: "Tamkine Hall" },
        العربية: { "Équipe à domicile": `${tag} ar`, "Équipe à l'extérieur": "أطلس", Lieu: "قاعة تمكين" },
      });
      await form()
        .getByLabel(/^Date du match/)
        .fill("2099-06-01");
      await form()
        .getByLabel(/^Heure du match/)
        .fill("18:30");
      await form()
        .getByRole("spinbutton", { name: /Score de l'équipe à domicile/ })
        .fill("3");
      await form()
        .getByLabel(/^Logo de l'équipe à domicile/)
        .setInputFiles(await pngFile("logo.png"));
      await form()
        .getByLabel(/^Bannière du match/)
        .setInputFiles(await pngFile("banniere.png"));
    },
    title: (tag) => `${tag} – Atlas`,
    created: "Match ajouté avec succès !",
    updated: "Match modifié avec succès !",
    deleted: "Match supprimé avec succès !",
    confirm: "Supprimer ce match ?",
    editField: { label: "Lieu", language: "Français" },
  },
  {
    path: "/activitiesPost",
    heading: "Gestion des activités",
    fill: async (tag) => {
      await fillTranslated(form(), { Français: { Titre: tag, Commentaire: "Atelier de lecture." } });
      await form()
        .getByLabel(/^Photo de couverture/)
        .setInputFiles(await pngFile());
    },
    title: (tag) => tag,
    created: "Activité ajoutée avec succès !",
    updated: "Activité modifiée avec succès !",
    deleted: "Activité supprimée avec succès !",
    confirm: "Voulez-vous vraiment supprimer cette activité ?",
    editField: { label: "Titre", language: "Français" },
  },
];

for (const journey of journeys) {
  test(`${journey.path}: create, edit, delete`, async () => {
    const tag = uniqueTag("E2E ");
    await page.goto(journey.path);
    await expect(page.getByRole("heading", { level: 1, name: journey.heading })).toBeVisible();
    await expectNoAxeViolations(page);
    await journey.fill(tag);
    await form().getByRole("button", { name: "Ajouter" }).click();
    await expectNotice(journey.created);
    const title = journey.title(tag);
    await expect(item(title)).toBeVisible();

    if (journey.editField) {
      await item(title)
        .getByRole("link", { name: `Modifier « ${title} »` })
        .click();
      await expect(form().getByRole("button", { name: "Enregistrer les modifications" })).toBeVisible();
      await expectNoAxeViolations(page);
      const field = form().getByRole("textbox", {
        name: `${journey.editField.label} (${journey.editField.language})`,
      });
      const before = await field.inputValue();
      await field.fill(`${before} modifié`);
      await form().getByRole("button", { name: "Enregistrer les modifications" }).click();
      await expectNotice(journey.updated);
    }

    const current = item(tag);
    await current.getByRole("button", { name: /^Supprimer « / }).click();
    await expect(current.getByText(journey.confirm)).toBeVisible();
    await current.getByRole("button", { name: "Confirmer la suppression" }).click();
    await expectNotice(journey.deleted);
    await expect(page.getByRole("heading", { name: tag })).toHaveCount(0);
  });
}

test("listPartners: a read-only grid; 'Ajouter un partenaire' opens the creation form", async () => {
  await page.goto("/listPartners");
  await expect(page.getByRole("heading", { level: 1, name: "Partenaires" })).toBeVisible();
  await expect(page.getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /Supprimer/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Ajouter un partenaire" }).click();
  await expect(page).toHaveURL(/\/mediaPartenairePost\?new=1$/);
  await expect(page.getByRole("heading", { name: "Nouveau partenaire" })).toBeVisible();
  await expect(form().getByRole("textbox", { name: "Titre (Français)" })).toBeFocused();
});

test("without JavaScript the forms still work: errors with the values kept, then an add", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "fr-FR" });
  const plain = await context.newPage();
  await login(plain);
  await plain.goto("/createpost");
  const title = uniqueTag("Sans JS ");
  const plainForm = plain.locator("form[aria-busy]");
  await plainForm.getByRole("textbox", { name: "Titre (Français)" }).fill(title);
  await plainForm.getByRole("button", { name: "Ajouter" }).click();
  await expect(plainForm.getByText("Ce champ est requis.")).toBeVisible();
  await expect(plainForm.getByRole("textbox", { name: "Titre (Français)" })).toHaveValue(title);
  await plainForm.getByRole("textbox", { name: "Contenu (Français)" }).fill("Publié sans JavaScript.");
  await plainForm.getByRole("button", { name: "Ajouter" }).click();
  await expect(plain).toHaveURL(/notice=created/);
  await expect(plain.getByRole("status").filter({ hasText: "Article ajouté avec succès !" })).toBeVisible();
  await expect(plain.getByRole("heading", { name: title })).toBeVisible();
  // Leave the news as the other journeys found them.
  const { access } = (await (await plain.request.post("/api/login/", { data: E2E_ADMIN })).json()) as {
    access: string;
  };
  const added = (await (
    await plain.request.get(`/api/news/?q=${encodeURIComponent(title)}`)
  ).json()) as Array<{ id: number }>;
  for (const { id } of added) {
    await plain.request.delete(`/api/news/${id}/`, { headers: { Authorization: `Bearer ${access}` } });
  }
  await context.close();
});

test("a failure the server rendered for a form sent before hydration stays once the page hydrates", async () => {
  await page.goto("/createpost");
  await contentFormReady(form());
  // A plain submission, as a browser sends it before the scripts run: React Router does not see it.
  await Promise.all([
    page.waitForURL("**/createpost"),
    form().evaluate((element) => HTMLFormElement.prototype.submit.call(element)),
  ]);
  const failure = page.getByRole("alert").filter({ hasText: "Erreur lors de l'enregistrement" });
  await expect(failure).toBeVisible();
  await contentFormReady(form());
  await expect(failure).toBeVisible({ timeout: 1_000 });
  await expect(form().getByText("Ce champ est requis.")).toHaveCount(2);
});
