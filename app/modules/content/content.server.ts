/**
 * Create, read, update and delete for every content resource, on either database. Text fields are
 * validated with the resource's schema; files go through the one upload path; an update without a new
 * file keeps the stored one (§4 Admin forms).
 */
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import type { Locale } from "~/i18n/config";
import { tables } from "~/db/tables";
import { nowIso } from "~/db/time";
import { libraryAddress } from "~/modules/media/picks.server";
import { markUsed, storeDocument, storeImage, UploadError } from "~/modules/media/upload.server";
import { CONTENT_SEARCH_COLUMNS, SEARCH_COLUMN, searchColumns } from "~/modules/search/search-columns";
import { matchEveryWord } from "~/modules/search/search-query.server";
import type { FieldErrors } from "~/modules/validation/validation";
import { parseWith } from "~/modules/validation/validation";
import type { Services } from "~/services.server";
import { cleanRichTextFields, type CleanedFields } from "~/modules/richtext/fields.server";
import { richTextMediaUrls } from "~/modules/richtext/html";
import { isFileField, MESSAGES, schemaFor } from "./fields";
import type { ContentResource } from "./resources";
import { wherePublic } from "./visibility.server";
import type { TranslationLocale } from "./translation-status";
import { needingTranslation } from "./translations.server";

export type ContentRow = Record<string, unknown> & { id: number; created_at: string; updated_at: string };

/** What a client sent: text values (JSON or form fields) and uploaded files. */
export interface ContentInput {
  values: Record<string, unknown>;
  files: Record<string, File | undefined>;
}

export type SaveResult = { isSaved: true; row: ContentRow } | { isSaved: false; errors: FieldErrors };

export interface ListOptions {
  includeDrafts?: boolean;
  query?: string;
  /** Search only the text a visitor of this language reads (the site search); default: all three. */
  searchLocale?: Locale;
  page?: number;
  pageSize?: number;
  /** Rows skipped before the pages start (a page with a headline above its grid). */
  offset?: number;
  /** Only items whose translation into this language is missing or outdated (decision 031). */
  needsTranslation?: TranslationLocale;
}

// The registry names tables and columns; Kysely's static typing cannot follow a runtime table name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const anyDb = (db: Db) => db.kysely as any;

/**
 * Every column but the folded search text, which only the WHERE clause reads: rows stay the size they
 * were for pages and the API, and SQLite does not read those columns from disk.
 */
const visibleColumns = (resource: ContentResource) =>
  Object.keys(tables[resource.table].columns).filter(
    (column) => !(CONTENT_SEARCH_COLUMNS as readonly string[]).includes(column),
  );

/**
 * `?q=` looks at the folded text of all three languages: every word of the query must appear in one
 * of them (decision 014).
 */
function baseQuery(db: Db, resource: ContentResource, options: ListOptions) {
  let query = anyDb(db).selectFrom(resource.table);
  if (!options.includeDrafts) query = wherePublic(query);
  const columns = options.searchLocale ? [SEARCH_COLUMN[options.searchLocale]] : CONTENT_SEARCH_COLUMNS;
  const matches = matchEveryWord(db, resource.table, options.query, columns);
  if (matches) query = query.where(matches);
  if (options.needsTranslation) {
    query = query.where("id", "in", needingTranslation(db, resource.path, options.needsTranslation));
  }
  return query;
}

export async function listContent(db: Db, resource: ContentResource, options: ListOptions = {}) {
  let query = baseQuery(db, resource, options)
    .select(visibleColumns(resource))
    .orderBy(resource.orderBy.column, resource.orderBy.direction)
    .orderBy("id", "desc");
  if (options.pageSize) {
    const page = Math.max(1, options.page ?? 1);
    query = query.limit(options.pageSize).offset((options.offset ?? 0) + (page - 1) * options.pageSize);
  }
  return (await query.execute()) as ContentRow[];
}

/**
 * Matching rows; with `atMost`, counting stops there (a LIMIT in a subquery), so a common word does not
 * make the count read the whole table.
 */
