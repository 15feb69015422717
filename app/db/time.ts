/**
 * Timestamps are ISO-8601 UTC strings on both databases. Every "now" of the app is read here, so that
 * tests can move time (the publication schedule, decision 028) without waiting for it.
 */
let offsetMs = 0;

/** Milliseconds since the epoch, as the app sees them. */
export const now = () => Date.now() + offsetMs;

export const nowIso = () => new Date(now()).toISOString();

export const isoIn = (milliseconds: number) => new Date(now() + milliseconds).toISOString();

/**
 * Moves the app's clock: tests, and the journeys' servers when the test clock is enabled
 * (TEST_CLOCK_CONTROL). Never called in normal operation.
 */
export function setClockOffset(milliseconds: number) {
  offsetMs = milliseconds;
}

export const clockOffset = () => offsetMs;
