import { describe, expect, it } from "vitest";
import { textLang, translationsOf, untranslatedLang, untranslatedLanguageOf } from "./content-language";

const row = {
  title_fr: "Rentrée du club",
  title_en: "",
  title_ar: "الدخول المدرسي للنادي",
  comment_fr: "Inscriptions ouvertes",
  comment_en: "Registration is open",
  comment_ar: "  ",
  titre: "Règlement intérieur",
};

describe("the language of the content's texts", () => {
  it("notes each field that falls back to another language than the page's, under the view's name", () => {
    const english = translationsOf(row, "en");
    expect(english.text("title")).toBe("Rentrée du club");
    expect(english.text("comment", "text")).toBe("Registration is open");
    expect(english.langs).toEqual({ title: "fr" });

    const arabic = translationsOf(row, "ar");
    expect(arabic.text("title")).toBe("الدخول المدرسي للنادي");
    // A blank translation is empty: the French one is shown, and said to be French.
    expect(arabic.text("comment")).toBe("Inscriptions ouvertes");
    expect(arabic.langs).toEqual({ comment: "fr" });

    const french = translationsOf(row, "fr");
    french.text("title");
    french.text("comment");
    expect(french.langs).toEqual({});
  });

  it("gives an empty text and no language when no translation is filled in", () => {
    const empty = translationsOf({ title_fr: "", title_en: null, title_ar: " " }, "en");
    expect(empty.text("title")).toBe("");
    expect(empty.langs).toEqual({});
  });

  it("takes an untranslated field for French unless it is in Arabic script", () => {
    expect(untranslatedLanguageOf("Fès")).toBe("fr");
    expect(untranslatedLanguageOf("Radio فاس")).toBe("ar");
    expect(untranslatedLang("Fès", "fr")).toBeUndefined();
    expect(untranslatedLang("Fès", "ar")).toBe("fr");
    const arabic = translationsOf(row, "ar");
    expect(arabic.plain(row.titre, "title")).toBe("Règlement intérieur");
    expect(arabic.plain("", "description")).toBe("");
    expect(arabic.langs).toEqual({ title: "fr" });
  });

  it("gives the lang and dir attributes of a text in another language, and none otherwise", () => {
    expect(textLang("fr")).toEqual({ lang: "fr", dir: "ltr" });
    expect(textLang("ar")).toEqual({ lang: "ar", dir: "rtl" });
    expect(textLang(undefined)).toBeUndefined();
  });
});
