/**
 * The publication schedule reaching visitors (decision 028). Visibility itself is decided at read time
 * (visibility.server.ts), so a scheduled item is hidden until its time and shown from then on by every
 * query; what must still happen at that time is that copies made before it — the page caches of every
 * instance, the chat assistant's index — are dropped. This job, run once per host (server/jobs.ts), looks
 * every few seconds for a `publish_at` or `unpublish_at` that passed since its last look and then calls
 * the change feed, which empties the caches here and on the other instances and marks the chat index stale.
 */
import type { Db } from "~/db/client.server";
import { now } from "~/db/time";
import type { Services } from "~/services.server";
import { RESOURCES } from "./resources";

/** How often the job looks: well within the minute a scheduled item may take to appear. */
export const SCHEDULE_CHECK_MS = 15_000;

// The registry names the tables at run time; Kysely's static typing cannot follow them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const anyDb = (db: Db) => db.kysely as any;

/** True when some item's publication window opened or closed in (after, upTo]. */
export async function scheduleBoundaryPassed(db: Db, window: { after: string; upTo: string }) {
  const tables = [...new Set(Object.values(RESOURCES).map((resource) => resource.table))];
  for (const table of tables) {
    const hit = await anyDb(db)
      .selectFrom(table)
      .select("id")
      .where("is_published", "=", 1)
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      .where((eb: any) =>
        eb.or([
          eb.and([eb("publish_at", ">", window.after), eb("publish_at", "<=", window.upTo)]),
          eb.and([eb("unpublish_at", ">", window.after), eb("unpublish_at", "<=", window.upTo)]),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    if (hit) return true;
  }
  return false;
}

export interface PublicationSchedule {
  /** One look now (tests, and the journeys' test clock); true when the caches were told. */
  check(): Promise<boolean>;
  stop(): void;
}

export function startPublicationSchedule(
  services: Pick<Services, "db" | "changes">,
  options: { intervalMs?: number; clock?: () => number; log?: (message: string) => void } = {},
): PublicationSchedule {
  const clock = options.clock ?? now;
  let last = clock();
  let running: Promise<boolean> | undefined;
  const look = async () => {
    const current = clock();
    // A clock moved back (tests) starts the window again from there.
    const after = new Date(Math.min(last, current)).toISOString();
    const upTo = new Date(current).toISOString();
    const isDue = await scheduleBoundaryPassed(services.db, { after, upTo });
    last = current;
    if (isDue) {
      services.changes?.publish();
      options.log?.("Publication schedule: an item appeared or was withdrawn; caches emptied.");
    }
    return isDue;
  };
  const check = () => {
    running ??= look()
      .catch((error: unknown) => {
        options.log?.(`Publication schedule check failed: ${String(error)}`);
        return false;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const every = setInterval(() => void check(), options.intervalMs ?? SCHEDULE_CHECK_MS);
  every.unref();
  return { check, stop: () => clearInterval(every) };
}
