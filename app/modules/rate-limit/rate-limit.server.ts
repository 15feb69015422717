/**
 * Fixed-window counters in the database, so every app instance shares them. One atomic upsert per hit.
 */
import { sql } from "kysely";
import type { Db } from "~/db/client.server";

export interface RateLimitResult {
  isAllowed: boolean;
  hits: number;
  retryAfterSeconds: number;
}

export async function hitRateLimit(
  db: Db,
  options: { bucket: string; limit: number; windowMs: number },
): Promise<RateLimitResult> {
  const now = new Date();
  const nowIso = now.toISOString();
  const windowEnd = new Date(now.getTime() + options.windowMs).toISOString();
  const row = await db.kysely
    .insertInto("rate_limits")
    .values({ bucket: options.bucket, hits: 1, window_ends_at: windowEnd })
    .onConflict((conflict) =>
      conflict.column("bucket").doUpdateSet({
        hits: sql<number>`case when rate_limits.window_ends_at <= ${nowIso} then 1 else rate_limits.hits + 1 end`,
        window_ends_at: sql<string>`case when rate_limits.window_ends_at <= ${nowIso} then ${windowEnd} else rate_limits.window_ends_at end`,
        updated_at: nowIso,
      }),
    )
    .returning(["hits", "window_ends_at"])
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(row.window_ends_at) - now.getTime()) / 1000));
  return { isAllowed: hits <= options.limit, hits, retryAfterSeconds };
}

/** Reads a counter without counting a hit. */
export async function peekRateLimit(
  db: Db,
  bucket: string,
): Promise<{ hits: number; retryAfterSeconds: number }> {
  const row = await db.kysely
    .selectFrom("rate_limits")
    .select(["hits", "window_ends_at"])
    .where("bucket", "=", bucket)
    .executeTakeFirst();
  const remainingMs = row ? Date.parse(row.window_ends_at) - Date.now() : 0;
  if (!row || remainingMs <= 0) return { hits: 0, retryAfterSeconds: 0 };
  return { hits: Number(row.hits), retryAfterSeconds: Math.ceil(remainingMs / 1000) };
}

export async function resetRateLimit(db: Db, bucket: string) {
  await db.kysely.deleteFrom("rate_limits").where("bucket", "=", bucket).execute();
}

export async function pruneRateLimits(db: Db) {
  await db.kysely.deleteFrom("rate_limits").where("window_ends_at", "<", new Date().toISOString()).execute();
}

export type QueueSlot =
  | { isAdmitted: true; waitMs: number }
  | { isAdmitted: false; retryAfterSeconds: number };

/**
 * A queue that lets one caller through per `intervalMs`, shared by every instance: the caller gets the
 * next free slot and how long to wait for it, or is refused when that slot is more than `maxWaitMs`
 * away. The bucket's `window_ends_at` holds the time the next slot opens; a compare-and-set on it keeps
 * two callers from taking the same slot.
 */
export async function takeQueueSlot(
  db: Db,
  options: { bucket: string; intervalMs: number; maxWaitMs: number },
): Promise<QueueSlot> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const now = Date.now();
    const row = await db.kysely
      .selectFrom("rate_limits")
      .select(["hits", "window_ends_at"])
      .where("bucket", "=", options.bucket)
      .executeTakeFirst();
    const slot = Math.max(now, row ? Date.parse(row.window_ends_at) : 0);
    if (slot - now > options.maxWaitMs) {
      return {
        isAdmitted: false,
        retryAfterSeconds: Math.max(1, Math.ceil((slot - now - options.maxWaitMs) / 1000)),
      };
    }
    const nextSlot = new Date(slot + options.intervalMs).toISOString();
    const result = row
      ? await db.kysely
          .updateTable("rate_limits")
          .set({
            hits: Number(row.hits) + 1,
            window_ends_at: nextSlot,
            updated_at: new Date(now).toISOString(),
          })
          .where("bucket", "=", options.bucket)
          .where("window_ends_at", "=", row.window_ends_at)
          .executeTakeFirst()
      : await db.kysely
          .insertInto("rate_limits")
          .values({ bucket: options.bucket, hits: 1, window_ends_at: nextSlot })
          .onConflict((conflict) => conflict.column("bucket").doNothing())
          .executeTakeFirst();
    const changed =
      "numUpdatedRows" in result ? result.numUpdatedRows : (result.numInsertedOrUpdatedRows ?? 0n);
    if (Number(changed) === 1) return { isAdmitted: true, waitMs: slot - now };
  }
  return { isAdmitted: false, retryAfterSeconds: Math.max(1, Math.ceil(options.intervalMs / 1000)) };
}

/** Gives one hit back (an attempt that turned out legitimate), never below zero. */
export async function refundRateLimit(db: Db, bucket: string) {
  await db.kysely
    .updateTable("rate_limits")
    .set((eb) => ({ hits: eb("hits", "-", 1) }))
    .where("bucket", "=", bucket)
    .where("hits", ">", 0)
    .execute();
}
