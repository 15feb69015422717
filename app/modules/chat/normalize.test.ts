import { describe, expect, it } from "vitest";
import { Vocabulary } from "./fuzzy";
import { foldText } from "~/modules/text/fold";
import {
  arabicRoot,
  frenchSingularOfVerb,
  joinedCompounds,
  otherFrenchReadings,
  stem,
  stemsOf,
  words,
} from "./normalize";

describe("words", () => {
  it("folds like the site search, then splits on punctuation and elisions", () => {
    expect(words("L’Équipe FÉMININE, c'est « top » !")).toEqual([
      "l",
      "equipe",
      "feminine",
      "c",
      "est",
      "top",
    ]);
    expect(words("المباراة ٢٠٢٦")).toEqual(["المباراه", "2026"]);
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
    ["fr", "joueront", "jouer"],
    ["en", "matches", "match"],
    ["en", "tutoring", "tutors"],
    ["en", "volunteering", "volunteers"],
    ["en", "activities", "activity"],
    ["ar", "المباراة", "مباريات"],
    ["ar", "منحة", "المنح"],
    ["ar", "جمعيتنا", "جمعية"],
    ["ar", "ورشات", "ورشة"],
    // Folding writes "ألواح" as "الواح": with its article, the word still meets itself.
    ["ar", "الألواح", "ألواح"],
    ["ar", "والألعاب", "ألعاب"],
    // Snowball's French rules expect accents that folding removed.
    ["fr", "distribuée", "distribués"],
    ["fr", "diminuée", "diminué"],
  ] as const)("%s: %s and %s share a stem", (language, a, b) => {
    const [left] = words(a);
    const [right] = words(b);
    expect(stem(left!, language)).toBe(stem(right!, language));
  });

  it("meets the y and the i of verbs in -ayer, -oyer and -uyer", () => {
    for (const [left, right] of [
      ["nettoye", "nettoient"],
      ["paye", "payer"],
      ["employe", "emploie"],
      ["appuyer", "appuie"],
    ])
      expect(stem(left!, "fr")).toBe(stem(right!, "fr"));
  });

  it("keeps different words apart", () => {
    expect(stem("bourse", "fr")).not.toBe(stem("bonjour", "fr"));
    expect(stem("game", "en")).not.toBe(stem("news", "en"));
  });
});

describe("typo tolerance", () => {
  it("finds the closest known word: one edit from five letters, two from eight, a swap counting one", () => {
    const vocabulary = new Vocabulary();
    for (const word of ["horaires", "horaire", "plateforme", "partenaire", "prochain", "match"])
      vocabulary.add(word);
    expect(vocabulary.closest("horraires")?.word).toBe("horaires");
    expect(vocabulary.closest("platforme")?.word).toBe("plateforme");
    expect(vocabulary.closest("prochian")).toEqual({ word: "prochain", distance: 1 });
    expect(vocabulary.closest("mathc")).toEqual({ word: "match", distance: 1 });
    expect(vocabulary.closest("couscous")).toBeUndefined();
    // Short words are never "corrected": too many real words are one letter apart.
    expect(vocabulary.closest("heur")).toBeUndefined();
  });

  it("prefers the more frequent of two equally close words", () => {
    const vocabulary = new Vocabulary();
    vocabulary.add("stages");
    vocabulary.add("stades", 3);
    expect(vocabulary.closest("staxes")?.word).toBe("stades");
  });
});

describe("Arabic roots", () => {
  it("finds the root under a verb's or a noun's prefixes, suffixes and long vowels", () => {
    for (const [word, root] of [
      ["تنظيف", "نظف"],
      ["ينظفون", "نظف"],
      ["متطوعين", "طوع"],
      ["التطوع", "طوع"],
      ["مدرسه", "درس"],
      ["دروس", "درس"],
      ["تسجيل", "سجل"],
    ])
      expect(arabicRoot(foldText(word!))).toBe(root);
  });

  it("says nothing of Latin words or of words it cannot bring to three letters", () => {
    expect(arabicRoot("cleaning")).toBeUndefined();
    expect(arabicRoot("كم")).toBeUndefined();
  });

  it("writes a sports age group as one word, in the three languages", () => {
    for (const text of [
      "les moins de 16 ans",
      "Under-16 girls",
      "U-16",
      "U16",
      "لأقل من 16 سنة",
      "أقل من 16 عاماً",
    ])
      expect(words(text)).toContain("u16");
    expect(words("Un match à 16 heures")).toEqual(["un", "match", "a", "16", "heures"]);
  });

  it("reads no root in the foreign name of a country or a continent", () => {
    for (const name of ["إفريقيا", "إيطاليا", "بريطانيا"]) expect(arabicRoot(foldText(name))).toBeUndefined();
    expect(arabicRoot(foldText("فريقنا"))).toBe("فرق");
  });
});

describe("French words folding would make another's", () => {
  it("«mère» is no «mer» (the sea), «père» no «per»", () => {
    expect(stem("mere", "fr")).not.toBe(stem("mer", "fr"));
    expect(stem("meres", "fr")).toBe(stem("mere", "fr"));
    expect(stem("pere", "fr")).not.toBe(stem("per", "fr"));
  });
});

describe("other readings of a French word", () => {
  it("reads a plural verb as its singular, a glued elision without it, and «k» as «qu»", () => {
    expect(frenchSingularOfVerb("commencent")).toBe("commence");
    expect(frenchSingularOfVerb("jouent")).toBe("joue");
    // Whether the site uses the singular, and not the word itself, is the caller's to check.
    expect(frenchSingularOfVerb("parent")).toBe("pare");
    expect(otherFrenchReadings("dinscription")).toEqual(["inscription"]);
    expect(otherFrenchReadings("lecole")).toEqual(["ecole"]);
    expect(otherFrenchReadings("robotik")).toEqual(["robotique"]);
    expect(otherFrenchReadings("kestion")).toEqual(["question"]);
    // Too short to be an elided word, or no vowel after the letter.
    expect(otherFrenchReadings("lait")).toEqual([]);
    expect(otherFrenchReadings("droit")).toEqual([]);
  });
});

describe("French plurals and compounds", () => {
  it("a plural in -os or -is meets its singular, which Snowball's French keeps apart", () => {
    expect(stem("photos", "fr")).toBe(stem("photo", "fr"));
    expect(stem("amis", "fr")).toBe(stem("ami", "fr"));
  });
  it("words joined by a hyphen are also one word", () => {
    expect(joinedCompounds("La demi-finale et le semi-final, pas -x ni a-b-c")).toEqual([
      "demifinale",
      "semifinal",
    ]);
  });
});

describe("Arabic future verbs", () => {
  it("reads سـ as the future before a verb, not in a noun ending as a plural or a feminine", () => {
    const stemOf = (word: string) => stem(words(word)[0]!, "ar");
    expect(stemOf("سنلعب")).toBe(stemOf("لعب"));
    expect(stemOf("سنوات")).not.toBe("وات");
    expect(stemOf("سيارة")).not.toBe(stemOf("ارة"));
  });

  it("keeps the noun's reading beside the verb's: «سينما» meets «السينما»", () => {
    const readings = (word: string) => stemsOf(words(word)[0]!, "ar");
    expect(readings("سينما")).toContain(stem(words("السينما")[0]!, "ar"));
    expect(readings("وسينما")).toContain(stem(words("السينما")[0]!, "ar"));
    expect(readings("سيلعب")).toContain(stem(words("لعب")[0]!, "ar"));
  });
});
