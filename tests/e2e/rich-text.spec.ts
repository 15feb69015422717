import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, pngFile, signedInPage, uniqueTag, withServerDb } from "./admin-support";
import { login } from "./support";

/**
 * Rich text (decision 027): an administrator writes an article with the toolbar and the keyboard, and
 * images from the media library (decision 029) with the alt text of the field's language; the public
 * page renders it on the server without the editor's code; the Arabic field is edited right to
 * left whatever the interface's language; without JavaScript the textarea still submits, and the
 * server says what it removed.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

const form = (page: Page) => page.locator("form[aria-busy]");

/**
 * Selects the last word of the line with the keyboard, as a writer does: from the line's end, one
 * Shift+arrow per letter ("ArrowLeft" left to right, "ArrowRight" right to left). On a loaded machine
 * the editor can apply the last typed letters after the first arrow and move the selection: the
 * selection is checked, and made again from the line's end until it is the word.
 */
async function selectLastWord(page: Page, word: string, arrow: "ArrowLeft" | "ArrowRight") {
  await expect(async () => {
    await page.keyboard.press("End");
    for (let i = 0; i < word.length; i++) await page.keyboard.press(`Shift+${arrow}`);
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(word);
  }).toPass({ timeout: 15_000 });
}

async function articlePath(title: string) {
  const row = await withServerDb((db) =>
    db.kysely.selectFrom("news").select(["id", "slug"]).where("title_fr", "=", title).executeTakeFirst(),
  );
  expect(row, `the article "${title}" was saved`).toBeDefined();
  return `/blogdetail/${row!.slug}_${row!.id}`;
}

