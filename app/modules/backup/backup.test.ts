import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDir } from "../../../tests/support/databases";
import { openDb } from "~/db/client.server";
import { seedDemo } from "~/db/seed/demo.server";
import { tables } from "~/db/tables";
import { localStorage } from "~/modules/media/storage.server";
import { createBackup, restoreBackup } from "./backup.server";

describe("backup and restore (SQLite)", () => {
  it("takes an online backup while the site writes, and a restore brings back every item and file", async () => {
    const site = tempDir();
    const backups = tempDir();
    const sqliteFile = path.join(site.dir, "site.sqlite");
    const uploadsDir = path.join(site.dir, "uploads");
    const db = await openDb({ dialect: "sqlite", file: sqliteFile });
    await seedDemo({ db, storage: localStorage(uploadsDir) });

    // The site stays open and keeps writing during the backup.
    const writing = (async () => {
      for (let i = 0; i < 20; i++) {
        await db.kysely
          .insertInto("contact_messages")
          .values({ name: `N${i}`, email: "a@b.co", subject: "s", message: "m" })
          .execute();
      }
    })();
    const manifest = await createBackup({ sqliteFile, uploadsDir, outDir: backups.dir });
    await writing;
    const before: Record<string, number> = {};
    for (const table of Object.keys(tables)) {
      const row = await db.kysely
        .selectFrom(table as keyof typeof tables)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      before[table] = Number(row.count);
    }
    const images = await db.kysely.selectFrom("news").select("image").execute();
    await db.close();

    expect(manifest.rows.news).toBeGreaterThanOrEqual(12);
    expect(manifest.uploads).toBeGreaterThan(0);

    // Disaster: the data folder is lost.
    site.dispose();
    restoreBackup({ backupDir: backups.dir, sqliteFile, uploadsDir });
    const restored = await openDb({ dialect: "sqlite", file: sqliteFile });
    for (const [table, count] of Object.entries(manifest.rows)) {
      const row = await restored.kysely
        .selectFrom(table as keyof typeof tables)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      expect(Number(row.count), table).toBe(count);
      if (table !== "contact_messages" && table !== "rate_limits") expect(count, table).toBe(before[table]);
    }
    for (const { image } of images) {
      if (image) expect(existsSync(path.join(uploadsDir, image.replace(/^\/media\//, ""))), image).toBe(true);
    }
    await restored.close();
    site.dispose();
    backups.dispose();
  }, 60_000);

  it("refuses a folder that is not a backup", () => {
    const folder = tempDir();
    expect(() =>
      restoreBackup({
        backupDir: folder.dir,
        sqliteFile: path.join(folder.dir, "x.sqlite"),
        uploadsDir: folder.dir,
      }),
    ).toThrow(/not a backup/);
    folder.dispose();
  });
});
