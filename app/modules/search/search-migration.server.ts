/**
 * The hand-written steps of the folded search columns (decision 014).
 *
 * Version 3 adds the indexes: on PostgreSQL, trigram indexes serve the LIKE '%word%' searches when the
 * pg_trgm extension can be installed (without it the same queries scan); on SQLite, an FTS5 trigram
 * index per table (external content: it stores only the index) serves the words of three characters or
 * more. Its tables and columns are frozen as they were at version 3, so that a content type added later
 * (its table and search columns created by a later version) never reaches an old step; a later version
 * that adds a searchable table adds its index with `searchIndexesOf`.
 *
 * The columns are computed in JavaScript (`foldText`), so the rows stored before a change of what they
 * hold are (re)computed by a later version's step, `refoldSearchColumns`, in batches of one UPDATE
 * each, writing only the rows whose columns change. Version 3 used to fill them itself with whatever
 * folding the code had; since version 6 (one folding shared with the chat assistant, decision 021)
 * version 6 fills them, so an old step never depends on today's folding. A future change of the
 * folding or of what a column holds adds a version whose step calls `refoldSearchColumns` again.
 */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "~/db/client.server";
import { tables, type TableName } from "~/db/tables";
import {
  CONTENT_SEARCH_TABLES,
  INBOX_SEARCH_TABLES,
  searchColumns,
  searchColumnsOf,
  searchIndexOf,
  type SearchableTable,
} from "./search-columns";

const BATCH = 500;

/**
 * Recomputes the search columns of every row of `table`, reading BATCH rows at a time in id order and
 * writing those that differ in one statement per batch.
 */
