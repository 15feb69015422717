import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { defaultSettings } from "~/modules/settings/site-settings.schema";
import { expectNoAxeViolations, signedInPage, uniqueTag } from "./admin-support";
import { E2E_ADMIN, expectLanguage } from "./support";

/**
 * The site's settings and pages (decision 030), in French and in Arabic: an administrator changes the
 * phone number and the opening hours and sees them on the contact page, in the footer and in the
 * assistant's answers; edits the legal notice and sees it public; creates a page and opens it at its
 * address. Each settings journey puts the settings back as a new site has them.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

/** Back to a new site's settings, through the API (the page caches are emptied as for any change). */
async function restoreSettings(request: APIRequestContext) {
  const login = await request.post("/api/login/", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  const { access } = (await login.json()) as { access: string };
  const answer = await request.put("/api/settings/", {
    data: defaultSettings(),
    headers: { Authorization: `Bearer ${access}` },
  });
  expect(answer.status()).toBe(200);
}

/** The rich-text editor is a chunk loaded after the page: typing waits for its toolbar. */
async function editorReady(page: Page, label: string) {
  await expect(page.getByRole("toolbar", { name: label })).toBeVisible();
}

const contactCards = (page: Page, region: string) =>
  page.getByRole("region", { name: region }).getByRole("listitem");

async function askAssistant(
  page: Page,
  input: { open: string; bot: string; field: string; question: string },
) {
  const launcher = page.getByRole("button", { name: input.open });
  await expect(launcher).toHaveAttribute("data-ready", "true");
  await launcher.click();
  const panel = page.getByRole("dialog", { name: input.bot });
  const field = panel.getByLabel(input.field, { exact: true });
  await field.fill(input.question);
  await field.press("Enter");
  return panel.getByRole("log");
}

test.describe("settings", () => {
  test.afterEach(async ({ request }) => {
    await restoreSettings(request);
  });

  test("French: a refused time range saves nothing; the new phone and hours show on the contact page, footer and assistant", async ({
    browser,
    request,
  }) => {
    // A visitor's copy of the news page, kept by the page cache.
    await request.get("/actualites");
    const cached = await request.get("/actualites");
    expect(cached.headers()["x-cache"]).toBe("HIT");
    expect(await cached.text()).not.toContain("4+ ans");

    const page = await signedInPage(browser);
    await page.locator("aside").getByRole("link", { name: "Paramètres du site" }).click();
    await expect(page).toHaveURL(/\/admin\/parametres$/);
    await expect(page.getByRole("heading", { level: 1, name: "Paramètres du site" })).toBeVisible();
    await expectNoAxeViolations(page);

    // A Sunday that closes before it opens: the field says why, and nothing is saved.
    await page.getByLabel("Téléphone", { exact: true }).fill("+212 5 22 48 48 48");
    const sunday = page.getByRole("group", { name: "Dimanche" });
    await sunday.getByLabel("Ouverture, plage 1").fill("12:00");
    await sunday.getByLabel("Fermeture, plage 1").fill("09:00");
    await page.getByRole("button", { name: "Enregistrer les paramètres" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Rien n'a été enregistré" })).toBeVisible();
    const closes = page.getByRole("group", { name: "Dimanche" }).getByLabel("Fermeture, plage 1");
    await expect(closes).toHaveAttribute("aria-invalid", "true");
    await expect(closes).toHaveAccessibleDescription(
      "L'heure de fermeture doit venir après l'heure d'ouverture.",
    );
    await expect(closes).toBeFocused();
    await expectNoAxeViolations(page);
    const stored = (await (await page.request.get("/api/settings/")).json()) as { contact_phone: string };
    expect(stored.contact_phone).toBe("");

    // Sunday closed again, Saturday morning open, a new figure in the footer.
    await sunday.getByLabel("Ouverture, plage 1").fill("");
    await sunday.getByLabel("Fermeture, plage 1").fill("");
    const saturday = page.getByRole("group", { name: "Samedi" });
    await saturday.getByLabel("Ouverture, plage 1").fill("10:00");
    await saturday.getByLabel("Fermeture, plage 1").fill("13:00");
    await page.getByRole("group", { name: "Français" }).getByLabel("Chiffre 1").fill("4+ ans");
    await page.getByRole("button", { name: "Enregistrer les paramètres" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Paramètres enregistrés" })).toBeVisible();
    await expect(page.getByLabel("Téléphone", { exact: true })).toHaveValue("+212 5 22 48 48 48");

    await page.goto("/contacter-tamkine");
    const cards = contactCards(page, "Nos coordonnées");
    await expect(cards.nth(1).getByRole("link", { name: "+212 5 22 48 48 48" })).toHaveAttribute(
      "href",
      "tel:+212522484848",
    );
    await expect(cards.nth(2)).toContainText("Du lundi au vendredi, de 9h à 18h");
    await expect(cards.nth(2)).toContainText("Le samedi, de 10h à 13h");
    await expect(page.getByRole("contentinfo").getByText("4+ ans")).toBeVisible();
    // The change emptied the page cache: the visitor's next copy of the news page has the new footer.
    expect(await (await request.get("/actualites")).text()).toContain("4+ ans");

    await page.goto("/actualites");
    const log = await askAssistant(page, {
      open: "Ouvrir l’assistant Tamkine",
      bot: "Assistant Tamkine",
      field: "Votre question",
      question: "Quels sont vos horaires d'ouverture ?",
    });
    await expect(log).toContainText("du lundi au vendredi, de 9h à 18h ; le samedi, de 10h à 13h");
    const contact = await page.request.post("/chat", { data: { message: "Comment vous contacter ?" } });
    expect(((await contact.json()) as { response: string }).response).toContain(
      "Téléphone : +212 5 22 48 48 48.",
    );
    await page.context().close();
  });

  test("Arabic: the screen speaks Arabic right to left; the new phone and hours show on the contact page, footer and assistant", async ({
    browser,
  }) => {
    const page = await signedInPage(browser, "ar-MA");
    await page.locator("aside").getByRole("link", { name: "إعدادات الموقع" }).click();
    await expectLanguage(page, "ar");
    await expect(page.getByRole("heading", { level: 1, name: "إعدادات الموقع" })).toBeVisible();
    await expect(page.getByLabel("العنوان (العربية)")).toHaveAttribute("dir", "rtl");
    await expectNoAxeViolations(page);

    const phone = page.getByLabel("الهاتف", { exact: true });
    await phone.fill("اتصلوا بنا");
    await page.getByRole("button", { name: "حفظ الإعدادات" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "لم يُحفظ أي شيء" })).toBeVisible();
    await expect(phone).toHaveAccessibleDescription(/أدخلوا رقم هاتف صحيحاً/);

    await phone.fill("+212 6 61 00 00 00");
    const sunday = page.getByRole("group", { name: "الأحد" });
    await sunday.getByLabel("الافتتاح، الفترة 1").fill("09:00");
    await sunday.getByLabel("الإغلاق، الفترة 1").fill("12:00");
    await page.getByRole("group", { name: "العربية" }).getByLabel("الرقم 2").fill("+150 لاعب");
    await page.getByRole("button", { name: "حفظ الإعدادات" }).click();
    await expect(page.getByRole("status").filter({ hasText: "تم حفظ الإعدادات" })).toBeVisible();

    await page.goto("/contacter-tamkine?lng=ar");
    const cards = contactCards(page, "معلومات الاتصال");
    await expect(cards.nth(1).getByRole("link", { name: "+212 6 61 00 00 00" })).toBeVisible();
    await expect(cards.nth(2)).toContainText("من الاثنين إلى الجمعة، من 9:00 إلى 18:00");
    await expect(cards.nth(2)).toContainText("يوم الأحد، من 9:00 إلى 12:00");
    await expect(page.getByRole("contentinfo").getByText("+150 لاعب")).toBeVisible();

    await page.goto("/actualites?lng=ar");
    const log = await askAssistant(page, {
      open: "فتح مساعد تمكين",
      bot: "مساعد تمكين",
      field: "سؤالك",
      question: "ما هي أوقات العمل؟",
    });
    await expect(log).toContainText("يوم الأحد، من 9:00 إلى 12:00");
    const contact = await page.request.post("/chat", { data: { message: "كيف يمكنني التواصل معكم؟" } });
    expect(((await contact.json()) as { response: string }).response).toContain("+212 6 61 00 00 00");
    await page.context().close();
  });
});

test.describe("pages", () => {
  test("French: edit the legal notice and see it public; create a page and open it at its address", async ({
    browser,
  }) => {
    const page = await signedInPage(browser);
    await page.locator("aside").getByRole("link", { name: "Pages du site" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Pages du site" })).toBeVisible();
    await expectNoAxeViolations(page);

    const notice = uniqueTag("Directeur de la publication : Amina Tazi ");
    await page.getByRole("link", { name: "Modifier « Mentions légales »" }).click();
    await expect(page.getByRole("heading", { name: "Modifier la page" })).toBeVisible();
    const form = page.locator("form[aria-busy]");
    await editorReady(page, "Mise en forme : Texte (Français)");
    await expect(form.getByRole("textbox", { name: "Adresse de la page" })).toHaveValue("mentions-legales");
    await form.getByRole("textbox", { name: /^Texte \(Français\)/ }).fill(notice);
    await form.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Page modifiée avec succès !" })).toBeVisible();
    await page.goto("/mentions-legales");
    await expect(page.getByRole("heading", { level: 1, name: "Mentions légales" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(notice);

    await page.goto("/admin/pages");
    await editorReady(page, "Mise en forme : Texte (Français)");
    const slug = uniqueTag("reglement-interieur-");
    const title = `Règlement intérieur ${slug.slice(-6)}`;
    await form.getByRole("textbox", { name: "Titre (Français)" }).fill(title);
    await form
      .getByRole("textbox", { name: /^Texte \(Français\)/ })
      .fill("Les entraînements commencent à l'heure.");
    await form.getByRole("textbox", { name: "Adresse de la page" }).fill("Règlement intérieur");
    await form.getByRole("button", { name: "Ajouter" }).click();
    const address = form.getByRole("textbox", { name: "Adresse de la page" });
    await expect(address).toHaveAccessibleDescription(/Utilisez des lettres minuscules sans accent/);
    await address.fill("actualites");
    await form.getByRole("button", { name: "Ajouter" }).click();
    await expect(address).toHaveAccessibleDescription(/déjà celle d'une autre page du site/);
    await address.fill(slug);
    await form.getByRole("button", { name: "Ajouter" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Page ajoutée avec succès !" })).toBeVisible();

    await page.goto(`/${slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Les entraînements commencent à l'heure.");
    const unknown = await page.goto(`/${slug}-introuvable`);
    expect(unknown?.status()).toBe(404);
    await page.context().close();
  });

  test("Arabic: create a page in Arabic and edit the legal notice, both public", async ({ browser }) => {
    const page = await signedInPage(browser, "ar-MA");
    await page.locator("aside").getByRole("link", { name: "صفحات الموقع" }).click();
    await expectLanguage(page, "ar");
    await expect(page.getByRole("heading", { level: 1, name: "صفحات الموقع" })).toBeVisible();
    await expectNoAxeViolations(page);

    const form = page.locator("form[aria-busy]");
    await editorReady(page, "التنسيق: النص (Français)");
    const slug = uniqueTag("qanoun-dakhili-");
    const title = `النظام الداخلي ${slug.slice(-6)}`;
    await form.getByRole("tab", { name: "Français" }).click();
    await form.getByRole("textbox", { name: "العنوان (Français)" }).fill(`Règlement ${slug.slice(-6)}`);
    await form.getByRole("textbox", { name: /^النص \(Français\)/ }).fill("Le règlement du club.");
    await form.getByRole("tab", { name: "العربية" }).click();
    await form.getByRole("textbox", { name: "العنوان (العربية)" }).fill(title);
    await form.getByRole("textbox", { name: /^النص \(العربية\)/ }).fill("تبدأ الحصص التدريبية في موعدها.");
    await form.getByRole("textbox", { name: "عنوان الصفحة" }).fill(slug);
    await form.getByRole("button", { name: "إضافة" }).click();
    await expect(page.getByRole("status").filter({ hasText: "تمت إضافة الصفحة بنجاح!" })).toBeVisible();

    await page.goto(`/${slug}?lng=ar`);
    await expectLanguage(page, "ar");
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("تبدأ الحصص التدريبية في موعدها.");

    await page.goto("/admin/pages");
    const notice = uniqueTag("مدير النشر: أمينة التازي ");
    await page.getByRole("link", { name: "تعديل «الإشعار القانوني»" }).click();
    await editorReady(page, "التنسيق: النص (Français)");
    await form.getByRole("tab", { name: "العربية" }).click();
    await form.getByRole("textbox", { name: /^النص \(العربية\)/ }).fill(notice);
    await form.getByRole("button", { name: "حفظ التعديلات" }).click();
    await expect(page.getByRole("status").filter({ hasText: "تم تعديل الصفحة بنجاح!" })).toBeVisible();
    await page.goto("/mentions-legales?lng=ar");
    await expect(page.getByRole("main")).toContainText(notice);
    await page.context().close();
  });
});
