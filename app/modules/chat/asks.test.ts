import { describe, expect, it } from "vitest";
import { gives } from "./asks";

describe("gives: who", () => {
  it("a sentence naming someone gives who, a date in capitals does not", () => {
    expect(gives("The workshops were led by the writer Nadia Bennani.", "who")).toBe(true);
    expect(gives("L’agronome bénévole Salma Idrissi anime les séances.", "who")).toBe(true);
    expect(gives("Every Saturday from 10 am to 12 pm, in the laboratory.", "who")).toBe(false);
    expect(gives("Since 2 April, 45 pupils have been growing tomatoes.", "who")).toBe(false);
  });
});
