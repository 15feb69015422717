/**
 * `npm run import -- --archive <export>`: an export of this site (export.server.ts) into this one,
 * meant for an empty site. Files go back under their keys byte for byte (they were checked and
 * re-encoded when first uploaded, and every checksum of the manifest is verified first); items go
 * through the operations with their own dates, like the old system's import, and the same mapping
 * table makes a second run update instead of duplicate.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as tar from "tar";
import type { Db } from "~/db/client.server";
import { nowIso } from "~/db/time";
import { translatorFor } from "~/i18n/catalogues.server";
import { LOCALES } from "~/i18n/config";
import { getContent } from "~/modules/content/content.server";
import { isFileField } from "~/modules/content/fields";
import { importInboxItem, saveItem } from "~/modules/content/operations.server";
import { RESOURCES, type ResourceName } from "~/modules/content/resources";
import {
  saveReplyTemplate,
  storedReplyTemplates,
  type StoredReplyTemplate,
} from "~/modules/inbox/follow-up.server";
import { getInboxEntry } from "~/modules/inbox/inbox.server";
import { isInboxKind, type InboxKind } from "~/modules/inbox/kinds";
import { isSafeKey } from "~/modules/media/storage.server";
import { restoreUploadRecord } from "~/modules/media/upload-records.server";
import { isPublicSettingKey } from "~/modules/settings/site-settings.schema";
import { saveSiteSettings, setSiteSetting, storedSettings } from "~/modules/settings/site-settings.server";
import type { Services } from "~/services.server";
import { ARCHIVE_FORMAT, type ArchiveManifest, type ContentFile } from "./archive-format";
import { IMPORT_WRITER, type ProgressEvent } from "./import-old.server";
import { findMapping, fingerprintOf, recordMapping } from "./mappings.server";
import { kindReport, newReport, type ImportReport, type KindReport } from "./report";

export interface ArchiveImportOptions {
  archive: string;
  dryRun?: boolean;
  onProgress?: (event: ProgressEvent) => void;
  signal?: AbortSignal;
}

type ImportServices = Pick<Services, "db" | "storage"> & Partial<Pick<Services, "changes">>;
type Translate = (key: string, params?: Record<string, string | number>) => string;
const english = translatorFor("en");
const translate: Translate = (key, params) => english(key as Parameters<typeof english>[0], params);

const errorLine = (errors: Record<string, string[]>) =>
  Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(" ")}`)
    .join("; ");

/** An archive as a folder: a folder as it is, a .tar.gz unpacked into a temporary one. */
async function openArchive(archive: string): Promise<{ dir: string; dispose(): void }> {
  if (!existsSync(archive)) throw new Error(`${archive} does not exist`);
  if (statSync(archive).isDirectory()) return { dir: archive, dispose: () => {} };
  const dir = mkdtempSync(path.join(tmpdir(), "tamkine-archive-"));
  // strict: a damaged archive fails here rather than importing half of it silently.
  await tar.extract({ file: archive, cwd: dir, strict: true });
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

const readJson = <T>(dir: string, relative: string): T =>
  JSON.parse(readFileSync(path.join(dir, ...relative.split("/")), "utf8")) as T;

export async function importArchive(
  services: ImportServices,
  options: ArchiveImportOptions,
): Promise<ImportReport> {
  const report = newReport(options.archive, options.dryRun ?? false);
  const archive = await openArchive(options.archive);
  try {
    const { dir } = archive;
    const manifest = readJson<ArchiveManifest>(dir, "manifest.json");
    if (manifest.format !== ARCHIVE_FORMAT) throw new Error("not an export of this site (manifest.json)");
    // Every file must be the one the manifest describes; a damaged one is reported and left out.
    const damaged = new Set<string>();
    const checks = kindReport(report, "checksums");
    for (const file of manifest.files) {
      checks.read += 1;
      const full = path.join(dir, ...file.path.split("/"));
      const isIntact =
        existsSync(full) && createHash("sha256").update(readFileSync(full)).digest("hex") === file.sha256;
      if (!isIntact) {
        damaged.add(file.path);
        checks.errors.push({
          old_id: file.path,
          reason: "missing, or its SHA-256 differs from the manifest",
        });
      }
    }
    await restoreFiles(services, dir, manifest, damaged, report, options);
    for (const kind of Object.keys(RESOURCES) as ResourceName[]) {
      const relative = `content/${kind}.json`;
      if (options.signal?.aborted) break;
      if (!manifest.files.some((file) => file.path === relative) || damaged.has(relative)) continue;
      const content = readJson<ContentFile>(dir, relative);
      const counts = kindReport(report, kind);
      for (const [index, item] of content.items.entries()) {
        if (options.signal?.aborted) break;
        await importArchivedItem(services, kind, item, counts, options.dryRun ?? false);
        options.onProgress?.({ kind, done: index + 1, total: content.items.length, files: 0 });
      }
    }
    if (manifest.files.some((file) => file.path === "settings.json") && !damaged.has("settings.json")) {
      await importSettings(
        services,
        readJson<Record<string, unknown>>(dir, "settings.json"),
        report,
        options,
      );
    }
    if (
      manifest.files.some((file) => file.path === "reply-templates.json") &&
      !damaged.has("reply-templates.json")
    ) {
      const { items } = readJson<{ items: StoredReplyTemplate[] }>(dir, "reply-templates.json");
      await importReplyTemplates(services, items, report, options);
    }
    for (const file of manifest.files) {
      const match = /^inbox\/([a-z]+)\.json$/.exec(file.path);
      if (!match || !isInboxKind(match[1]!) || damaged.has(file.path) || options.signal?.aborted) continue;
      const kind = match[1] as InboxKind;
      const counts = kindReport(report, `inbox.${kind}`);
      const { items } = readJson<{ items: Array<Record<string, unknown>> }>(dir, file.path);
      for (const [index, item] of items.entries()) {
        if (options.signal?.aborted) break;
        await importArchivedEntry(services, kind, item, counts, options.dryRun ?? false);
        options.onProgress?.({ kind: `inbox.${kind}`, done: index + 1, total: items.length, files: 0 });
      }
    }
  } finally {
    archive.dispose();
  }
  report.interrupted = options.signal?.aborted ?? false;
  report.finishedAt = nowIso();
  return report;
}

/** The site's settings, through the same checks as the settings screen; one that fails is reported. */
async function importSettings(
  services: ImportServices,
  settings: Record<string, unknown>,
  report: ImportReport,
  options: ArchiveImportOptions,
) {
  const counts = kindReport(report, "settings");
  const current = await storedSettings(services.db);
  const visible: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(settings)) {
    counts.read += 1;
    // A second import of the same archive changes nothing.
    if (JSON.stringify(current[key]) === JSON.stringify(value)) continue;
    if (isPublicSettingKey(key)) visible[key] = value;
    else if (key === "require_two_factor" && typeof value === "boolean") {
      if (!options.dryRun) await setSiteSetting(services.db, key, value);
      counts.updated += 1;
    } else counts.errors.push({ old_id: key, reason: "not a setting of this site" });
  }
  if (Object.keys(visible).length === 0 || options.dryRun) return;
  const outcome = await saveSiteSettings(services, { input: visible, writer: IMPORT_WRITER, translate });
  if (outcome.status === "saved") counts.updated += outcome.changed.length;
  else {
    const errors = outcome.status === "invalid" ? outcome.errors : { _form: [outcome.status] };
    for (const [key, messages] of Object.entries(errors))
      counts.errors.push({ old_id: key, reason: messages.join(" ") });
  }
}

