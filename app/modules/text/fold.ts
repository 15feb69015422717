/**
 * The one text folding of the product (decision 021): the site search's stored columns and queries
 * (decision 014) and the chat assistant's index and questions all go through it, so a word a visitor
 * types meets the content's word the same way everywhere. A leaf: no imports, safe in the browser.
 *
 * Lower case; accents, Arabic harakat and other combining marks removed (after a compatibility
 * decomposition, which also splits ligatures and hamza carriers); œ, æ, ß spelt out; typographic
 * apostrophes made straight; Arabic alef variants → ا, alef maqsura → ي, ta marbuta → ه, lone hamza
 * and tatweel removed; Arabic-Indic and Persian digits → ASCII digits; runs of white space → one
 * space. Punctuation stays: the site search matches substrings ("l'equipe"), and the assistant splits
 * words itself.
 */
const FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/œ/g, "oe"],
  [/æ/g, "ae"],
  [/ß/g, "ss"],
  [/[’‘`´]/g, "'"],
  [/[أإآٱ]/g, "ا"],
  [/ى/g, "ي"],
  [/ة/g, "ه"],
  [/[ءـ]/g, ""],
];
/** Arabic-Indic (U+0660…) and Persian (U+06F0…) digits: both blocks start on a multiple of 16. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

export function foldText(text: string): string {
  let value = text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  for (const [pattern, replacement] of FOLDS) value = value.replace(pattern, replacement);
  value = value.replace(EASTERN_DIGITS, (digit) => String(digit.charCodeAt(0) % 16));
  return value.replace(/\s+/g, " ").trim();
}
