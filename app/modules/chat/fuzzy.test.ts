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
});
