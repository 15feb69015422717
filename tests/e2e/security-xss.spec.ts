/**
 * Stored and reflected XSS, in Chromium, on a server of its own: script payloads go in through every
 * visitor's form (contact, join, community, partner, newsletter, the chat assistant) and the back office's
 * content forms (news title and content, a platform's address), then every place that shows them is
 * opened: the public news list, the article, the search, the platforms page, each inbox list and its
 * details, the chat log, the journal, the preview, the exports and the personal-data search.
 *
 * Everywhere: no payload ran (`window.__xss` stays undefined, no dialog opened), no payload became
 * markup (no element carries an `on…` handler, no `javascript:` link, no injected script), no inline
 * script was refused by the CSP (which would mean the markup got through and only the policy stopped
 * it), and the payload is there to read as text.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { fr } from "~/i18n/locales/fr";
import { createTranslator } from "~/i18n/translate";
import { fillTranslated } from "./admin-support";
import { spawnServer, type SpawnedServer } from "./spawn-server";

const ADMIN = { username: "xss-admin", password: "xss mot de passe solide" };
const port = Number(process.env.E2E_PORT ?? 3210) + 41;
const t = createTranslator(fr, "fr");
type Key = Parameters<typeof t>[0];

/** Each sets window.__xss when it runs; two of them also open a dialog. */
const SCRIPT = "<script>window.__xss=1</script>";
const IMG = `<img src=x onerror="window.__xss=1;alert(1)">`;
const SVG = `"><svg onload=window.__xss=1>`;
const SVG_URL = `"><svg/onload=window.__xss=1;alert(2)>`;
const JS_URL = "javascript:window.__xss=1";

const tag = `xss${Date.now().toString(36)}`;
const sent = {
  contact: { name: `Amina ${IMG}`, subject: `${SVG} ${tag}`, message: `${SCRIPT} ${tag} contact` },
  join: { organisation: `Asso ${SVG}`, message: `${IMG} ${tag} rejoindre` },
  community: { nom: `Bennani ${SCRIPT}`, prenom: `Sara ${IMG}` },
  partner: {
    last_name: `Alami ${SVG}`,
    first_name: `Karim ${SCRIPT}`,
    role: IMG,
    organisation: `Org ${tag}`,
    website_url: `https://partenaire.example/?q=${SVG_URL}`,
    message: `${SCRIPT} ${tag} partenaire`,
  },
  chat: `${IMG} ${tag} question`,
  newsTitle: `Annonce ${tag} ${IMG}`,
  newsContent: `${SCRIPT} ${SVG} ${tag} <a href="${JS_URL}">lien</a>`,
  platformTitle: `Plateforme ${tag} ${SVG}`,
  platformUrl: `https://plateforme.example/?q=${SVG_URL}`,
};

let server: SpawnedServer;
let dataDir = "";

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "tamkine-xss-"));
  server = await spawnServer({
    port,
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Dialogs and CSP refusals seen by a page; each test ends by checking there were none. */
function watch(page: Page) {
  const incidents: string[] = [];
  page.on("dialog", (dialog) => {
    incidents.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load)/i.test(message.text())) {
      incidents.push(`csp: ${message.text()}`);
    }
  });
  return incidents;
}

/** Nothing ran, and nothing of the payloads became markup. */
async function expectInert(page: Page) {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    if ((window as unknown as { __xss?: unknown }).__xss !== undefined) problems.push("window.__xss was set");
    for (const element of document.querySelectorAll("*")) {
      for (const attribute of element.attributes) {
        const isHandler = /^on/i.test(attribute.name);
        const isScriptUrl =
          /^(href|src|action|formaction|xlink:href)$/i.test(attribute.name) &&
          /^\s*javascript:/i.test(attribute.value);
        if (isHandler || isScriptUrl) {
          problems.push(`<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}">`);
        }
      }
    }
    for (const script of document.scripts) {
      if (script.textContent?.trim() === "window.__xss=1") problems.push("an injected <script>");
    }
    return problems;
  });
  expect(found, page.url()).toEqual([]);
}