async function refoldTable(db: Kysely<unknown>, table: SearchableTable) {
  const columns = searchColumnsOf(table);
  let lastId = 0;
  for (;;) {
    const { rows } = await sql<Record<string, unknown> & { id: number }>`
      select * from ${sql.table(table)} where id > ${lastId} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    lastId = Number(rows[rows.length - 1]!.id);
    const changed = rows
      .map((row) => ({ id: row.id, folded: searchColumns(table, row), stored: row }))
      .filter(({ folded, stored }) => columns.some((column) => folded[column] !== stored[column]));
    if (changed.length === 0) continue;
    // One UPDATE … FROM (VALUES …) per batch: SQLite ≥ 3.33 and PostgreSQL both name the columns
    // column1, column2…; the casts give PostgreSQL the types of otherwise untyped parameters.
    const values = changed.map(({ id, folded }) => {
      return sql`(cast(${id} as integer), ${sql.join(
        columns.map((column) => sql`cast(${folded[column]} as text)`),
      )})`;
    });
    const assignments = columns.map(
      (column, index) => sql`${sql.ref(column)} = v.${sql.raw(`column${index + 2}`)}`,
    );
    await sql`update ${sql.table(table)} set ${sql.join(assignments)}
      from (values ${sql.join(values)}) as v
      where ${sql.table(table)}.id = v.column1`.execute(db);
  }
}

/**
 * Runs `statement` so that its failure leaves the migration's transaction usable (a savepoint on
 * PostgreSQL, where any error aborts the transaction). True when it succeeded.
 */
async function attempt(db: Kysely<unknown>, statement: ReturnType<typeof sql>) {
  const isInTransaction = db.isTransaction;
  if (isInTransaction) await sql`savepoint search_trigram`.execute(db);
  try {
    await statement.execute(db);
    if (isInTransaction) await sql`release savepoint search_trigram`.execute(db);
    return true;
  } catch {
    if (isInTransaction) await sql`rollback to savepoint search_trigram`.execute(db);
    return false;
  }
}

/**
 * Trigram GIN indexes on every search column. The extension goes to the public schema so that sites or
 * test runs with a schema of their own share it (dropping one schema must not drop the extension).
 */
async function createTrigramIndexes(db: Kysely<unknown>, searchable: readonly SearchableTable[]) {
  await attempt(db, sql`create extension if not exists pg_trgm with schema public`);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const extensionSchema = rows[0]?.schema;
  if (!extensionSchema) return;
  const operators = sql`${sql.id(extensionSchema)}.gin_trgm_ops`;
  for (const table of searchable) {
    for (const column of searchColumnsOf(table)) {
      const created = await attempt(
        db,
        sql`create index if not exists ${sql.id(`${table}_${column}_trgm`)}
          on ${sql.table(table)} using gin (${sql.ref(column)} ${operators})`,
      );
      if (!created) return;
    }
  }
}

/**
 * FTS5 with the trigram tokenizer over the folded columns, reading its text from the table itself
 * (content=, so the text is not stored twice), filled once and then kept in step by triggers. The
 * triggers run in the writer's statement, so no write path can forget them.
 */
async function createSqliteSearchIndex(db: Kysely<unknown>, table: SearchableTable) {
  const index = sql.table(searchIndexOf(table));
  const columns = searchColumnsOf(table);
  const names = sql.join(columns.map((column) => sql.ref(column)));
  const of = (row: "new" | "old") =>
    sql.join(columns.map((column) => sql`${sql.raw(row)}.${sql.ref(column)}`));
  await sql`create virtual table ${index} using fts5(${names}, content=${sql.lit(table)},
    content_rowid='id', tokenize='trigram')`.execute(db);
  await sql`insert into ${index}(${index}) values ('rebuild')`.execute(db);
  const trigger = (suffix: string) => sql.id(`${searchIndexOf(table)}_${suffix}`);
  await sql`create trigger ${trigger("insert")} after insert on ${sql.table(table)} begin
    insert into ${index}(rowid, ${names}) values (new.id, ${of("new")});
  end`.execute(db);
  await sql`create trigger ${trigger("delete")} after delete on ${sql.table(table)} begin
    insert into ${index}(${index}, rowid, ${names}) values ('delete', old.id, ${of("old")});
  end`.execute(db);
  await sql`create trigger ${trigger("update")} after update of ${names} on ${sql.table(table)} begin
    insert into ${index}(${index}, rowid, ${names}) values ('delete', old.id, ${of("old")});
    insert into ${index}(rowid, ${names}) values (new.id, ${of("new")});
  end`.execute(db);
}

const SEARCHABLE = [...CONTENT_SEARCH_TABLES, ...INBOX_SEARCH_TABLES];

/** The searchable tables as version 3 created their columns (frozen: see above). */
const SEARCHABLE_AT_V3 = [
  "news",
  "missions",
  "team_messages",
  "president_messages",
  "foundation_entries",
  "valeurs",
  "platform_links",
  "matches",
  "videos",
  "photos",
  "documents",
  "media_partners",
  "activities",
  "site_pages",
  "contact_messages",
  "join_requests",
  "community_applications",
  "partner_requests",
  "newsletter_subscribers",
] as const satisfies readonly SearchableTable[];

/** The indexes over the search columns of `searchable` tables. */
export async function searchIndexesOf(
  db: Kysely<unknown>,
  dialect: Dialect,
  searchable: readonly SearchableTable[],
) {
  if (dialect === "postgres") await createTrigramIndexes(db, searchable);
  else for (const table of searchable) await createSqliteSearchIndex(db, table);
}

/** Version 3: the indexes over the (still empty) search columns of that version's tables. */
export const searchIndexesV3 = (db: Kysely<unknown>, dialect: Dialect) =>
  searchIndexesOf(db, dialect, SEARCHABLE_AT_V3);

/**
 * Every searchable row's columns as today's code computes them (the indexes follow by trigger), in the
 * tables that exist at `version`: a table a later version creates is empty, and absent yet.
 */
export async function refoldSearchColumns(db: Kysely<unknown>, version: number) {
  for (const table of SEARCHABLE) {
    if (tables[table as TableName].since <= version) await refoldTable(db, table);
  }
}
