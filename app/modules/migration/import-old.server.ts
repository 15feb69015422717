/**
 * `npm run import -- --from <old API>`: every list of the old system (§7) into this site, through the
 * operations (docs/decisions/025-moving-in-and-out.md), so slugs, search text and the journal come out
 * as for any other write, and every file through the upload path's checks and re-encoding. Idempotent
 * and resumable: each written item records its old id in the same transaction (mappings.server.ts); an
 * unchanged item is not written again. A defect of one item is reported, never fatal to the run.
 */
import type { Db } from "~/db/client.server";
import { nowIso } from "~/db/time";
import { translatorFor } from "~/i18n/catalogues.server";
import { getContent, uploadErrorKey, type ContentRow } from "~/modules/content/content.server";
import { isFileField, schemaFor } from "~/modules/content/fields";
import { importInboxItem, saveItem, type Writer } from "~/modules/content/operations.server";
import { RESOURCES, type ResourceName } from "~/modules/content/resources";
import { findSubscriberByEmail, importedSubscriberValues } from "~/modules/forms/imported-subscribers.server";
import { getInboxEntry } from "~/modules/inbox/inbox.server";
import { sniffDocument, sniffImage } from "~/modules/media/sniff";
import { storeImage, UploadError } from "~/modules/media/upload.server";
import { parseWith } from "~/modules/validation/validation";
import type { Services } from "~/services.server";
import { findMapping, fingerprintOf, recordMapping, type MappingDetails } from "./mappings.server";
import { download, readList, SourceError, type OldApi } from "./old-api.server";
import { mapOldInboxEntry, mapOldItem, OLD_CONTENT_KINDS, OLD_INBOX_KINDS } from "./old-system";
import { kindReport, newReport, type ImportReport, type KindReport } from "./report";

export const IMPORT_WRITER: Writer = { asSystem: "import" };

export interface ProgressEvent {
  kind: string;
  done: number;
  total: number;
  files: number;
}

export interface OldImportOptions {
  from: string;
  token?: string;
  photosPath?: string;
  dryRun?: boolean;
  /** Per request; a file or a list that takes longer is reported as a time-out. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  onProgress?: (event: ProgressEvent) => void;
  /** Stops between two items (Ctrl-C): what was written stays, the next run continues. */
  signal?: AbortSignal;
}

type ImportServices = Pick<Services, "db" | "storage"> & Partial<Pick<Services, "changes">>;

type Translate = (key: string, params?: Record<string, string | number>) => string;
// The report is read by whoever runs the command: English, like the command's other output.
const english = translatorFor("en");
const translate: Translate = (key, params) => english(key as Parameters<typeof english>[0], params);
const reasonOf = (error: unknown) =>
  error instanceof SourceError
    ? error.message
    : error instanceof UploadError
      ? translate(uploadErrorKey(error), { size: Math.round((error.limitBytes ?? 0) / 1024 / 1024) })
      : String(error);

