import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db } from "~/db/client.server";
import { openSiteDb } from "~/database.server";
import { localStorage, type Storage } from "~/modules/media/storage.server";
import { buildDemoPdf } from "./demo-images.server";
import { seedDemo } from "./demo.server";
import { factoryTables, type FactoryTable } from "./factories.server";

let directory: string;
let db: Db;
let storage: Storage;
let firstRun: boolean;

async function countRows(table: FactoryTable): Promise<number> {
  const row = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function countAll(): Promise<Record<string, number>> {
  const counts = await Promise.all(
    factoryTables.map(async (table) => [table, await countRows(table)] as const),
  );
  return Object.fromEntries(counts);
}

/** Every `/media/...` value held by any content or inbox row. */
async function storedMediaUrls(): Promise<string[]> {
  const rows = await Promise.all(
    factoryTables.map((table) => db.kysely.selectFrom(table).selectAll().execute()),
  );
  return rows
    .flat()
    .flatMap((row) => Object.values(row))
    .filter((value): value is string => typeof value === "string" && value.startsWith("/media/"));
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "tamkine-seed-"));
  db = await openSiteDb({ dialect: "sqlite", file: path.join(directory, "demo.sqlite") });
  storage = localStorage(path.join(directory, "uploads"));
  firstRun = await seedDemo({ db, storage });
});

afterAll(async () => {
  await db?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe("seedDemo", () => {
  it("seeds an empty database", () => {
    expect(firstRun).toBe(true);
  });

  it("writes at least 12 news articles with titles and contents in French, English and Arabic", async () => {
    const news = await db.kysely.selectFrom("news").selectAll().execute();
    expect(news.length).toBeGreaterThanOrEqual(12);
    for (const article of news) {
      for (const text of [article.title_fr, article.title_en, article.title_ar])
        expect(text.trim()).not.toBe("");
      // Several paragraphs, stored as rich text (decision 027).
      expect(article.content_fr).toMatch(/<\/p><p>/);
      expect(article.content_ar).toMatch(/[\u0600-\u06ff]/);
      expect(article.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(article.image).toMatch(/^\/media\//);
      expect(article.updated_at).toBe(article.created_at);
    }
    expect(new Set(news.map((article) => article.created_at)).size).toBe(news.length);
  });

  it("fills every content and inbox table with at least two rows", async () => {
    for (const [table, count] of Object.entries(await countAll())) {
      expect(count, table).toBeGreaterThanOrEqual(2);
    }
  });

  it("points every image and file field at a stored upload that is marked as used", async () => {
    const urls = await storedMediaUrls();
    expect(urls.length).toBeGreaterThan(50);
    const keys = [...new Set(urls.map((url) => url.slice("/media/".length)))];
    for (const key of keys) expect(await storage.get(key), key).not.toBeNull();
    const unused = await db.kysely
      .selectFrom("uploads")
      .select("key")
      .where("key", "in", keys)
      .where("is_used", "=", 0)
      .execute();
    expect(unused).toEqual([]);
  });

  it("stores a real PDF for each document", async () => {
    const documents = await db.kysely.selectFrom("documents").select(["fichier"]).execute();
    for (const document of documents) expect(document.fichier).toMatch(/^\/media\/.+\.pdf$/);
  });

  it("includes past matches with scores and upcoming ones without", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const matches = await db.kysely.selectFrom("matches").selectAll().execute();
    const played = matches.filter((match) => match.match_date < today);
    const upcoming = matches.filter((match) => match.match_date > today);
    expect(played.length).toBeGreaterThanOrEqual(2);
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    for (const match of played) expect(match.home_score).toEqual(expect.any(Number));
    for (const match of upcoming) expect(match.home_score).toBeNull();
    for (const match of matches) expect(match.match_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  });

  it("uses YouTube links with 11-character ids and at least one other link", async () => {
    const videos = await db.kysely.selectFrom("videos").select("lien_video").execute();
    const youtube = /^https:\/\/(?:www\.youtube\.com\/watch\?v=|youtu\.be\/)([A-Za-z0-9_-]{11})$/;
    expect(videos.filter((video) => youtube.test(video.lien_video)).length).toBeGreaterThanOrEqual(4);
    expect(videos.some((video) => !youtube.test(video.lien_video))).toBe(true);
  });

  it("has every legal and club page", async () => {
    const pages = await db.kysely.selectFrom("site_pages").select(["slug", "body_fr", "body_ar"]).execute();
    expect(pages.map((page) => page.slug).sort()).toEqual(
      ["cgv", "club", "equipes", "mentions-legales", "partenaires", "politique-confidentialite"].sort(),
    );
    const privacy = pages.find((page) => page.slug === "politique-confidentialite");
    expect(privacy?.body_fr).toContain("/contacter-tamkine");
  });

  it("does nothing the second time", async () => {
    const before = await countAll();
    const uploadsBefore = await db.kysely.selectFrom("uploads").select("id").execute();
    expect(await seedDemo({ db, storage })).toBe(false);
    expect(await countAll()).toEqual(before);
    expect(await db.kysely.selectFrom("uploads").select("id").execute()).toHaveLength(uploadsBefore.length);
  });
});

describe("buildDemoPdf", () => {
  it("writes an xref table whose offsets point at each object", () => {
    const pdf = buildDemoPdf({
      title: "Rapport (annuel)",
      lines: ["Première ligne", "Back\\slash"],
    }).toString("latin1");
    expect(pdf.startsWith("%PDF-1.4\n")).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe("xref");
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n\r$/gm)].map((match) =>
      Number(match[1]),
    );
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    expect(pdf).toContain("(Rapport \\(annuel\\)) Tj");
    expect(pdf).toContain("(Premiere ligne) Tj");
  });
});
