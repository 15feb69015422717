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
import { insertContactMessage } from "~/modules/demo/factories.server";

/** The back office in Arabic: right to left, every text translated (a browser asking for ar-MA). */
test.describe.configure({ mode: "serial", timeout: 60_000 });

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await signedInPage(browser, "ar-MA");
});
test.afterAll(async () => {
  await page.context().close();
});

const form = () => page.locator("form[aria-busy]");
const items = () => page.getByRole("listitem").filter({ has: page.getByRole("article") });
const item = (title: string) => items().filter({ has: page.getByRole("heading", { name: title }) });

test("news in Arabic: create, edit and delete, mirrored", async () => {
  await page.goto("/createpost");
  await expectLanguage(page, "ar");
  await expect(page.getByRole("heading", { level: 1, name: "إدارة الأخبار" })).toBeVisible();
  await expectNoAxeViolations(page);

  const title = uniqueTag("دوري المدارس ");
  await form().getByRole("button", { name: "إضافة" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "خطأ أثناء الحفظ" })).toBeVisible();
  await fillTranslated(form(), {
    Français: { العنوان: `${title} fr`, المحتوى: "Le tournoi des écoles." },
    العربية: { العنوان: title, المحتوى: "يجمع دوري المدارس اللاعبين الشباب." },
  });
  await expect(form().getByRole("textbox", { name: "العنوان (العربية)" })).toHaveAttribute("dir", "rtl");
  await form()
    .getByLabel(/^الصورة/)
    .setInputFiles(await pngFile());
  await form().getByRole("button", { name: "إضافة" }).click();
  await expect(page.getByRole("status").filter({ hasText: "تمت إضافة المقال بنجاح!" })).toBeVisible();
  // The administrator reads the Arabic title; English is missing.
  await expect(item(title).getByText("English (غير متوفرة)")).toBeAttached();

  await item(title)
    .getByRole("link", { name: `تعديل «${title}»` })
    .click();
  await expect(page.getByRole("heading", { name: "تعديل المقال" })).toBeVisible();
  await expectNoAxeViolations(page);
  await fillTranslated(form(), { العربية: { العنوان: `${title} محدث` } });
  await form().getByRole("button", { name: "حفظ التعديلات" }).click();
  await expect(page.getByRole("status").filter({ hasText: "تم تعديل المقال بنجاح!" })).toBeVisible();

  const updated = item(`${title} محدث`);
  await updated.getByRole("button", { name: /^حذف «/ }).click();
  await expect(updated.getByText("هل تريد حذف هذا المقال؟")).toBeVisible();
  await updated.getByRole("button", { name: "تأكيد الحذف" }).click();
  await expect(page.getByRole("status").filter({ hasText: "تم حذف المقال بنجاح!" })).toBeVisible();
  await expect(item(`${title} محدث`)).toHaveCount(0);
});

test("an activity in Arabic, with the 'Langues disponibles' flags", async () => {
  await page.goto("/activitiesPost");
  await expect(page.getByRole("heading", { level: 1, name: "إدارة الأنشطة" })).toBeVisible();
  const title = uniqueTag("ورشة القراءة ");
  await fillTranslated(form(), {
    Français: { العنوان: `${title} fr`, التعليق: "Atelier de lecture." },
    English: { العنوان: `${title} en`, التعليق: "Reading workshop." },
    العربية: { العنوان: title, التعليق: "ورشة للقراءة كل سبت." },
  });
  await form().getByRole("button", { name: "إضافة" }).click();
  await expect(page.getByRole("status").filter({ hasText: "تمت إضافة النشاط بنجاح!" })).toBeVisible();
  await expect(item(title).getByText("اللغات المتوفرة")).toBeVisible();
  await expect(item(title).getByText("العربية (متوفرة)")).toBeAttached();
  await expectNoAxeViolations(page);
  await item(title)
    .getByRole("button", { name: /^حذف «/ })
    .click();
  await expect(item(title).getByText("هل تريد حقًا حذف هذا النشاط؟")).toBeVisible();
  await item(title).getByRole("button", { name: "تأكيد الحذف" }).click();
  await expect(page.getByRole("status").filter({ hasText: "تم حذف النشاط بنجاح!" })).toBeVisible();
});

test("contacts inbox in Arabic: search, expand, reply in the sender's language, delete", async () => {
  const tag = uniqueTag("ar");
  await withServerDb((db) =>
    insertContactMessage(db, {
      name: "فاطمة الزهراء",
      email: `${tag}@example.org`,
      language: "ar",
      message: `سؤال عن المنح ${tag}`,
    }),
  );
  await page.goto("/listeContacts");
  await expect(page.getByRole("heading", { level: 1, name: "رسائل الاتصال" })).toBeVisible();
  await page.getByRole("searchbox", { name: "بحث" }).fill(tag);
  await page.getByRole("button", { name: "بحث", exact: true }).click();
  await expect(page.getByText("رسالة واحدة · واحد غير مقروء")).toBeVisible();
  const entry = items().filter({ hasText: "فاطمة الزهراء" });
  await entry.getByRole("button", { name: /فاطمة الزهراء/ }).click();
  const href = decodeURIComponent(
    (await entry.getByRole("link", { name: "الرد عبر البريد الإلكتروني" }).getAttribute("href")) ?? "",
  );
  expect(href).toContain("subject=ردًّا على رسالتكم – مؤسسة تمكين");
  expect(href).toContain("body=مرحبًا فاطمة الزهراء،");
  await expectNoAxeViolations(page);
  await entry.getByRole("button", { name: "حذف" }).click();
  await expect(entry.getByText("حذف هذا العنصر نهائيًا؟")).toBeVisible();
  await entry.getByRole("button", { name: "إلغاء" }).click();
  await entry.getByRole("button", { name: "حذف" }).click();
  await entry.getByRole("button", { name: "تأكيد" }).click();
  await expect(page.getByRole("status").filter({ hasText: "تم حذف جهة الاتصال بنجاح" })).toBeVisible();
  await expect(page.getByText("لم يتم العثور على أي رسالة")).toBeVisible();
});

test("every other admin screen in Arabic has no axe violation", async () => {
  for (const path of [
    "/dashboardAdmin",
    "/listPartners",
    "/listeRejoindre?tab=partners",
    "/listeAbonnement",
    "/admin/journal",
    "/admin/administrateurs",
    "/programPost",
  ]) {
    await page.goto(path);
    await expectLanguage(page, "ar");
    await expectNoAxeViolations(page);
  }
});
