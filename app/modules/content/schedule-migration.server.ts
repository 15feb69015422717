/**
 * The hand-written step of version 9 (decision 028): every content item gets the publication date it
 * showed until then, its creation time. Written in SQL on the tables that gained the column at that
 * version, so it never meets a table a later version adds.
 */
import { sql, type Kysely } from "kysely";
import type { TableDef } from "~/db/columns";
import { tables } from "~/db/tables";

export async function fillPublicationDates(db: Kysely<unknown>) {
  for (const [tableName, definition] of Object.entries(tables) as [string, TableDef][]) {
    if (definition.columns.published_at?.since !== 9) continue;
    await sql`update ${sql.table(tableName)} set published_at = created_at where published_at is null`.execute(
      db,
    );
  }
}
