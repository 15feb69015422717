import path from "node:path";
import { randomBytes } from "node:crypto";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir, testDatabases } from "../../tests/support/databases";
import { type Db, type DbOptions } from "./client.server";
import { MIGRATION_STEPS, openSiteDb } from "~/database.server";
import { countContent, listContent } from "~/modules/content/content.server";
import { RESOURCES } from "~/modules/content/resources";
import { migrationProvider } from "./migrations.server";
import { SCHEMA_VERSION, tables } from "./tables";

describe.each(testDatabases())("schema on $dialect", (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await database.open());
  });
  afterAll(() => dispose());

  it("creates every table of tables.ts with every column", async () => {
    const existing = await ownTables(db.kysely as Kysely<unknown>);
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
    const first = await openSiteDb({ dialect: "sqlite", file });
    await first.kysely.insertInto("missions").values({ title_fr: "Reste" }).execute();
    await first.close();
    const second = await openSiteDb({ dialect: "sqlite", file });
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
    const db = await openSiteDb({ dialect: "sqlite", file: path.join(folder.dir, "site.sqlite") });
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db.kysely);
    const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db.kysely);
    await db.close();
    folder.dispose();
    expect(journal.rows[0]!.journal_mode).toBe("wal");
    expect(keys.rows[0]!.foreign_keys).toBe(1);
  });
});

/**
 * The tables of this test's own database: on PostgreSQL, other test files (and other runs) have schemas
 * of their own in the same database, which introspection lists too.
 */
async function ownTables(kysely: Kysely<unknown>) {
  const all = await kysely.introspection.getTables();
  if (all.every((table) => table.schema === undefined)) return all;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(kysely);
  return all.filter((table) => table.schema === rows[0]!.schema);
}

const upgradeCases = () => {
  const cases: Array<{ dialect: "sqlite" | "postgres" }> = [{ dialect: "sqlite" }];
  if (process.env.TEST_POSTGRES_URL) cases.push({ dialect: "postgres" });
  return cases;
};

/**
 * A database that an older version of the code created and left at `version`: `fill` writes its rows
 * with that version's columns, then `check` opens it with today's code (which migrates it).
 */
async function upgradeFrom(
  dialect: "sqlite" | "postgres",
  version: number,
  fill: (old: Kysely<unknown>) => Promise<void>,
  check: (db: Db) => Promise<void>,
) {
  const folder = tempDir();
  const url = process.env.TEST_POSTGRES_URL ?? "";
  const schema = `t_${randomBytes(6).toString("hex")}`;
  let old: Kysely<unknown>;
  let options: DbOptions;
  if (dialect === "sqlite") {
    const file = path.join(folder.dir, "site.sqlite");
    old = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(file) }) });
    options = { dialect, file };
  } else {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    old = new Kysely<unknown>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: url, options: `-c search_path=${schema}` }),
      }),
    });
    options = { dialect, url, schema };
  }
  const migrator = new Migrator({
    db: old,
    provider: migrationProvider(dialect, MIGRATION_STEPS),
    ...(dialect === "postgres" ? { migrationTableSchema: schema } : {}),
  });
  try {
    expect((await migrator.migrateTo(String(version).padStart(4, "0"))).error).toBeUndefined();
    await fill(old);
  } finally {
    await old.destroy();
  }
  const db = await openSiteDb(options);
  try {
    await check(db);
    const { rows } = await sql<{ count: number }>`select count(*) as count from kysely_migration`.execute(
      db.kysely,
    );
    expect(Number(rows[0]!.count)).toBe(SCHEMA_VERSION);
  } finally {
    await db.close();
    folder.dispose();
    if (dialect === "postgres") {
      const cleaner = new pg.Client({ connectionString: url });
      await cleaner.connect();
      await cleaner.query(`drop schema ${schema} cascade`);
      await cleaner.end();
    }
  }
}

/** A database as version 1 left it (before two-factor sign-in), then opened by today's code. */
describe("upgrade from schema version 1", () => {
  it.each(upgradeCases())(
    "$dialect: adds the two-factor tables and keeps the administrators",
    async ({ dialect }) => {
      await upgradeFrom(
        dialect,
        1,
        async (old) => {
          await sql`insert into admins (username, password_hash) values ('ancienne', 'scrypt$x')`.execute(
            old,
          );
          const before = await ownTables(old);
          expect(before.map((table) => table.name)).not.toContain("admin_two_factor");
        },
        async (db) => {
          const names = (await ownTables(db.kysely as Kysely<unknown>)).map((table) => table.name);
          for (const table of ["admin_two_factor", "recovery_codes", "pending_logins"])
            expect(names).toContain(table);
          const admins = await db.kysely.selectFrom("admins").select("username").execute();
          expect(admins).toEqual([{ username: "ancienne" }]);
        },
      );
    },
  );
});

