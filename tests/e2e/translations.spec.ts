/**
 * The translation workflow (decision 031), in French and in Arabic: an English or Arabic translation
 * turns "outdated" after a French edit, the list filters the items to translate, and "Draft from French"
 * fills the outdated field from a model — here a small local HTTP server standing in for the
 * OpenAI-compatible API — marked for review and unpublished until the editor saves. A failing model
 * says so and changes nothing. The server is the journey's own: the shared ones have no model.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations, fillTranslated, uniqueTag } from "./admin-support";
import { spawnServer, type SpawnedServer } from "./spawn-server";

const port = Number(process.env.E2E_PORT ?? 3210) + 52;
const modelPort = port + 1;
const ADMIN = { username: "translation-admin", password: "un mot de passe solide 2026" };

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** How the stand-in model answers: by default it "translates" into the language the prompt names. */
type Behaviour = (system: string, response: ServerResponse) => void;
const translating: Behaviour = (system, response) => {
  const isArabic = system.includes("Arabic");
  const content = system.includes("The text is HTML")
    ? isArabic
      ? "<p>ترجمة آلية: تدريب من 1 إلى 5 يوليوز.</p>"
      : "<p>Machine draft: camp from 1 to 5 July.</p>"
    : isArabic
      ? "عنوان بترجمة آلية"
      : "Machine draft title";
  response.writeHead(200, { "Content-Type": "application/json" });
  response.end(JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] }));
};
let behaviour: Behaviour = translating;

