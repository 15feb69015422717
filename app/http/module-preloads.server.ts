/**
 * Server-rendered pages are readable before any JavaScript runs; the scripts only make them interactive.
 * React Router's <Scripts> announces every module with `<link rel="modulepreload">`, which browsers
 * fetch at high priority, alongside the stylesheet and the page's main image, and then evaluate before
 * the first paint. Marking those preloads `fetchpriority="low"` lets the stylesheet and the hero image
 * go first on a slow connection (measured with `npm run bench:lighthouse`: first contentful paint
 * 2.4 s → 1.0 s on /phototheque; see docs/decisions/016-low-priority-module-preloads.md).
 *
 * <Scripts> takes no attributes for those links, so the HTML stream is rewritten on its way out. The
 * rewrite works across chunk boundaries: a chunk ending with the start of the marker keeps that tail
 * back until the next chunk arrives.
 */
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MARKER = '<link rel="modulepreload"';
const LOW_PRIORITY = '<link rel="modulepreload" fetchpriority="low"';

/** Length of the longest end of `text` that is the beginning of the marker. */
function partialMarkerAtEnd(text: string) {
  for (let length = Math.min(MARKER.length - 1, text.length); length > 0; length--) {
    if (MARKER.startsWith(text.slice(text.length - length))) return length;
  }
  return 0;
}

export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = pending + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const kept = partialMarkerAtEnd(text);
      pending = text.slice(text.length - kept);
      callback(null, text.slice(0, text.length - kept).replaceAll(MARKER, LOW_PRIORITY));
    },
    flush(callback) {
      callback(null, (pending + decoder.end()).replaceAll(MARKER, LOW_PRIORITY));
    },
  });
}
