import { expect, test, type Page } from "@playwright/test";
import { expectLanguage } from "./support";
import {
  expectNoAxeViolations,
  fillTranslated,
  pngFile,
  signedInPage,
  uniqueTag,
  withServerDb,
} from "./admin-support";

/**
 * The media library (decision 029), in French and in Arabic: an image uploaded into the library gets its
 * alt texts and focal point, is picked in a news item's image field through the picker dialog, and the
 * public article shows the alt text of each language and the focal point; the library refuses to delete
 * it while the article uses it. axe checks the screen, the edit panel and the dialog.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const TEXTS = {
  "fr-FR": {
    lang: "fr",
    title: "Médiathèque",
    uploadLabel: "Fichier (image ou document)",
    uploadSubmit: "Téléverser",
    uploaded: "Fichier ajouté à la médiathèque.",
    searchLabel: "Rechercher dans la médiathèque",
    search: "Rechercher",
    edit: (name: string) => `Modifier : ${name}`,
    alt: {
      fr: "Texte alternatif (français)",
      en: "Texte alternatif (anglais)",
      ar: "Texte alternatif (arabe)",
    },
    focalX: "Horizontal (0 = gauche, 1 = droite)",
    focalY: "Vertical (0 = haut, 1 = bas)",
    save: "Enregistrer",
    saved: "Modifications enregistrées.",
    titleLabel: "Titre",
    contentLabel: "Contenu",
    add: "Ajouter",
    added: "Article ajouté avec succès !",
    choose: "Choisir dans la médiathèque",
    dialog: "Choisir une image dans la médiathèque",
    pick: (name: string) => `Choisir « ${name} »`,
    picked: "Image choisie dans la médiathèque",
    usage: "Utilisé dans",
    delete: "Supprimer",
    inUse: "Ce fichier est utilisé, il ne peut pas être supprimé.",
  },
  "ar-MA": {
    lang: "ar",
    title: "مكتبة الوسائط",
    uploadLabel: "ملف (صورة أو وثيقة)",
    uploadSubmit: "رفع",
    uploaded: "أُضيف الملف إلى مكتبة الوسائط.",
    searchLabel: "البحث في مكتبة الوسائط",
    search: "بحث",
    edit: (name: string) => `تعديل : ${name}`,
    alt: { fr: "النص البديل (بالفرنسية)", en: "النص البديل (بالإنجليزية)", ar: "النص البديل (بالعربية)" },
    focalX: "أفقيًا (0 = اليسار، 1 = اليمين)",
    focalY: "عموديًا (0 = الأعلى، 1 = الأسفل)",
    save: "حفظ",
    saved: "حُفظت التعديلات.",
    titleLabel: "العنوان",
    contentLabel: "المحتوى",
    add: "إضافة",
    added: "تمت إضافة المقال بنجاح!",
    choose: "الاختيار من مكتبة الوسائط",
    dialog: "اختيار صورة من مكتبة الوسائط",
    pick: (name: string) => `اختيار «${name}»`,
    picked: "صورة مختارة من مكتبة الوسائط",
    usage: "مستخدم في",
    delete: "حذف",
    inUse: "هذا الملف مستخدم ولا يمكن حذفه.",
  },
} as const;

for (const [locale, texts] of Object.entries(TEXTS) as Array<
  [keyof typeof TEXTS, (typeof TEXTS)[keyof typeof TEXTS]]
>) {
  test(`media library in ${texts.lang}: upload, alt texts, focal point, pick in a news item, public alt text`, async ({
    browser,
  }) => {
    const page: Page = await signedInPage(browser, locale);
    const tag = uniqueTag("mediatheque");
    const alt = {
      fr: `Élèves au tournoi ${tag}`,
      en: `Pupils at the tournament ${tag}`,
      ar: `تلاميذ في الدوري ${tag}`,
    };

    // The library: upload an image.
    await page.goto("/admin/medias");
    await expectLanguage(page, texts.lang);
    await expect(page.getByRole("heading", { level: 1, name: texts.title })).toBeVisible();
    await page.getByLabel(texts.uploadLabel).setInputFiles(await pngFile(`${tag}.png`, "#e87e2f"));
    await page.getByRole("button", { name: texts.uploadSubmit }).click();
    await expect(page.getByRole("status").filter({ hasText: texts.uploaded })).toBeVisible();
    await expectNoAxeViolations(page);

    // Find it, give it alt texts and a focal point (a click on the picture).
    await page.getByLabel(texts.searchLabel).fill(tag);
    await page.getByRole("button", { name: texts.search, exact: true }).click();
    await page.getByRole("link", { name: texts.edit(`${tag}.png`) }).click();
    await page.getByLabel(texts.alt.fr).fill(alt.fr);
    await page.getByLabel(texts.alt.en).fill(alt.en);
    await page.getByLabel(texts.alt.ar).fill(alt.ar);
    await expect(page.getByLabel(texts.alt.ar)).toHaveAttribute("dir", "rtl");
    const area = page.getByTestId("focal-area");
    const box = (await area.boundingBox())!;
    await area.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
    await expect(page.getByLabel(texts.focalX)).toHaveValue("0.25");
    await expect(page.getByLabel(texts.focalY)).toHaveValue("0.75");
    // The keyboard's way: the arrow keys step the value.
    await page.getByLabel(texts.focalY).focus();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByLabel(texts.focalY)).toHaveValue("0.76");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: texts.save, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: texts.saved })).toBeVisible();
    await expect(page.getByLabel(texts.alt.en)).toHaveValue(alt.en);

    // A news item picks it through the dialog.
    await page.goto("/createpost");
    const form = page.locator("form[aria-busy]");
    const title = `Tournoi ${tag}`;
    await fillTranslated(form, {
      Français: { [texts.titleLabel]: title, [texts.contentLabel]: "Le tournoi des écoles." },
    });
    await form.getByRole("button", { name: texts.choose }).click();
    const dialog = page.getByRole("dialog", { name: texts.dialog });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    // Escape closes it; it opens again.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await form.getByRole("button", { name: texts.choose }).click();
    await dialog.getByLabel(texts.searchLabel).fill(tag);
    await dialog.getByLabel(texts.searchLabel).press("Enter");
    await dialog.getByRole("button", { name: texts.pick(alt.fr) }).click();
    await expect(dialog).toBeHidden();
    await expect(form.getByText(texts.picked)).toBeVisible();
    await form.getByRole("button", { name: texts.add, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: texts.added })).toBeVisible();

    // The public article: the alt text of each language, and the focal point.
    const article = await withServerDb((db) =>
      db.kysely
        .selectFrom("news")
        .select(["id", "slug", "image"])
        .where("title_fr", "=", title)
        .executeTakeFirstOrThrow(),
    );
    expect(article.image).toMatch(/^\/media\//);
    // The page's language is remembered: the back office's own comes last, to be used again below.
    const languages = (["fr", "en", "ar"] as const).filter((lng) => lng !== texts.lang);
    for (const lng of [...languages, texts.lang]) {
      await page.goto(`/blogdetail/${article.slug}_${article.id}?lng=${lng}`);
      const image = page.locator("article img").first();
      await expect(image).toHaveAttribute("alt", alt[lng]);
      await expect(image).toHaveAttribute("style", /object-position: ?25% 76%/);
    }

    // Used, so not deletable: the library says where.
    await page.goto(`/admin/medias?q=${tag}`);
    await page.getByRole("link", { name: texts.edit(alt.fr) }).click();
    await expect(page.getByRole("heading", { name: texts.usage })).toBeVisible();
    await expect(page.getByText(title, { exact: true })).toBeVisible();
    page.once("dialog", (confirm) => void confirm.accept());
    await page.getByRole("button", { name: texts.delete, exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: texts.inUse })).toContainText(title);
    await page.context().close();
  });
}
