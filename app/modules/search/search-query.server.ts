/**
 * The one WHERE clause of every text search (site search, content lists, inboxes): each word of the
 * folded query must appear in one of the folded search columns (decision 014). The columns already hold
 * `foldText` text, so a plain LIKE is case-, accent- and Arabic-variant-insensitive on both
 * databases; PostgreSQL serves it from trigram indexes when pg_trgm is available. On SQLite, words of
 * three characters or more are looked up in the table's FTS5 trigram index instead (same substring
 * semantics), shorter words keep the LIKE.
 */
import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { Db } from "~/db/client.server";
import { foldText } from "~/modules/text/fold";
import { searchColumnsOf, searchIndexOf, type SearchableTable } from "./search-columns";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (match) => `\\${match}`);
/** A word as an FTS5 string: double quotes doubled. */
const ftsString = (value: string) => `"${value.replaceAll('"', '""')}"`;
/** The trigram tokenizer finds substrings of at least three characters. */
const TRIGRAM = 3;

/** The distinct folded words of a query (U+0000 removed: PostgreSQL text cannot hold it). */
export function searchWords(query: string | undefined): string[] {
  const folded = foldText((query ?? "").replaceAll("\u0000", ""));
  return [...new Set(folded.split(" ").filter(Boolean))];
}

/**
 * `(c1 LIKE '%w1%' OR c2 LIKE '%w1%') AND (...w2...)` over `columns` (by default all the table's search
 * columns); undefined when the query has no word.
 */
export function matchEveryWord(
  db: Pick<Db, "dialect">,
  table: SearchableTable,
  query: string | undefined,
  columns: readonly string[] = searchColumnsOf(table),
): RawBuilder<SqlBool> | undefined {
  const words = searchWords(query);
  if (words.length === 0 || columns.length === 0) return undefined;
  const isIndexed = (word: string) => db.dialect === "sqlite" && [...word].length >= TRIGRAM;
  const conditions = words
    .filter((word) => !isIndexed(word))
    .map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      const anyColumn = columns.map((column) => sql`${sql.ref(column)} like ${pattern} escape '\\'`);
      return sql`(${sql.join(anyColumn, sql` or `)})`;
    });
  const indexed = words.filter(isIndexed);
  if (indexed.length > 0) {
    // Every word in one of the columns: `{c1 c2} : ("w1" AND "w2")`. The unary + keeps SQLite from
    // reading rows by these ids: it walks the list's own order index and keeps the ids in the set,
    // so a common word stops after one page instead of fetching every match.
    const expression = `{${columns.join(" ")}} : (${indexed.map(ftsString).join(" AND ")})`;
    const index = sql.table(searchIndexOf(table));
    conditions.push(
      sql`+${sql.ref("id")} in (select rowid from ${index} where ${index} match ${expression})`,
    );
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}