async function expectShown(scope: Page | Locator, text: string) {
  await expect(scope.getByText(text).first()).toBeVisible();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const field = (page: Page, key: Key) => page.getByLabel(new RegExp(`^${escape(t(key))}`));

/** The signed stamp makes a submission sooner than 2 s after the render a bot's. */
async function submitAfterFillTime(page: Page, renderedAt: number, button: string) {
  await page.waitForTimeout(Math.max(0, 2300 - (Date.now() - renderedAt)));
  await page.getByRole("main").getByRole("button", { name: button }).click();
}

async function openForm(page: Page, path: string, formId: string) {
  await page.goto(path);
  const renderedAt = Date.now();
  await expect(page.locator(`#${formId} input[name="_js"]`)).toHaveCount(1);
  return renderedAt;
}

/** A plain document POST (no JavaScript involved in sending it): the page comes back with the values. */
async function postDocument(page: Page, path: string, fields: Record<string, string>) {
  await page.route(
    `**${path}`,
    (route) =>
      route.continue({
        method: "POST",
        postData: new URLSearchParams(fields).toString(),
        headers: { ...route.request().headers(), "content-type": "application/x-www-form-urlencoded" },
      }),
    { times: 1 },
  );
  return page.goto(path);
}

async function signIn(page: Page) {
  await page.goto("/login");
  await page.getByLabel("Nom d'utilisateur").fill(ADMIN.username);
  await page.getByLabel("Mot de passe", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/dashboardAdmin$/);
}

test("every visitor's form takes script payloads and answers them as text", async ({ page }) => {
  const incidents = watch(page);

  let renderedAt = await openForm(page, "/contacter-tamkine", "contact-form");
  await field(page, "forms.contact.fields.name").fill(sent.contact.name);
  await field(page, "forms.contact.fields.email").fill(`contact-${tag}@example.org`);
  await field(page, "forms.contact.fields.subject").fill(sent.contact.subject);
  await field(page, "forms.contact.fields.message").fill(sent.contact.message);
  await submitAfterFillTime(page, renderedAt, t("forms.contact.submit"));
  await expectShown(page, t("forms.contact.success"));
  await expectInert(page);

  renderedAt = await openForm(page, "/nous-rejoindre", "join-form");
  await field(page, "forms.join.fields.organisation").fill(sent.join.organisation);
  await field(page, "forms.join.fields.email").fill(`join-${tag}@example.org`);
  await field(page, "forms.join.fields.message").fill(sent.join.message);
  await submitAfterFillTime(page, renderedAt, t("forms.join.submit"));
  await expectShown(page, t("forms.join.success"));
  await expectInert(page);

  renderedAt = await openForm(page, "/community", "community-form");
  await field(page, "forms.community.fields.nom").fill(sent.community.nom);
  await field(page, "forms.community.fields.prenom").fill(sent.community.prenom);
  await field(page, "forms.community.fields.role").selectOption("benevole");
  await field(page, "forms.community.fields.tel").fill("+212 6 00 00 02 02");
  await field(page, "forms.community.fields.email").fill(`community-${tag}@example.org`);
  await field(page, "forms.terms.label").check();
  await submitAfterFillTime(page, renderedAt, t("forms.community.submit"));
  await expectShown(page, t("forms.community.success"));
  await expectInert(page);

  renderedAt = await openForm(page, "/partner", "partner-form");
  await field(page, "forms.partner.fields.last_name").fill(sent.partner.last_name);
  await field(page, "forms.partner.fields.first_name").fill(sent.partner.first_name);
  await field(page, "forms.partner.fields.role").fill(sent.partner.role);
  await field(page, "forms.partner.fields.organisation").fill(sent.partner.organisation);
  // A javascript: address is refused in the browser and by the server, and stays text in the field.
  await field(page, "forms.partner.fields.website_url").fill(JS_URL);
  await field(page, "forms.partner.fields.email").fill(`partner-${tag}@example.org`);
  await field(page, "forms.partner.fields.phone").fill("+212600000303");
  await field(page, "forms.partner.fields.message").fill(sent.partner.message);
  await field(page, "forms.terms.label").check();
  await submitAfterFillTime(page, renderedAt, t("forms.partner.submit"));
  await expectShown(page, t("validation.url"));
  await expect(field(page, "forms.partner.fields.website_url")).toHaveValue(JS_URL);
  await expectInert(page);
  await field(page, "forms.partner.fields.website_url").fill(sent.partner.website_url);
  await page
    .getByRole("main")
    .getByRole("button", { name: t("forms.partner.submit") })
    .click();
  await expectShown(page, t("forms.partner.success"));
  await expectInert(page);

  // The newsletter takes an address only: a hostile one is refused, a real one is stored.
  await page.goto("/newsletter");
  renderedAt = Date.now();
  const email = page.getByRole("main").getByLabel(t("forms.newsletter.emailLabel"));
  await email.fill(`${tag}@example.org`);
  await submitAfterFillTime(page, renderedAt, t("forms.newsletter.submit"));
  await expectShown(page.getByRole("main"), t("forms.newsletter.success"));
  await expectInert(page);

  // The chat assistant shows the question back in its log.
  await page.goto("/actualites");
  const launcher = page.getByRole("button", { name: "Ouvrir l’assistant Tamkine" });
  await expect(launcher).toHaveAttribute("data-ready", "true");
  await launcher.click();
  const panel = page.getByRole("dialog", { name: "Assistant Tamkine" });
  await panel.getByLabel("Votre question", { exact: true }).fill(sent.chat);
  await panel.getByLabel("Votre question", { exact: true }).press("Enter");
  await expect(panel.getByRole("log").getByRole("button", { name: "Oui" })).toHaveCount(1);
  await expectShown(panel.getByRole("log"), sent.chat);
  await expectInert(page);

  expect(incidents).toEqual([]);
});

test("forms posted without JavaScript come back with the payloads as values, not markup", async ({
  page,
}) => {
  const incidents = watch(page);
  // No valid stamp: each answer is a refusal or a validation error that shows the form again with its values.
  const cases: Array<{ path: string; fields: Record<string, string>; kept: Array<[string, string]> }> = [
    {
      path: "/contacter-tamkine",
      fields: { ...sent.contact, email: `${SVG}@example.org`, form_stamp: "forged" },
      kept: [
        ["name", sent.contact.name],
        ["subject", sent.contact.subject],
        ["email", `${SVG}@example.org`],
      ],
    },
    {
      path: "/nous-rejoindre",
      fields: { ...sent.join, email: `join-${tag}@example.org`, form_stamp: "forged" },
      kept: [["organisation", sent.join.organisation]],
    },
    {
      path: "/community",
      fields: { ...sent.community, role: "benevole", tel: IMG, email: SCRIPT, form_stamp: "forged" },
      kept: [
        ["nom", sent.community.nom],
        ["tel", IMG],
      ],
    },
    {
      path: "/partner",
      fields: { ...sent.partner, website_url: JS_URL, email: IMG, phone: SVG, form_stamp: "forged" },
      kept: [
        ["last_name", sent.partner.last_name],
        ["website_url", JS_URL],
      ],
    },
    { path: "/newsletter", fields: { email: `${SVG}@example.org`, form_stamp: "forged" }, kept: [] },
  ];
  for (const { path, fields, kept } of cases) {
    const response = await postDocument(page, path, fields);
    expect(response?.status(), path).toBe(400);
    for (const [name, value] of kept) {
      await expect(page.locator(`main [name="${name}"]`).first(), `${path} ${name}`).toHaveValue(value);
    }
    await expectInert(page);
  }
  // The search echoes its query.
  await page.goto(`/search?q=${encodeURIComponent(SCRIPT)}`);
  await expectShown(page.getByRole("main"), SCRIPT);
  await expectInert(page);
  expect(incidents).toEqual([]);
});

test("the back office's content forms store payloads, and refuse a javascript: address", async ({ page }) => {
  const incidents = watch(page);
  await signIn(page);
  const form = page.locator("form[aria-busy]");

  await page.goto("/createpost");
  await fillTranslated(form, { Français: { Titre: sent.newsTitle, Contenu: sent.newsContent } });
  await form.getByRole("button", { name: "Ajouter" }).click();
  await expectShown(page.getByRole("status"), "Article ajouté avec succès !");
  await expectShown(page, sent.newsTitle);
  await expectInert(page);

  await page.goto("/platformPost");
  await fillTranslated(form, { Français: { Titre: sent.platformTitle, Description: SCRIPT } });
  const address = form.getByRole("textbox", { name: /Adresse du site/ });
  await address.fill(JS_URL);
  await form.getByRole("button", { name: "Ajouter" }).click();
  await expectShown(form, t("validation.url"));
  await expect(address).toHaveValue(JS_URL);
  await expectInert(page);
  await address.fill(sent.platformUrl);
  await form.getByRole("button", { name: "Ajouter" }).click();
  await expectShown(page.getByRole("status"), "Plateforme ajoutée avec succès !");
  await expectShown(page, sent.platformTitle);
  await expectInert(page);

  expect(incidents).toEqual([]);
});

test("the public pages show the stored payloads as text", async ({ page }) => {
  const incidents = watch(page);

  await page.goto("/actualites");
  await expectShown(page.getByRole("main"), sent.newsTitle);
  await expectInert(page);

  await page.getByRole("main").getByRole("link", { name: sent.newsTitle }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: sent.newsTitle })).toBeVisible();
  await expectShown(page.getByRole("main"), sent.newsContent);
  await expectInert(page);

  await page.goto(`/search?q=${tag}`);
  await expectShown(page.getByRole("main"), sent.newsTitle);
  await expectInert(page);

  await page.goto("/plateforms");
  await expectShown(page.getByRole("main"), sent.platformTitle);
  await expectShown(page.getByRole("main"), SCRIPT);
  const links = page.getByRole("main").locator('a[href*="plateforme.example"]');
  await expect(links.first()).toBeAttached();
  for (const href of await links.evaluateAll((anchors) =>
    anchors.map((a) => (a as HTMLAnchorElement).href),
  )) {
    expect(new URL(href).protocol).toBe("https:");
  }
  await expectInert(page);

  expect(incidents).toEqual([]);
});

