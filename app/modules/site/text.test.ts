import { describe, expect, it } from "vitest";
import { cutAtWord, documentCutLength, excerpt, introOf, paragraphsOf } from "./text";

const sentence = (length: number, end = ".") =>
  `${"word "
    .repeat(Math.ceil(length / 5))
    .slice(0, length - 1)
    .trimEnd()}${end}`;

describe("cutAtWord", () => {
  it("keeps a short text whole", () => {
    expect(cutAtWord("Un texte court.", 100)).toEqual({
      head: "Un texte court.",
      tail: "",
      hasEllipsis: false,
    });
  });

  it("cuts at the last space before the limit and never loses text", () => {
    const text =
      "La Fondation Tamkine accompagne les élèves et les étudiants issus de milieux modestes jusqu'à l'emploi.";
    const cut = cutAtWord(text, 40);
    expect(cut.head).toBe("La Fondation Tamkine accompagne les");
    expect(cut.head.length).toBeLessThanOrEqual(40);
    expect(cut.head + cut.tail).toBe(text);
    expect(cut.hasEllipsis).toBe(true);
  });

  it("drops trailing punctuation from the head and hard-cuts one very long word", () => {
    expect(cutAtWord("Bourses, tutorat, orientation et séminaires", 18).head).toBe("Bourses, tutorat");
    const long = "a".repeat(50);
    expect(cutAtWord(long, 20)).toMatchObject({ head: "a".repeat(20), tail: "a".repeat(30) });
  });

  it("uses §9's document lengths: near 100 up to 768 px, else 200", () => {
    expect(documentCutLength(375)).toBe(100);
    expect(documentCutLength(768)).toBe(100);
    expect(documentCutLength(769)).toBe(200);
  });
});

describe("introOf (§9 president and foundation texts)", () => {
  it("shows a text under 300 characters whole", () => {
    const text = sentence(299);
    expect(introOf(text)).toEqual({ head: text, tail: "", hasEllipsis: false });
  });

  it("keeps whole sentences up to about 350 characters", () => {
    const first = sentence(200);
    const second = sentence(140);
    const third = sentence(120);
    const text = `${first} ${second} ${third}`;
    const cut = introOf(text);
    expect(cut.head).toBe(`${first} ${second}`);
    expect(cut.head.length).toBeLessThanOrEqual(350);
    expect(cut.hasEllipsis).toBe(false);
    expect(cut.head + cut.tail).toBe(text);
  });

  it("cuts at the last space before 300 when the first sentence is longer than 350", () => {
    const text = `${sentence(400)} ${sentence(50)}`;
    const cut = introOf(text);
    expect(cut.head.length).toBeLessThanOrEqual(300);
    expect(cut.head.length).toBeGreaterThan(250);
    expect(text[cut.head.length]).toBe(" ");
    expect(cut.hasEllipsis).toBe(true);
  });

  it("shows a 300–350 character text of whole sentences whole", () => {
    const text = `${sentence(200)} ${sentence(120)}`;
    expect(introOf(text).tail).toBe("");
  });

  it("handles Arabic question marks as sentence ends", () => {
    const text = `${sentence(250, "؟")} ${sentence(80)} ${sentence(100)}`;
    expect(introOf(text).head).toBe(`${sentence(250, "؟")} ${sentence(80)}`);
  });
});

describe("excerpt and paragraphs", () => {
  it("makes one line with an ellipsis when cut", () => {
    expect(excerpt("Un\n\ndeux trois quatre cinq", 12)).toBe("Un deux…");
    expect(excerpt("Court", 12)).toBe("Court");
  });

  it("splits paragraphs on blank lines", () => {
    expect(paragraphsOf("Un.\n\n  Deux.\n \nTrois.\n\n")).toEqual(["Un.", "Deux.", "Trois."]);
  });
});
