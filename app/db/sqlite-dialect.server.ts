/**
 * Kysely's SQLite dialect for a file that several processes write (the host's workers, the primary's
 * background jobs, the admin CLI): docs/decisions/022-workers-and-render-cost.md.
 *
 * - A transaction takes the write lock when it begins (`BEGIN IMMEDIATE`). Begun as a reader, it would
 *   fail at once with SQLITE_BUSY at its first write whenever another process had committed since its
 *   first read: SQLite cannot wait there without risking a deadlock. Taking the lock first makes it wait
 *   its turn under `busy_timeout` instead, so one writer at a time and no SQLITE_BUSY for a visitor.
 * - Prepared statements are kept by SQL text: Kysely prepares every query anew, and a page runs the same
 *   few queries on every render.
 */
import type { Database, Statement } from "better-sqlite3";
import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type SqliteDatabase,
  type SqliteDialectConfig,
} from "kysely";

/** Distinct queries kept prepared; lists of `in (?, ?, …)` of every length make the set open-ended. */
const STATEMENTS_KEPT = 500;

class ImmediateTransactionDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class MultiProcessSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver() {
    return new ImmediateTransactionDriver(this.settings);
  }
}

function withStatementCache(database: Database): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        // The oldest goes first: Maps keep insertion order.
        if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

export function sqliteDialect(database: Database) {
  return new MultiProcessSqliteDialect({ database: withStatementCache(database) });
}
