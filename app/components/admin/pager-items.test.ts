import { describe, expect, it } from "vitest";
import { clampPage, compactPages, pageCountFor, windowPages } from "./pager-items";

const show = (items: ReturnType<typeof compactPages>) =>
  items.map((item) => (item.type === "page" ? String(item.page) : "…")).join(" ");

describe("pagers", () => {
  it("compact: first, last, current ±1, with gaps", () => {
    expect(show(compactPages(1, 1))).toBe("1");
    expect(show(compactPages(1, 3))).toBe("1 2 3");
    expect(show(compactPages(5, 10))).toBe("1 … 4 5 6 … 10");
    expect(show(compactPages(1, 10))).toBe("1 2 … 10");
    expect(show(compactPages(10, 10))).toBe("1 … 9 10");
    expect(show(compactPages(3, 10))).toBe("1 2 3 4 … 10");
    expect(compactPages(1, 0)).toEqual([]);
  });

  it("window: five numbers around the current page, kept inside the range", () => {
    expect(windowPages(1, 3)).toEqual([1, 2, 3]);
    expect(windowPages(1, 9)).toEqual([1, 2, 3, 4, 5]);
    expect(windowPages(5, 9)).toEqual([3, 4, 5, 6, 7]);
    expect(windowPages(9, 9)).toEqual([5, 6, 7, 8, 9]);
    expect(windowPages(8, 9)).toEqual([5, 6, 7, 8, 9]);
  });

  it("clamps the requested page (a delete on the last page goes back one)", () => {
    expect(clampPage("3", 2)).toBe(2);
    expect(clampPage("0", 2)).toBe(1);
    expect(clampPage("abc", 2)).toBe(1);
    expect(clampPage(null, 0)).toBe(1);
    expect(pageCountFor(0, 5)).toBe(1);
    expect(pageCountFor(11, 5)).toBe(3);
  });
});
