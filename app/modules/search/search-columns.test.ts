import { describe, expect, it } from "vitest";
import { searchColumns, withSearchColumns } from "./search-columns";
import { searchWords } from "./search-query.server";

describe("folded search columns", () => {
  it("hold what each language's visitor reads, with the fr → en → ar fallback", () => {
    const row = { title_fr: "Été à l'École", title_en: "", title_ar: "صيف", content_en: "Summer  CAMP" };
    expect(searchColumns("news", row)).toEqual({
      search_fr: "ete a l'ecole summer camp",
      search_en: "ete a l'ecole summer camp",
      search_ar: "صيف summer camp",
    });
  });

  it("add the untranslated columns the site search matches on", () => {
    const partner = { titre: "Radio Médina", description: "Écoute", ville: "Fès", categorie: "Presse" };
    expect(searchColumns("media_partners", partner).search_en).toBe("radio medina ecoute fes presse");
    expect(searchColumns("documents", { titre: "Rapport", description: "Annuel" }).search_ar).toBe(
      "rapport annuel",
    );
    const match = { home_team_name_fr: "Raja", away_team_name_fr: "Wydad", location_fr: "Casablanca" };
    expect(searchColumns("matches", match).search_fr).toBe("raja – wydad casablanca");
  });

  it("fold an inbox's searchable columns into one text, Arabic variants included", () => {
    const contact = {
      name: "Hâjar",
      email: "H@Example.org",
      subject: "إعلان",
      message: "مدرسة",
      language: "ar",
    };
    expect(searchColumns("contact_messages", contact)).toEqual({
      search_text: "hajar h@example.org اعلان مدرسه",
    });
  });

  it("leave rows of other tables as they are", () => {
    const row = { username: "admin" };
    expect(withSearchColumns("admins", row)).toBe(row);
  });

  it("split a query into its distinct folded words", () => {
    expect(searchWords("  Étudiant  ÉTUDIANT\u0000 bourse ")).toEqual(["etudiant", "bourse"]);
    expect(searchWords(undefined)).toEqual([]);
  });
});
