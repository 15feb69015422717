/**
 * Which item an import made of each item of its source (docs/decisions/025-moving-in-and-out.md). The
 * row is written in the same transaction as the item, so an interrupted run never leaves an item
 * without its mapping (a second run would otherwise add it again).
 */
import { createHash } from "node:crypto";
import type { Db } from "~/db/client.server";
import { nowIso } from "~/db/time";

/** "old": the old system's REST API; "archive": an export of this site. */
export type MappingSource = "old" | "archive";

export interface MappingDetails {
  /** Field → the source's file address that the stored file came from. */
  files?: Record<string, string>;
  /** Fields whose file could not be fetched yet: the next run tries them again. */
  missingFiles?: Record<string, string>;
  /** The old article's slug, for its old public link. */
  slug?: string;
}

export interface Mapping {
  id: number;
  newId: number;
  fingerprint: string;
  details: MappingDetails;
}

/** A stable digest of an item as the source gave it (keys sorted, so key order does not count). */
export function fingerprintOf(value: unknown): string {
  const canonical = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(canonical);
    if (item && typeof item === "object")
      return Object.fromEntries(
        Object.keys(item)
          .sort()
          .map((key) => [key, canonical((item as Record<string, unknown>)[key])]),
      );
    return item;
  };
  return createHash("sha256")
    .update(JSON.stringify(canonical(value)))
    .digest("hex");
}

const parseDetails = (text: string): MappingDetails => {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === "object" ? (value as MappingDetails) : {};
  } catch {
    return {};
  }
};

export async function findMapping(
  db: Db,
  source: MappingSource,
  kind: string,
  oldId: string,
): Promise<Mapping | undefined> {
  const row = await db.kysely
    .selectFrom("import_mappings")
    .select(["id", "new_id", "fingerprint", "details"])
    .where("source", "=", source)
    .where("kind", "=", kind)
    .where("old_id", "=", oldId)
    .executeTakeFirst();
  return row
    ? { id: row.id, newId: row.new_id, fingerprint: row.fingerprint, details: parseDetails(row.details) }
    : undefined;
}

/** Inserts or replaces the mapping of one source item (inside the item's own transaction). */
export async function recordMapping(
  tx: Db,
  entry: {
    source: MappingSource;
    kind: string;
    oldId: string;
    newId: number;
    fingerprint: string;
    details: MappingDetails;
  },
) {
  const values = {
    source: entry.source,
    kind: entry.kind,
    old_id: entry.oldId,
    new_id: entry.newId,
    fingerprint: entry.fingerprint,
    details: JSON.stringify(entry.details),
  };
  await tx.kysely
    .insertInto("import_mappings")
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(["source", "kind", "old_id"]).doUpdateSet({
        new_id: entry.newId,
        fingerprint: entry.fingerprint,
        details: values.details,
        updated_at: nowIso(),
      }),
    )
    .execute();
}