export async function countContent(
  db: Db,
  resource: ContentResource,
  options: ListOptions & { atMost?: number } = {},
) {
  const counted = options.atMost
    ? anyDb(db).selectFrom(
        baseQuery(db, resource, options)
          .select(sql`1`.as("one"))
          .limit(options.atMost)
          .as("matches"),
      )
    : baseQuery(db, resource, options);
  const row = (await counted.select(sql<number>`count(*)`.as("count")).executeTakeFirst()) as
    | { count: number | string }
    | undefined;
  return Number(row?.count ?? 0);
}

export async function getContent(db: Db, resource: ContentResource, id: number, options: ListOptions = {}) {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  let query = anyDb(db).selectFrom(resource.table).select(visibleColumns(resource)).where("id", "=", id);
  if (!options.includeDrafts) query = wherePublic(query);
  return (await query.executeTakeFirst()) as ContentRow | undefined;
}

/** For resources with a unique slug (news, pages): the article links of §2 use it. */
export async function getContentBySlug(
  db: Db,
  resource: ContentResource,
  slug: string,
  options: ListOptions = {},
) {
  if (!("slug" in resource.fields) || slug === "" || slug.length > 200) return undefined;
  let query = anyDb(db).selectFrom(resource.table).select(visibleColumns(resource)).where("slug", "=", slug);
  if (!options.includeDrafts) query = wherePublic(query);
  return (await query.executeTakeFirst()) as ContentRow | undefined;
}

export async function deleteContent(db: Db, resource: ContentResource, id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const result = await anyDb(db).deleteFrom(resource.table).where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Lowercase ASCII words joined by dashes, for readable article URLs (/blogdetail/{slug}_{id}). */
export function slugify(text: string) {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "article";
}

async function uniqueSlug(db: Db, table: string, wanted: string, exceptId?: number) {
  const base = slugify(wanted);
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = attempt === 0 ? base : `${base}-${attempt + 1}`;
    let query = anyDb(db).selectFrom(table).select("id").where("slug", "=", candidate);
    if (exceptId) query = query.where("id", "!=", exceptId);
    if (!(await query.executeTakeFirst())) return candidate;
  }
  return `${base}-${Date.now().toString(36)}`;
}

const UPLOAD_MESSAGES: Record<UploadError["code"], string> = {
  empty: "api.upload.empty",
  too_large: "api.upload.tooLarge",
  not_image: "api.upload.notImage",
  image_too_large: "api.upload.imageTooLarge",
  not_document: "api.upload.notDocument",
};

export const uploadErrorKey = (error: UploadError) => UPLOAD_MESSAGES[error.code];

/** Stores the files of a submission; each failure becomes that field's error. */
async function storeFiles(
  services: Pick<Services, "db" | "storage">,
  resource: ContentResource,
  files: ContentInput["files"],
  translate: (key: string, params?: Record<string, string | number>) => string,
) {
  const stored: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const [name, spec] of Object.entries(resource.fields)) {
    const file = files[name];
    if (!isFileField(spec) || !file || file.size === 0) continue;
    try {
      const data = Buffer.from(await file.arrayBuffer());
      const store = spec.type === "image" ? storeImage : storeDocument;
      stored[name] = (await store(services.db, services.storage, { data, originalName: file.name })).url;
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      const size = error.limitBytes ? Math.round(error.limitBytes / (1024 * 1024)) : 0;
      errors[name] = [translate(uploadErrorKey(error), { size })];
    }
  }
  return { stored, errors };
}

/**
 * Files picked from the media library (decision 029): a file field given as text must name a library
 * file of its kind; a file sent with it wins.
 */
async function pickedFiles(
  db: Db,
  resource: ContentResource,
  input: ContentInput,
  translate: (key: string) => string,
) {
  const stored: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const [name, spec] of Object.entries(resource.fields)) {
    const value = input.values[name];
    if (!isFileField(spec) || (input.files[name]?.size ?? 0) > 0) continue;
    if (typeof value !== "string" || value.trim() === "") continue;
    const address = await libraryAddress(db, value, spec.type);
    if (address) stored[name] = address;
    else errors[name] = [translate("media.errors.notInLibrary")];
  }
  return { stored, errors };
}

