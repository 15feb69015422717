/**
 * Wall-clock times of the site's time zone (SITE_TIME_ZONE) and the UTC instants stored, both ways,
 * with the platform's time-zone data (Intl): the back office shows and takes schedule times as the
 * foundation's staff read them. Client-safe.
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The zone's offset from UTC at an instant, in milliseconds (Africa/Casablanca: +1 h, 0 in Ramadan). */
function offsetAt(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** "2026-11-26T08:00" in the zone → the ISO UTC instant; undefined when it is not such a value. */
export function zonedToIso(local: string, timeZone: string): string | undefined {
  const match = LOCAL.exec(local.trim());
  if (!match) return undefined;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0));
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  // Date.UTC rolls 13/45 over into the next year: only a real calendar time is one.
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d! || h! > 23 || mi! > 59 || s! > 59)
    return undefined;
  // Two passes settle the offset across a change of offset (summer time, Ramadan).
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant).toISOString();
}

/** An ISO instant → "2026-11-26T08:00" in the zone (a datetime-local input's value). */
export function isoToZoned(iso: string, timeZone: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return "";
  return new Date(instant + offsetAt(instant, timeZone)).toISOString().slice(0, 16);
}

export function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
