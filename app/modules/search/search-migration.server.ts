/**
 * The hand-written part of schema version 3 (decision 014): the folded search columns are computed in
 * JavaScript (normalizeSearch), so rows that existed before the upgrade are filled here, in batches of
 * one UPDATE each. On PostgreSQL, trigram indexes serve the LIKE '%word%' searches when the pg_trgm
 * extension can be installed; without it the same queries scan.
 */
import { sql, type Kysely } from "kysely";
import type { Dialect } from "~/db/client.server";
import {
  CONTENT_SEARCH_COLUMNS,
  CONTENT_SEARCH_TABLES,
  INBOX_SEARCH_COLUMN,
  INBOX_SEARCH_TABLES,
  searchColumns,
  type SearchableTable,
} from "./search-columns";

const BATCH = 500;

const columnsOf = (table: SearchableTable): readonly string[] =>
  (CONTENT_SEARCH_TABLES as readonly string[]).includes(table)
    ? CONTENT_SEARCH_COLUMNS
    : [INBOX_SEARCH_COLUMN];

/** Fills the search columns of every row of `table`, BATCH rows per statement, in id order. */
async function backfillTable(db: Kysely<unknown>, table: SearchableTable) {
  const columns = columnsOf(table);
  let lastId = 0;
  for (;;) {
    const { rows } = await sql<Record<string, unknown> & { id: number }>`
      select * from ${sql.table(table)} where id > ${lastId} order by id limit ${BATCH}`.execute(db);
    if (rows.length === 0) return;
    // One UPDATE … FROM (VALUES …) per batch: SQLite ≥ 3.33 and PostgreSQL both name the columns
    // column1, column2…; the casts give PostgreSQL the types of otherwise untyped parameters.
    const values = rows.map((row) => {
      const folded = searchColumns(table, row);
      return sql`(cast(${row.id} as integer), ${sql.join(
        columns.map((column) => sql`cast(${folded[column]} as text)`),
      )})`;
    });
    const assignments = columns.map(
      (column, index) => sql`${sql.ref(column)} = v.${sql.raw(`column${index + 2}`)}`,
    );
    await sql`update ${sql.table(table)} set ${sql.join(assignments)}
      from (values ${sql.join(values)}) as v
      where ${sql.table(table)}.id = v.column1`.execute(db);
    lastId = Number(rows[rows.length - 1]!.id);
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
async function createTrigramIndexes(db: Kysely<unknown>) {
  await attempt(db, sql`create extension if not exists pg_trgm with schema public`);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  const extensionSchema = rows[0]?.schema;
  if (!extensionSchema) return;
  const operators = sql`${sql.id(extensionSchema)}.gin_trgm_ops`;
  for (const table of [...CONTENT_SEARCH_TABLES, ...INBOX_SEARCH_TABLES]) {
    for (const column of columnsOf(table)) {
      const created = await attempt(
        db,
        sql`create index if not exists ${sql.id(`${table}_${column}_trgm`)}
          on ${sql.table(table)} using gin (${sql.ref(column)} ${operators})`,
      );
      if (!created) return;
    }
  }
}

export async function searchColumnsStep(db: Kysely<unknown>, dialect: Dialect) {
  for (const table of [...CONTENT_SEARCH_TABLES, ...INBOX_SEARCH_TABLES]) await backfillTable(db, table);
  if (dialect === "postgres") await createTrigramIndexes(db);
}
