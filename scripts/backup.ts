/**
 * npm run backup [-- <folder>]   online backup of the SQLite database and the uploads (folder or bucket)
 * npm run restore -- <folder>    puts a backup back (stop the site first)
 */
import path from "node:path";
import { loadDotEnv } from "~/config/dotenv.server";
import { loadConfig } from "~/config/env.server";
import { createBackup, restoreBackup } from "~/modules/backup/backup.server";
import { openStorage } from "~/modules/media/storage.server";

async function main() {
  loadDotEnv();
  const config = loadConfig();
  if (config.DATABASE_URL) {
    console.error("This site uses PostgreSQL: back up the database with pg_dump (docs/deployment.md).");
    process.exit(2);
  }
  const [command, folder] = process.argv.slice(2);
  const storage = await openStorage(config);
  if (command === "backup") {
    const outDir = path.resolve(
      folder ?? path.join(config.DATA_DIR, "backups", new Date().toISOString().replace(/[:.]/g, "-")),
    );
    const manifest = await createBackup({
      sqliteFile: config.sqliteFile,
      storage,
      outDir,
    });
    const total = Object.values(manifest.rows).reduce((sum, count) => sum + count, 0);
    console.log(
      `Backup written to ${outDir}: ${total} rows, ${manifest.uploads} files from ${storage.location}.`,
    );
  } else if (command === "restore" && folder) {
    const manifest = await restoreBackup({
      backupDir: path.resolve(folder),
      sqliteFile: config.sqliteFile,
      storage,
    });
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${config.DATA_DIR} and ${storage.location}.`,
    );
  } else {
    console.error("Usage: npm run backup [-- <folder>] | npm run restore -- <folder>");
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
