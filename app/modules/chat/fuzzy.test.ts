import { describe, expect, it } from "vitest";
import { Vocabulary } from "./fuzzy";

describe("Vocabulary.closest", () => {
  const vocabulary = new Vocabulary();
  for (const word of ["prix", "time", "horaires", "prochain"]) vocabulary.add(word);

  it("reads a slip in a word of four letters or more as the known word", () => {
    expect(vocabulary.closest("pirx")?.word).toBe("prix");
    expect(vocabulary.closest("tiem")?.word).toBe("time");
    expect(vocabulary.closest("horraires")?.word).toBe("horaires");
    expect(vocabulary.closest("prochian")?.word).toBe("prochain");
  });

  it("leaves words of three letters, and words two slips away from a short one, alone", () => {
    expect(vocabulary.closest("tme")).toBeUndefined();
    expect(vocabulary.closest("taxi")).toBeUndefined();
  });

  it("of words as close, prefers one with the same first letter, then the more frequent", () => {
    const words = new Vocabulary();
    words.add("amal", 3);
    words.add("email", 0.5);
    words.add("cost", 2);
    words.add("case", 1);
    expect(words.closest("emal")?.word).toBe("email");
    expect(words.closest("cose")?.word).toBe("cost");
  });
});

describe("Vocabulary.withOneLetterMore", () => {
  it("finds the known words a letter left out would make, never by a first letter", () => {
    const words = new Vocabulary();
    for (const word of ["هاتفكم", "العمل", "العلم", "virtual", "avril"]) words.add(word);
    expect(words.withOneLetterMore("هاتكم")).toEqual(["هاتفكم"]);
    // Two words it could be: no reading is sure.
    expect(words.withOneLetterMore("العل").sort()).toEqual(["العلم", "العمل"]);
    expect(words.withOneLetterMore("vrtual")).toEqual(["virtual"]);
    expect(words.withOneLetterMore("vril")).toEqual([]);
  });
});

describe("Vocabulary.withNeighboursSwapped", () => {
  it("finds the known words two neighbouring letters swapped back would make, never the first", () => {
    const words = new Vocabulary();
    for (const word of ["horaires", "tarif", "rtaif"]) words.add(word);
    expect(words.withNeighboursSwapped("horiares")).toEqual(["horaires"]);
    expect(words.withNeighboursSwapped("tarfi")).toEqual(["tarif"]);
    expect(words.withNeighboursSwapped("atrif")).toEqual([]);
  });
});
