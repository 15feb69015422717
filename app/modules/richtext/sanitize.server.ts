/**
 * The server's cleaning of rich text (docs/decisions/027-rich-text.md), called once per field by the
 * write path's validation step, whoever writes. `sanitize-html` does the cleaning (an allow-list over a
 * real HTML parser); this file says what the allow-list is and notes what it took out, so that the editor
 * can be told.
 */
import { createRequire } from "node:module";
import type SanitizeHtml from "sanitize-html";
import { hasRichContent, looksLikeHtml, plainToHtml, RICH_TAGS } from "./html";

/*
 * sanitize-html (its parser and postcss, ~17 MB resident) is loaded at the first clean: a process that
 * never writes content — the primary running the jobs, a worker serving reads — does not hold it
 * (docs/decisions/015-memory-budget.md). It is a CommonJS package, so it loads synchronously.
 */
const requireModule = createRequire(import.meta.url);
let library: typeof SanitizeHtml | undefined;
const sanitizeHtml = () => (library ??= requireModule("sanitize-html") as typeof SanitizeHtml);

/** What the server took out of a submitted text, as short labels ("<script>", "onclick", "javascript:"). */
export interface Cleaned {
  html: string;
  removed: string[];
}

const LINK_SCHEMES = ["http", "https", "mailto", "tel"];
/** Absolute web addresses leave the site: they open without handing it over (rel). */
const isExternal = (href: string) => /^https?:\/\//i.test(href.trim());

/**
 * Containers that Word, Google Docs and browsers wrap text in: removing them keeps the text and loses
 * nothing an editor chose, so they are dropped without a notice.
 */
const QUIET_TAGS = new Set([
  "span",
  "div",
  "font",
  "o:p",
  "html",
  "head",
  "body",
  "meta",
  "section",
  "article",
  "main",
  "header",
  "footer",
  "u",
  "s",
  "sub",
  "sup",
  "small",
  "code",
  "pre",
  "hr",
  "table",
  "thead",
  "tbody",
  "tr",
  "td",
  "th",
  "colgroup",
  "col",
  "caption",
  "figure",
  "figcaption",
]);
/** Tags turned into their place in the subset rather than removed. */
const RENAMED: Record<string, string> = { b: "strong", i: "em", h1: "h2", h5: "h4", h6: "h4" };
/** A link goes to the web, an e-mail address, a phone number, or a page or anchor of this site. */
const isLinkAddress = (href: string) => /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i.test(href.trim());
/** An image is on the web or among this site's uploads. */
const isImageAddress = (src: string) => /^(?:https?:\/\/|\/media\/)/i.test(src.trim());

/** The scheme of an address as a browser reads it (entities, controls and spaces ignored). */
function schemeOf(url: string): string | null {
  const decoded = url
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCharCode(Number(dec)))
    .replace(/&colon;/gi, ":")
    // Browsers ignore control characters and spaces in a scheme ("java\tscript:").
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(decoded);
  return match ? match[1]!.toLowerCase() : null;
}

function urlProblem(tag: string, attribute: string, value: string): string | null {
  const scheme = schemeOf(value);
  if (tag === "a" && attribute === "href") {
    if (scheme) return LINK_SCHEMES.includes(scheme) ? null : `${scheme}:`;
    return value.trim().startsWith("//") ? "//" : null;
  }
  if (tag === "img" && attribute === "src") {
    if (scheme) return scheme === "http" || scheme === "https" ? null : `${scheme}:`;
    return value.trim().startsWith("//") ? "//" : null;
  }
  return null;
}

const OPTIONS = (removed: Set<string>): SanitizeHtml.IOptions => ({
  allowedTags: [...RICH_TAGS],
  allowedAttributes: { a: ["href", "rel"], img: ["src", "alt"] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Their text is code or data, never prose: it goes with them.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "title", "template", "xmp", "iframe"],
  nestingLimit: 20,
  parseStyleAttributes: false,
  transformTags: {
    ...Object.fromEntries(
      Object.entries(RENAMED).map(([from, to]) => [from, sanitizeHtml().simpleTransform(to, {})]),
    ),
    a: (tagName, attribs) => {
      const href = isLinkAddress(attribs.href ?? "") ? (attribs.href ?? "") : "";
      const attributes: Record<string, string> = href ? { href } : {};
      if (href && isExternal(href)) attributes.rel = "noopener noreferrer";
      return { tagName, attribs: attributes };
    },
  },
  // An image with no address (or one that is not a web or media address) shows nothing but a broken frame.
  exclusiveFilter: (frame) => frame.tag === "img" && !isImageAddress(frame.attribs.src ?? ""),
  onOpenTag: (tagName, attribs) => {
    const tag = tagName.toLowerCase();
    const isKept = (RICH_TAGS as readonly string[]).includes(tag) || tag in RENAMED;
    if (!isKept && !QUIET_TAGS.has(tag)) removed.add(`<${tag}>`);
    if (!isKept) return;
    // Only what could act (events, styles, addresses) is worth telling; presentation (class, id) goes quietly.
    for (const [name, value] of Object.entries(attribs)) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith("on")) removed.add(attribute);
      else if (attribute === "style") removed.add("style");
      const problem = urlProblem(tag, attribute, value);
      if (problem) removed.add(problem);
    }
  },
});

/** Any complete tag or a comment: such a text is read as HTML even when none of the tags is ours. */
const ANY_MARKUP = /<\/?[a-z][a-z0-9:-]*(?:\s[^<>]*)?\/?>|<!--|<!\[CDATA\[|<!doctype/i;

/**
 * A submitted rich text as it will be stored: HTML cleaned to the subset, or a plain text (no tag in it)
 * turned into paragraphs without loss. Nothing a reader sees comes back as "".
 */
export function cleanRichText(input: string): Cleaned {
  if (!looksLikeHtml(input) && !ANY_MARKUP.test(input)) {
    const html = plainToHtml(input);
    return { html: hasRichContent(html) ? html : "", removed: [] };
  }
  const removed = new Set<string>();
  let html = sanitizeHtml()(input, OPTIONS(removed)).trim();
  // Only text was left (its entities already escaped): it is one paragraph.
  if (html && !looksLikeHtml(html)) html = `<p>${html}</p>`;
  return { html: hasRichContent(html) ? html : "", removed: [...removed] };
}
