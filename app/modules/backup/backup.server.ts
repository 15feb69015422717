/**
 * Online backups of an embedded (SQLite) site: SQLite's backup API copies a consistent snapshot while
 * the site keeps serving, and the uploads are copied beside it, from the local folder or the S3 bucket
 * alike, with a manifest of what was taken. PostgreSQL sites use the database's own tools (pg_dump) for
 * the data; see docs/deployment.md.
 */
import SQLite from "better-sqlite3";
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { tables } from "~/db/tables";
import type { Storage } from "~/modules/media/storage.server";

export interface BackupManifest {
  createdAt: string;
  schemaVersion: number;
  rows: Record<string, number>;
  /** Files copied from the storage, their total size, and where they came from ("local" or s3://…). */
  uploads: number;
  uploadBytes: number;
  storage: string;
}

/** Copies every stored file into `dir`, under its key. */
async function copyUploads(storage: Storage, dir: string) {
  let count = 0;
  let bytes = 0;
  for await (const entry of storage.list()) {
    const object = await storage.get(entry.key);
    // Removed since it was listed (the clean-up job): not part of the backup.
    if (!object) continue;
    const file = path.join(dir, ...entry.key.split("/"));
    mkdirSync(path.dirname(file), { recursive: true });
    await pipeline(object.stream(), createWriteStream(file));
    count += 1;
    bytes += object.size;
  }
  return { count, bytes };
}

/** The keys of the files under `dir`, as the storage names them. */
async function keysUnder(dir: string) {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

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

export async function createBackup(options: { sqliteFile: string; storage: Storage; outDir: string }) {
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
  const uploads = await copyUploads(options.storage, path.join(options.outDir, "uploads"));
  const counted = countRows(target);
  const manifest: BackupManifest = {
    createdAt: new Date().toISOString(),
    schemaVersion: counted.schemaVersion,
    rows: counted.rows,
    uploads: uploads.count,
    uploadBytes: uploads.bytes,
    storage: options.storage.location,
  };
  writeFileSync(path.join(options.outDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Puts a backup back in place. The site must be stopped: the database file is replaced, and the storage
 * (folder or bucket) ends up holding exactly the backup's files.
 */
export async function restoreBackup(options: { backupDir: string; sqliteFile: string; storage: Storage }) {
  const manifestFile = path.join(options.backupDir, "manifest.json");
  if (!existsSync(manifestFile)) throw new Error(`${options.backupDir} is not a backup (no manifest.json)`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as BackupManifest;
  const uploads = path.join(options.backupDir, "uploads");
  const keys = await keysUnder(uploads);
  if (keys.length !== manifest.uploads) {
    throw new Error(
      `The backup is incomplete: its manifest lists ${manifest.uploads} files, it holds ${keys.length}`,
    );
  }
  const database = path.join(options.backupDir, "site.sqlite");
  const check = new SQLite(database, { readonly: true });
  const integrity = check.pragma("integrity_check", { simple: true });
  check.close();
  if (integrity !== "ok")
    throw new Error(`The backup's database fails its integrity check: ${String(integrity)}`);

  mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${options.sqliteFile}${suffix}`, { force: true });
  cpSync(database, options.sqliteFile);

  const kept = new Set(keys);
  const stale: string[] = [];
  for await (const entry of options.storage.list()) if (!kept.has(entry.key)) stale.push(entry.key);
  for (const key of stale) await options.storage.delete(key);
  for (const key of keys)
    await options.storage.put(key, await readFile(path.join(uploads, ...key.split("/"))));
  return manifest;
}