function requiredFileErrors(
  resource: ContentResource,
  present: Record<string, unknown>,
  translate: (key: string) => string,
) {
  const errors: FieldErrors = {};
  for (const [name, spec] of Object.entries(resource.fields)) {
    if (isFileField(spec) && spec.required && !present[name])
      errors[name] = [translate("validation.required")];
  }
  return errors;
}

/** Only the resource's own fields are written; anything else a client sends is ignored. */
function pickFields(resource: ContentResource, values: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(values).filter(([name]) => name in resource.fields));
}

/** A checked submission, its files stored, ready to be written (see operations.server.ts). */
export interface PreparedWrite {
  resource: ContentResource;
  existing: ContentRow | undefined;
  values: Record<string, unknown>;
  /** Dates kept from elsewhere (an import): written as given instead of "now" (decision 025). */
  timestamps?: Record<string, string>;
  /**
   * The `updated_at` the writer's copy was read at: the update happens only if the row still has it
   * (two administrators on one item, decision 028).
   */
  expectedVersion?: string;
  /** A deleted item brought back from its revision keeps its id (its links keep working). */
  recreateId?: number;
  /**
   * An imported item's number on the site it came from: a new row takes it when no row has it, so that
   * an archive read into an empty site keeps its item links and anchors (decision 025).
   */
  keepId?: number;
}

/** The row changed since the writer read it: nothing was written. */
export class VersionConflict extends Error {
  constructor() {
    super("The item changed since it was read.");
  }
}

/** A file already in the store (an archive's upload, put back byte for byte): its address, /media/… */
const STORED_MEDIA = /^\/media\/(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*$/;

/**
 * Validation and uploads of a create (no id) or an update: the stored row is the starting point, so
 * omitted fields (and files) keep their values (§4 Admin forms).
 */
export async function prepareContentWrite(
  services: Pick<Services, "db" | "storage">,
  resource: ContentResource,
  input: ContentInput,
  options: {
    id?: number;
    translate: (key: string, params?: Record<string, string | number>) => string;
    /** Files already stored (an import keeps an archive's files as they are): field → /media/ address. */
    storedFiles?: Record<string, string>;
    /** Wall-clock times are read in this zone (SITE_TIME_ZONE); default UTC. */
    timeZone?: string;
    /**
     * A restore: file fields take the stored addresses given in `values` (no upload), and an id that
     * no longer exists is created again with that id.
     */
    isRestore?: boolean;
  },
): Promise<
  | { status: "ready"; write: PreparedWrite; cleaned: CleanedFields }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "missing" }
