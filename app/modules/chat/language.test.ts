import { describe, expect, it } from "vitest";
import { ARABIC_FUNCTION_WORDS } from "./chat-index";
import { detectLanguage, NameSpans, quotedSpans } from "./language";

describe("detectLanguage", () => {
  it.each([
    ["ما هي أوقات العمل؟", "ar"],
    ["متى المباراة القادمة", "ar"],
    ["ما هي منصة Tamkine Connect ؟", "ar"],
    ["Quels sont vos horaires d'ouverture ?", "fr"],
    ["quand est le prochain match", "fr"],
    ["Où se trouve le centre ?", "fr"],
    ["What are your opening hours?", "en"],
    ["when is the next game", "en"],
    ["How can I join you?", "en"],
  ])("%s → %s", (text, language) => {
    expect(detectLanguage(text)).toEqual({ language, isConfident: true });
  });

  it("recognises Darija written in Latin letters, not a number with its unit", () => {
    expect(detectLanguage("wach kayn chi atelier dyal théâtre le samedi?").language).toBe("ar");
    expect(detectLanguage("ch7al taman?", { hint: "fr" })).toEqual({ language: "ar", isConfident: true });
    expect(detectLanguage("le 3eme match de la saison commence à 10h30 ?").language).toBe("fr");
    expect(detectLanguage("Is there a class at the end of the day?").language).toBe("en");
  });

  it("uses French accents when no frequent word decides", () => {
    expect(detectLanguage("Inscriptions été").language).toBe("fr");
  });

  it("keeps the interface language when the text gives no clue", () => {
    expect(detectLanguage("Tamkine Connect", { hint: "en" })).toEqual({ language: "en", isConfident: false });
    expect(detectLanguage("12345", { hint: "ar" })).toEqual({ language: "ar", isConfident: false });
    expect(detectLanguage("")).toEqual({ language: "fr", isConfident: false });
  });

  it("uses the words only one language's content contains", () => {
    const vocabularies = { fr: new Set(["bourses"]), en: new Set(["scholarships"]) };
    expect(detectLanguage("scholarships", { hint: "fr", vocabularies }).language).toBe("en");
    expect(detectLanguage("bourses", { hint: "en", vocabularies }).language).toBe("fr");
  });
});

describe("detectLanguage with the items' names", () => {
  const names = new NameSpans(["Passerelle Emploi", "Job Bridge", "Astronomy workshop", "ورشة علم الفلك"]);
  const arabicFunctionWords = ARABIC_FUNCTION_WORDS;

  it("follows the sentence, not a name quoted in another language", () => {
    expect(detectLanguage("حدثني عن Astronomy workshop", { names, arabicFunctionWords }).language).toBe("ar");
    expect(detectLanguage("ما هي Passerelle Emploi؟", { names, arabicFunctionWords }).language).toBe("ar");
    expect(detectLanguage("What is Passerelle Emploi?", { names }).language).toBe("en");
    expect(detectLanguage("C'est quoi Job Bridge ?", { names }).language).toBe("fr");
  });

  it("follows the sentence around a quoted title, even one the site names otherwise", () => {
    expect(
      detectLanguage("« يوم للتبرع بالدم » : il faut apporter quoi ce jour-là ?", { arabicFunctionWords })
        .language,
    ).toBe("fr");
    expect(detectLanguage("متى يبدأ “Summer coding camp” ؟", { arabicFunctionWords }).language).toBe("ar");
    expect(detectLanguage("« Club d'échecs »", { hint: "en" }).language).toBe("fr");
  });

  it("follows the sentence around a title in single quotes, apostrophes aside", () => {
    expect(
      detectLanguage("What happened at the 'حملة تنظيف الشاطئ'?", { arabicFunctionWords }).language,
    ).toBe("en");
    expect(detectLanguage("What is ‘حملة تنظيف الشاطئ’?", { arabicFunctionWords }).language).toBe("en");
    // Apostrophes are no quotes.
    expect(quotedSpans("l'atelier d'été")).toEqual([]);
    expect(quotedSpans("the 'Job Bridge' platform")).toEqual([["job", "bridge"]]);
  });

  it("leaves out a title cited by its part before the colon", () => {
    const titled = new NameSpans(["حملة تنظيف شاطئ دار بوعزة: جمع 3 أطنان من النفايات"]);
    expect(
      detectLanguage("What happened at the حملة تنظيف شاطئ دار بوعزة?", { names: titled }).language,
    ).toBe("en");
  });

  it("an Arabic question word decides even beside an unknown Latin name", () => {
    expect(detectLanguage("شنو هو Tamkine Summer Bootcamp", { arabicFunctionWords }).language).toBe("ar");
  });

  it("a name typed alone keeps the interface language", () => {
    expect(detectLanguage("Job Bridge", { names, hint: "ar" })).toEqual({
      language: "ar",
      isConfident: false,
    });
    expect(detectLanguage("ورشة علم الفلك", { names, hint: "fr" }).language).toBe("fr");
  });
});
