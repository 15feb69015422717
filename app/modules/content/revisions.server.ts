/**
 * Revisions of content items (decision 028): a full snapshot of the row — every language, every field —
 * after each create, update, restore and delete, numbered per item, with who made it. Written by the
 * operations (operations.server.ts) in the transaction of the change and its audit entry. The last
 * REVISIONS_KEPT of an item are kept; a deleted item's revisions stay RECENTLY_DELETED_MS, so a mistaken
 * delete can be undone, then the retention job removes them.
 */
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import { tables } from "~/db/tables";
import { now } from "~/db/time";
import type { AuditActor } from "~/modules/audit/audit.server";
import { CONTENT_SEARCH_COLUMNS } from "~/modules/search/search-columns";
import type { ContentRow } from "./content.server";
import { RESOURCES, type ContentResource, type ResourceName } from "./resources";

export const REVISIONS_KEPT = 50;
export const RECENTLY_DELETED_MS = 30 * 24 * 60 * 60 * 1000;

export type RevisionAction = "create" | "update" | "restore" | "delete";

export interface Revision {
  number: number;
  action: RevisionAction;
  /** The row as it was after that change. */
  data: Record<string, unknown>;
  username: string;
  adminId: number | null;
  createdAt: string;
}

export interface DeletedItem {
  resource: ResourceName;
  itemId: number;
  /** The number of its last revision, the one a restore brings back. */
  number: number;
  data: Record<string, unknown>;
  username: string;
  deletedAt: string;
}

/** The columns a snapshot keeps: all but the folded search text, which the write derives again. */
function snapshotOf(row: ContentRow) {
  const data: Record<string, unknown> = { ...row };
  for (const column of CONTENT_SEARCH_COLUMNS) delete data[column];
  return data;
}

function parseData(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

type RevisionRow = {
  number: number;
  action: string;
  data: string;
  username: string;
  admin_id: number | null;
  created_at: string;
};

const toRevision = (row: RevisionRow): Revision => ({
  number: row.number,
  action: row.action as RevisionAction,
  data: parseData(row.data),
  username: row.username,
  adminId: row.admin_id,
  createdAt: row.created_at,
});

/**
 * Writes the next revision of an item and removes those beyond the kept number, in the caller's
 * transaction. Numbers only grow: a restored deleted item goes on from its last number.
 */
export async function recordRevision(
  tx: Db,
  entry: { kind: ResourceName; row: ContentRow; action: RevisionAction; actor: AuditActor | null },
) {
  const last = await tx.kysely
    .selectFrom("content_revisions")
    .select(sql<number | null>`max(number)`.as("last"))
    .where("resource", "=", entry.kind)
    .where("item_id", "=", entry.row.id)
    .executeTakeFirst();
  const number = Number(last?.last ?? 0) + 1;
  await tx.kysely
    .insertInto("content_revisions")
    .values({
      resource: entry.kind,
      item_id: entry.row.id,
      number,
      action: entry.action,
      data: JSON.stringify(snapshotOf(entry.row)),
      admin_id: entry.actor && entry.actor.id > 0 ? entry.actor.id : null,
      username: entry.actor?.username ?? "system",
    })
    .execute();
  if (number > REVISIONS_KEPT) {
    await tx.kysely
      .deleteFrom("content_revisions")
      .where("resource", "=", entry.kind)
      .where("item_id", "=", entry.row.id)
      .where("number", "<=", number - REVISIONS_KEPT)
      .execute();
  }
  return number;
}

/** An item's revisions, newest first. */
export async function listRevisions(db: Db, kind: ResourceName, itemId: number): Promise<Revision[]> {
  const rows = await db.kysely
    .selectFrom("content_revisions")
    .select(["number", "action", "data", "username", "admin_id", "created_at"])
    .where("resource", "=", kind)
    .where("item_id", "=", itemId)
    .orderBy("number", "desc")
    .execute();
  return rows.map(toRevision);
}

export async function getRevision(
  db: Db,
  kind: ResourceName,
  itemId: number,
  number: number,
): Promise<Revision | undefined> {
  if (!Number.isSafeInteger(number) || number <= 0) return undefined;
  const row = await db.kysely
    .selectFrom("content_revisions")
    .select(["number", "action", "data", "username", "admin_id", "created_at"])
    .where("resource", "=", kind)
    .where("item_id", "=", itemId)
    .where("number", "=", number)
    .executeTakeFirst();
  return row ? toRevision(row) : undefined;
}

/** Items whose last revision is their delete, within the last 30 days: newest first. */
export async function listRecentlyDeleted(
  db: Db,
  options: { kind?: ResourceName; at?: number } = {},
): Promise<DeletedItem[]> {
  const since = new Date((options.at ?? now()) - RECENTLY_DELETED_MS).toISOString();
  let query = db.kysely
    .selectFrom("content_revisions as r")
    .select(["r.resource", "r.item_id", "r.number", "r.data", "r.username", "r.created_at"])
    .where("r.action", "=", "delete")
    .where("r.created_at", ">=", since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("content_revisions as later")
            .select("later.id")
            .whereRef("later.resource", "=", "r.resource")
            .whereRef("later.item_id", "=", "r.item_id")
            .whereRef("later.number", ">", "r.number"),
        ),
      ),
    );
  if (options.kind) query = query.where("r.resource", "=", options.kind);
  const rows = await query.orderBy("r.created_at", "desc").orderBy("r.id", "desc").limit(500).execute();
  return rows
    .filter((row) => Object.hasOwn(RESOURCES, row.resource))
    .map((row) => ({
      resource: row.resource as ResourceName,
      itemId: row.item_id,
      number: row.number,
      data: parseData(row.data),
      username: row.username,
      deletedAt: row.created_at,
    }));
}

