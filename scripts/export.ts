/**
 * npm run export -- <folder or file.tar.gz> [--with-personal-data]
 *
 * The whole site as documented JSON and its files (layout: app/modules/migration/archive-format.ts);
 * `npm run import -- --archive <file>` reads it into another, empty site.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { loadDotEnv } from "~/config/dotenv.server";
import { loadConfig } from "~/config/env.server";
import { dbOptionsFromConfig } from "~/db/client.server";
import { openSiteDb } from "~/database.server";
import { openStorage } from "~/modules/media/storage.server";
import { exportSite } from "~/modules/migration/export.server";

async function main() {
  loadDotEnv();
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { "with-personal-data": { type: "boolean", default: false } },
  });
  const target = positionals[0];
  if (!target || positionals.length > 1) {
    console.error("Usage: npm run export -- <folder or file.tar.gz> [--with-personal-data]");
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openSiteDb(dbOptionsFromConfig(config));
  const storage = await openStorage(config);
  try {
    const manifest = await exportSite(
      { db, storage },
      { target, withPersonalData: values["with-personal-data"] },
    );
    const width = Math.max(...Object.keys(manifest.counts).map((kind) => kind.length));
    for (const [kind, count] of Object.entries(manifest.counts))
      console.log(`${kind.padEnd(width)}  ${count}`);
    console.log(
      `Export written to ${path.resolve(target)}${manifest.withPersonalData ? " (with personal data: keep it safe)" : " (no personal data)"}.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
