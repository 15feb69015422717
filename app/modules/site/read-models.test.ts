import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import {
  buildNews,
  insertDocument,
  insertMatch,
  insertMediaPartner,
  insertMany,
  insertMission,
  insertNews,
  insertPhoto,
  insertPresidentMessage,
  insertSitePage,
  insertTeamMessage,
  insertVideo,
} from "~/modules/demo/factories.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { storeImage } from "~/modules/media/upload.server";
import type { Services } from "~/services.server";
import { listMatches, listPartners } from "./catalog.server";
import { feedLocale, robotsTxt, rssXml, sitemapXml } from "./feeds.server";
import { latestMissions, latestTeamMessage, listIllustratedEntries } from "./foundation.server";
import { loadImages } from "./images.server";
import { listDocuments, listPhotos, listVideos } from "./media-library.server";
import { findArticle, listNewsCards, parseArticleParam } from "./news.server";
import { findSitePage } from "./pages.server";
import { richHtml } from "~/modules/richtext/html";
import { paragraphsOf } from "./text";
import { RESULTS_PER_GROUP, SEARCH_COUNT_CAP, searchSite } from "./site-search.server";

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 10)).toISOString();

describe.each(testDatabases())("public read models on $dialect", (database) => {
  let services: Services;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ services, dispose } = await openTestServices(database));
  });
  afterAll(() => dispose());

  it("lists published news newest first, localized with the French fallback, with responsive images", async () => {
    const { db, storage } = services;
    const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#e76f24" } })
      .jpeg()
      .toBuffer();
    const stored = await storeImage(db, storage, { data: picture });
    const older = await insertNews(db, {
      title_en: "",
      title_fr: "Ancien",
      created_at: at(1),
      image: stored.url,
    });
    const newer = await insertNews(db, { title_en: "Newest", created_at: at(3) });
    await insertNews(db, { title_fr: "Brouillon", created_at: at(5), is_published: 0 });

    const cards = await listNewsCards(db, "en");
    expect(cards.map((card) => card.title)).toEqual(["Newest", "Ancien"]);
    // The French fallback says so, for its element's lang and dir; a text in English says nothing.
    expect(cards[1]?.langs.title).toBe("fr");
    expect(cards[0]?.langs.title).toBeUndefined();
    expect(cards[0]).toMatchObject({
      id: newer.id,
      href: `/blogdetail/${newer.slug}_${newer.id}`,
      image: null,
    });
    expect(cards[0]?.date).toBe("January 3, 2026");
    expect(cards[1]?.image).toEqual({
      src: stored.url,
      width: 1200,
      height: 800,
      srcSet: `${stored.url.replace(".jpg", "-480.webp")} 480w, ${stored.url.replace(".jpg", "-960.webp")} 960w, ${stored.url.replace(".jpg", ".webp")} 1200w`,
    });

    const article = await findArticle(db, older.id, "ar");
    expect(article).toMatchObject({ id: older.id, slug: older.slug, title: older.title_ar });
    expect(paragraphsOf(article!.text)).toHaveLength(2);
    expect(await findArticle(db, 999_999, "fr")).toBeUndefined();
  });

  it("gives cards the beginning of their text only, the headline a longer one, and the article all of it", async () => {
    const { db } = services;
    const long = `${"La fondation accompagne les élèves de la ville. ".repeat(12)}Dernière phrase.`;
    const rows = [];
    for (const day of [20, 21]) rows.push(await insertNews(db, { content_fr: long, created_at: at(day) }));
    const [headline, card] = await listNewsCards(db, "fr", { limit: 2 });
    expect(headline?.excerpt.isCut).toBe(true);
    expect(card?.excerpt.isCut).toBe(true);
    expect(long.startsWith(headline!.excerpt.head)).toBe(true);
    expect(headline!.excerpt.head.length).toBeGreaterThan(card!.excerpt.head.length);
    expect(headline!.excerpt.head.length).toBeLessThanOrEqual(320);
    expect(JSON.stringify([headline, card])).not.toContain("Dernière phrase");
    expect((await findArticle(db, rows[0]!.id, "fr"))?.text).toBe(long);
  });

  it("reads {slug}_{id} and bare ids, refusing anything else", () => {
    expect(parseArticleParam("victoire-a-rabat_12")).toBe(12);
    expect(parseArticleParam("12")).toBe(12);
    expect(parseArticleParam("victoire-a-rabat")).toBeUndefined();
    expect(parseArticleParam("x_0")).toBeUndefined();
    expect(parseArticleParam(undefined)).toBeUndefined();
  });

  it("keeps addresses that are not uploads as plain images", async () => {
    const image = await loadImages(services.db, ["https://cdn.example/a.png", null]);
    expect(image("https://cdn.example/a.png")).toEqual({
      src: "https://cdn.example/a.png",
      width: null,
      height: null,
      srcSet: null,
    });
    expect(image(null)).toBeNull();
  });

  it("shows the 2 most recent missions, the latest team message and §9 intros", async () => {
    const { db } = services;
    await insertMission(db, { title_fr: "Première", created_at: at(1) });
    await insertMission(db, { title_fr: "Deuxième", created_at: at(2) });
    await insertMission(db, { title_fr: "Troisième", created_at: at(3) });
    expect((await latestMissions(db, "fr")).map((mission) => mission.title)).toEqual([
      "Troisième",
      "Deuxième",
    ]);

    await insertTeamMessage(db, { content_fr: "Ancien message", created_at: at(1) });
    await insertTeamMessage(db, { content_fr: "Dernier message", created_at: at(4) });
    expect((await latestTeamMessage(db, "fr"))?.text).toBe("Dernier message");

    const long = `${"Une phrase assez longue pour le test. ".repeat(12)}`.trim();
    await insertPresidentMessage(db, { titre_fr: "Le mot", description_fr: long, created_at: at(2) });
    const [entry] = await listIllustratedEntries(db, "motpresident", "fr");
    expect(entry?.title).toBe("Le mot");
    expect(entry?.intro.head.length).toBeLessThanOrEqual(350);
    expect(`${entry?.intro.head}${entry?.intro.tail}`).toBe(long);
  });

  it("reads partners, matches, videos, photos and documents for their pages", async () => {
    const { db } = services;
    await insertMediaPartner(db, { titre_en: "", titre_fr: "Radio Atlas", date_creation: "2006-09-01" });
    const [partner] = await listPartners(db, "en");
    expect(partner).toMatchObject({
      title: "Radio Atlas",
      dateCreation: "2006-09-01",
      established: "September 1, 2006",
    });
    // Category, activity and city have no translations: written in French, or Arabic in Arabic script.
    expect(partner?.langs).toMatchObject({ title: "fr", categorie: "fr", ville: "fr" });
    const fes = await insertMediaPartner(db, { titre_ar: "راديو الأطلس", ville: "فاس" });
    const inArabic = (await listPartners(db, "ar")).find((item) => item.id === fes.id);
    expect(inArabic?.langs).toEqual({ categorie: "fr", activite: "fr" });
    expect((await listPartners(db, "fr")).find((item) => item.id === fes.id)?.langs.ville).toBe("ar");

    await insertMatch(db, {
      match_date: "2000-01-01",
      match_time: "20:15:00",
      home_score: 80,
      away_score: null,
    });
    const [match] = await listMatches(db, "fr");
    expect(match).toMatchObject({ time: "20:15", homeScore: 80, awayScore: 0, isPlayed: true });

    await insertVideo(db, { lien_video: "https://youtu.be/Tut0rat2Cas" });
    expect((await listVideos(db, "fr"))[0]?.source).toMatchObject({ kind: "youtube", id: "Tut0rat2Cas" });

    await insertPhoto(db, { created_at: "2026-03-14T10:00:00.000Z" });
    expect((await listPhotos(db, "fr"))[0]).toMatchObject({ month: "2026-03", monthLabel: "mars 2026" });

    await insertDocument(db, { titre: "Guide", fichier: "/media/2026/01/guide.docx" });
    expect((await listDocuments(db, "fr"))[0]).toMatchObject({ title: "Guide", format: "DOCX", langs: {} });
    expect((await listDocuments(db, "ar"))[0]?.langs).toEqual({ title: "fr", description: "fr" });
  });

  it("finds a published static page by its slug", async () => {
    const { db } = services;
    await insertSitePage(db, { slug: "cgv-test", title_en: "Terms", body_en: "First.\n\nSecond." });
    await insertSitePage(db, { slug: "draft-test", is_published: 0 });
    const page = await findSitePage(db, "cgv-test", "en");
    expect(page).toMatchObject({ title: "Terms", body: "First.\n\nSecond." });
    // A text from before rich text renders as it always did: a paragraph per blank line.
    expect(richHtml(page!.body)).toBe("<p>First.</p><p>Second.</p>");
    expect(await findSitePage(db, "draft-test", "en")).toBeUndefined();
  });

  it("searches every published content, accent- and case-insensitive, grouped and linked", async () => {
    const { db } = services;
    const news = await insertNews(db, { title_fr: "Séance de découverte à l’Académie", created_at: at(6) });
    await insertNews(db, { title_fr: "Académie cachée", is_published: 0 });
    await insertPhoto(db, { title_fr: "Photo de l'ACADEMIE", comment_fr: "" });
    const outcome = await searchSite(db, "academie", "fr");
    expect(outcome.groups.map((group) => group.group)).toEqual(["news", "photos"]);
    expect(outcome.total).toBe(2);
    expect(outcome.groups[0]?.results[0]).toMatchObject({
      title: "Séance de découverte à l’Académie",
      href: `/blogdetail/${news.slug}_${news.id}`,
    });
    expect((await searchSite(db, "   ", "fr")).groups).toEqual([]);
    expect((await searchSite(db, "zzzz-introuvable", "fr")).total).toBe(0);
  });

  it("searches the text each language's visitor reads, with the French fallback, and links matches and partners", async () => {
    const { db } = services;
    const school = await insertNews(db, {
      title_fr: "École ouverte",
      title_en: "",
      title_ar: "مدرسة مفتوحة",
    });
    await insertMatch(db, { home_team_name_fr: "Raja Olympique", away_team_name_fr: "Wydad Olympique" });
    const partner = await insertMediaPartner(db, {
      ...{ titre_fr: "", titre_en: "", titre_ar: "" },
      titre: "Radio Médina",
      ville: "Fès",
    });
    expect((await searchSite(db, "ecole ouverte", "en")).groups[0]?.results[0]).toMatchObject({
      key: `news-${school.id}`,
      langs: { title: "fr" },
    });
    expect((await searchSite(db, "مدرسه", "ar")).groups[0]?.results[0]?.key).toBe(`news-${school.id}`);
    expect((await searchSite(db, "ecole", "ar")).total).toBe(0);
    const match = await searchSite(db, "raja wydad", "fr");
    expect(match.groups.map((group) => group.group)).toEqual(["matches"]);
    expect(match.groups[0]?.results[0]?.title).toBe("Raja Olympique – Wydad Olympique");
    const radio = await searchSite(db, "medina fes", "fr");
    expect(radio.groups[0]?.results[0]).toMatchObject({
      title: "Radio Médina",
      href: `/mediaPartenaire#partner-${partner.id}`,
    });
  });

  it("shows the first page of each group and stops counting past the cap", async () => {
    const { db } = services;
    const rows = Array.from({ length: SEARCH_COUNT_CAP + 5 }, (_, index) =>
      // No random suffix anywhere: "1004" must be found in exactly one row.
      buildNews({
        slug: `kermesse-${index}`,
        title_fr: `Kermesse ${index}`,
        title_en: `Fair ${index}`,
        title_ar: `مهرجان ${index}`,
        content_fr: "La fête de l’école.",
        content_en: "The school fair.",
        content_ar: "حفل المدرسة.",
        created_at: new Date(Date.UTC(2020, 0, 1, 0, index)).toISOString(),
      }),
    );
    for (let start = 0; start < rows.length; start += 250)
      await insertMany(db, "news", rows.slice(start, start + 250));
    const outcome = await searchSite(db, "kermesse", "fr");
    expect(outcome.groups).toHaveLength(1);
    expect(outcome.groups[0]).toMatchObject({ group: "news", count: SEARCH_COUNT_CAP, isCountCapped: true });
    expect(outcome.groups[0]?.results).toHaveLength(RESULTS_PER_GROUP);
    expect(outcome).toMatchObject({ total: SEARCH_COUNT_CAP, isTotalCapped: true });
    const exact = await searchSite(db, "kermesse 1004", "fr");
    expect(exact).toMatchObject({ total: 1, isTotalCapped: false });
    await db.kysely.deleteFrom("news").where("title_fr", "like", "Kermesse %").execute();
  });

  it("writes the sitemap in every language, robots.txt and one RSS feed per language", async () => {
    const { db } = services;
    const news = await insertNews(db, { title_en: "Feed <item> & more", created_at: at(9) });
    await insertSitePage(db, { slug: "plan-sitemap" });
    await insertSitePage(db, { slug: "brouillon-sitemap", is_published: 0 });
    const sitemap = await sitemapXml(db, "https://tamkine.example");
    for (const locale of ["fr", "en", "ar"]) {
      expect(sitemap).toContain(`<loc>https://tamkine.example/actualites?lng=${locale}</loc>`);
      expect(sitemap).toContain(
        `<loc>https://tamkine.example/blogdetail/${news.slug}_${news.id}?lng=${locale}</loc>`,
      );
    }
    // The published site pages, each at /{slug}; a draft is not listed.
    expect(sitemap).toContain('hreflang="x-default" href="https://tamkine.example/plan-sitemap?lng=fr"');
    expect(sitemap).not.toContain("brouillon-sitemap");
    expect(sitemap).not.toContain("/search");

    const robots = robotsTxt("https://tamkine.example");
    expect(robots).toContain("Disallow: /dashboardAdmin");
    expect(robots).toContain("Sitemap: https://tamkine.example/sitemap.xml");

    const rss = await rssXml(db, { origin: "https://tamkine.example", locale: "en", t: translatorFor("en") });
    expect(rss).toContain("<language>en-US</language>");
    expect(rss).toContain("<title>Feed &lt;item&gt; &amp; more</title>");
    expect(rss).toContain(`https://tamkine.example/blogdetail/${news.slug}_${news.id}?lng=en`);
    expect(feedLocale("ar.xml")).toBe("ar");
    expect(feedLocale("de.xml")).toBeUndefined();
  });
});
