/**
 * Search matching shared by the list pages (client-side filtering, §4) and the site search: case- and
 * accent-insensitive substring matching (§5), with Arabic letter variants folded too (`foldText`, the
 * folding of the stored search columns and of the chat assistant). Client-safe.
 */
import { foldText } from "~/modules/text/fold";

/** True when every word of the query appears in one of the fields. A blank query matches everything. */
export function matchesQuery(fields: ReadonlyArray<string | null | undefined>, query: string): boolean {
  const words = foldText(query).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(fields.filter(Boolean).join(" \u0000 "));
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
