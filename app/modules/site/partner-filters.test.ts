import { describe, expect, it } from "vitest";
import {
  ALL,
  applyPartnerFilters,
  filterOptions,
  hasActiveFilter,
  isFilterShown,
  NO_FILTERS,
  parseFilters,
  yearAndMonth,
} from "./partner-filters";

const partner = (overrides: Partial<Parameters<typeof applyPartnerFilters>[0][number]> = {}) => ({
  title: "Radio Atlas FM",
  description: "Radio régionale",
  ville: "Marrakech",
  categorie: "Radio",
  activite: "Éducation",
  dateCreation: "2006-09-01",
  ...overrides,
});

const partners = [
  partner(),
  partner({
    title: "Le Courrier",
    categorie: "Presse",
    activite: "Information",
    ville: "Casablanca",
    dateCreation: "1998-03-12",
  }),
  partner({ title: "EduMag", categorie: "Web", ville: "Casablanca", dateCreation: "2018-10-05" }),
  partner({ title: "Sans date", categorie: "Web", dateCreation: null }),
];

describe("partner filters (§9)", () => {
  it("reads the year and the 0-based month of a date", () => {
    expect(yearAndMonth("2006-09-01")).toEqual({ year: 2006, month: 8 });
    expect(yearAndMonth("1998-01-31")).toEqual({ year: 1998, month: 0 });
    expect(yearAndMonth("2006-13-01")).toBeUndefined();
    expect(yearAndMonth(null)).toBeUndefined();
  });

  it("offers distinct values: years newest first, months 0–11 in order", () => {
    expect(filterOptions(partners)).toEqual({
      categorie: ["Presse", "Radio", "Web"],
      annee: ["2018", "2006", "1998"],
      mois: ["2", "8", "9"],
      activite: ["Éducation", "Information"],
    });
  });

  it("shows a filter only when more than one distinct value exists", () => {
    const options = filterOptions([partner(), partner({ title: "Autre", dateCreation: "2006-09-20" })]);
    expect(isFilterShown(options, "categorie")).toBe(false);
    expect(isFilterShown(options, "annee")).toBe(false);
    expect(isFilterShown(filterOptions(partners), "categorie")).toBe(true);
  });

  it("'tous' means all; filters combine with the search on title, description and city", () => {
    expect(applyPartnerFilters(partners, NO_FILTERS, "")).toHaveLength(4);
    expect(
      applyPartnerFilters(partners, { ...NO_FILTERS, categorie: "Web" }, "").map((p) => p.title),
    ).toEqual(["EduMag", "Sans date"]);
    expect(applyPartnerFilters(partners, { ...NO_FILTERS, annee: "2006", mois: "8" }, "")).toEqual([
      partners[0],
    ]);
    expect(applyPartnerFilters(partners, { ...NO_FILTERS, categorie: "Web" }, "casablanca")).toEqual([
      partners[2],
    ]);
    expect(applyPartnerFilters(partners, { ...NO_FILTERS, activite: "Information" }, "atlas")).toEqual([]);
  });

  it("parses query parameters, unknown values falling back to 'tous'", () => {
    const options = filterOptions(partners);
    const filters = parseFilters(new URLSearchParams("categorie=Web&annee=1900&mois=2"), options);
    expect(filters).toEqual({ categorie: "Web", annee: ALL, mois: "2", activite: ALL });
    expect(hasActiveFilter(filters)).toBe(true);
    expect(hasActiveFilter(NO_FILTERS)).toBe(false);
  });
});