test("the back office shows every stored payload as text: inboxes, chat log, journal, preview, exports", async ({
  page,
}) => {
  const incidents = watch(page);
  await signIn(page);

  const inboxes: Array<{ path: string; heading: string; details: string[] }> = [
    {
      path: `/listeContacts?q=${tag}`,
      heading: sent.contact.name,
      details: [sent.contact.subject, sent.contact.message],
    },
    { path: `/listeRejoindre?q=${tag}`, heading: sent.join.organisation, details: [sent.join.message] },
    {
      path: `/listeRejoindre?tab=partners&q=${tag}`,
      heading: sent.partner.last_name,
      details: [sent.partner.first_name, sent.partner.role, sent.partner.message, sent.partner.website_url],
    },
    {
      path: `/listePostulantsCommunity?q=${tag}`,
      heading: sent.community.nom,
      details: [sent.community.prenom],
    },
  ];
  for (const inbox of inboxes) {
    await page.goto(inbox.path);
    const row = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("article") })
      .filter({ hasText: inbox.heading })
      .first();
    await expect(row, inbox.path).toBeVisible();
    await expectInert(page);
    await row.getByRole("button", { expanded: false }).first().click();
    await expect(row.getByRole("button", { expanded: true }).first()).toBeVisible();
    await expectInert(page);
    for (const text of inbox.details) await expectShown(row, text);
  }
  await page.goto("/listeAbonnement");
  await expectShown(page.getByRole("main"), `${tag}@example.org`);
  await expectInert(page);

  await page.goto("/admin/chat");
  await expectShown(page.getByTestId("chat-log-row").filter({ hasText: tag }), sent.chat);
  await expectInert(page);

  await page.goto("/admin/journal");
  await expectShown(page.getByRole("main"), sent.newsTitle);
  await expectShown(page.getByRole("main"), sent.platformTitle);
  await expectInert(page);

  // The preview opens in a new tab, in the public template.
  await page.goto("/createpost");
  const [preview] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("link", { name: `Aperçu de « ${sent.newsTitle} »` }).click(),
  ]);
  incidents.push(...watch(preview));
  await expect(preview.getByRole("heading", { level: 1, name: sent.newsTitle })).toBeVisible();
  await expectShown(preview.getByRole("main"), sent.newsContent);
  await expectInert(preview);
  await preview.close();

  // The personal-data search shows the address it was given, even a hostile one.
  await page.goto(`/admin/donnees-personnelles?email=${encodeURIComponent(SVG)}`);
  await expect(page.getByRole("main").locator('input[name="email"]').first()).toHaveValue(SVG);
  await expectInert(page);

  // Exports are files to save, never pages: CSV served as an attachment with nosniff, payloads kept.
  for (const [kind, text] of [
    ["contact", sent.contact.message],
    ["rejoindre", sent.join.message],
    ["partners", sent.partner.message],
    ["community", sent.community.nom],
  ] as const) {
    const answer = await page.request.get(`/admin/export/${kind}`);
    expect(answer.status(), kind).toBe(200);
    expect(answer.headers()["content-type"]).toMatch(/^text\/csv/);
    expect(answer.headers()["content-disposition"]).toMatch(/^attachment/);
    expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
    // A cell with quotes is quoted, its own quotes doubled (RFC 4180).
    expect(await answer.text()).toContain(text.includes('"') ? text.replaceAll('"', '""') : text);
  }

  expect(incidents).toEqual([]);
});