/** Version 2 had no folded search columns: the upgrade adds them and fills them for existing rows. */
describe("upgrade from schema version 2", () => {
  it.each(upgradeCases())(
    "$dialect: backfills the search columns of existing content and inbox rows, in batches",
    async ({ dialect }) => {
      const manyNews = 1_203; // more than two backfill batches
      await upgradeFrom(
        dialect,
        2,
        async (old) => {
          await sql`insert into news (slug, title_fr, title_en, title_ar, content_fr)
            values ('ecole', 'Journée de l''École', '', 'يوم المدرسة', 'Portes ouvertes')`.execute(old);
          const ids = Array.from({ length: manyNews }, (_, index) => index);
          for (let start = 0; start < ids.length; start += 300) {
            const values = ids
              .slice(start, start + 300)
              .map((index) => sql`(${`bulk-${index}`}, ${`Séance ${index}`})`);
            await sql`insert into news (slug, title_fr) values ${sql.join(values)}`.execute(old);
          }
          await sql`insert into media_partners (titre, ville, site_url)
            values ('Radio Médina', 'Fès', 'https://radio.example')`.execute(old);
          await sql`insert into contact_messages (name, email, subject, message)
            values ('Hâjar Étudiante', 'hajar@example.org', 'Bourses', 'سؤال')`.execute(old);
        },
        async (db) => {
          const school = await db.kysely
            .selectFrom("news")
            .select(["search_fr", "search_en", "search_ar"])
            .where("slug", "=", "ecole")
            .executeTakeFirstOrThrow();
          expect(school).toEqual({
            search_fr: "journee de l'ecole portes ouvertes",
            // English falls back to French when empty, like the pages.
            search_en: "journee de l'ecole portes ouvertes",
            search_ar: "يوم المدرسه portes ouvertes",
          });
          const empty = await db.kysely
            .selectFrom("news")
            .select((eb) => eb.fn.countAll<number>().as("count"))
            .where("search_fr", "=", "")
            .executeTakeFirstOrThrow();
          expect(Number(empty.count)).toBe(0);
          const last = await db.kysely
            .selectFrom("news")
            .select("search_fr")
            .where("slug", "=", `bulk-${manyNews - 1}`)
            .executeTakeFirstOrThrow();
          expect(last.search_fr).toBe(`seance ${manyNews - 1}`);
          const partner = await db.kysely
            .selectFrom("media_partners")
            .select("search_fr")
            .executeTakeFirstOrThrow();
          expect(partner.search_fr).toBe("radio medina fes");
          const contact = await db.kysely
            .selectFrom("contact_messages")
            .select("search_text")
            .executeTakeFirstOrThrow();
          // NFKD splits the hamza off its waw, and marks are dropped.
          expect(contact.search_text).toBe("hajar etudiante hajar@example.org bourses سوال");
          const indexes = await sql<{ name: string }>`${
            dialect === "sqlite"
              ? sql`select name from sqlite_master where type = 'index'`
              : sql`select indexname as name from pg_indexes where schemaname = current_schema()`
          }`.execute(db.kysely);
          const names = indexes.rows.map((row) => row.name);
          // Back-office lists' own index (version 3; by publication date since version 12).
          expect(names).toContain("news_published_at_idx");
          if (dialect === "postgres") expect(names).toContain("news_search_fr_trgm");
          // The rows that existed before the upgrade are found through the search helper (on SQLite,
          // through the FTS5 index built from them).
          const found = await listContent(db, RESOURCES.news, { query: "ecole ouvertes" });
          expect(found.map((row) => row.slug)).toEqual(["ecole"]);
          const sessions = await countContent(db, RESOURCES.news, { query: "seance" });
          expect(sessions).toBe(manyNews);
        },
      );
    },
  );
});

/**
 * Version 5 stored columns folded without hamza nor Arabic-Indic digits: version 6 refolds them with the
 * folding shared with the chat assistant, so the stored text and the query meet again.
 */
