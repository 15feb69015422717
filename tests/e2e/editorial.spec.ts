import { expect, test, type Page } from "@playwright/test";
import { buildNews, insertMany } from "~/modules/demo/factories.server";
import { expectLanguage } from "./support";
import { expectNoAxeViolations, signedInPage, uniqueTag, withServerDb } from "./admin-support";

/**
 * Two administrators on one article, in French and in Arabic (decision 028): each opens it in a browser
 * of their own; the first save wins, the second is told the article changed since it was opened and
 * overwrites nothing — not even when sent again — until the current version is reloaded. Then a
 * publication window that ends before it begins is refused on its end field, and a mistaken delete is
 * undone from the recently deleted items. axe checks the conflict, the refused window and that list.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const TEXTS = {
  "fr-FR": {
    lang: "fr",
    title: "Titre (Français)",
    update: "Enregistrer les modifications",
    updated: "Article modifié avec succès !",
    conflict: /modifié par quelqu'un d'autre depuis que vous l'avez ouvert/,
    reload: "Ouvrir la version actuelle",
    publishAt: "Publier le",
    unpublishAt: "Retirer le",
    orderError: "La date de retrait doit suivre la date de publication.",
    deleteItem: (title: string) => `Supprimer « ${title} »`,
    confirmDelete: "Confirmer la suppression",
    deleted: "Article supprimé avec succès !",
    restore: (title: string) => `Restaurer : ${title}`,
    restored: (title: string) => `« ${title} » a été restauré.`,
  },
  "ar-MA": {
    lang: "ar",
    title: "العنوان (Français)",
    update: "حفظ التعديلات",
    updated: "تم تعديل المقال بنجاح!",
    conflict: /عدّل شخص آخر هذا العنصر منذ أن فتحته/,
    reload: "فتح النسخة الحالية",
    publishAt: "النشر في",
    unpublishAt: "إلغاء النشر في",
    orderError: "يجب أن يأتي تاريخ إلغاء النشر بعد تاريخ النشر.",
    deleteItem: (title: string) => `حذف «${title}»`,
    confirmDelete: "تأكيد الحذف",
    deleted: "تم حذف المقال بنجاح!",
    restore: (title: string) => `استعادة : ${title}`,
    restored: (title: string) => `تمت استعادة «${title}».`,
  },
} as const;

const form = (page: Page) => page.locator("form[aria-busy]");

const storedArticle = (id: number) =>
  withServerDb((db) =>
    db.kysely
      .selectFrom("news")
      .select(["title_fr", "publish_at", "unpublish_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow(),
  );

/** The back office's news list runs oldest first, five to a page, by publication date (decision 028). */
const adminPageOf = (id: number) =>
  withServerDb(async (db) => {
    const all = await db.kysely
      .selectFrom("news")
      .select("id")
      .orderBy("published_at", "asc")
      .orderBy("id", "asc")
      .execute();
    return Math.floor(all.findIndex((row) => row.id === id) / 5) + 1;
  });

for (const [locale, texts] of Object.entries(TEXTS) as Array<
  [keyof typeof TEXTS, (typeof TEXTS)[keyof typeof TEXTS]]
>) {
  test(`${texts.lang}: the second of two editors is told of the first one's save and loses nothing; an inverted window is refused; a delete is undone`, async ({
    browser,
  }) => {
    const title = uniqueTag("Concurrence ");
    const [article] = await withServerDb((db) =>
      // French only: every screen names it by its French title.
      insertMany(db, "news", [buildNews({ title_fr: title, title_en: "", title_ar: "", is_published: 1 })]),
    );
    const id = article!.id;
    const editPage = `/createpost?edit=${id}`;

    // Both open the article.
    const first = await signedInPage(browser, locale);
    const second = await signedInPage(browser, locale);
    for (const page of [first, second]) {
      await page.goto(editPage);
      await expectLanguage(page, texts.lang);
      await expect(form(page).getByRole("textbox", { name: texts.title })).toHaveValue(title);
    }

    // The first saves.
    await form(first).getByRole("textbox", { name: texts.title }).fill(`${title} (première)`);
    await form(first).getByRole("button", { name: texts.update, exact: true }).click();
    await expect(first.getByRole("status").filter({ hasText: texts.updated })).toBeVisible();

    // The second, from the copy it opened: refused, told why, its text still in the form.
    const secondTitle = form(second).getByRole("textbox", { name: texts.title });
    await secondTitle.fill(`${title} (seconde)`);
    await form(second).getByRole("button", { name: texts.update, exact: true }).click();
    await expect(second.getByRole("alert").filter({ hasText: texts.conflict })).toBeVisible();
    await expect(secondTitle).toHaveValue(`${title} (seconde)`);
    await expectNoAxeViolations(second);
    // Sending it again, changed once more, overwrites nothing either: the form still carries the version
    // it was opened at, and keeps what was typed (the second refusal is not taken for a redirect).
    await secondTitle.fill(`${title} (seconde, encore)`);
    await form(second).getByRole("button", { name: texts.update, exact: true }).click();
    await expect(second.getByRole("alert").filter({ hasText: texts.conflict })).toBeVisible();
    await expect(second.locator("form[aria-busy='false']")).toHaveCount(1);
    await expect(secondTitle).toHaveValue(`${title} (seconde, encore)`);
    expect((await storedArticle(id)).title_fr).toBe(`${title} (première)`);

    // Reloading shows the first one's version; the second's change then goes in over it.
    await form(second).getByRole("link", { name: texts.reload }).click();
    await expect(secondTitle).toHaveValue(`${title} (première)`);
    await secondTitle.fill(`${title} (seconde)`);
    await form(second).getByRole("button", { name: texts.update, exact: true }).click();
    await expect(second.getByRole("status").filter({ hasText: texts.updated })).toBeVisible();
    expect((await storedArticle(id)).title_fr).toBe(`${title} (seconde)`);

    // A window that ends before it begins: refused on its end, in the interface's language.
    await second.goto(editPage);
    await form(second).getByLabel(texts.publishAt, { exact: true }).fill("2030-01-02T10:00");
    await form(second).getByLabel(texts.unpublishAt, { exact: true }).fill("2030-01-01T10:00");
    await form(second).getByRole("button", { name: texts.update, exact: true }).click();
    const end = form(second).getByLabel(texts.unpublishAt, { exact: true });
    await expect(end).toHaveAttribute("aria-invalid", "true");
    await expect(end).toBeFocused();
    await expect(form(second).getByText(texts.orderError)).toBeVisible();
    await expectNoAxeViolations(second);
    expect(await storedArticle(id)).toMatchObject({ publish_at: null, unpublish_at: null });

    // A mistaken delete, undone from the recently deleted items: the article comes back with its id.
    const finalTitle = `${title} (seconde)`;
    await second.goto(`/createpost?page=${await adminPageOf(id)}`);
    const row = second
      .getByRole("listitem")
      .filter({ has: second.getByRole("heading", { name: finalTitle, exact: true }) });
    await row.getByRole("button", { name: texts.deleteItem(finalTitle) }).click();
    await row.getByRole("button", { name: texts.confirmDelete }).click();
    await expect(second.getByRole("status").filter({ hasText: texts.deleted })).toBeVisible();
    await second.goto("/admin/corbeille");
    await expectNoAxeViolations(second);
    await second.getByRole("button", { name: texts.restore(finalTitle) }).click();
    await expect(second.getByRole("status").filter({ hasText: texts.restored(finalTitle) })).toBeVisible();
    expect((await storedArticle(id)).title_fr).toBe(finalTitle);

    await first.context().close();
    await second.context().close();
  });
}
