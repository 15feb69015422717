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
