import { describe, expect, it } from "vitest";
import { foldText } from "./fold";

describe("foldText", () => {
  it("ignores case, accents, ligatures and typographic apostrophes; keeps punctuation", () => {
    expect(foldText("  Élève   ÉCOLE Cœur ")).toBe("eleve ecole coeur");
    expect(foldText("l’équipe")).toBe("l'equipe");
    expect(foldText("Straße, ﬁn !")).toBe("strasse, fin !");
  });

  it("folds Arabic vowel marks, letter variants, hamza and tatweel", () => {
    expect(foldText("مُؤَسَّسَة")).toBe(foldText("مؤسسة"));
    expect(foldText("أكاديمية")).toBe("اكاديميه");
    expect(foldText("إلى")).toBe("الي");
    expect(foldText("ٱلْقُرْآن")).toBe("القران");
    expect(foldText("مساءً")).toBe(foldText("مسا"));
    expect(foldText("جــميل")).toBe("جميل");
  });

  it("writes Arabic-Indic and Persian digits as ASCII digits", () => {
    expect(foldText("٣×٣ في ١٥ مارس")).toBe("3×3 في 15 مارس");
    expect(foldText("۲۰۲۶")).toBe("2026");
  });
});
