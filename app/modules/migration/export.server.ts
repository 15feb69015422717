/**
 * `npm run export -- <folder or file.tar.gz> [--with-personal-data]`: the whole site as documented
 * JSON and its files (layout in archive-format.ts), so the foundation can leave or move. Reads through
 * the modules; writes only to the target.
 */
import { createHash } from "node:crypto";
import {
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
  existsSync,
  readdirSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import { SCHEMA_VERSION } from "~/db/tables";
import { listContent } from "~/modules/content/content.server";
import { RESOURCES, type ContentResource } from "~/modules/content/resources";
import { INBOX_KINDS, type InboxKind } from "~/modules/inbox/kinds";
import { storedReplyTemplates } from "~/modules/inbox/follow-up.server";
import { listInboxRows } from "~/modules/inbox/inbox.server";
import { listUploadRecords } from "~/modules/media/upload-records.server";
import { storedSettings } from "~/modules/settings/site-settings.server";
import { INBOX_SEARCH_COLUMN } from "~/modules/search/search-columns";
import type { Services } from "~/services.server";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  COMMON_COLUMNS,
  type ArchiveManifest,
  type ContentFile,
  type ManifestFile,
} from "./archive-format";

export interface ExportOptions {
  /** A folder (created, must be empty) or a path ending in .tar.gz / .tgz. */
  target: string;
  withPersonalData?: boolean;
}

export const isTarball = (target: string) => /\.(tar\.gz|tgz)$/i.test(target);

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

function contentFile(
  kind: string,
  resource: ContentResource,
  rows: Array<Record<string, unknown>>,
): ContentFile {
  const columns: Record<string, string> = {
    id: COMMON_COLUMNS.id,
    created_at: COMMON_COLUMNS.created_at,
    updated_at: COMMON_COLUMNS.updated_at,
  };
  if (resource.table === "platform_links") columns.added_at = COMMON_COLUMNS.added_at;
  if ("slug" in resource.fields) columns.slug = COMMON_COLUMNS.slug;
  return {
    kind,
    label: resource.label,
    fields: Object.fromEntries(Object.entries(resource.fields).map(([name, spec]) => [name, { ...spec }])),
    columns,
    items: rows,
  };
}

export async function exportSite(
  services: Pick<Services, "db" | "storage">,
  options: ExportOptions,
): Promise<ArchiveManifest> {
  const { db, storage } = services;
  const asTarball = isTarball(options.target);
  const dir = asTarball ? mkdtempSync(path.join(tmpdir(), "tamkine-export-")) : path.resolve(options.target);
  if (!asTarball) {
    if (existsSync(dir) && readdirSync(dir).length > 0) throw new Error(`${dir} is not empty`);
    mkdirSync(dir, { recursive: true });
  }
  try {
    const files: ManifestFile[] = [];
    const counts: Record<string, number> = {};
    const writeJson = (relative: string, value: unknown) => {
      const data = Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
      const file = path.join(dir, ...relative.split("/"));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, data);
      files.push({ path: relative, size: data.length, sha256: sha256(data) });
    };
    for (const [kind, resource] of Object.entries(RESOURCES) as Array<[string, ContentResource]>) {
      const rows = (await listContent(db, resource, { includeDrafts: true })).sort((a, b) => a.id - b.id);
      writeJson(`content/${kind}.json`, contentFile(kind, resource, rows));
      counts[kind] = rows.length;
    }
    if (options.withPersonalData) {
      for (const kind of Object.keys(INBOX_KINDS) as InboxKind[]) {
        const rows = (await listInboxRows(db, kind)).map((row) => {
          const { [INBOX_SEARCH_COLUMN]: _search, ...rest } = row;
          return rest;
        });
        writeJson(`inbox/${kind}.json`, { kind, table: INBOX_KINDS[kind].table, items: rows });
        counts[`inbox.${kind}`] = rows.length;
      }
    }
    // The site's settings as saved (contact, hours, footer claims, the two-step policy; decision 030).
    const settings = await storedSettings(db);
    writeJson("settings.json", settings);
    counts.settings = Object.keys(settings).length;
    // The inboxes' reply templates are the site's wording, not anyone's data (decision 032).
    const templates = await storedReplyTemplates(db);
    writeJson("reply-templates.json", { items: templates });
    counts.reply_templates = templates.length;
    const uploads = await listUploadRecords(db);
    writeJson("uploads.json", { items: uploads });
    counts.uploads = uploads.length;
    let stored = 0;
    for await (const entry of storage.list()) {
      const object = await storage.get(entry.key);
      if (!object) continue;
      const file = path.join(dir, "files", ...entry.key.split("/"));
      mkdirSync(path.dirname(file), { recursive: true });
      await pipeline(object.stream(), createWriteStream(file));
      const data = readFileSync(file);
      files.push({ path: `files/${entry.key}`, size: data.length, sha256: sha256(data) });
      stored += 1;
    }
    counts.files = stored;
    files.sort((a, b) => a.path.localeCompare(b.path));
    const manifest: ArchiveManifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      schemaVersion: SCHEMA_VERSION,
      createdAt: new Date().toISOString(),
      withPersonalData: options.withPersonalData ?? false,
      counts,
      files,
    };
    writeFileSync(path.join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    if (asTarball) {
      const target = path.resolve(options.target);
      mkdirSync(path.dirname(target), { recursive: true });
      await tar.create({ gzip: true, file: target, cwd: dir, portable: true }, readdirSync(dir));
    }
    return manifest;
  } finally {
    if (asTarball) rmSync(dir, { recursive: true, force: true });
  }
}
