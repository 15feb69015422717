import { describe, expect, it } from "vitest";
import { arabicSpellingsOf } from "./arabizi";

describe("arabicSpellingsOf", () => {
  it("reads digits as the letters Latin lacks, and each ambiguous letter both ways", () => {
    expect(arabicSpellingsOf("chtranj")).toContain("شطرنج");
    expect(arabicSpellingsOf("kaykhelso")).toContain("كيخلصو");
    expect(arabicSpellingsOf("m7loulin")).toContain("محلولين");
    expect(arabicSpellingsOf("l3oum")).toContain("العوم");
  });

  it("reads a final “a” as the feminine ending, and “iy” as one letter", () => {
    expect(arabicSpellingsOf("lkhiyata")).toContain("الخياطه");
    expect(arabicSpellingsOf("jam3iya")).toContain("جمعيه");
  });

  it("writes an opening vowel on its alef, and “ou” long or short", () => {
    expect(arabicSpellingsOf("ina")).toContain("اينا");
    expect(arabicSpellingsOf("l2oumiya")).toContain("الاميه");
  });

  it("lists the likeliest spelling first and gives none for a number", () => {
    expect(arabicSpellingsOf("zbel")[0]).toBe("زبل");
    expect(arabicSpellingsOf("2025")).toEqual([]);
    expect(arabicSpellingsOf("école")).toEqual([]);
  });
});
