/**
 * The media library (decision 029): every file an administrator uploaded is an item with alt texts in
 * the three languages, a caption and a focal point. Where an item is used is not kept by hand: it is
 * read from the content rows, through the fields the content registry declares (files, media addresses
 * and long texts, where the rich-text editor puts images), so it cannot drift from the content.
 */
import { sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "~/db/client.server";
import type { Row } from "~/db/schema";
import { nowIso } from "~/db/time";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { isFileField } from "~/modules/content/fields";
import { itemTitle, RESOURCES, type ContentResource } from "~/modules/content/resources";
import type { Services } from "~/services.server";
import {
  IMAGE_ONLY_FIELDS,
  type MediaItem,
  type MediaKind,
  type MediaPatch,
  type MediaUsage,
  type MediaVariant,
} from "./library";
import { mediaUrl, storeDocument, storeImage, type UploadInput } from "./upload.server";

type UploadRow = Row<"uploads">;

// The registry names tables and columns; Kysely's static typing cannot follow a runtime table name.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const anyDb = (db: Db) => db.kysely as any;

/** A key's name without its extension: the variants (`<stem>.webp`, `<stem>-480.webp`) share it. */
const stemOf = (key: string) => key.replace(/\.[a-z0-9]+$/, "");

/** The fields of a content type that may hold a library file's address. */
export function mediaFieldsOf(resource: ContentResource): string[] {
  return Object.entries(resource.fields)
    .filter(
      ([, spec]) =>
        isFileField(spec) ||
        spec.type === "mediaUrl" ||
        spec.type === "richText" ||
        (spec.type === "text" && spec.multiline === true),
    )
    .map(([name]) => name);
}

/** Keys per query: each adds one LIKE per field, and SQLite limits an expression's depth. */
const USAGE_BATCH = 20;

/**
 * Where each file is used, for many files at once: one query per content table, matching the address
 * (or a variant's, same stem) anywhere in the registry's media fields. Keys are random hex, so a stem
 * found in a field is that file.
 */
export async function usageOf(db: Db, keys: readonly string[]): Promise<Map<string, MediaUsage[]>> {
  const usage = new Map<string, MediaUsage[]>(keys.map((key) => [key, []]));
  if (keys.length === 0) return usage;
  for (const [name, resource] of Object.entries(RESOURCES) as Array<[string, ContentResource]>) {
    const fields = mediaFieldsOf(resource);
    if (fields.length === 0) continue;
    for (let start = 0; start < keys.length; start += USAGE_BATCH) {
      const batch = keys.slice(start, start + USAGE_BATCH);
      const rows = (await anyDb(db)
        .selectFrom(resource.table)
        .selectAll()
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        .where((eb: any) =>
          eb.or(
            batch.flatMap((key) =>
              fields.map((field) => eb(field, "like", `%/media/${stemOf(key)}%`) as Expression<SqlBool>),
            ),
          ),
        )
        .orderBy("id")
        .execute()) as Array<Record<string, unknown> & { id: number }>;
      for (const row of rows) {
        for (const key of batch) {
          const needle = `/media/${stemOf(key)}`;
          for (const field of fields) {
            const value = row[field];
            if (typeof value !== "string" || !value.includes(needle)) continue;
            usage.get(key)!.push({
              resource: name,
              id: row.id,
              title: itemTitle(resource, row, "fr"),
              field,
              adminPath: resource.adminPath ? `${resource.adminPath}?edit=${row.id}` : null,
              publicPath: resource.itemPath(row as { id: number; slug?: unknown }),
            });
          }
        }
      }
    }
  }
  return usage;
}

function parseVariants(json: string): MediaVariant[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as MediaVariant[]) : [];
  } catch {
    return [];
  }
}

function toItem(row: UploadRow, usage: MediaUsage[]): MediaItem {
  return {
    id: row.id,
    url: mediaUrl(row.key),
    kind: row.kind as MediaKind,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    variants: parseVariants(row.variants),
    original_name: row.original_name,
    alt_fr: row.alt_fr,
    alt_en: row.alt_en,
    alt_ar: row.alt_ar,
    caption: row.caption,
    focal_x: Number(row.focal_x),
    focal_y: Number(row.focal_y),
    created_at: row.created_at,
    updated_at: row.updated_at,
    usage,
  };
}

export interface MediaQuery {
  query?: string;
  kind?: MediaKind;
  page?: number;
  pageSize?: number;
}

/** Library items: an administrator's files that something keeps (not a visitor's, not a pending one). */
function libraryRows(db: Db, options: MediaQuery) {
  let query = db.kysely.selectFrom("uploads").where("scope", "=", "library").where("is_used", "=", 1);
  if (options.kind) query = query.where("kind", "=", options.kind);
  // Every word in the file's name, alt texts or caption (case-insensitive for Latin letters).
  const words = (options.query ?? "")
    .toLowerCase()
    .replace(/[%_\\]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10);
  for (const word of words) {
    const pattern = `%${word}%`;
    query = query.where((eb) =>
      eb.or(
        (["original_name", "alt_fr", "alt_en", "alt_ar", "caption"] as const).map((column) =>
          eb(sql`lower(${sql.ref(column)})`, "like", pattern),
        ),
      ),
    );
  }
  return query;
}

