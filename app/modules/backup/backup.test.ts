import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../../../tests/support/s3";
import { tempDir } from "../../../tests/support/databases";
import { loadConfig } from "~/config/env.server";
import { openSiteDb } from "~/database.server";
import { seedDemo } from "~/modules/demo/demo.server";
import { tables } from "~/db/tables";
import { localStorage, openStorage, type Storage } from "~/modules/media/storage.server";
import { createBackup, restoreBackup } from "./backup.server";

const keysOf = async (storage: Storage) => {
  const keys: string[] = [];
  for await (const entry of storage.list()) keys.push(entry.key);
  return keys.sort();
};

describe("backup and restore (SQLite)", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(() => s3.stop());

  /** The uploads' storage of a site in `dir`: its folder, or a folder of the test bucket. */
  const storages = {
    local: async (dir: string) => localStorage(path.join(dir, "uploads")),
    s3: async (dir: string) =>
      openStorage(loadConfig({ DATA_DIR: dir, STORAGE_URL: s3.storageUrl(path.basename(dir)), ...s3.env })),
  };

  it.each(Object.keys(storages) as Array<keyof typeof storages>)(
    "takes an online backup while the site writes, and a restore brings back every item and file (%s storage)",
    async (kind) => {
      const site = tempDir();
      const backups = tempDir();
      const sqliteFile = path.join(site.dir, "site.sqlite");
      const storage = await storages[kind](site.dir);
      const db = await openSiteDb({ dialect: "sqlite", file: sqliteFile });
      await seedDemo({ db, storage });

      // The site stays open and keeps writing during the backup.
      const writing = (async () => {
        for (let i = 0; i < 20; i++) {
          await db.kysely
            .insertInto("contact_messages")
            .values({ name: `N${i}`, email: "a@b.co", subject: "s", message: "m" })
            .execute();
        }
      })();
      const manifest = await createBackup({ sqliteFile, storage, outDir: backups.dir });
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
      const files = await keysOf(storage);
      await db.close();

      expect(manifest.rows.news).toBeGreaterThanOrEqual(12);
      expect(manifest.uploads).toBe(files.length);
      expect(manifest.uploadBytes).toBeGreaterThan(0);
      expect(manifest.storage).toBe(storage.location);

      // Disaster: the data folder is lost, and the storage has changed since (a file lost, one added).
      site.dispose();
      await storage.delete(files[0]!);
      await storage.put("2026/01/after-the-backup.pdf", Buffer.from("%PDF-1.7"));
      await restoreBackup({ backupDir: backups.dir, sqliteFile, storage });
      const restored = await openSiteDb({ dialect: "sqlite", file: sqliteFile });
      for (const [table, count] of Object.entries(manifest.rows)) {
        const row = await restored.kysely
          .selectFrom(table as keyof typeof tables)
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow();
        expect(Number(row.count), table).toBe(count);
        if (table !== "contact_messages" && table !== "rate_limits") expect(count, table).toBe(before[table]);
      }
      expect(await keysOf(storage)).toEqual(files);
      for (const { image } of images) {
        if (image) expect(await storage.get(image.replace(/^\/media\//, "")), image).not.toBeNull();
      }
      await restored.close();
      site.dispose();
      backups.dispose();
    },
    60_000,
  );

  it("refuses a folder that is not a backup", async () => {
    const folder = tempDir();
    await expect(
      restoreBackup({
        backupDir: folder.dir,
        sqliteFile: path.join(folder.dir, "x.sqlite"),
        storage: localStorage(folder.dir),
      }),
    ).rejects.toThrow(/not a backup/);
    folder.dispose();
  });
});