/** The inboxes' reply templates, through the same checks as their screen; one that fails is reported. */
async function importReplyTemplates(
  services: ImportServices,
  items: StoredReplyTemplate[],
  report: ImportReport,
  options: ArchiveImportOptions,
) {
  const counts = kindReport(report, "reply_templates");
  const current = new Map((await storedReplyTemplates(services.db)).map((row) => [row.kind, row]));
  const inLanguages = (item: StoredReplyTemplate, part: "subject" | "body") =>
    Object.fromEntries(LOCALES.map((locale) => [locale, item[`${part}_${locale}`]]));
  const isSame = (one: StoredReplyTemplate, other: StoredReplyTemplate) =>
    LOCALES.every(
      (locale) =>
        one[`subject_${locale}`] === other[`subject_${locale}`] &&
        one[`body_${locale}`] === other[`body_${locale}`],
    );
  for (const item of items) {
    counts.read += 1;
    const existing = current.get(item.kind);
    // A second import of the same archive changes nothing.
    if (existing && isSame(existing, item)) continue;
    const outcome = options.dryRun
      ? ({ status: "saved" } as const)
      : await saveReplyTemplate(services, {
          kind: String(item.kind),
          subject: inLanguages(item, "subject"),
          body: inLanguages(item, "body"),
          writer: IMPORT_WRITER,
        });
    if (outcome.status === "saved") {
      if (existing) counts.updated += 1;
      else counts.created += 1;
      continue;
    }
    counts.skipped += 1;
    const reason =
      outcome.status === "invalid"
        ? errorLine(
            Object.fromEntries(
              Object.entries(outcome.errors).map(([field, keys]) => [
                field,
                keys.map((key) => translate(key)),
              ]),
            ),
          )
        : outcome.status === "missing"
          ? "not an inbox of this site"
          : outcome.status;
    counts.errors.push({ old_id: String(item.kind), reason });
  }
}

