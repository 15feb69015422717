import { describe, expect, it } from "vitest";
import { matchTime, matchView, score, type MatchRow } from "./matches";
import { localizedUrl, seoMeta, type Seo } from "./seo";
import { sportsEventLd } from "./structured-data";

const row: MatchRow = {
  id: 7,
  home_team_name_fr: "Tamkine Basket Club",
  home_team_name_en: "Tamkine Basketball Club",
  home_team_name_ar: "نادي تمكين لكرة السلة",
  away_team_name_fr: "Étoile de Rabat",
  away_team_name_en: "",
  away_team_name_ar: "نجم الرباط",
  location_fr: "Salle Tamkine",
  location_en: "Tamkine Hall",
  location_ar: "قاعة تمكين",
  description_fr: "",
  description_en: "",
  description_ar: "",
  match_date: "2026-05-02",
  match_time: "18:30:00",
  home_score: null,
  away_score: 71,
  home_team_logo_url: null,
  away_team_logo_url: null,
  banner_image_url: "/media/2026/05/banner.jpg",
};

describe("match display (§3, §9)", () => {
  it("shows the time as HH:MM and scores default to 0", () => {
    expect(matchTime("18:30:00")).toBe("18:30");
    expect(matchTime("9:30")).toBe("");
    expect(matchTime(null)).toBe("");
    expect(score(null)).toBe(0);
    expect(score(undefined)).toBe(0);
    expect(score("12")).toBe(12);
  });

  it("localizes team names and location, falling back to French", () => {
    const en = matchView(row, "en", "2026-05-01");
    expect(en).toMatchObject({
      home: "Tamkine Basketball Club",
      away: "Étoile de Rabat",
      location: "Tamkine Hall",
      time: "18:30",
      homeScore: 0,
      awayScore: 71,
      isPlayed: false,
    });
    expect(matchView(row, "ar", "2026-05-03")).toMatchObject({
      home: "نادي تمكين لكرة السلة",
      isPlayed: true,
    });
    expect(matchView(row, "fr", "2026-05-01").date).toBe("samedi 2 mai 2026");
  });

  it("describes a match as a schema.org SportsEvent", () => {
    const data = sportsEventLd(matchView(row, "fr", "2026-05-01"), {
      origin: "https://tamkine.example",
      locale: "fr",
      organizer: "Fondation Tamkine",
    });
    expect(data).toMatchObject({
      "@type": "SportsEvent",
      startDate: "2026-05-02T18:30:00",
      homeTeam: { name: "Tamkine Basket Club" },
      awayTeam: { name: "Étoile de Rabat" },
      image: ["https://tamkine.example/media/2026/05/banner.jpg"],
      url: "https://tamkine.example/matchs?lng=fr#match-7",
    });
  });
});

describe("seoMeta", () => {
  const seo: Seo = {
    title: "Actualités",
    description: "Toutes les actualités.",
    siteName: "Fondation Tamkine",
    origin: "https://tamkine.example",
    path: "/actualites?page=2",
    locale: "ar",
    image: "/media/2026/05/a.jpg",
    jsonLd: [{ "@type": "Organization" }],
  };

  it("gives a title, a canonical URL per language and hreflang alternates", () => {
    const tags = seoMeta(seo);
    expect(tags).toContainEqual({ title: "Actualités · Fondation Tamkine" });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://tamkine.example/actualites?page=2&lng=ar",
    });
    for (const locale of ["fr", "en", "ar"])
      expect(tags).toContainEqual({
        tagName: "link",
        rel: "alternate",
        hrefLang: locale,
        href: `https://tamkine.example/actualites?page=2&lng=${locale}`,
      });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: "https://tamkine.example/actualites?page=2&lng=fr",
    });
  });

  it("adds OpenGraph and Twitter cards with the absolute image, and JSON-LD", () => {
    const tags = seoMeta(seo);
    expect(tags).toContainEqual({
      property: "og:image",
      content: "https://tamkine.example/media/2026/05/a.jpg",
    });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ property: "og:locale", content: "ar_MA" });
    expect(tags).toContainEqual({ "script:ld+json": { "@type": "Organization" } });
    expect(seoMeta({ ...seo, image: null })).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(seoMeta(undefined)).toEqual([]);
  });

  it("replaces an existing lng parameter", () => {
    expect(localizedUrl("https://t.example", "/search?q=bac&lng=fr", "en")).toBe(
      "https://t.example/search?q=bac&lng=en",
    );
  });
});