test("French: heading, link, list, bold and an image with its alt text, seen on the public page", async ({
  browser,
}) => {
  const page = await signedInPage(browser);
  await page.goto("/createpost");
  const title = uniqueTag("Article riche ");
  await form(page).getByRole("textbox", { name: "Titre (Français)" }).fill(title);

  const toolbar = form(page).getByRole("toolbar", { name: "Mise en forme : Contenu (Français)" });
  await expect(toolbar).toBeVisible();
  const editor = form(page).getByRole("textbox", { name: /^Contenu \(Français\)/ });
  await expect(editor).toHaveAttribute("dir", "ltr");
  await expectNoAxeViolations(page);

  // A heading from the toolbar.
  await editor.click();
  await page.keyboard.type("Nos bourses");
  await toolbar.getByRole("button", { name: "Titre de niveau 2" }).click();
  await expect(toolbar.getByRole("button", { name: "Titre de niveau 2" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  // A link on a selected word, with Ctrl+K.
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Inscrivez-vous sur le site");
  await selectLastWord(page, "le site", "ArrowLeft");
  await page.keyboard.press("Control+k");
  await form(page).getByLabel("Adresse du lien (https://, mailto: ou tel:)").fill("example.org/inscription");
  await page.keyboard.press("Enter");
  await expect(editor).toBeFocused();
  await expect(editor.getByRole("link", { name: "le site" })).toBeVisible();
  // A bulleted list with the keyboard shortcut, and bold.
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Control+Shift+8");
  await page.keyboard.type("Tutorat");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Control+b");
  await page.keyboard.type("Orientation");
  await expect(toolbar.getByRole("button", { name: "Gras" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Control+b");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  // An image: the media library's dialog opens; a new file uploaded there joins the library and is
  // chosen; it has no alt text yet, so the editor writes one for this text.
  await toolbar.getByRole("button", { name: "Insérer une image" }).click();
  const dialog = page.getByRole("dialog", { name: "Choisir une image dans la médiathèque" });
  await dialog.getByLabel("Téléverser une nouvelle image").setInputFiles(await pngFile("classe.png"));
  await expect(dialog).toBeHidden();
  const alt = form(page).getByRole("textbox", { name: "Texte alternatif", exact: true });
  await expect(alt).toBeFocused();
  await expect(alt).toHaveValue("");
  await expect(form(page).getByText(/La médiathèque n'a pas de texte alternatif/)).toBeVisible();
  await alt.fill("Des élèves en classe");
  await expectNoAxeViolations(page);
  await form(page).getByRole("button", { name: "Insérer l'image" }).click();
  await expect(editor.locator("img[alt='Des élèves en classe']")).toBeVisible();

  await form(page).getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Article ajouté avec succès !" })).toBeVisible();

  // The public page: server-rendered HTML, and none of the editor's code.
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(await articlePath(title));
  const article = page.locator("article .rich-text");
  await expect(article.getByRole("heading", { level: 2, name: "Nos bourses" })).toBeVisible();
  const link = article.getByRole("link", { name: "le site" });
  await expect(link).toHaveAttribute("href", "https://example.org/inscription");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(article.locator("ul > li")).toHaveText(["Tutorat", "Orientation"]);
  await expect(article.locator("ul strong")).toHaveText("Orientation");
  const image = article.getByRole("img", { name: "Des élèves en classe" });
  await expect(image).toHaveAttribute("src", /^\/media\//);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(scripts.filter((url) => /rich-text-editor|tiptap|prosemirror/i.test(url))).toEqual([]);
  await page.context().close();
});

/** A library image with alt texts in French and Arabic, as an administrator would have described it. */
async function describedLibraryImage(page: Page, tag: string, alt: { fr: string; ar: string }) {
  await page.goto("/admin/medias");
  await page
    .getByLabel(/Fichier \(image ou document\)|ملف \(صورة أو وثيقة\)/)
    .setInputFiles(await pngFile(`${tag}.png`, "#2fa84f"));
  await page.getByRole("button", { name: /^(Téléverser|رفع)$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: /médiathèque|مكتبة الوسائط/ })).toBeVisible();
  await withServerDb((db) =>
    db.kysely
      .updateTable("uploads")
      .set({ alt_fr: alt.fr, alt_ar: alt.ar })
      .where("original_name", "=", `${tag}.png`)
      .execute(),
  );
}

test("Arabic interface: the Arabic field is right to left, the French one left to right; heading, link, list and a library image, keyboard first", async ({
  browser,
}) => {
  const page = await signedInPage(browser, "ar-MA");
  const tag = uniqueTag("bibliotheque");
  const alt = { fr: `Remise des diplômes ${tag}`, ar: `حفل التخرج ${tag}` };
  await describedLibraryImage(page, tag, alt);
  await page.goto("/createpost");
  const title = uniqueTag("Arabic rich ");
  await form(page).getByRole("textbox", { name: "العنوان (Français)" }).fill(title);
  // The editor takes the textarea's place once its code has loaded.
  await expect(form(page).getByRole("toolbar", { name: "التنسيق: المحتوى (Français)" })).toBeVisible();
  const french = form(page).getByRole("textbox", { name: /^المحتوى \(Français\)/ });
  await expect(french).toHaveAttribute("dir", "ltr");
  await french.click();
  await page.keyboard.type("Le texte français.");

  await form(page).getByRole("tab", { name: "العربية" }).click();
  const arabic = form(page).getByRole("textbox", { name: /^المحتوى \(العربية\)/ });
  await expect(arabic).toHaveAttribute("dir", "rtl");
  await expect(arabic).toHaveAttribute("lang", "ar");
  await arabic.click();
  await page.keyboard.type("منحنا الدراسية");
  await page.keyboard.press("Control+Alt+2");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("سجلوا الآن");
  // A link on the last word, and a bulleted list, with the keyboard.
  // Right to left, the arrow that goes back towards the start of the line is the right one.
  await selectLastWord(page, "الآن", "ArrowRight");
  await page.keyboard.press("Control+k");
  await form(page).getByLabel("عنوان الرابط (https:// أو mailto: أو tel:)").fill("https://example.org/ar");
  await page.keyboard.press("Enter");
  await expect(arabic.getByRole("link", { name: "الآن" })).toBeVisible();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Control+Shift+8");
  await page.keyboard.type("دعم دراسي");
  await page.keyboard.press("Enter");
  await page.keyboard.type("توجيه");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");

  // The toolbar from the text with Alt+F10; the arrow keys follow the reading direction.
  const toolbar = form(page).getByRole("toolbar", { name: "التنسيق: المحتوى (العربية)" });
  await page.keyboard.press("Alt+F10");
  await expect(toolbar.getByRole("button", { name: "فقرة" })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(toolbar.getByRole("button", { name: "عنوان من المستوى 2" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(arabic).toBeFocused();
  await expectNoAxeViolations(page);

  // An image from the library in the Arabic text comes with its Arabic alt text, whatever the
  // interface's language; Escape in the dialog leaves the editor as it was.
  const arabicToolbar = form(page).getByRole("toolbar", { name: "التنسيق: المحتوى (العربية)" });
  await arabicToolbar.getByRole("button", { name: "إدراج صورة" }).click();
  const dialog = page.getByRole("dialog", { name: "اختيار صورة من مكتبة الوسائط" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(form(page).getByRole("textbox", { name: "النص البديل", exact: true })).toHaveCount(0);
  await arabicToolbar.getByRole("button", { name: "إدراج صورة" }).click();
  await dialog.getByLabel("البحث في مكتبة الوسائط").fill(tag);
  await dialog.getByLabel("البحث في مكتبة الوسائط").press("Enter");
  await dialog.getByRole("button", { name: `اختيار «${alt.fr}»` }).click();
  await expect(dialog).toBeHidden();
  const altInput = form(page).getByRole("textbox", { name: "النص البديل", exact: true });
  await expect(altInput).toHaveValue(alt.ar);
  await expect(altInput).toHaveAttribute("dir", "rtl");
  await expectNoAxeViolations(page);
  await form(page).getByRole("button", { name: "إدراج الصورة" }).click();
  await expect(arabic.locator("img")).toHaveAttribute("alt", alt.ar);

  await form(page).getByRole("button", { name: "إضافة" }).click();
  await expect(page.getByRole("status").filter({ hasText: "تمت إضافة المقال بنجاح!" })).toBeVisible();

  await page.goto(`${await articlePath(title)}?lng=ar`);
  const text = page.locator("article .rich-text");
  await expect(text.getByRole("heading", { level: 2, name: "منحنا الدراسية" })).toBeVisible();
  const link = text.getByRole("link", { name: "الآن" });
  await expect(link).toHaveAttribute("href", "https://example.org/ar");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(text.locator("ul > li")).toHaveText(["دعم دراسي", "توجيه"]);
  await expect(text.getByRole("img", { name: alt.ar })).toHaveAttribute("src", /^\/media\//);
  await page.context().close();
});

test("without JavaScript the textarea submits, and the server says what it removed from which field", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "fr-FR", javaScriptEnabled: false });
  const page = await context.newPage();
  await login(page);
  await page.goto("/createpost");
  const title = uniqueTag("Sans script ");
  await page.getByRole("textbox", { name: "Titre (Français)" }).fill(title);
  await page
    .getByRole("textbox", { name: /^Contenu \(Français\)/ })
    .fill(
      '<h2>Bienvenue</h2><p onclick="alert(1)">Bonjour <a href="javascript:alert(1)">ici</a></p><script>alert(2)</script>',
    );
  await page.getByRole("button", { name: "Ajouter" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Article ajouté avec succès !" })).toBeVisible();
  // Named by field, in the form's words.
  await expect(page.getByRole("status").filter({ hasText: "retiré" })).toContainText(
    "Contenu (Français) : onclick, javascript:, <script>",
  );

  await page.goto(await articlePath(title));
  const text = page.locator("article .rich-text");
  await expect(text.getByRole("heading", { level: 2, name: "Bienvenue" })).toBeVisible();
  expect(await text.innerHTML()).not.toMatch(/script|onclick|javascript:/i);
  await context.close();
});
