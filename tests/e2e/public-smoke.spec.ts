import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { PUBLIC_PATHS } from "../../app/modules/site/public-routes";
import { SITE_PAGE_SLUGS } from "../../app/lib/paths";
import { expectLanguage } from "./support";

/**
 * Every public page of the site in French, English and Arabic: it answers 200 in the right language and
 * direction, has a title and a description, axe-core finds no accessibility violation, the images keep
 * to the image budget, every text in another language says so, and once hydrated it shows no message key
 * in place of a text.
 */
test.describe.configure({ mode: "parallel" });

const LOCALES = ["fr", "en", "ar"] as const;

/**
 * Issue 4's image budget, checked in the page as loaded: every image has alt text, width and height;
 * uploaded images offer WebP variants in srcset; images starting below the first screen load lazily,
 * except the page's main picture.
 */
function imageBudgetProblems() {
  const fold = window.innerHeight;
  return [...document.querySelectorAll("img")].flatMap((image) => {
    const problems: string[] = [];
    const src = image.getAttribute("src") ?? "";
    if (!image.hasAttribute("alt")) problems.push("no alt");
    if (!image.getAttribute("width") || !image.getAttribute("height")) problems.push("no width/height");
    if (src.includes("/media/") && !/\.webp \d+w/.test(image.getAttribute("srcset") ?? ""))
      problems.push("no WebP srcset");
    // A page's main picture (fetchpriority=high) loads at once wherever the layout puts it.
    const isMain = image.getAttribute("fetchpriority") === "high";
    if (!isMain && image.getBoundingClientRect().top > fold && image.loading !== "lazy")
      problems.push("below the fold but not lazy");
    return problems.length > 0 ? [`${src}: ${problems.join(", ")}`] : [];
  });
}

/**
 * WCAG 3.1.2 (language of parts) and issue 4's "no French left over": on a page in `locale`, a text in
 * French (its accented letters) or in Arabic script that is not the page's language must sit in an
 * element that says its language — content with no translation, or a translation that fell back.
 */
function unmarkedForeignTexts(locale: string) {
  const scripts = [
    { lang: "fr", letters: /[àâçéèêëîïôûùœ]/i },
    { lang: "ar", letters: /[\u0600-\u06ff]/ },
  ].filter((script) => script.lang !== locale);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  while (walker.nextNode()) {
    const element = walker.currentNode.parentElement;
    const text = walker.currentNode.textContent?.trim() ?? "";
    if (!element || !text || element.closest("script, style, noscript")) continue;
    const lang = element.closest("[lang]")?.getAttribute("lang");
    const script = scripts.find((candidate) => candidate.letters.test(text));
    if (script && lang !== script.lang) found.push(`«${text.slice(0, 60)}» not marked lang="${script.lang}"`);
  }
  return found;
}

/** A message key shown as itself: the page's texts did not reach the browser (or the server). */
const RAW_KEY = /\b(?:common|validation|site|forms|chat)\.[a-zA-Z]+\.[a-zA-Z.]+/;

/** React has hydrated the page down to its footer (React marks the elements it has taken over). */
const isHydrated = () => {
  const footer = document.querySelector("footer");
  return footer !== null && Object.keys(footer).some((key) => key.startsWith("__reactFiber$"));
};

/** An article, the search with results, every page of the list and the site pages the demo holds. */
const paths = async (request: APIRequestContext) => {
  const html = await (await request.get("/actualites")).text();
  const article = /href="(\/blogdetail\/[^"?]+_\d+)"/.exec(html)?.[1];
  expect(article, "an article link on /actualites").toBeTruthy();
  return [
    ...PUBLIC_PATHS.map((path) => (path === "/search" ? "/search?q=tamkine" : path)),
    ...SITE_PAGE_SLUGS.map((slug) => `/${slug}`),
    article!,
  ];
};

for (const locale of LOCALES) {
  test(`every public page in ${locale}: 200, lang/dir, title, description, no axe violation`, async ({
    page,
    request,
  }) => {
    // About thirty pages, an axe analysis each: 2.5–3 minutes on two cores beside the other journeys.
    test.setTimeout(360_000);
    // Every page is checked before failing, so one run lists all the violations.
    const violations: unknown[] = [];
    const imageProblems: string[] = [];
    const rawKeys: string[] = [];
    const foreignTexts: string[] = [];
    // A text the browser renders differently from the server (a missing message) is a hydration error.
    const hydrationErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /hydrat|#418|#423|#425/i.test(message.text()))
        hydrationErrors.push(`${page.url()}: ${message.text().slice(0, 200)}`);
    });
    for (const path of await paths(request)) {
      const url = `${path}${path.includes("?") ? "&" : "?"}lng=${locale}`;
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expectLanguage(page, locale);
      await expect(page, url).toHaveTitle(/\S/);
      await expect(page.locator('meta[name="description"]'), url).toHaveAttribute("content", /\S/);
      await expect(page.locator("h1"), url).toHaveCount(1);
      imageProblems.push(...(await page.evaluate(imageBudgetProblems)).map((problem) => `${url} ${problem}`));
      await page.waitForFunction(isHydrated);
      const rawKey = RAW_KEY.exec(await page.locator("body").innerText())?.[0];
      if (rawKey) rawKeys.push(`${url}: ${rawKey}`);
      foreignTexts.push(
        ...(await page.evaluate(unmarkedForeignTexts, locale)).map((problem) => `${url} ${problem}`),
      );
      const results = await new AxeBuilder({ page }).analyze();
      violations.push(
        ...results.violations.map((violation) => ({
          url,
          id: violation.id,
          nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
        })),
      );
    }
    expect(violations).toEqual([]);
    expect(imageProblems).toEqual([]);
    expect(rawKeys).toEqual([]);
    expect(foreignTexts).toEqual([]);
    expect(hydrationErrors).toEqual([]);
  });
}

test("the SEO resources answer: sitemap, robots.txt and RSS feeds per language", async ({ request }) => {
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("xml");
  const xml = await sitemap.text();
  for (const locale of LOCALES) expect(xml).toContain(`/phototheque?lng=${locale}</loc>`);

  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toMatch(/Sitemap: http.+\/sitemap\.xml/);

  for (const locale of LOCALES) {
    const feed = await request.get(`/rss/${locale}.xml`);
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    expect(await feed.text()).toContain(
      `<language>${{ fr: "fr-FR", en: "en-US", ar: "ar-MA" }[locale]}</language>`,
    );
  }
  expect((await request.get("/rss.xml?lng=ar")).status()).toBe(200);
  expect((await request.get("/rss/de.xml")).status()).toBe(404);
});

test("scripts wait behind the stylesheet: every module preload is low priority", async ({ request }) => {
  for (const path of ["/actualites", "/phototheque", "/videotheque"]) {
    const html = await (await request.get(path)).text();
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length, path).toBeGreaterThan(3);
    for (const link of preloads) expect(link, path).toContain('fetchpriority="low"');
    expect(html.indexOf('rel="stylesheet"'), path).toBeLessThan(html.indexOf('rel="modulepreload"'));
  }
});
