/**
 * Keeps personal data no longer than the privacy policy says (/politique-confidentialite): submissions
 * at most 12 months after the last exchange, a newsletter subscription never confirmed 30 days, and the
 * copies of those messages that mails in the outbox hold 30 days after they were sent or given up.
 * Expired rate-limit counters go too: their names carry visitors' addresses and submission fingerprints.
 */
import type { Db } from "~/db/client.server";
import { pruneRateLimits } from "~/modules/rate-limit/rate-limit.server";

const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION = {
  submissionsMs: 365 * DAY_MS,
  pendingSubscriptionMs: 30 * DAY_MS,
  finishedMailMs: 30 * DAY_MS,
};

const INBOX_TABLES = [
  "contact_messages",
  "join_requests",
  "community_applications",
  "partner_requests",
] as const;

export async function purgeExpiredPersonalData(db: Db, now = Date.now()) {
  const before = (milliseconds: number) => new Date(now - milliseconds).toISOString();
  let removed = 0;
  for (const table of INBOX_TABLES) {
    // updated_at moves when an administrator handles the entry: the "last exchange".
    const result = await db.kysely
      .deleteFrom(table)
      .where("updated_at", "<", before(RETENTION.submissionsMs))
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  const pending = await db.kysely
    .deleteFrom("newsletter_subscribers")
    .where("status", "=", "pending")
    .where("created_at", "<", before(RETENTION.pendingSubscriptionMs))
    .executeTakeFirst();
  const mails = await db.kysely
    .deleteFrom("outbox")
    .where("status", "in", ["sent", "failed"])
    .where("updated_at", "<", before(RETENTION.finishedMailMs))
    .executeTakeFirst();
  await pruneRateLimits(db);
  return removed + Number(pending.numDeletedRows) + Number(mails.numDeletedRows);
}

/** Runs the purge shortly after start, then every few hours; every instance may run it. */
export function startRetentionSchedule(
  db: Db,
  options: { intervalMs?: number; log?: (message: string) => void } = {},
) {
  const run = () =>
    purgeExpiredPersonalData(db)
      .then((count) => {
        if (count > 0) options.log?.(`Retention: ${count} expired personal records removed.`);
      })
      .catch((error: unknown) => options.log?.(`Retention purge failed: ${String(error)}`));
  const first = setTimeout(() => void run(), 60_000);
  const every = setInterval(() => void run(), options.intervalMs ?? 6 * 60 * 60 * 1000);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
