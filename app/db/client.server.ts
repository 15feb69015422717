import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";
import { migrateToLatest, type MigrationSteps } from "./migrations.server";
import { sqliteDialect } from "./sqlite-dialect.server";

export type Dialect = "sqlite" | "postgres";

export interface Db {
  readonly kysely: Kysely<Database>;
  readonly dialect: Dialect;
  close(): Promise<void>;
}

export type DbOptions =
  | { dialect: "sqlite"; file: string }
  | { dialect: "postgres"; url: string; schema?: string; maxConnections?: number };

function openSqlite(file: string) {
  const database = new SQLite(file);
  // WAL lets readers work while one writer commits. FULL syncs the log at every commit, so what a visitor
  // was told "sent" survives a power cut too, not only a crash of the process (NORMAL's guarantee).
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  return database;
}

function openPostgres(url: string, schema: string | undefined, max: number) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client that loses its connection must not take the process down.
  pool.on("error", () => {});
  return pool;
}

/**
 * Opens the database and brings its schema up to date with the application's hand-written steps
 * (app/database.server.ts opens it so). `isMigrated: true` skips the migration check, for the host's
 * workers: their primary migrated before starting them.
 */
export async function openDb(
  options: DbOptions,
  migration: { steps: MigrationSteps } | { isMigrated: true },
): Promise<Db> {
  const kysely =
    options.dialect === "sqlite"
      ? new Kysely<Database>({ dialect: sqliteDialect(openSqlite(options.file)) })
      : new Kysely<Database>({
          dialect: new PostgresDialect({
            pool: openPostgres(options.url, options.schema, options.maxConnections ?? 10),
          }),
        });
  if ("steps" in migration) {
    await migrateToLatest(
      kysely as Kysely<unknown>,
      options.dialect,
      migration.steps,
      options.dialect === "postgres" ? options.schema : undefined,
    );
  }
  return {
    kysely,
    dialect: options.dialect,
    close: () => kysely.destroy(),
  };
}

export function dbOptionsFromConfig(config: { DATABASE_URL?: string; sqliteFile: string }): DbOptions {
  return config.DATABASE_URL
    ? { dialect: "postgres", url: config.DATABASE_URL }
    : { dialect: "sqlite", file: config.sqliteFile };
}
