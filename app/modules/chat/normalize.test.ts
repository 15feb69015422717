import { describe, expect, it } from "vitest";
import { editDistance, Vocabulary } from "./fuzzy";
import { foldText, stem, words } from "./normalize";

describe("foldText", () => {
  it("lowers case, removes accents and punctuation, splits elisions", () => {
    expect(foldText("L’Équipe FÉMININE, c'est « top » !")).toBe("l equipe feminine c est top");
    expect(foldText("Œuvre")).toBe("oeuvre");
  });

  it("unifies Arabic letters: alef forms, alef maqsura, ta marbuta, hamza carriers, harakat, tatweel", () => {
    expect(foldText("أإآ")).toBe("ااا");
    expect(foldText("إلى")).toBe("الي");
    expect(foldText("المباراة")).toBe("المباراه");
    expect(foldText("مُؤَسَّسَة")).toBe("موسسه");
    expect(foldText("رئيس")).toBe("رييس");
    expect(foldText("كـــرة")).toBe("كره");
    expect(foldText("٢٠٢٦")).toBe("2026");
  });

  it("never keeps markup characters", () => {
    expect(words("<script>alert(1)</script>")).toEqual(["script", "alert", "1", "script"]);
  });
});

describe("stem", () => {
  it.each([
    ["fr", "bourses", "bourse"],
    ["fr", "horaires", "horaire"],
    ["fr", "actualités", "actualité"],
    ["fr", "matchs", "match"],
    ["fr", "entraînements", "entraînement"],
    ["en", "matches", "match"],
    ["en", "tutoring", "tutors"],
    ["en", "volunteering", "volunteers"],
    ["en", "activities", "activity"],
    ["ar", "المباراة", "مباريات"],
    ["ar", "منحة", "المنح"],
    ["ar", "جمعيتنا", "جمعية"],
  ] as const)("%s: %s and %s share a stem", (language, a, b) => {
    const [left] = words(a);
    const [right] = words(b);
    expect(stem(left!, language)).toBe(stem(right!, language));
  });

  it("keeps different words apart", () => {
    expect(stem("bourse", "fr")).not.toBe(stem("bonjour", "fr"));
    expect(stem("game", "en")).not.toBe(stem("news", "en"));
  });
});

describe("typo tolerance", () => {
  it("counts insertions, deletions, substitutions and swaps", () => {
    expect(editDistance("horaires", "horaires", 2)).toBe(0);
    expect(editDistance("horraires", "horaires", 2)).toBe(1);
    expect(editDistance("prochian", "prochain", 2)).toBe(1);
    expect(editDistance("scholraships", "scholarships", 2)).toBe(1);
    expect(editDistance("pizza", "partenaire", 2)).toBe(3);
  });

  it("finds the closest known word, never one too far away", () => {
    const vocabulary = new Vocabulary();
    for (const word of ["horaires", "horaire", "plateforme", "partenaire"]) vocabulary.add(word);
    expect(vocabulary.closest("horaries")?.word).toBe("horaires");
    expect(vocabulary.closest("platforme")?.word).toBe("plateforme");
    expect(vocabulary.closest("couscous")).toBeUndefined();
    // Short words are never "corrected": too many real words are one letter apart.
    expect(vocabulary.closest("heur")).toBeUndefined();
  });
});