describe("upgrade from schema version 5", () => {
  it.each(upgradeCases())("$dialect: refolds the stored search columns", async ({ dialect }) => {
    await upgradeFrom(
      dialect,
      5,
      async (old) => {
        // What version 5's folding wrote for these titles: the lone hamza and the digits kept.
        await sql`insert into news (slug, title_fr, title_ar, search_fr, search_en, search_ar)
          values ('ramadan', 'Soirée', 'أمسية رمضان ٢٠٢٦ مساءً', 'soiree', 'soiree', 'امسيه رمضان ٢٠٢٦ مساء')`.execute(
          old,
        );
        await sql`insert into news (slug, title_fr, search_fr, search_en, search_ar)
          values ('stable', 'Stade', 'stade', 'stade', 'stade')`.execute(old);
      },
      async (db) => {
        const row = await db.kysely
          .selectFrom("news")
          .select("search_ar")
          .where("slug", "=", "ramadan")
          .executeTakeFirstOrThrow();
        expect(row.search_ar).toBe("امسيه رمضان 2026 مسا");
        const found = await listContent(db, RESOURCES.news, { query: "مساءً ٢٠٢٦", searchLocale: "ar" });
        expect(found.map((news) => news.slug)).toEqual(["ramadan"]);
      },
    );
  });
});

/**
 * Version 8 (the media library, decision 029): every existing upload becomes a library item with empty
 * alt texts and a centred focal point; the files visitors sent (a partner's logo) are set apart.
 */
describe("upgrade from schema version 6", () => {
  it.each(upgradeCases())(
    "$dialect: uploads become library items, visitors' logos do not",
    async ({ dialect }) => {
      await upgradeFrom(
        dialect,
        6,
        async (old) => {
          await sql`insert into uploads (key, kind, mime, is_used) values
          ('2026/05/aaaaaaaaaaaaaaaaaaaaaaaa.jpg', 'image', 'image/jpeg', 1),
          ('2026/05/bbbbbbbbbbbbbbbbbbbbbbbb.png', 'image', 'image/png', 1)`.execute(old);
          await sql`insert into partner_requests (first_name, last_name, email, message, logo)
          values ('Nadia', 'B.', 'n@example.org', 'Bonjour', 'http://localhost/media/2026/05/bbbbbbbbbbbbbbbbbbbbbbbb.png')`.execute(
            old,
          );
        },
        async (db) => {
          const rows = await db.kysely
            .selectFrom("uploads")
            .select(["key", "scope", "alt_fr", "focal_x", "focal_y"])
            .orderBy("key")
            .execute();
          expect(
            rows.map((row) => ({ ...row, focal_x: Number(row.focal_x), focal_y: Number(row.focal_y) })),
          ).toEqual([
            {
              key: "2026/05/aaaaaaaaaaaaaaaaaaaaaaaa.jpg",
              scope: "library",
              alt_fr: "",
              focal_x: 0.5,
              focal_y: 0.5,
            },
            {
              key: "2026/05/bbbbbbbbbbbbbbbbbbbbbbbb.png",
              scope: "visitor",
              alt_fr: "",
              focal_x: 0.5,
              focal_y: 0.5,
            },
          ]);
        },
      );
    },
  );
});

/**
 * Version 12: content lists order by publication date, so the indexes by creation time give way to
 * indexes by publication date, and the rows written before keep the order their dates say.
 */
describe("upgrade from schema version 11", () => {
  it.each(upgradeCases())("$dialect: lists follow the publication date", async ({ dialect }) => {
    await upgradeFrom(
      dialect,
      11,
      async (old) => {
        await sql`insert into news (slug, title_fr, created_at, published_at) values
          ('entre-hier', 'Entré hier, publié en 2019', '2026-01-02T00:00:00.000Z', '2019-05-01T00:00:00.000Z'),
          ('entre-avant', 'Entré avant, publié en 2025', '2026-01-01T00:00:00.000Z', '2025-05-01T00:00:00.000Z')`.execute(
          old,
        );
      },
      async (db) => {
        const indexes = await sql<{ name: string }>`${
          dialect === "sqlite"
            ? sql`select name from sqlite_master where type = 'index'`
            : sql`select indexname as name from pg_indexes where schemaname = current_schema()`
        }`.execute(db.kysely);
        const names = indexes.rows.map((row) => row.name);
        expect(names).toEqual(
          expect.arrayContaining([
            "news_is_published_published_at_idx",
            "news_published_at_idx",
            "missions_is_published_published_at_idx",
          ]),
        );
        expect(names).not.toContain("news_is_published_created_at_idx");
        expect(names).not.toContain("news_created_at_idx");
        expect(names).not.toContain("missions_is_published_created_at_idx");
        const listed = await listContent(db, RESOURCES.news);
        expect(listed.map((row) => row.slug)).toEqual(["entre-avant", "entre-hier"]);
      },
    );
  });
});
