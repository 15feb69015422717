/**
 * Rich text as stored (docs/decisions/027-rich-text.md): a small HTML subset, cleaned on the server by
 * the write path (`sanitize.server.ts`). This file is the client-safe half: what the subset is, how a
 * plain text becomes HTML without loss, and the one HTML → text function that list previews, the site
 * search and the chat assistant read. A leaf: no imports, safe in the browser.
 */

/** The tags an editor can produce and the server keeps. */
export const RICH_TAGS = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "strong",
  "em",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "img",
] as const;

/** One of our tags opens or closes the text: anything else (even "a < b", "<3") is plain text. */
const OUR_TAG = new RegExp(`<\\/?(?:${RICH_TAGS.join("|")})(?=[\\s/>])`, "i");

/**
 * Whether a stored or submitted text is HTML. A text with none of our tags is plain text — the rule
 * that lets the REST API accept either, and content written before rich text keep its meaning.
 */
export const looksLikeHtml = (text: string) => OUR_TAG.test(text);

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

/** Plain text as it always rendered: a blank line makes a paragraph, a single line break stays one. */
export function plainToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, "<br />")}</p>`)
    .join("");
}

/** What a page renders: stored HTML as it is (the write path cleaned it), a plain text upgraded. */
export const richHtml = (stored: string | null | undefined): string =>
  !stored ? "" : looksLikeHtml(stored) ? stored : plainToHtml(stored);

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[body.toLowerCase()] ?? entity;
  });
}

const BLOCK_END = /<\/(?:p|h2|h3|h4|li|blockquote|ul|ol)\s*>/gi;

/**
 * The text a reader reads, without markup: blocks are separated by a blank line (as plain text
 * paragraphs were), a `<br>` is a line break, an image is its alt text. A plain text comes back as it is.
 * The list previews (§9), the site search's folded columns and the chat assistant all use this.
 */
export function htmlToText(value: string | null | undefined): string {
  if (!value) return "";
  if (!looksLikeHtml(value)) return value;
  const text = value
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<img\b[^>]*?\balt="([^"]*)"[^>]*>/gi, " $1 ")
    .replace(BLOCK_END, "\n\n")
    .replace(/<li\b[^>]*>/gi, "• ")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .replace(/[ \t]*\n[ \t]*/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Whether a rich text holds anything a reader sees (words or an image): `<p></p>` is empty. */
export const hasRichContent = (html: string) => htmlToText(html).trim() !== "" || /<img\b/i.test(html);

/** The site's uploads a rich text shows (`/media/…` images): the write path adopts them like file fields. */
export function richTextMediaUrls(html: string | null | undefined): string[] {
  if (!html) return [];
  return [...html.matchAll(/<img\b[^>]*?\bsrc="(\/media\/[^"]+)"/gi)].map((match) => match[1]!);
}