> {
  const { db } = services;
  const existing = options.id
    ? await getContent(db, resource, options.id, { includeDrafts: true })
    : undefined;
  if (options.id && !existing && !options.isRestore) return { status: "missing" };

  const merged = {
    ...(existing ? pickFields(resource, existing) : {}),
    ...pickFields(resource, input.values),
  };
  const checked = parseWith(
    schemaFor(resource.fields, { timeZone: options.timeZone }),
    merged,
    options.translate,
  );
  // Rich text is cleaned once, here, for every writer (decision 027); what was removed is told, not refused.
  const rich = checked.isValid
    ? cleanRichTextFields(resource.fields, checked.data, { sent: input.values, translate: options.translate })
    : undefined;
  const parsed = rich && checked.isValid ? { ...checked, data: rich.values } : checked;
  const stored = checked.isValid
    ? await storedRuleErrors(db, resource, { values: checked.data, existing, translate: options.translate })
    : {};
  const windowErrors = parsed.isValid ? scheduleErrors(parsed.data, input.values, options.translate) : {};
  const restoredFiles = options.isRestore ? restoredFileValues(resource, input.values) : {};
  const kept = Object.fromEntries(
    Object.entries(options.storedFiles ?? {}).filter(
      ([name, url]) => isFileField(resource.fields[name] ?? { type: "flag" }) && STORED_MEDIA.test(url),
    ),
  );
  const picks = await pickedFiles(db, resource, input, options.translate);
  const fileValues = Object.fromEntries(
    Object.entries(resource.fields)
      .filter(([name, spec]) => isFileField(spec) && ((input.files[name]?.size ?? 0) > 0 || kept[name]))
      .map(([name]) => [name, true]),
  );
  Object.assign(fileValues, restoredFiles);
  const missingFiles = requiredFileErrors(
    resource,
    { ...(existing ?? {}), ...picks.stored, ...fileValues },
    options.translate,
  );
  const errors: FieldErrors = {
    ...(parsed.isValid ? {} : parsed.errors),
    ...(rich?.errors ?? {}),
    ...windowErrors,
    ...missingFiles,
    ...picks.errors,
    ...stored,
  };
  if (Object.keys(errors).length > 0 || !parsed.isValid) return { status: "invalid", errors };

  const files = await storeFiles(services, resource, input.files, options.translate);
  if (Object.keys(files.errors).length > 0) return { status: "invalid", errors: files.errors };

  const values: Record<string, unknown> = {
    ...parsed.data,
    ...kept,
    ...picks.stored,
    ...restoredFiles,
    ...files.stored,
  };
  for (const [name, value] of Object.entries(values)) if (value === undefined) delete values[name];
  const recreateId = options.isRestore && !existing ? options.id : undefined;
  return {
    status: "ready",
    write: { resource, existing, values, ...(recreateId ? { recreateId } : {}) },
    cleaned: rich?.cleaned ?? {},
  };
}

/**
 * The rules that need the stored rows: a value no other item holds (`unique`), and the type's own
 * `check` (a built-in page keeps its slug). The database's unique index stays the last word.
 */
async function storedRuleErrors(
  db: Db,
  resource: ContentResource,
  input: {
    values: Record<string, unknown>;
    existing: ContentRow | undefined;
    translate: (key: string) => string;
  },
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const [name, spec] of Object.entries(resource.fields)) {
    const value = input.values[name];
    if (spec.type !== "text" || !spec.unique || typeof value !== "string" || value === "") continue;
    let query = anyDb(db).selectFrom(resource.table).select("id").where(name, "=", value);
    if (input.existing) query = query.where("id", "!=", input.existing.id);
    if (await query.executeTakeFirst()) errors[name] = [input.translate(MESSAGES.unique)];
  }
  for (const [name, key] of Object.entries(resource.check?.(input.values, input.existing) ?? {})) {
    (errors[name] ??= []).push(input.translate(key));
  }
  return errors;
}

/**
 * A publication window ends after it begins (decision 028): an `unpublish_at` at or before `publish_at`
 * would hide the item for good the moment it appears. Checked on the values as they will be stored,
 * when a write sets either end, so a change of one end is compared with the stored other.
 */
function scheduleErrors(
  values: Record<string, unknown>,
  sent: Record<string, unknown>,
  translate: (key: string) => string,
): FieldErrors {
  if (!Object.hasOwn(sent, "publish_at") && !Object.hasOwn(sent, "unpublish_at")) return {};
  const { publish_at: start, unpublish_at: end } = values;
  if (typeof start !== "string" || typeof end !== "string") return {};
  return Date.parse(end) <= Date.parse(start)
    ? { unpublish_at: [translate("revisions.schedule.orderError")] }
    : {};
}

/** A snapshot's stored file addresses (a restore sets them back as they were, without an upload). */
function restoredFileValues(resource: ContentResource, values: Record<string, unknown>) {
  const restored: Record<string, string | null> = {};
  for (const [name, spec] of Object.entries(resource.fields)) {
    const value = values[name];
    if (isFileField(spec) && (typeof value === "string" || value === null)) restored[name] = value;
  }
  return restored;
}

/**
 * The derived columns (a news slug, the folded search text, the publication date) and the row's insert
 * or update. An update with an expected version changes the row only if it still has it, in the same
 * statement, so two writers cannot both win; the loser gets a VersionConflict.
 */
