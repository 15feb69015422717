/**
 * Helpers of the back-office journeys: one signed-in page per file, axe checks, files to upload, and
 * direct access to the test server's database to prepare inbox entries (visitors' submissions have
 * their own journeys in the forms specs).
 */
import path from "node:path";
import { E2E_SERVERS } from "../../playwright.config";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { dbOptionsFromConfig, type Db } from "~/db/client.server";
import { openSiteDb } from "~/database.server";
import { base32Decode, hotp, timeStep } from "~/modules/auth/totp.server";
import { login } from "./support";

export async function signedInPage(browser: Browser, locale: "fr-FR" | "ar-MA" = "fr-FR") {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await login(page);
  return page;
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(" ")),
    })),
  ).toEqual([]);
}

export const pngFile = async (name = "image.png", color = "#2f7ee8") => ({
  name,
  mimeType: "image/png",
  buffer: await sharp({ create: { width: 120, height: 80, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

export const pdfFile = (name = "document.pdf") => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  ),
});

/** The database of the server that playwright.config.ts starts (same folder rules). */
export async function withServerDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const { dataDir } = E2E_SERVERS.backoffice;
  const db = await openSiteDb(
    dbOptionsFromConfig({
      DATABASE_URL: process.env.DATABASE_URL,
      sqliteFile: path.resolve(dataDir, "site.sqlite"),
    }),
  );
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** A token that makes a test's own rows easy to find (search) and unique across runs. */
export const uniqueTag = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Waits until a content form is hydrated and its rich-text editors have replaced their textareas (they
 * load on demand, later on a busy machine). A fill that found a textarea would wait on it forever once
 * the editor hid it, and a click before hydration may be lost.
 */
export async function contentFormReady(form: Locator) {
  // The server renders every field "pending"; each turns "ready" once hydrated and its editor loaded.
  await expect(form.locator('[data-rich-text="pending"]')).toHaveCount(0, { timeout: 30_000 });
}

/** Fills the translated fields of a content form: switches the fr/en/ar tab, then fills each label. */
export async function fillTranslated(
  form: Locator,
  values: Partial<Record<"Français" | "English" | "العربية", Record<string, string>>>,
) {
  if ((await form.locator("[data-rich-text]").count()) > 0) await contentFormReady(form);
  for (const [language, fields] of Object.entries(values)) {
    await form.getByRole("tab", { name: language }).click();
    for (const [label, value] of Object.entries(fields)) {
      await form.getByRole("textbox", { name: `${label} (${language})` }).fill(value);
    }
  }
}

/** An authenticator app: a code of a step not used yet (the server refuses a step twice). */
export function authenticator(secret: string) {
  const key = base32Decode(secret);
  let lastStep = -1;
  return {
    async nextCode() {
      let step = Math.max(timeStep(Date.now()), lastStep + 1);
      // Only one step ahead of the clock is accepted: wait for the clock when we are further ahead.
      while (step > timeStep(Date.now()) + 1) await new Promise((resolve) => setTimeout(resolve, 500));
      step = Math.max(step, timeStep(Date.now()));
      lastStep = step;
      return hotp(key, step);
    },
    wrongCode() {
      const right = [-1, 0, 1].map((offset) => hotp(key, timeStep(Date.now()) + offset));
      return ["000000", "111111", "222222", "333333"].find((code) => !right.includes(code))!;
    },
  };
}
export type Authenticator = ReturnType<typeof authenticator>;