/** The operations' field errors as one line: "title_fr: This field is required." */
const errorLine = (errors: Record<string, string[]>) =>
  Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(" ")}`)
    .join("; ");

export async function importFromOldSystem(
  services: ImportServices,
  options: OldImportOptions,
): Promise<ImportReport> {
  const api: OldApi = {
    base: options.from.endsWith("/") ? options.from : `${options.from}/`,
    token: options.token,
    timeoutMs: options.timeoutMs ?? 20_000,
    fetch: options.fetch ?? fetch,
  };
  const report = newReport(options.from, options.dryRun ?? false);
  const kinds = OLD_CONTENT_KINDS.map((entry) =>
    entry.kind === "photos" && options.photosPath ? { ...entry, paths: [options.photosPath] } : entry,
  );
  for (const { kind, paths } of kinds) {
    if (options.signal?.aborted) break;
    const counts = kindReport(report, kind);
    const list = await readListReported(api, paths, counts, false);
    if (!list) continue;
    for (const [index, item] of list.entries()) {
      if (options.signal?.aborted) break;
      await importContentItem(services, api, kind, item, counts, options.dryRun ?? false);
      options.onProgress?.({ kind, done: index + 1, total: list.length, files: counts.files });
    }
  }
  if (options.token) {
    for (const { kind, path } of OLD_INBOX_KINDS) {
      if (options.signal?.aborted) break;
      const name = `inbox.${kind}`;
      const counts = kindReport(report, name);
      const list = await readListReported(api, [path], counts, true);
      if (!list) continue;
      for (const [index, item] of list.entries()) {
        if (options.signal?.aborted) break;
        await importInboxEntry(services, kind, item, counts, options.dryRun ?? false);
        options.onProgress?.({ kind: name, done: index + 1, total: list.length, files: 0 });
      }
    }
  }
  report.interrupted = options.signal?.aborted ?? false;
  report.finishedAt = nowIso();
  return report;
}

async function readListReported(api: OldApi, paths: string[], counts: KindReport, withToken: boolean) {
  try {
    const list = await readList(api, paths, { withToken });
    if (list) return list.items;
    counts.errors.push({ old_id: "", reason: `no list at ${paths.join(" or ")}` });
  } catch (error) {
    counts.errors.push({ old_id: "", reason: `list not read: ${reasonOf(error)}` });
  }
  return undefined;
}

const oldIdOf = (item: Record<string, unknown>) =>
  typeof item.id === "number" || (typeof item.id === "string" && item.id.trim() !== "")
    ? String(item.id).trim()
    : undefined;

async function importContentItem(
  services: ImportServices,
  api: OldApi,
  kind: ResourceName,
  item: Record<string, unknown>,
  counts: KindReport,
  dryRun: boolean,
) {
  counts.read += 1;
  const oldId = oldIdOf(item);
  const fail = (reason: string) => counts.errors.push({ old_id: oldId ?? "", reason });
  if (!oldId) {
    counts.skipped += 1;
    fail("no id");
    return;
  }
  const resource = RESOURCES[kind];
  const { db } = services;
  const fingerprint = fingerprintOf(item);
  const mapping = await findMapping(db, "old", kind, oldId);
  let existing: ContentRow | undefined;
  if (mapping) {
    existing = await getContent(db, resource, mapping.newId, { includeDrafts: true });
    if (!existing) {
      // Someone deleted it here since: an import does not bring it back.
      counts.skipped += 1;
      fail("deleted on this site since an earlier import");
      return;
    }
  }
  const isUnchanged = mapping?.fingerprint === fingerprint;
  const retryFiles = mapping?.details.missingFiles ?? {};
  if (isUnchanged && Object.keys(retryFiles).length === 0) return;

  const mapped = mapOldItem(kind, item);
  const values = isUnchanged ? {} : { ...mapped.values };
  const details: MappingDetails = { files: { ...(mapping?.details.files ?? {}) }, missingFiles: {} };
  if (kind === "news" && typeof item.slug === "string") details.slug = item.slug;
  if (!isUnchanged) for (const note of mapped.notes) fail(note);

  // Files: only those not already fetched from the same address.
  const files: Record<string, File> = {};
  for (const [field, address] of Object.entries(mapped.files)) {
    if (details.files?.[field] === address) continue;
    if (isUnchanged && retryFiles[field] !== address) continue;
    const spec = resource.fields[field as keyof typeof resource.fields] as { type: string } | undefined;
    if (!spec) continue;
    try {
      const fetched = await download(api, address);
      const isImage = spec.type !== "document";
      if (!(isImage ? sniffImage(fetched.data) : sniffDocument(fetched.data)))
        throw new UploadError(isImage ? "not_image" : "not_document");
      if (spec.type === "mediaUrl") {
        // A match's logos and banner are addresses, as the match form sends them after an upload.
        if (!dryRun)
          values[field] = (
            await storeImage(db, services.storage, { data: fetched.data, originalName: fetched.name })
          ).url;
      } else {
        files[field] = new File([new Uint8Array(fetched.data)], fetched.name);
      }
      details.files![field] = address;
      counts.files += 1;
    } catch (error) {
      if (!(error instanceof SourceError || error instanceof UploadError)) throw error;
      fail(`${field}: ${reasonOf(error)}`);
      details.missingFiles![field] = address;
      delete details.files![field];
    }
  }
  // An unchanged item whose missing files are still missing: nothing to write.
  if (isUnchanged && Object.keys(files).length === 0 && Object.keys(values).length === 0) return;
  if (dryRun) {
    const merged = { ...(existing ?? {}), ...values };
    const parsed = parseWith(schemaFor(resource.fields), merged, translate);
    const missingRequired = Object.entries(resource.fields).filter(
      ([name, spec]) => isFileField(spec) && spec.required && !files[name] && !existing?.[name],
    );
    if (!parsed.isValid || missingRequired.length > 0) {
      counts.skipped += 1;
      fail(
        errorLine({
          ...(parsed.isValid ? {} : parsed.errors),
          ...Object.fromEntries(missingRequired.map(([name]) => [name, ["missing or unusable file"]])),
        }),
      );
    } else if (existing) counts.updated += 1;
    else counts.created += 1;
    return;
  }
  await saveReported(services, {
    kind,
    oldId,
    fingerprint,
    details,
    values,
    files,
    existing,
    mapped,
    counts,
    fail,
  });
}

async function saveReported(
  services: ImportServices,
  job: {
    kind: ResourceName;
    oldId: string;
    fingerprint: string;
    details: MappingDetails;
    values: Record<string, unknown>;
    files: Record<string, File>;
    existing: ContentRow | undefined;
    mapped: ReturnType<typeof mapOldItem>;
    counts: KindReport;
    fail: (reason: string) => void;
  },
) {
  const { kind, counts } = job;
  let values = job.values;
  let files = job.files;
  // Twice at most: a first refusal drops the fields it names and keeps what is valid.
  for (let attempt = 0; attempt < 2; attempt++) {
    const outcome = await saveItem(services, {
      kind,
      id: job.existing?.id,
      input: { values, files },
      writer: IMPORT_WRITER,
      translate,
      imported: {
        timestamps: job.mapped.timestamps,
        alsoInTransaction: async (tx: Db, row) => {
          await recordMapping(tx, {
            source: "old",
            kind,
            oldId: job.oldId,
            newId: row.id,
            fingerprint: job.fingerprint,
            details: job.details,
          });
        },
      },
    });
    if (outcome.status === "saved") {
      if (outcome.isNew) counts.created += 1;
      else counts.updated += 1;
      return;
    }
    if (outcome.status !== "invalid") {
      counts.skipped += 1;
      job.fail(outcome.status);
      return;
    }
    const required = Object.entries(RESOURCES[kind].fields)
      .filter(([, spec]) => "required" in spec && spec.required)
      .map(([name]) => name);
    const refused = Object.keys(outcome.errors);
    if (attempt === 1 || refused.some((field) => required.includes(field))) {
      counts.skipped += 1;
      job.fail(errorLine(outcome.errors));
      return;
    }
    job.fail(`imported without ${errorLine(outcome.errors)}`);
    values = Object.fromEntries(Object.entries(values).filter(([name]) => !refused.includes(name)));
    files = Object.fromEntries(Object.entries(files).filter(([name]) => !refused.includes(name)));
    for (const name of refused) {
      if (job.details.files?.[name]) {
        job.details.missingFiles![name] = job.details.files[name];
        delete job.details.files[name];
      }
    }
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function importInboxEntry(
  services: ImportServices,
  kind: (typeof OLD_INBOX_KINDS)[number]["kind"],
  item: Record<string, unknown>,
  counts: KindReport,
  dryRun: boolean,
) {
  counts.read += 1;
  const oldId = oldIdOf(item);
  const fail = (reason: string) => counts.errors.push({ old_id: oldId ?? "", reason });
  if (!oldId) {
    counts.skipped += 1;
    fail("no id");
    return;
  }
  const { db } = services;
  const name = `inbox.${kind}`;
  const fingerprint = fingerprintOf(item);
  const mapping = await findMapping(db, "old", name, oldId);
  if (mapping && !(await getInboxEntry(db, kind, mapping.newId))) {
    counts.skipped += 1;
    fail("deleted on this site since an earlier import");
    return;
  }
  if (mapping?.fingerprint === fingerprint) return;
  const mapped = mapOldInboxEntry(kind, item);
  for (const note of mapped.notes) fail(note);
  let values = mapped.values;
  if (kind === "newsletter") {
    const email = String(values.email);
    if (!EMAIL.test(email)) {
      counts.skipped += 1;
      fail("no valid e-mail address");
      return;
    }
    if (!mapping) {
      if (await findSubscriberByEmail(db, email)) {
        counts.skipped += 1;
        fail("already subscribed on this site");
        return;
      }
      values = importedSubscriberValues(values);
    }
  }
  if (dryRun) {
    if (mapping) counts.updated += 1;
    else counts.created += 1;
    return;
  }
  const outcome = await importInboxItem(services, {
    kind,
    id: mapping?.newId,
    values,
    writer: IMPORT_WRITER,
    alsoInTransaction: async (tx, id) => {
      await recordMapping(tx, { source: "old", kind: name, oldId, newId: id, fingerprint, details: {} });
    },
  });
  if (outcome.status !== "saved") {
    counts.skipped += 1;
    fail(outcome.status);
  } else if (outcome.isNew) counts.created += 1;
  else counts.updated += 1;
}
