import { describe, expect, it } from "vitest";
import { EVERYDAY_CONCEPTS } from "./everyday-words";
import { CONCEPTS } from "./lexicon";

describe("concept groups", () => {
  // The nth group means the same in every language: a question finds text written in another
  // language through them (search.ts), so one group missing in a language shifts all the others.
  it.each([
    ["CONCEPTS", CONCEPTS],
    ["EVERYDAY_CONCEPTS", EVERYDAY_CONCEPTS],
  ] as const)("%s has as many groups in every language", (_name, groups) => {
    expect(groups.en).toHaveLength(groups.fr.length);
    expect(groups.ar).toHaveLength(groups.fr.length);
  });
});
