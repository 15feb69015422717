/**
 * Versioned migrations derived from tables.ts: version N creates the tables introduced in N, adds
 * the columns and indexes introduced in N and drops the indexes it retired (`until: N`). Kysely's migrator records which versions ran.
 */
import {
  sql,
  type ColumnDefinitionBuilder,
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
} from "kysely";
import type { ColumnDef, IndexDef, TableDef } from "./columns";
import { SCHEMA_VERSION, tables } from "./tables";
import type { Dialect } from "./client.server";

const NOW_SQL = {
  sqlite: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  postgres: sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
};

function columnType(column: ColumnDef, dialect: Dialect) {
  switch (column.kind) {
    case "id":
      return dialect === "postgres" ? "serial" : "integer";
    case "integer":
      return "integer";
    case "real":
      return "real";
    case "text":
    case "timestamp":
      return "text";
  }
}

function columnBuilder(column: ColumnDef, dialect: Dialect) {
  return (c: ColumnDefinitionBuilder) => {
    if (column.kind === "id") return dialect === "sqlite" ? c.primaryKey().autoIncrement() : c.primaryKey();
    let b = c;
    if (!column.isNullable) b = b.notNull();
    if (column.isUnique) b = b.unique();
    if (column.defaultValue === "now") b = b.defaultTo(NOW_SQL[dialect]);
    else if (column.defaultValue !== undefined) b = b.defaultTo(column.defaultValue);
    return b;
  };
}

function indexName(tableName: string, index: IndexDef) {
  return `${tableName}_${index.columns.join("_")}_${index.isUnique ? "uq" : "idx"}`;
}

/**
 * Steps that cannot be derived from tables.ts (indexes of an extension, data moves), by version: each
 * runs after that version's tables, columns and indexes exist. They belong to the modules whose data
 * they move and are handed in by the application (app/database.server.ts), so this layer depends on no
 * module (decision 020).
 */
export type MigrationSteps = Readonly<
  Record<number, (db: Kysely<unknown>, dialect: Dialect) => Promise<void>>
>;

function migrationFor(version: number, dialect: Dialect, steps: MigrationSteps): Migration {
  return {
    async up(db) {
      for (const [tableName, definition] of Object.entries(tables) as [string, TableDef][]) {
        const tableSince = definition.since ?? 1;
        if (tableSince === version) {
          let create = db.schema.createTable(tableName);
          for (const [name, column] of Object.entries(definition.columns)) {
            if (column.since > version) continue;
            create = create.addColumn(name, columnType(column, dialect), columnBuilder(column, dialect));
          }
          await create.execute();
        } else if (tableSince < version) {
          for (const [name, column] of Object.entries(definition.columns)) {
            if (column.since !== version) continue;
            await db.schema
              .alterTable(tableName)
              .addColumn(name, columnType(column, dialect), columnBuilder(column, dialect))
              .execute();
          }
        }
        if (tableSince > version) continue;
        for (const index of definition.indexes ?? []) {
          if (index.until === version) {
            await db.schema.dropIndex(indexName(tableName, index)).ifExists().execute();
            continue;
          }
          if ((index.since ?? tableSince) !== version) continue;
          let create = db.schema
            .createIndex(indexName(tableName, index))
            .on(tableName)
            .columns([...index.columns]);
          if (index.isUnique) create = create.unique();
          await create.execute();
        }
      }
      await steps[version]?.(db, dialect);
    },
  };
}

export function migrationProvider(dialect: Dialect, steps: MigrationSteps): MigrationProvider {
  return {
    async getMigrations() {
      const migrations: Record<string, Migration> = {};
      for (let version = 1; version <= SCHEMA_VERSION; version++) {
        migrations[String(version).padStart(4, "0")] = migrationFor(version, dialect, steps);
      }
      return migrations;
    },
  };
}

export async function migrateToLatest(
  db: Kysely<unknown>,
  dialect: Dialect,
  steps: MigrationSteps,
  schema?: string,
) {
  // With a schema of its own (several sites or test runs on one PostgreSQL), the bookkeeping tables
  // must be looked up in that schema, not wherever a table of that name exists.
  const migrator = new Migrator({
    db,
    provider: migrationProvider(dialect, steps),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
}
