import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir, testDatabases } from "../../tests/support/databases";
import { openDb, type Db } from "./client.server";
import { SCHEMA_VERSION, tables } from "./tables";

describe.each(testDatabases())("schema on $dialect", (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await database.open());
  });
  afterAll(() => dispose());

  it("creates every table of tables.ts with every column", async () => {
    const existing = await db.kysely.introspection.getTables();
    for (const [name, definition] of Object.entries(tables)) {
      const found = existing.find((table) => table.name === name);
      expect(found, `table ${name}`).toBeDefined();
      expect(found!.columns.map((column) => column.name).sort()).toEqual(
        Object.keys(definition.columns).sort(),
      );
    }
  });

  it("fills ids, defaults and ISO timestamps the same way on both databases", async () => {
    const row = await db.kysely
      .insertInto("news")
      .values({ slug: `slug-${database.dialect}`, title_fr: "Titre" })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(typeof row.id).toBe("number");
    expect(row.title_en).toBe("");
    expect(row.image).toBeNull();
    expect(row.is_published).toBe(1);
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("enforces unique columns", async () => {
    await db.kysely.insertInto("news").values({ slug: "same" }).execute();
    await expect(db.kysely.insertInto("news").values({ slug: "same" }).execute()).rejects.toThrow();
  });
});

describe("migrations on sqlite", () => {
  it("run once: reopening an up-to-date database keeps its data and records each version once", async () => {
    const folder = tempDir();
    const file = path.join(folder.dir, "site.sqlite");
    const first = await openDb({ dialect: "sqlite", file });
    await first.kysely.insertInto("missions").values({ title_fr: "Reste" }).execute();
    await first.close();
    const second = await openDb({ dialect: "sqlite", file });
    const missions = await second.kysely.selectFrom("missions").select("title_fr").execute();
    const { rows } = await sql<{ count: number }>`select count(*) as count from kysely_migration`.execute(
      second.kysely,
    );
    await second.close();
    folder.dispose();
    expect(missions).toEqual([{ title_fr: "Reste" }]);
    expect(Number(rows[0]!.count)).toBe(SCHEMA_VERSION);
  });

  it("turns on WAL and foreign keys", async () => {
    const folder = tempDir();
    const db = await openDb({ dialect: "sqlite", file: path.join(folder.dir, "site.sqlite") });
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db.kysely);
    const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db.kysely);
    await db.close();
    folder.dispose();
    expect(journal.rows[0]!.journal_mode).toBe("wal");
    expect(keys.rows[0]!.foreign_keys).toBe(1);
  });
});
