/**
 * Opens a fresh, migrated database of each dialect for a test file, so repository tests run the same
 * code on SQLite and PostgreSQL. Each PostgreSQL database is a schema of its own, dropped afterwards.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Db, type Dialect } from "~/db/client.server";
import { openSiteDb } from "~/database.server";

export interface TestDatabase {
  dialect: Dialect;
  open(): Promise<{ db: Db; dispose(): Promise<void> }>;
}

export function testDatabases(): TestDatabase[] {
  const sqlite: TestDatabase = {
    dialect: "sqlite",
    async open() {
      const dir = mkdtempSync(path.join(tmpdir(), "tamkine-test-"));
      const db = await openSiteDb({ dialect: "sqlite", file: path.join(dir, "test.sqlite") });
      return {
        db,
        async dispose() {
          await db.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  };
  const url = process.env.TEST_POSTGRES_URL;
  if (!url) return [sqlite];
  const postgres: TestDatabase = {
    dialect: "postgres",
    async open() {
      const schema = `t_${randomBytes(6).toString("hex")}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      const db = await openSiteDb({ dialect: "postgres", url, schema, maxConnections: 4 });
      return {
        db,
        async dispose() {
          await db.close();
          const cleaner = new pg.Client({ connectionString: url });
          await cleaner.connect();
          await cleaner.query(`drop schema ${schema} cascade`);
          await cleaner.end();
        },
      };
    },
  };
  return [sqlite, postgres];
}

export function tempDir(prefix = "tamkine-test-") {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
