import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import { buildNews, insertMany } from "~/modules/demo/factories.server";
import type { Services } from "~/services.server";
import { NEWS_PAGE_SIZE, newsPage } from "./news.server";

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 10)).toISOString();

describe.each(testDatabases())("/actualites pages on $dialect", (database) => {
  let services: Services;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ services, dispose } = await openTestServices(database));
  });
  afterAll(() => dispose());

  it("pages and searches the news in the database, the newest match as the headline", async () => {
    const { db } = services;
    expect(await newsPage(db, "fr", { query: "", page: 1 })).toMatchObject({
      featured: null,
      items: [],
      pageCount: 1,
      hasNews: false,
    });

    await insertMany(
      db,
      "news",
      Array.from({ length: 24 }, (_, index) =>
        buildNews({
          title_fr: `Nouvelle ${index + 1}`,
          title_en: `News ${index + 1}`,
          created_at: at(index + 1),
        }),
      ),
    );
    await insertMany(db, "news", [
      buildNews({ title_fr: "Étudiants à l’honneur", title_en: "Students honoured", created_at: at(30) }),
    ]);
    await insertMany(db, "news", [
      buildNews({ title_fr: "Brouillon étudiants", created_at: at(31), is_published: 0 }),
    ]);

    const first = await newsPage(db, "fr", { query: "", page: 1 });
    expect(first.featured?.title).toBe("Étudiants à l’honneur");
    expect(first.items.map((item) => item.title)).toEqual(
      Array.from({ length: NEWS_PAGE_SIZE }, (_, index) => `Nouvelle ${24 - index}`),
    );
    expect(first).toMatchObject({ page: 1, pageCount: 3, hasNews: true });

    const last = await newsPage(db, "fr", { query: "", page: 99 });
    expect(last.page).toBe(3);
    expect(last.featured).toBeNull();
    expect(last.items.map((item) => item.title)).toEqual(
      ["6", "5", "4", "3", "2", "1"].map((n) => `Nouvelle ${n}`),
    );

    // Accent- and case-insensitive, in the visitor's language; drafts never show.
    const found = await newsPage(db, "fr", { query: "ETUDIANTS", page: 1 });
    expect(found.featured?.title).toBe("Étudiants à l’honneur");
    expect(found.items).toEqual([]);
    expect((await newsPage(db, "en", { query: "honoured", page: 1 })).featured?.title).toBe(
      "Students honoured",
    );
    expect((await newsPage(db, "en", { query: "honneur", page: 1 })).featured).toBeNull();

    expect(await newsPage(db, "fr", { query: "handball sous-marin", page: 1 })).toMatchObject({
      featured: null,
      items: [],
      pageCount: 1,
      hasNews: true,
    });
  });
});
