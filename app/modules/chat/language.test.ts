import { describe, expect, it } from "vitest";
import { detectLanguage } from "./language";

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
