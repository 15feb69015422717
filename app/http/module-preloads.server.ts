/**
 * Server-rendered pages are readable before any JavaScript runs; the scripts only make them interactive.
 * React Router's <Scripts> announces every module with `<link rel="modulepreload">`, which browsers
 * fetch at high priority, alongside the stylesheet and the page's main image, and then evaluate before
 * the first paint. Marking those preloads `fetchpriority="low"` lets the stylesheet and the hero image
 * go first on a slow connection (docs/decisions/016-low-priority-module-preloads.md).
 *
 * <Scripts> takes no attributes for those links, so the rendered page is rewritten once it is whole
 * (entry.server.tsx renders a page completely before it answers). The page stays in bytes: decoding it
 * to a string and encoding it back cost more than the rendering of a card grid (docs/decisions/
 * 022-workers-and-render-cost.md).
 */
const MARKER = Buffer.from('<link rel="modulepreload"');
const ATTRIBUTE = Buffer.from(' fetchpriority="low"');

export function lowPriorityModulePreloads(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = html.indexOf(MARKER); at !== -1; at = html.indexOf(MARKER, start)) {
    const end = at + MARKER.length;
    parts.push(html.subarray(start, end), ATTRIBUTE);
    start = end;
  }
  if (parts.length === 0) return html;
  parts.push(html.subarray(start));
  return Buffer.concat(parts);
}
