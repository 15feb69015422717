import { describe, expect, it } from "vitest";
import { newsArticleLd } from "./structured-data";

const article = {
  origin: "https://tamkine.example",
  path: "/blogdetail/rentree_7",
  title: "Rentrée",
  description: "Inscriptions ouvertes",
  image: null,
  publishedAt: "2026-09-01T08:00:00.000Z",
  modifiedAt: "2026-09-02T08:00:00.000Z",
  publisher: "Fondation Tamkine",
};

describe("an article's JSON-LD", () => {
  it("names the page's language, or the one the article is written in when it fell back", () => {
    expect(newsArticleLd({ ...article, locale: "ar" })).toMatchObject({
      "@type": "NewsArticle",
      inLanguage: "ar-MA",
      mainEntityOfPage: "https://tamkine.example/blogdetail/rentree_7?lng=ar",
    });
    expect(newsArticleLd({ ...article, locale: "en", textLocale: "fr" })).toMatchObject({
      inLanguage: "fr-FR",
      mainEntityOfPage: "https://tamkine.example/blogdetail/rentree_7?lng=en",
    });
  });
});
