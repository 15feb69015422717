/**
 * Roles and the account lifecycle (decision 026), in French and in Arabic, on a server of its own (its
 * accounts and policy change under it): an administrator invites an editor and requires two-step
 * verification of every account (setting up their own first); the editor accepts the invitation (the
 * link comes from the outbox), signs in, is sent to set up two-step verification before anything else,
 * then writes an article and is refused the inboxes; once the administrator disables the account, the
 * editor's open session stops working. axe on the new screens.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { openSiteDb } from "~/database.server";
import { ar } from "~/i18n/locales/ar";
import { fr } from "~/i18n/locales/fr";
import { createTranslator } from "~/i18n/translate";
import {
  authenticator,
  expectNoAxeViolations,
  fillTranslated,
  uniqueTag,
  type Authenticator,
} from "./admin-support";
import { spawnServer, type SpawnedServer } from "./spawn-server";

const port = Number(process.env.E2E_PORT ?? 3210) + 33;
const ADMIN = { username: "roles-admin", password: "une phrase de passe pour les rôles" };
const EDITOR_PASSWORD = "le mot de passe du rédacteur";

const TEXTS = {
  fr: {
    locale: "fr-FR",
    accounts: "Administrateurs",
    invite: "Inviter une personne",
    username: "Nom d'utilisateur",
    email: "Adresse e-mail",
    role: "Rôle",
    editor: "Rédacteur",
    send: "Envoyer l'invitation",
    invited: (email: string) => `Invitation envoyée à ${email}.`,
    accept: "Créer mon compte",
    password: "Mot de passe",
    confirm: "Confirmer le mot de passe",
    ready: /Votre compte est prêt/,
    signIn: "Se connecter",
    newsTitle: "Gestion des actualités",
    titleField: "Titre",
    contentField: "Contenu",
    add: "Ajouter",
    forbidden: "Votre rôle ne permet pas d'ouvrir cette page.",
    navigation: "Navigation de l'administration",
    contacts: "Messages de contact",
    disable: "Désactiver",
    disabled: (username: string) => `Le compte ${username} est désactivé`,
    expiredLink: /Ce lien d'invitation n'est plus valable/,
  },
  ar: {
    locale: "ar-MA",
    accounts: "المسؤولون",
    invite: "دعوة شخص",
    username: "اسم المستخدم",
    email: "البريد الإلكتروني",
    role: "الدور",
    editor: "محرر",
    send: "إرسال الدعوة",
    invited: (email: string) => `أُرسلت الدعوة إلى ${email}.`,
    accept: "إنشاء حسابي",
    password: "كلمة المرور",
    confirm: "تأكيد كلمة المرور",
    ready: /حسابك جاهز/,
    signIn: "تسجيل الدخول",
    newsTitle: "إدارة الأخبار",
    titleField: "العنوان",
    contentField: "المحتوى",
    add: "إضافة",
    forbidden: "دورك لا يسمح لك بفتح هذه الصفحة.",
    navigation: "",
    contacts: "",
    disable: "تعطيل",
    disabled: (username: string) => `تم تعطيل الحساب ${username}`,
    expiredLink: /رابط الدعوة هذا لم يعد صالحًا/,
  },
} as const;

const T = { fr: createTranslator(fr, "fr"), ar: createTranslator(ar, "ar") };

let server: SpawnedServer;
let dataDir = "";
/** The administrator's authenticator app, once they have set up two-step verification on this server. */
let adminApp: Authenticator | undefined;

