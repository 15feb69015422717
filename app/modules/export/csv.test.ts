import { describe, expect, it } from "vitest";
import { escapeCsvCell, toCsv } from "./csv";

describe("CSV export", () => {
  it("quotes cells with commas, quotes, line breaks or edge spaces, and doubles quotes", () => {
    expect(escapeCsvCell("plain")).toBe("plain");
    expect(escapeCsvCell("a,b")).toBe('"a,b"');
    expect(escapeCsvCell('il a dit "oui"')).toBe('"il a dit ""oui"""');
    expect(escapeCsvCell("ligne 1\nligne 2")).toBe('"ligne 1\nligne 2"');
    expect(escapeCsvCell(" espace")).toBe('" espace"');
    expect(escapeCsvCell(null)).toBe("");
    expect(escapeCsvCell(undefined)).toBe("");
    expect(escapeCsvCell(true)).toBe("1");
    expect(escapeCsvCell(42)).toBe("42");
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(escapeCsvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(escapeCsvCell("+33 6 00 00 00 00")).toBe("'+33 6 00 00 00 00");
    expect(escapeCsvCell("-2+3")).toBe("'-2+3");
    expect(escapeCsvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(escapeCsvCell("\tcmd")).toBe("'\tcmd");
    expect(escapeCsvCell("\r=1")).toBe('"\'\r=1"');
    // Formula characters inside a text are harmless, and real numbers stay numbers.
    expect(escapeCsvCell("a=b")).toBe("a=b");
    expect(escapeCsvCell(-5)).toBe("-5");
  });

  it("builds a UTF-8 document with a byte-order mark and CRLF line ends", () => {
    const csv = toCsv(
      ["Nom", "Message"],
      [
        ["فاطمة", "=1+1"],
        ["Zoé", "Bonjour, merci"],
      ],
    );
    expect(csv).toBe('\uFEFFNom,Message\r\nفاطمة,\'=1+1\r\nZoé,"Bonjour, merci"\r\n');
  });
});
