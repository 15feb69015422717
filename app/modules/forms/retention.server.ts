/**
 * Keeps personal data no longer than the privacy policy says (/politique-confidentialite): submissions
 * at most 12 months after the last exchange, a newsletter subscription never confirmed 30 days, and the
 * copies of those messages that mails in the outbox hold 30 days after they were sent or given up.
 * Expired rate-limit counters go too: their names carry visitors' addresses and submission fingerprints.
 */
import { deleteOrphanNotes } from "~/modules/inbox/follow-up.server";
import type { Db } from "~/db/client.server";
import { forgetOldSignInAddresses } from "~/modules/auth/login.server";
import { pruneExpiredSessions } from "~/modules/auth/sessions.server";
import { pruneRateLimits } from "~/modules/rate-limit/rate-limit.server";
import { purgeDeletedRevisions } from "~/modules/content/revisions.server";

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

/** Rows deleted per statement: a backlog is removed in short steps between which requests are served. */
const PURGE_BATCH = 500;

type PurgedTable = (typeof INBOX_TABLES)[number] | "newsletter_subscribers" | "outbox";
type Condition = [
  column: string,
  operator: "<" | "=" | "in" | "is" | "is not",
  value: string | readonly string[] | null,
];

/**
 * Deletes the rows that meet every condition, a batch at a time. SQLite's driver is synchronous: one
 * statement over a year of backlog (tens of thousands of rows, each with its search index entries)
 * held the event loop for seconds; between two batches the server answers what is waiting.
 */
async function deleteInBatches(db: Db, table: PurgedTable, conditions: Condition[]) {
  // The table is chosen at run time, which Kysely's types cannot follow.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const kysely = db.kysely as any;
  let removed = 0;
  for (;;) {
    let batch = kysely.selectFrom(table).select("id");
    for (const [column, operator, value] of conditions) batch = batch.where(column, operator, value);
    const result = await kysely
      .deleteFrom(table)
      .where("id", "in", batch.limit(PURGE_BATCH))
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    removed += count;
    if (count < PURGE_BATCH) return removed;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export async function purgeExpiredPersonalData(db: Db, now = Date.now()) {
  const before = (milliseconds: number) => new Date(now - milliseconds).toISOString();
  let removed = 0;
  for (const table of INBOX_TABLES) {
    // updated_at moves when an administrator handles the entry: the "last exchange".
    removed += await deleteInBatches(db, table, [["updated_at", "<", before(RETENTION.submissionsMs)]]);
  }
  // The follow-up notes of purged requests (decision 032).
  await deleteOrphanNotes(db);
  removed += await deleteInBatches(db, "newsletter_subscribers", [
    ["status", "=", "pending"],
    ["imported_at", "is", null],
    ["created_at", "<", before(RETENTION.pendingSubscriptionMs)],
  ]);
  // An address moved in from the old system waits for its confirmation from the day it was asked
  // again (decision 025), not from the day it subscribed there.
  removed += await deleteInBatches(db, "newsletter_subscribers", [
    ["status", "=", "pending"],
    ["imported_at", "is not", null],
    ["reconfirm_sent_at", "<", before(RETENTION.pendingSubscriptionMs)],
  ]);
  removed += await deleteInBatches(db, "outbox", [
    ["status", "in", ["sent", "failed"]],
    ["updated_at", "<", before(RETENTION.finishedMailMs)],
  ]);
  await pruneRateLimits(db);
  // Expired sign-ins hold addresses and browsers' user agents: they go too.
  await pruneExpiredSessions(db);
  await forgetOldSignInAddresses(db, now);
  // A deleted content item can be restored 30 days; then its revisions go (decision 028).
  removed += await purgeDeletedRevisions(db, now);
  return removed;
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
