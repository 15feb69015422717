import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hasControlOrSpace, safeRedirectTarget } from "./redirect-target";

describe("where a sign-in or a form sends the browser next", () => {
  it("follows same-site paths with their query and fragment", () => {
    expect(safeRedirectTarget("/listeContacts?page=2#top")).toBe("/listeContacts?page=2#top");
    expect(safeRedirectTarget("/actualites", "/x")).toBe("/actualites");
  });

  it.each([
    "//evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n//evil.example",
    "/ /evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "evil.example",
    "",
  ])("refuses %j", (target) => {
    expect(safeRedirectTarget(target)).toBe("/dashboardAdmin");
  });

  it("never returns anything but a same-site path without control characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (tail) => {
        const target = safeRedirectTarget(`/${tail}`);
        expect(target.startsWith("/")).toBe(true);
        expect(target.startsWith("//")).toBe(false);
        expect(hasControlOrSpace(target) || target.includes("\\")).toBe(false);
        expect(new URL(target, "https://site.example").origin).toBe("https://site.example");
      }),
    );
  });
});