export async function writeContent(db: Db, write: PreparedWrite) {
  const { resource, existing, values: given, expectedVersion, recreateId } = write;
  const values = { ...given };
  // Dates kept from elsewhere (an import) are written as given instead of "now" (decision 025).
  const timestamps: Record<string, string> = Object.fromEntries(
    Object.entries(write.timestamps ?? {}).filter(([column]) => column in tables[resource.table].columns),
  );
  // The publication date defaults to the creation time and is never emptied (decision 028).
  if ("published_at" in resource.fields && !values.published_at) {
    if (existing?.published_at) delete values.published_at;
    else if (existing) values.published_at = existing.created_at;
    else values.published_at = timestamps.created_at ?? (values.created_at ??= nowIso());
  }
  if ("slug" in resource.fields && resource.table === "news") {
    const wanted =
      (values.slug as string) || (values.title_fr as string) || (values.title_en as string) || "";
    if (!existing || values.slug !== existing.slug || !existing.slug) {
      values.slug = await uniqueSlug(db, resource.table, wanted, existing?.id);
    }
  }
  // The folded search text follows the row as stored after this change.
  Object.assign(values, searchColumns(resource.table, { ...(existing ?? {}), ...values }));
  if (!existing) {
    const id = recreateId ?? (await freeId(db, resource.table, write.keepId));
    const row = (await anyDb(db)
      .insertInto(resource.table)
      .values({ ...values, ...timestamps, ...(id ? { id } : {}) })
      .returning(visibleColumns(resource))
      .executeTakeFirstOrThrow()) as ContentRow;
    // PostgreSQL's sequence does not see a number given by hand: the next new item would collide.
    if (id && db.dialect === "postgres") {
      await sql`SELECT setval(pg_get_serial_sequence(${resource.table}, 'id'), (SELECT MAX(id) FROM ${sql.table(resource.table)}))`.execute(
        db.kysely,
      );
    }
    return row;
  }
  let update = anyDb(db)
    .updateTable(resource.table)
    .set({ ...values, updated_at: nowIso(), ...timestamps })
    .where("id", "=", existing.id);
  if (expectedVersion !== undefined) update = update.where("updated_at", "=", expectedVersion);
  const row = (await update.returning(visibleColumns(resource)).executeTakeFirst()) as ContentRow | undefined;
  if (!row) throw new VersionConflict();
  return row;
}

/** `wanted` when it is a positive whole number that no row of the table has, else undefined. */
async function freeId(db: Db, table: string, wanted: number | undefined) {
  if (!wanted || !Number.isSafeInteger(wanted) || wanted < 1) return undefined;
  const taken = await anyDb(db).selectFrom(table).select("id").where("id", "=", wanted).executeTakeFirst();
  return taken ? undefined : wanted;
}

/** The uploads a row refers to are no longer orphans for the clean-up job. */
export async function adoptMedia(db: Db, resource: ContentResource, row: ContentRow) {
  await markUsed(db, [
    ...Object.entries(resource.fields)
      .filter(([, spec]) => isFileField(spec) || spec.type === "mediaUrl")
      .map(([name]) => row[name] as string | null),
    // Images inserted in a rich text are uploads too (decision 027).
    ...Object.entries(resource.fields)
      .filter(([, spec]) => spec.type === "richText")
      .flatMap(([name]) => richTextMediaUrls(row[name] as string | null)),
  ]);
}

/** The API's view of a row: media fields as absolute URLs, flags as booleans. */
export function serializeContent(resource: ContentResource, row: ContentRow, origin: string) {
  const output: Record<string, unknown> = { ...row };
  for (const [name, spec] of Object.entries(resource.fields)) {
    const value = row[name];
    if (
      (isFileField(spec) || spec.type === "mediaUrl") &&
      typeof value === "string" &&
      value.startsWith("/")
    ) {
      output[name] = `${origin}${value}`;
    }
    if (spec.type === "flag") output[name] = value === 1;
  }
  return output;
}