/** On the account security screen: turn two-step verification on with the app, as a person would. */
async function setUpTwoFactor(page: Page, language: "fr" | "ar"): Promise<Authenticator> {
  const t = T[language];
  await expect(page).toHaveURL(/\/admin\/securite/);
  await page.getByRole("button", { name: t("admin.security.start.submit") }).click();
  const setup = page.getByRole("region", { name: t("admin.security.setup.title") });
  const secret = (await setup.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
  const app = authenticator(secret);
  await setup.getByLabel(t("admin.security.setup.code")).fill(await app.nextCode());
  await setup.getByRole("button", { name: t("admin.security.setup.submit") }).click();
  await expect(page.getByRole("status").first()).toHaveText(t("admin.security.enabled"));
  return app;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "tamkine-roles-"));
  server = await spawnServer({
    port,
    env: {
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_CONCURRENCY: "1",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function newPage(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale, baseURL: server.url });
  return await context.newPage();
}

/** Signs in with the password, then the app's code when the account has two-step verification. */
async function signIn(page: Page, username: string, password: string, label: string, app?: Authenticator) {
  await page.goto("/login");
  await page.getByLabel(/Nom d'utilisateur|اسم المستخدم/).fill(username);
  await page.getByLabel(/^(Mot de passe|كلمة المرور)$/).fill(password);
  await page.getByRole("button", { name: label }).click();
  if (app) {
    const t = T[(await page.locator("html").getAttribute("lang")) === "ar" ? "ar" : "fr"];
    await page.getByLabel(t("auth.twoFactor.code"), { exact: true }).fill(await app.nextCode());
    await page.getByRole("button", { name: t("auth.twoFactor.submit"), exact: true }).click();
  }
}

async function invitationLink(email: string) {
  const db = await openSiteDb({ dialect: "sqlite", file: path.join(dataDir, "site.sqlite") });
  try {
    const mail = await db.kysely
      .selectFrom("outbox")
      .select("text")
      .where("to", "=", email)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    return /https?:\/\/\S+\/invitation\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];
  } finally {
    await db.close();
  }
}

for (const language of ["fr", "ar"] as const) {
  const text = TEXTS[language];

  test(`${language}: invite an editor, who accepts, sets up the required two-step verification, writes an article, is refused the inboxes, and is stopped once disabled`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const username = `redacteur-${language}`;
    const email = `${username}@example.org`;

    // The administrator invites an editor.
    const t = T[language];
    const admin = await newPage(browser, text.locale);
    await signIn(admin, ADMIN.username, ADMIN.password, text.signIn, adminApp);
    await expect(admin).toHaveURL(/\/dashboardAdmin$/);
    await admin.goto("/admin/administrateurs");
    await expect(admin.getByRole("heading", { level: 1, name: text.accounts })).toBeVisible();
    await expectNoAxeViolations(admin);
    const invite = admin.getByRole("region", { name: text.invite });
    await invite.getByRole("textbox", { name: text.username }).fill(username);
    await invite.getByRole("textbox", { name: text.email }).fill(email);
    await invite.getByRole("combobox", { name: text.role }).selectOption({ label: text.editor });
    await invite.getByRole("button", { name: text.send }).click();
    await expect(invite.getByRole("status")).toHaveText(text.invited(email));
    await expectNoAxeViolations(admin);

    // Two-step verification becomes required for every account: the administrator, who has not set it
    // up yet, is sent to do so before anything else.
    const policy = admin.getByRole("region", { name: t("admin.lifecycle.policy.title") });
    const required = policy.getByRole("checkbox", { name: t("admin.lifecycle.policy.label") });
    if (!(await required.isChecked())) {
      await required.check();
      await policy.getByRole("button", { name: t("admin.lifecycle.policy.submit") }).click();
    }
    if (!adminApp) {
      // Saved: the screen, read again, sends its administrator to the setup.
      await expect(admin).toHaveURL(/\/admin\/securite/);
      adminApp = await setUpTwoFactor(admin, language);
    }

    // The invitation, from the outbox: choose a password, once.
    const link = await invitationLink(email);
    const editor = await newPage(browser, text.locale);
    await editor.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expectNoAxeViolations(editor);
    await editor.getByLabel(text.password, { exact: true }).fill(EDITOR_PASSWORD);
    await editor.getByLabel(text.confirm).fill(EDITOR_PASSWORD);
    await editor.getByRole("button", { name: text.accept }).click();
    await expect(editor.getByRole("status")).toHaveText(text.ready);
    await editor.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expect(editor.getByRole("alert")).toHaveText(text.expiredLink);

    // The editor signs in and must set up two-step verification first: every other page leads there.
    await signIn(editor, username, EDITOR_PASSWORD, text.signIn);
    await expect(editor).toHaveURL(/\/admin\/securite/);
    await editor.goto("/createpost");
    await expect(editor).toHaveURL(/\/admin\/securite/);
    await setUpTwoFactor(editor, language);

    // Then the news screen is open to them; the inboxes are not theirs.
    await editor.goto("/dashboardAdmin");
    if (language === "fr") {
      const sidebar = editor.getByRole("navigation", { name: text.navigation });
      await expect(sidebar.getByRole("link", { name: "Actualités" })).toBeVisible();
      await expect(sidebar.getByRole("link", { name: text.contacts })).toHaveCount(0);
    }
    await editor.goto("/createpost");
    await expect(editor.getByRole("heading", { level: 1, name: text.newsTitle })).toBeVisible();
    // They write an article: the rich-text editors replace their textareas once loaded, so the journey
    // types once every editor is there.
    const form = editor.locator("form[aria-busy]");
    await expect(form.locator('textarea[maxlength="100000"]:not([hidden])')).toHaveCount(0, {
      timeout: 20_000,
    });
    const title = uniqueTag(language === "ar" ? "خبر " : "Article ");
    await fillTranslated(form, {
      Français: { [text.titleField]: title, [text.contentField]: "Texte de l'article." },
    });
    await form.getByRole("button", { name: text.add, exact: true }).click();
    await expect(editor).toHaveURL(/notice=created/);
    await expect(editor.getByRole("heading", { name: title })).toBeVisible();
    const refused = await editor.goto("/listeContacts");
    expect(refused?.status()).toBe(403);
    await expect(editor.getByRole("alert")).toContainText(text.forbidden);
    await expectNoAxeViolations(editor);

    // The administrator disables the account: the editor's open session stops at once.
    await admin.goto("/admin/administrateurs");
    const row = admin.getByRole("row").filter({ hasText: username });
    await row.getByRole("button", { name: text.disable }).click();
    await expect(admin.getByRole("status").first()).toContainText(text.disabled(username));
    await editor.goto("/createpost");
    await expect(editor).toHaveURL(/\/login\?redirectTo=%2Fcreatepost$/);

    await admin.context().close();
    await editor.context().close();
  });
}