/** The stored files under their own keys, then their upload records. */
async function restoreFiles(
  services: ImportServices,
  dir: string,
  manifest: ArchiveManifest,
  damaged: Set<string>,
  report: ImportReport,
  options: ArchiveImportOptions,
) {
  const counts = kindReport(report, "uploads");
  const stored = manifest.files.filter((file) => file.path.startsWith("files/") && !damaged.has(file.path));
  for (const [index, file] of stored.entries()) {
    const key = file.path.slice("files/".length);
    if (!isSafeKey(key)) {
      counts.errors.push({ old_id: key, reason: "not a storage key" });
      continue;
    }
    if (!options.dryRun) {
      const existing = await services.storage.get(key);
      existing?.discard();
      if (!existing || existing.size !== file.size)
        await services.storage.put(key, readFileSync(path.join(dir, ...file.path.split("/"))));
    }
    counts.files += 1;
    if (index % 50 === 0 || index === stored.length - 1)
      options.onProgress?.({ kind: "files", done: index + 1, total: stored.length, files: counts.files });
  }
  if (damaged.has("uploads.json") || !existsSync(path.join(dir, "uploads.json"))) return;
  const { items } = readJson<{ items: Array<Record<string, unknown>> }>(dir, "uploads.json");
  for (const record of items) {
    counts.read += 1;
    if (options.dryRun) continue;
    if (await restoreUploadRecord(services.db, record)) counts.created += 1;
  }
}

async function importArchivedItem(
  services: ImportServices,
  kind: ResourceName,
  item: Record<string, unknown>,
  counts: KindReport,
  dryRun: boolean,
) {
  counts.read += 1;
  const oldId = String(item.id ?? "");
  const resource = RESOURCES[kind];
  const { db } = services;
  const fingerprint = fingerprintOf(item);
  const mapping = await findMapping(db, "archive", kind, oldId);
  const existing = mapping
    ? await getContent(db, resource, mapping.newId, { includeDrafts: true })
    : undefined;
  if (mapping && !existing) {
    counts.skipped += 1;
    counts.errors.push({ old_id: oldId, reason: "deleted on this site since an earlier import" });
    return;
  }
  if (mapping?.fingerprint === fingerprint) return;
  const values: Record<string, unknown> = {};
  const storedFiles: Record<string, string> = {};
  for (const [name, spec] of Object.entries(resource.fields)) {
    if (!(name in item)) continue;
    if (isFileField(spec)) {
      if (typeof item[name] === "string" && item[name] !== "") storedFiles[name] = item[name] as string;
    } else values[name] = item[name];
  }
  if (dryRun) {
    if (existing) counts.updated += 1;
    else counts.created += 1;
    return;
  }
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const outcome = await saveItem(services, {
    kind,
    id: existing?.id,
    input: { values, files: {} },
    writer: IMPORT_WRITER,
    translate,
    imported: {
      timestamps: {
        created_at: text(item.created_at),
        updated_at: text(item.updated_at),
        added_at: text(item.added_at),
      },
      storedFiles,
      keepId: Number(item.id),
      alsoInTransaction: async (tx: Db, row) => {
        await recordMapping(tx, { source: "archive", kind, oldId, newId: row.id, fingerprint, details: {} });
      },
    },
  });
  if (outcome.status === "saved") {
    if (outcome.isNew) counts.created += 1;
    else counts.updated += 1;
  } else {
    counts.skipped += 1;
    counts.errors.push({
      old_id: oldId,
      reason: outcome.status === "invalid" ? errorLine(outcome.errors) : outcome.status,
    });
  }
}

async function importArchivedEntry(
  services: ImportServices,
  kind: InboxKind,
  item: Record<string, unknown>,
  counts: KindReport,
  dryRun: boolean,
) {
  counts.read += 1;
  const oldId = String(item.id ?? "");
  const name = `inbox.${kind}`;
  const fingerprint = fingerprintOf(item);
  const mapping = await findMapping(services.db, "archive", name, oldId);
  if (mapping && !(await getInboxEntry(services.db, kind, mapping.newId))) {
    counts.skipped += 1;
    counts.errors.push({ old_id: oldId, reason: "deleted on this site since an earlier import" });
    return;
  }
  if (mapping?.fingerprint === fingerprint) return;
  if (dryRun) {
    if (mapping) counts.updated += 1;
    else counts.created += 1;
    return;
  }
  const outcome = await importInboxItem(services, {
    kind,
    id: mapping?.newId,
    values: item,
    writer: IMPORT_WRITER,
    alsoInTransaction: async (tx, id) => {
      await recordMapping(tx, { source: "archive", kind: name, oldId, newId: id, fingerprint, details: {} });
    },
  });
  if (outcome.status !== "saved") {
    counts.skipped += 1;
    counts.errors.push({ old_id: oldId, reason: outcome.status });
  } else if (outcome.isNew) counts.created += 1;
  else counts.updated += 1;
}
