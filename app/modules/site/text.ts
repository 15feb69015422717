import { htmlToText } from "~/modules/richtext/html";

/**
 * The text cuts of §9, shared by the server render and the browser (client-safe; its one import is a leaf).
 * A cut never loses text: `head + tail` is always the original, so "read more" only reveals `tail`.
 */
export interface TextCut {
  head: string;
  tail: string;
  /** True when the cut falls inside a sentence, so the collapsed view ends with an ellipsis. */
  hasEllipsis: boolean;
}

const whole = (text: string): TextCut => ({ head: text, tail: "", hasEllipsis: false });

/** Cuts before `max` characters at the last space (a word boundary); a single long word is cut at `max`. */
export function cutAtWord(text: string, max: number): TextCut {
  const clean = text.trim();
  if (clean.length <= max) return whole(clean);
  const space = clean.lastIndexOf(" ", max);
  // No space in the first half means one very long word: a hard cut reads better than a tiny head.
  const at = space > max / 2 ? space : max;
  const head = clean.slice(0, at).replace(/[\s,;:–—-]+$/u, "");
  return { head, tail: clean.slice(head.length), hasEllipsis: true };
}

/** Under this length the president's and the foundation's texts are shown whole (§9). */
export const INTRO_WHOLE_BELOW = 300;
/** An intro of whole sentences may run up to about this many characters (§9). */
export const INTRO_SENTENCES_MAX = 350;

const SENTENCE_END = /[.!?؟…»"”)]+(?=\s|$)/gu;

/**
 * §9: a text under 300 characters is shown whole; otherwise an intro of whole sentences up to about
 * 350 characters, else (a first sentence longer than that) a cut at the last space before 300.
 */
export function introOf(text: string): TextCut {
  const clean = text.trim();
  if (clean.length < INTRO_WHOLE_BELOW) return whole(clean);
  let end = 0;
  for (const match of clean.matchAll(SENTENCE_END)) {
    const candidate = (match.index ?? 0) + match[0].length;
    if (candidate > INTRO_SENTENCES_MAX) break;
    end = candidate;
  }
  if (end > 0 && end < clean.length) {
    return { head: clean.slice(0, end), tail: clean.slice(end), hasEllipsis: false };
  }
  if (end >= clean.length) return whole(clean);
  return cutAtWord(clean, INTRO_WHOLE_BELOW);
}

/** §9: document descriptions are cut near 100 characters on screens up to 768 px wide, else near 200. */
export const documentCutLength = (viewportWidth: number) => (viewportWidth <= 768 ? 100 : 200);

/** §9: photo card descriptions show 150 characters. */
export const PHOTO_CARD_CHARS = 150;

/** News cards and excerpts. */
export const NEWS_CARD_CHARS = 180;
export const FEATURED_NEWS_CHARS = 320;

/**
 * Plain-text excerpt for descriptions (meta tags, RSS, search results): one line, cut at a word. A rich
 * text is cut from its words, never its markup (decision 027).
 */
export function excerpt(text: string, max = 160): string {
  const cut = cutAtWord(htmlToText(text).replace(/\s+/g, " "), max);
  return cut.hasEllipsis ? `${cut.head}…` : cut.head;
}

/** Paragraphs of a stored text (blank lines separate them). */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
