import { describe, expect, it } from "vitest";
import { filterByQuery, matchesQuery } from "./search";

describe("matchesQuery", () => {
  it("matches substrings of any field, every word required", () => {
    expect(matchesQuery(["Séminaire d’orientation", "Après le bac"], "seminaire BAC")).toBe(true);
    expect(matchesQuery(["Séminaire d’orientation", "Après le bac"], "seminaire tennis")).toBe(false);
    expect(matchesQuery(["Tutorat"], "uto")).toBe(true);
  });

  it("treats a blank query as everything and missing fields as empty", () => {
    expect(matchesQuery([null, undefined], "  ")).toBe(true);
    expect(matchesQuery([null, "Rabat"], "rabat")).toBe(true);
  });

  it("does not match across two fields", () => {
    expect(matchesQuery(["fin", "ale"], "finale")).toBe(false);
  });
});

describe("filterByQuery", () => {
  const items = [
    { title: "Échauffement", text: "Avant le match" },
    { title: "Tutorat", text: "Mathématiques" },
  ];
  it("keeps matching items in order and returns a copy for a blank query", () => {
    expect(filterByQuery(items, "MATHEMATIQUES", (item) => [item.title, item.text])).toEqual([items[1]]);
    const all = filterByQuery(items, "", (item) => [item.title]);
    expect(all).toEqual(items);
    expect(all).not.toBe(items);
  });
});
