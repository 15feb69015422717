/**
 * What a visitor may see, in one place (decision 028): an item is public when it is published and its
 * schedule has begun and not yet ended. Every public read — pages, the REST API's reads, the site
 * search, the sitemap and the feeds (through content.server.ts), the chat assistant's knowledge and the
 * static pages — narrows its query here, and the comparison with the current time is made by the
 * database, in the WHERE clause, on both SQLite and PostgreSQL: timestamps are ISO-8601 UTC text, which
 * sorts as time does. The time is the app's clock (app/db/time.ts), so tests can move it. The same rule
 * for one row already read is `scheduleStateOf` (schedule-state.ts).
 */
import { nowIso } from "~/db/time";

/** Any Kysely select builder: the tables are chosen at run time from the registry. */
interface Filterable<Q> {
  where(...args: unknown[]): Q;
}

// Kysely's expression builder, untyped because the table is a runtime value.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Eb = any;

export function wherePublic<Q extends Filterable<Q>>(query: Q, at: string = nowIso()): Q {
  return query
    .where("is_published", "=", 1)
    .where((eb: Eb) => eb.or([eb("publish_at", "is", null), eb("publish_at", "<=", at)]))
    .where((eb: Eb) => eb.or([eb("unpublish_at", "is", null), eb("unpublish_at", ">", at)]));
}
