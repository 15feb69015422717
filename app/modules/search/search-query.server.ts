/**
 * The one WHERE clause of every text search (site search, content lists, inboxes): each word of the
 * folded query must appear in one of the folded search columns (decision 014). The columns already hold
 * `normalizeSearch` text, so a plain LIKE is case-, accent- and Arabic-variant-insensitive on both
 * databases; PostgreSQL serves it from trigram indexes when pg_trgm is available.
 */
import { sql, type RawBuilder, type SqlBool } from "kysely";
import { normalizeSearch } from "~/modules/site/search";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);

/** The distinct folded words of a query (U+0000 removed: PostgreSQL text cannot hold it). */
export function searchWords(query: string | undefined): string[] {
  const folded = normalizeSearch((query ?? "").replaceAll("\u0000", ""));
  return [...new Set(folded.split(" ").filter(Boolean))];
}

/** `(c1 LIKE '%w1%' OR c2 LIKE '%w1%') AND (...w2...)`; undefined when the query has no word. */
export function matchEveryWord(
  columns: readonly string[],
  query: string | undefined,
): RawBuilder<SqlBool> | undefined {
  const words = searchWords(query);
  if (words.length === 0 || columns.length === 0) return undefined;
  const conditions = words.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    const anyColumn = columns.map((column) => sql`${sql.ref(column)} like ${pattern} escape '\\'`);
    return sql`(${sql.join(anyColumn, sql` or `)})`;
  });
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}