/**
 * The retention job's part: the revisions of items deleted more than 30 days ago (their last revision
 * is the delete) go. Returns how many rows were removed.
 */
export async function purgeDeletedRevisions(db: Db, at: number = now()) {
  const before = new Date(at - RECENTLY_DELETED_MS).toISOString();
  const expired = await db.kysely
    .selectFrom("content_revisions as r")
    .select(["r.resource", "r.item_id"])
    .where("r.action", "=", "delete")
    .where("r.created_at", "<", before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("content_revisions as later")
            .select("later.id")
            .whereRef("later.resource", "=", "r.resource")
            .whereRef("later.item_id", "=", "r.item_id")
            .whereRef("later.number", ">", "r.number"),
        ),
      ),
    )
    .limit(500)
    .execute();
  let removed = 0;
  for (const item of expired) {
    const result = await db.kysely
      .deleteFrom("content_revisions")
      .where("resource", "=", item.resource)
      .where("item_id", "=", item.item_id)
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}

export interface RestorePlan {
  /** The values to write: the snapshot's fields that the content type still has. */
  values: Record<string, unknown>;
  /**
   * The snapshot's other columns that the table still has (creation time, a platform's `added_at`):
   * a deleted item brought back gets them again.
   */
  columns: Record<string, unknown>;
  /** Snapshot fields the content type no longer has: they cannot be restored. */
  dropped: string[];
}

/**
 * What a snapshot can give back today: fields of the content type as it is now. A field that was
 * removed since is named in `dropped`; a field added since keeps its current value (or its default).
 */
export function restorePlan(resource: ContentResource, data: Record<string, unknown>): RestorePlan {
  const values: Record<string, unknown> = {};
  const columns: Record<string, unknown> = {};
  const dropped: string[] = [];
  const tableColumns = tables[resource.table].columns as Record<string, unknown>;
  for (const [name, value] of Object.entries(data)) {
    if (name in resource.fields) values[name] = value;
    else if (!(name in tableColumns)) dropped.push(name);
    else if (name !== "id" && name !== "updated_at") columns[name] = value;
  }
  return { values, columns, dropped };
}
