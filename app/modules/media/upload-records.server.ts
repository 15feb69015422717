/**
 * The uploads table as a whole, for moving a site (docs/decisions/025-moving-in-and-out.md): an export
 * writes every record with its file; an import into another site puts the same files back under the
 * same keys, byte for byte, and records them as they were.
 */
import type { Db } from "~/db/client.server";
import { tables } from "~/db/tables";

export type UploadRecord = Record<string, unknown> & { id: number; key: string; variants: string };

export async function listUploadRecords(db: Db): Promise<UploadRecord[]> {
  return (await db.kysely.selectFrom("uploads").selectAll().orderBy("id").execute()) as UploadRecord[];
}

/** Records an upload taken from an archive; an existing key is left as it is. Answers whether it was new. */
export async function restoreUploadRecord(db: Db, record: Record<string, unknown>): Promise<boolean> {
  const key = typeof record.key === "string" ? record.key : "";
  if (!key) return false;
  const existing = await db.kysely
    .selectFrom("uploads")
    .select("id")
    .where("key", "=", key)
    .executeTakeFirst();
  if (existing) return false;
  const columns = tables.uploads.columns as Record<string, unknown>;
  const values = Object.fromEntries(
    Object.entries(record).filter(
      ([column, value]) => column in columns && column !== "id" && value !== undefined,
    ),
  );
  // Any column an archive names is one of the table's own (filtered above); Kysely cannot see that.
  await db.kysely
    .insertInto("uploads")
    .values(values as never)
    .execute();
  return true;
}

/** The keys of an upload's files: the main one and its WebP variants. */
export function uploadKeys(record: Pick<UploadRecord, "key" | "variants">): string[] {
  let variants: Array<{ url?: unknown }> = [];
  try {
    const parsed = JSON.parse(record.variants) as unknown;
    if (Array.isArray(parsed)) variants = parsed as Array<{ url?: unknown }>;
  } catch {
    // A record with unreadable variants still has its main file.
  }
  const keys = variants
    .map((variant) => (typeof variant.url === "string" ? variant.url.replace(/^\/media\//, "") : ""))
    .filter(Boolean);
  return [record.key, ...keys];
}
