/**
 * Rate-limit counters in the database, so every app instance and every worker process of one instance
 * shares them (PostgreSQL, or one SQLite file). One atomic upsert counts a hit.
 *
 * Two shapes: a fixed window (sign-in throttling, whose lockout ends with its window) and a sliding
 * window for visitors behind shared addresses, which a burst straddling two windows cannot double
 * (docs/decisions/023-shared-address-limits.md).
 */
import { sql } from "kysely";
import type { Db } from "~/db/client.server";

export interface RateLimitResult {
  isAllowed: boolean;
  hits: number;
  retryAfterSeconds: number;
}

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

/** Counts one hit on `bucket`, whose counter runs until `windowEnd` (or starts again after it). */
async function countHit(db: Db, options: { bucket: string; now: number; windowEnd: number }) {
  const nowIso = new Date(options.now).toISOString();
  const windowEnd = new Date(options.windowEnd).toISOString();
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
  return { hits: Number(row.hits), windowEndsAt: Date.parse(row.window_ends_at) };
}

export async function hitRateLimit(
  db: Db,
  options: RateLimitRule & { bucket: string; now?: number },
): Promise<RateLimitResult> {
  const now = options.now ?? Date.now();
  const { hits, windowEndsAt } = await countHit(db, {
    bucket: options.bucket,
    now,
    windowEnd: now + options.windowMs,
  });
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEndsAt - now) / 1000));
  return { isAllowed: hits <= options.limit, hits, retryAfterSeconds };
}

/**
 * A sliding window, estimated from two fixed ones: the hits of the current window plus the previous
 * window's, weighted by the share of it that still lies within the last `windowMs`. Every attempt counts,
 * refused ones too, so a flood keeps its address refused instead of leaking through as the window slides.
 * `hits` is that estimate, rounded up.
 */
export async function hitSlidingRateLimit(
  db: Db,
  options: RateLimitRule & { bucket: string; now?: number },
): Promise<RateLimitResult> {
  const now = options.now ?? Date.now();
  const { limit, windowMs } = options;
  const index = Math.floor(now / windowMs);
  const elapsed = (now - index * windowMs) / windowMs;
  // The counter stays readable for one more window, as the next window's "previous".
  const { hits: current } = await countHit(db, {
    bucket: `${options.bucket}@${index}`,
    now,
    windowEnd: (index + 2) * windowMs,
  });
  const previousRow = await db.kysely
    .selectFrom("rate_limits")
    .select(["hits", "window_ends_at"])
    .where("bucket", "=", `${options.bucket}@${index - 1}`)
    .executeTakeFirst();
  const previous = previousRow && Date.parse(previousRow.window_ends_at) > now ? Number(previousRow.hits) : 0;
  const estimate = previous * (1 - elapsed) + current;
  const isAllowed = estimate <= limit;
  return {
    isAllowed,
    hits: Math.ceil(estimate),
    retryAfterSeconds: isAllowed ? 0 : slidingRetryAfter({ previous, current, elapsed, limit, windowMs }),
  };
}

/** Seconds until one more attempt would fit, if nothing else is sent meanwhile. */
function slidingRetryAfter(state: {
  previous: number;
  current: number;
  elapsed: number;
  limit: number;
  windowMs: number;
}) {
  const { previous, current, elapsed, limit, windowMs } = state;
  let waitMs: number;
  if (current + 1 <= limit && previous > 0) {
    // Within this window, once enough of the previous one has slid out.
    waitMs = windowMs * (1 - elapsed - (limit - current - 1) / previous);
  } else {
    // In the next window, once enough of this one has slid out.
    waitMs = windowMs * (1 - elapsed) + windowMs * Math.max(0, 1 - (limit - 1) / current);
  }
  return Math.max(1, Math.ceil(waitMs / 1000));
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
