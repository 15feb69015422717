/**
 * Which page numbers a pager shows (§9): the compact pager shows the first and last pages and the
 * current one ±1, with gaps; the president's pager shows a window of 5 numbers.
 */

export type PagerItem = { type: "page"; page: number } | { type: "gap"; key: "start" | "end" };

export function compactPages(current: number, pageCount: number): PagerItem[] {
  if (pageCount <= 1) return pageCount === 1 ? [{ type: "page", page: 1 }] : [];
  const wanted = new Set([1, pageCount, current - 1, current, current + 1]);
  const pages = [...wanted].filter((page) => page >= 1 && page <= pageCount).sort((a, b) => a - b);
  const items: PagerItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) {
      items.push({ type: "gap", key: page === pageCount ? "end" : "start" });
    }
    items.push({ type: "page", page });
  });
  return items;
}

export function windowPages(current: number, pageCount: number, size = 5): number[] {
  if (pageCount <= 0) return [];
  const width = Math.min(size, pageCount);
  const start = Math.min(Math.max(1, current - Math.floor(width / 2)), pageCount - width + 1);
  return Array.from({ length: width }, (_, index) => start + index);
}

/** A page number from the query string, clamped to the pages that exist. */
export function clampPage(value: string | null | undefined, pageCount: number): number {
  const parsed = Number.parseInt(value ?? "", 10);
  const page = Number.isFinite(parsed) && parsed > 0 ? parsed : 1;
  return Math.min(page, Math.max(1, pageCount));
}

export const pageCountFor = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
