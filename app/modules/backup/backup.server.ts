/**
 * Online backups of an embedded (SQLite) site: SQLite's backup API copies a consistent snapshot while
 * the site keeps serving, and the uploads folder is copied beside it with a manifest of what was taken.
 * PostgreSQL sites use the database's own tools (pg_dump) for the data; see docs/deployment.md.
 */
import SQLite from "better-sqlite3";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { tables } from "~/db/tables";

export interface BackupManifest {
  createdAt: string;
  schemaVersion: number;
  rows: Record<string, number>;
  uploads: number;
}

const countFiles = (dir: string): number =>
  existsSync(dir)
    ? readdirSync(dir).reduce((total, name) => {
        const full = path.join(dir, name);
        return total + (statSync(full).isDirectory() ? countFiles(full) : 1);
      }, 0)
    : 0;

function countRows(file: string) {
  const database = new SQLite(file, { readonly: true });
  try {
    const rows: Record<string, number> = {};
    for (const table of Object.keys(tables)) {
      rows[table] = (
        database.prepare(`select count(*) as count from "${table}"`).get() as { count: number }
      ).count;
    }
    const version = database.prepare("select count(*) as count from kysely_migration").get() as {
      count: number;
    };
    return { rows, schemaVersion: version.count };
  } finally {
    database.close();
  }
}

export async function createBackup(options: { sqliteFile: string; uploadsDir: string; outDir: string }) {
  if (!existsSync(options.sqliteFile)) throw new Error(`No database at ${options.sqliteFile}`);
  mkdirSync(options.outDir, { recursive: true });
  const target = path.join(options.outDir, "site.sqlite");
  const source = new SQLite(options.sqliteFile, { fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    await source.backup(target);
  } finally {
    source.close();
  }
  if (existsSync(options.uploadsDir)) {
    cpSync(options.uploadsDir, path.join(options.outDir, "uploads"), { recursive: true });
  }
  const counted = countRows(target);
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    schemaVersion: counted.schemaVersion,
    rows: counted.rows,
    uploads: countFiles(path.join(options.outDir, "uploads")),
  };
  writeFileSync(path.join(options.outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Puts a backup back in place. The site must be stopped: the database file is replaced. */
export function restoreBackup(options: { backupDir: string; sqliteFile: string; uploadsDir: string }) {
  const manifestFile = path.join(options.backupDir, "manifest.json");
  if (!existsSync(manifestFile)) throw new Error(`${options.backupDir} is not a backup (no manifest.json)`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as BackupManifest;
  const database = path.join(options.backupDir, "site.sqlite");
  const check = new SQLite(database, { readonly: true });
  const integrity = check.pragma("integrity_check", { simple: true });
  check.close();
  if (integrity !== "ok")
    throw new Error(`The backup's database fails its integrity check: ${String(integrity)}`);

  mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${options.sqliteFile}${suffix}`, { force: true });
  cpSync(database, options.sqliteFile);
  rmSync(options.uploadsDir, { recursive: true, force: true });
  const uploads = path.join(options.backupDir, "uploads");
  if (existsSync(uploads)) cpSync(uploads, options.uploadsDir, { recursive: true });
  else mkdirSync(options.uploadsDir, { recursive: true });
  return manifest;
}
