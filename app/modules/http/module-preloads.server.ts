/**
 * Server-rendered pages are readable before any JavaScript runs; the scripts only make them interactive.
 * React Router's <Scripts> announces every module with `<link rel="modulepreload">`, which browsers
 * fetch at high priority, alongside the stylesheet and the page's main image, and then evaluate before
 * the first paint. Marking those preloads `fetchpriority="low"` lets the stylesheet and the hero image
 * go first on a slow connection (docs/decisions/016-low-priority-module-preloads.md).
 *
 * <Scripts> takes no attributes for those links, so the rendered page is rewritten once it is whole
 * (entry.server.tsx renders a page completely before it answers: docs/decisions/022-workers-and-render-cost.md).
 */
const MARKER = '<link rel="modulepreload"';
const LOW_PRIORITY = '<link rel="modulepreload" fetchpriority="low"';

export function lowPriorityModulePreloads(html: string): string {
  return html.replaceAll(MARKER, LOW_PRIORITY);
}