export async function countMedia(db: Db, options: MediaQuery = {}) {
  const row = await libraryRows(db, options)
    .select(sql<number>`count(*)`.as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Newest first, with where each item is used. */
export async function listMedia(db: Db, options: MediaQuery = {}): Promise<MediaItem[]> {
  let query = libraryRows(db, options).selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  if (options.pageSize) {
    const page = Math.max(1, options.page ?? 1);
    query = query.limit(options.pageSize).offset((page - 1) * options.pageSize);
  }
  const rows = await query.execute();
  const usage = await usageOf(
    db,
    rows.map((row) => row.key),
  );
  return rows.map((row) => toItem(row, usage.get(row.key) ?? []));
}

async function rowById(db: Db, id: number) {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  return await libraryRows(db, {}).selectAll().where("id", "=", id).executeTakeFirst();
}

export async function getMedia(db: Db, id: number): Promise<MediaItem | undefined> {
  const row = await rowById(db, id);
  if (!row) return undefined;
  const usage = await usageOf(db, [row.key]);
  return toItem(row, usage.get(row.key) ?? []);
}

type MediaServices = Pick<Services, "db" | "storage"> & Partial<Pick<Services, "changes">>;

/** A file uploaded into the library itself: the one upload path, then kept (is_used) at once. */
export async function uploadToLibrary(
  services: Pick<Services, "db" | "storage">,
  kind: MediaKind,
  input: Omit<UploadInput, "scope" | "isKept">,
): Promise<MediaItem> {
  const store = kind === "image" ? storeImage : storeDocument;
  const stored = await store(services.db, services.storage, { ...input, scope: "library", isKept: true });
  const row = await services.db.kysely
    .selectFrom("uploads")
    .selectAll()
    .where("key", "=", stored.key)
    .executeTakeFirstOrThrow();
  return toItem(row, []);
}

export type MediaUpdateOutcome =
  | { status: "saved"; item: MediaItem }
  | { status: "missing" }
  | { status: "imageOnly"; fields: string[] };

/** Alt texts, caption, focal point; audited; the pages that show the image are refreshed. */
export async function updateMedia(
  services: MediaServices,
  options: { id: number; patch: MediaPatch; actor: AuditActor },
): Promise<MediaUpdateOutcome> {
  const { db } = services;
  const row = await rowById(db, options.id);
  if (!row) return { status: "missing" };
  const given = Object.fromEntries(Object.entries(options.patch).filter(([, value]) => value !== undefined));
  if (row.kind !== "image") {
    const imageOnly = IMAGE_ONLY_FIELDS.filter((field) => field in given);
    if (imageOnly.length > 0) return { status: "imageOnly", fields: imageOnly };
  }
  await db.kysely.transaction().execute(async (trx) => {
    if (Object.keys(given).length > 0) {
      await trx
        .updateTable("uploads")
        .set({ ...given, updated_at: nowIso() })
        .where("id", "=", row.id)
        .execute();
    }
    await recordAudit(
      { kysely: trx, dialect: db.dialect, close: async () => {} },
      {
        actor: options.actor,
        action: "update",
        resource: "media",
        itemId: row.id,
        summary: row.original_name,
      },
    );
  });
  services.changes?.publish();
  return { status: "saved", item: (await getMedia(db, row.id))! };
}

export type MediaDeleteOutcome =
  | { status: "deleted" }
  | { status: "missing" }
  | { status: "inUse"; usage: MediaUsage[] };

/** Refused while anything uses the file; otherwise the row, then its files and variants, go. */
export async function deleteMedia(
  services: MediaServices,
  options: { id: number; actor: AuditActor },
): Promise<MediaDeleteOutcome> {
  const { db, storage } = services;
  const row = await rowById(db, options.id);
  if (!row) return { status: "missing" };
  const usage = (await usageOf(db, [row.key])).get(row.key) ?? [];
  if (usage.length > 0) return { status: "inUse", usage };
  const isDeleted = await db.kysely.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("uploads").where("id", "=", row.id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await recordAudit(
      { kysely: trx, dialect: db.dialect, close: async () => {} },
      {
        actor: options.actor,
        action: "delete",
        resource: "media",
        itemId: row.id,
        summary: row.original_name,
      },
    );
    return true;
  });
  if (!isDeleted) return { status: "missing" };
  // Files after the row: a failure leaves a file nobody lists, never a row without its file.
  await storage.delete(row.key);
  for (const variant of parseVariants(row.variants))
    await storage.delete(variant.url.replace(/^\/media\//, ""));
  services.changes?.publish();
  return { status: "deleted" };
}
