/**
 * Run as a separate process by the rate-limit tests: counts `count` hits, all at once, on one sliding
 * counter of a SQLite file, and prints how many were allowed. Several of these at the same time stand
 * for the worker processes of one instance sharing its database file.
 */
import { openSiteDb } from "~/database.server";
import { hitSlidingRateLimit } from "~/modules/rate-limit/rate-limit.server";

const [file, bucket, count, limit, now, startAt] = process.argv.slice(2);
const db = await openSiteDb({ dialect: "sqlite", file: file! });
// Every process starts counting at the same moment, whichever took longer to load.
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
const results = await Promise.all(
  Array.from({ length: Number(count) }, () =>
    hitSlidingRateLimit(db, { bucket: bucket!, limit: Number(limit), windowMs: 60_000, now: Number(now) }),
  ),
);
process.stdout.write(String(results.filter((result) => result.isAllowed).length));
await db.close();
