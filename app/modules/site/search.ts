/**
 * Search matching shared by the list pages (client-side filtering, §4) and the site search: case- and
 * accent-insensitive substring matching (§5), with Arabic letter variants folded too. Client-safe.
 */
const FOLDS: Array<[RegExp, string]> = [
  [/[œ]/g, "oe"],
  [/[æ]/g, "ae"],
  [/ß/g, "ss"],
  [/[’‘`´]/g, "'"],
  // Arabic: hamza-carrying alefs, alef maqsura, taa marbuta and tatweel.
  [/[أإآٱ]/g, "ا"],
  [/ى/g, "ي"],
  [/ة/g, "ه"],
  [/ـ/g, ""],
];

/** Lower case, no diacritics (Latin accents and Arabic vowel marks), single spaces. */
export function normalizeSearch(text: string): string {
  let value = text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  for (const [pattern, replacement] of FOLDS) value = value.replace(pattern, replacement);
  return value.replace(/\s+/g, " ").trim();
}

/** True when every word of the query appears in one of the fields. A blank query matches everything. */
export function matchesQuery(fields: ReadonlyArray<string | null | undefined>, query: string): boolean {
  const words = normalizeSearch(query).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeSearch(fields.filter(Boolean).join(" \u0000 "));
  return words.every((word) => haystack.includes(word));
}

/** Keeps the items whose searchable text matches the query. */
export function filterByQuery<T>(
  items: readonly T[],
  query: string,
  fields: (item: T) => ReadonlyArray<string | null | undefined>,
): T[] {
  if (!query.trim()) return [...items];
  return items.filter((item) => matchesQuery(fields(item), query));
}
