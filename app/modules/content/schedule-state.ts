/**
 * Whether visitors see one item read already, by the rule `wherePublic` writes into every public query
 * (visibility.server.ts, decision 028): published, `publish_at` passed, `unpublish_at` not yet. For the
 * back office's labels and the preview's banner. Client-safe: the caller gives the time (the server's
 * clock, so a page and its hydration agree).
 */
export type ScheduleState = "draft" | "scheduled" | "expired" | "public";

export function scheduleStateOf(row: Readonly<Record<string, unknown>>, at: string): ScheduleState {
  if (row.is_published === 0) return "draft";
  if (typeof row.publish_at === "string" && row.publish_at > at) return "scheduled";
  if (typeof row.unpublish_at === "string" && row.unpublish_at <= at) return "expired";
  return "public";
}
