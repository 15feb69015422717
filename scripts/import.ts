/**
 * npm run import -- --from <old API base address> [--token <bearer>] [--photos-path <path>] [--dry-run]
 *                   [--report <file.json>]
 * npm run import -- --archive <file.tar.gz or folder> [--dry-run] [--report <file.json>]
 *
 * Moves the old system's content (or an export of this site) in; see docs/deployment.md, "Moving from
 * the old system". The work is done by app/modules/migration; this file reads options and prints.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { loadDotEnv } from "~/config/dotenv.server";
import { loadConfig } from "~/config/env.server";
import { dbOptionsFromConfig } from "~/db/client.server";
import { openSiteDb } from "~/database.server";
import { openStorage } from "~/modules/media/storage.server";
import { importArchive } from "~/modules/migration/archive-import.server";
import { importFromOldSystem, type ProgressEvent } from "~/modules/migration/import-old.server";
import { summaryTable, type ImportReport } from "~/modules/migration/report";

const USAGE = `Usage:
  npm run import -- --from <old API base address> [--token <bearer>] [--photos-path <path>] [--dry-run] [--report <file.json>]
  npm run import -- --archive <export.tar.gz or folder> [--dry-run] [--report <file.json>]`;

function progressPrinter() {
  const isTerminal = process.stderr.isTTY;
  let last = "";
  return {
    onProgress(event: ProgressEvent) {
      const line = `${event.kind}: ${event.done}/${event.total} items, ${event.files} files`;
      if (isTerminal) process.stderr.write(`\r\x1b[2K${line}`);
      else if (event.kind !== last || event.done === event.total) {
        // Logs get one line per kind when it ends, not one per item.
        if (event.done === event.total) process.stderr.write(`${line}\n`);
      }
      last = event.kind;
    },
    done() {
      if (isTerminal && last) process.stderr.write("\n");
    },
  };
}

async function main() {
  loadDotEnv();
  const { values } = parseArgs({
    options: {
      from: { type: "string" },
      token: { type: "string" },
      "photos-path": { type: "string" },
      archive: { type: "string" },
      "dry-run": { type: "boolean", default: false },
      report: { type: "string" },
      "timeout-ms": { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help || (!values.from && !values.archive) || (values.from && values.archive)) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const config = loadConfig();
  const db = await openSiteDb(dbOptionsFromConfig(config));
  const storage = await openStorage(config);
  const services = { db, storage };
  // Ctrl-C stops between two items; what was written stays and the next run continues from there.
  const stop = new AbortController();
  process.once("SIGINT", () => {
    process.stderr.write("\nStopping after the current item…\n");
    stop.abort();
  });
  const printer = progressPrinter();
  let report: ImportReport;
  try {
    report = values.archive
      ? await importArchive(services, {
          archive: path.resolve(values.archive),
          dryRun: values["dry-run"],
          onProgress: printer.onProgress,
          signal: stop.signal,
        })
      : await importFromOldSystem(services, {
          from: values.from!,
          token: values.token ?? process.env.OLD_API_TOKEN,
          photosPath: values["photos-path"],
          dryRun: values["dry-run"],
          timeoutMs: values["timeout-ms"] ? Number(values["timeout-ms"]) : undefined,
          onProgress: printer.onProgress,
          signal: stop.signal,
        });
  } finally {
    printer.done();
    await db.close();
  }
  console.log(summaryTable(report));
  for (const [kind, counts] of Object.entries(report.kinds)) {
    for (const error of counts.errors.slice(0, 20))
      console.log(`  ${kind}${error.old_id ? ` #${error.old_id}` : ""}: ${error.reason}`);
    if (counts.errors.length > 20) console.log(`  ${kind}: ${counts.errors.length - 20} more in the report`);
  }
  if (values["dry-run"]) console.log("Dry run: nothing was written.");
  if (report.interrupted) console.log("Interrupted: run the same command again to continue.");
  if (values.report) {
    writeFileSync(values.report, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Report written to ${values.report}.`);
  }
  process.exit(report.interrupted ? 130 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