let model: Server;
let server: SpawnedServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  model = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const body = JSON.parse(raw) as { messages: Array<{ content: string }> };
      behaviour(body.messages[0]?.content ?? "", response);
    });
  });
  await new Promise<void>((resolve) => model.listen(modelPort, "127.0.0.1", resolve));
  dataDir = mkdtempSync(path.join(tmpdir(), "tamkine-translations-"));
  server = await spawnServer({
    port,
    env: {
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: "1",
      SEED_DEMO: "1",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SESSION_SECRET: "translation-session-secret-0123456789-abcdefgh",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CHAT_LLM_URL: `http://127.0.0.1:${modelPort}/v1`,
      CHAT_LLM_API_KEY: "stand-in-key",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  model?.closeAllConnections();
  await new Promise((resolve) => model?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(() => {
  behaviour = translating;
});

async function signIn(page: Page) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel(/Nom d'utilisateur|Username|اسم المستخدم/).fill(ADMIN.username);
  await page.getByLabel(/^(Mot de passe|Password|كلمة المرور)$/).fill(ADMIN.password);
  await page.getByRole("button", { name: /Se connecter|Sign in|تسجيل الدخول/ }).click();
  await expect(page).toHaveURL(/\/dashboardAdmin$/);
}

const itemOf = (page: Page, title: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("article") })
    .filter({ has: page.getByRole("heading", { name: title }) });

const TEXTS = {
  fr: {
    locale: "fr-FR",
    title: "Titre",
    content: "Contenu",
    add: "Ajouter",
    update: "Enregistrer les modifications",
    edit: (title: string) => `Modifier « ${title} »`,
    filter: "Filtrer par traduction",
    needs: /^À traduire en anglais/,
    target: "English",
    outdated: "English (à mettre à jour)",
    current: "English (disponible)",
    otherOutdated: "العربية (à mettre à jour)",
    panel: "Traduction en anglais : à mettre à jour",
    draft: "Brouillon depuis le français",
    mark: "Traduction automatique — à relire",
    drafted: "Brouillon ajouté à 1 champ : relisez-le, puis enregistrez pour le publier.",
    failed: "Le modèle de langue n'a pas pu traduire ce texte. Rien n'a été modifié : réessayez plus tard.",
    otherTab: "العربية",
    otherDraft: "Brouillon depuis le français",
    empty: "Aucun élément à traduire en anglais.",
    machine: "Machine draft: camp from 1 to 5 July.",
    dashboard: /à traduire en anglais/,
  },
  ar: {
    locale: "ar-MA",
    title: "العنوان",
    content: "المحتوى",
    add: "إضافة",
    update: "حفظ التعديلات",
    edit: (title: string) => `تعديل «${title}»`,
    filter: "التصفية حسب الترجمة",
    needs: /^للترجمة إلى العربية/,
    target: "العربية",
    outdated: "العربية (بحاجة إلى تحديث)",
    current: "العربية (متوفرة)",
    otherOutdated: "English (بحاجة إلى تحديث)",
    panel: "الترجمة إلى العربية: بحاجة إلى تحديث",
    draft: "مسودة من الفرنسية",
    mark: "ترجمة آلية — تحتاج إلى مراجعة",
    drafted: "أضيفت مسودة إلى حقل واحد: راجعها، ثم احفظ لنشرها.",
    failed: "تعذّر على النموذج اللغوي ترجمة هذا النص. لم يتغير أي شيء: أعد المحاولة لاحقًا.",
    otherTab: "English",
    otherDraft: "مسودة من الفرنسية",
    empty: "لا يوجد عنصر للترجمة إلى العربية.",
    machine: "ترجمة آلية: تدريب من 1 إلى 5 يوليوز.",
    dashboard: /للترجمة إلى العربية/,
  },
} as const;

for (const language of ["fr", "ar"] as const) {
  const texts = TEXTS[language];
  const isArabic = language === "ar";

  test(`${language}: a translation turns outdated after a French edit, is filtered, drafted from a model and saved`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: texts.locale });
    const page = await context.newPage();
    await signIn(page);
    const title = uniqueTag(isArabic ? "تدريب " : "Stage ");
    // The list names an item in the screen's language.
    const shown = isArabic ? `${title} AR` : title;
    const form: Locator = page.locator("form[aria-busy]");
    /**
     * The rich-text editors replace their textareas once loaded: a text typed into a textarea about to
     * be hidden would be lost, so the journey types once every editor is there.
     */
    const editorsReady = () =>
      expect(form.locator('textarea[maxlength="100000"]:not([hidden])')).toHaveCount(0, { timeout: 20_000 });
    /** Opens the item in the form (the edit form replaces the create form once the address changed). */
    const edit = async () => {
      await itemOf(page, title)
        .getByRole("link", { name: texts.edit(shown) })
        .click();
      await expect(page).toHaveURL(/edit=\d+/);
      await expect(form.locator('input[name="id"]')).toHaveCount(1);
      await editorsReady();
    };

    // An article in the three languages: every translation is current.
    await page.goto(`${server.url}/createpost`);
    await editorsReady();
    await fillTranslated(form, {
      Français: { [texts.title]: title, [texts.content]: "Stage de basket pendant les vacances." },
      English: { [texts.title]: `${title} EN`, [texts.content]: "Basketball camp during the holidays." },
      العربية: { [texts.title]: `${title} AR`, [texts.content]: "تدريب كرة السلة خلال العطلة." },
    });
    await form.getByRole("button", { name: texts.add, exact: true }).click();
    await expect(page).toHaveURL(/notice=created/);
    await expect(itemOf(page, title).getByText(texts.current)).toBeAttached();

    // The French text changes: the translations are now outdated.
    await edit();
    await fillTranslated(form, { Français: { [texts.content]: "Stage de basket du 1er au 5 juillet." } });
    await form.getByRole("button", { name: texts.update }).click();
    await expect(page).toHaveURL(/notice=updated/);
    await expect(itemOf(page, title).getByText(texts.outdated)).toBeAttached();
    await expect(itemOf(page, title).getByText(texts.otherOutdated)).toBeAttached();

    // The dashboard counts it; the list filters the items to translate.
    await page.goto(`${server.url}/dashboardAdmin`);
    await expect(page.getByRole("link", { name: texts.dashboard }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`${server.url}/createpost`);
    await page
      .getByRole("navigation", { name: texts.filter })
      .getByRole("link", { name: texts.needs })
      .click();
    await expect(page).toHaveURL(/translation=(en|ar)/);
    await expect(itemOf(page, title)).toBeVisible();
    await expectNoAxeViolations(page);
    await edit();

    // A failing model says so and changes nothing.
    await form.getByRole("tab", { name: texts.otherTab }).click();
    behaviour = (_system, response) => {
      response.writeHead(500);
      response.end("down");
    };
    await form.getByRole("button", { name: texts.otherDraft }).click();
    await expect(form.getByRole("alert").filter({ hasText: texts.failed })).toBeVisible();
    await expect(form.getByText(texts.mark)).toHaveCount(0);

    // The model drafts the outdated field: marked for review, not on the public site.
    behaviour = translating;
    await form.getByRole("tab", { name: texts.target }).click();
    await expect(form.getByText(texts.panel)).toBeVisible();
    await form.getByRole("button", { name: texts.draft }).click();
    await expect(form.getByRole("status").filter({ hasText: texts.drafted })).toBeVisible();
    await expect(form.getByText(texts.mark)).toBeVisible();
    const drafted = form.getByRole("textbox", { name: `${texts.content} (${texts.target})` });
    await expect(drafted).toContainText(texts.machine);
    await expectNoAxeViolations(page);
    const publicLanguage = isArabic ? "ar" : "en";
    const published = async () =>
      (
        (await (
          await page.request.get(`${server.url}/api/news/?q=${encodeURIComponent(title)}`)
        ).json()) as Array<Record<string, string>>
      )[0]?.[`content_${publicLanguage}`];
    expect(await published()).not.toContain(texts.machine);

    // Saving the language publishes the draft: the translation is current again.
    await form.getByRole("button", { name: texts.update }).click();
    await expect(page).toHaveURL(/notice=updated/);
    await expect(page).toHaveURL(/translation=(en|ar)/);
    await expect(itemOf(page, title)).toHaveCount(0);
    expect(await published()).toContain(texts.machine);
    await page.goto(`${server.url}/createpost?page=999`);
    await expect(itemOf(page, title).getByText(texts.current)).toBeAttached();
    await expect(itemOf(page, title).getByText(texts.otherOutdated)).toBeAttached();
    await context.close();
  });
}
