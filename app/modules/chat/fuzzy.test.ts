import { describe, expect, it } from "vitest";
import { Vocabulary, withNeighboursSwapped, withOneLetterMore, isOneSlipApart } from "./fuzzy";

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

describe("slips undone", () => {
  it("every word with one letter more, never before the first", () => {
    expect(withOneLetterMore("ab", "xy").sort()).toEqual(["abx", "aby", "axb", "ayb"]);
  });
  it("every word with two neighbours swapped back, never the first", () => {
    expect(withNeighboursSwapped("horiares")).toContain("horaires");
    expect(withNeighboursSwapped("abc")).toEqual(["acb"]);
  });
});

describe("isOneSlipApart", () => {
  it("is a letter left out, added or changed, or two neighbours swapped", () => {
    expect(isOneSlipApart("wal", "wall")).toBe(true);
    expect(isOneSlipApart("diyab", "diab")).toBe(true);
    expect(isOneSlipApart("momen", "mumen")).toBe(true);
    expect(isOneSlipApart("recieve", "receive")).toBe(true);
    expect(isOneSlipApart("wall", "wall")).toBe(false);
    expect(isOneSlipApart("momin", "moumen")).toBe(false);
  });
});
