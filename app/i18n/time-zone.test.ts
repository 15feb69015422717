import { describe, expect, it } from "vitest";
import { isoToZoned, isTimeZone, zonedToIso } from "./time-zone";

describe("the site's wall-clock times", () => {
  it("reads a time in the zone and writes it back", () => {
    expect(zonedToIso("2026-11-26T08:00", "Africa/Casablanca")).toBe("2026-11-26T07:00:00.000Z");
    expect(isoToZoned("2026-11-26T07:00:00.000Z", "Africa/Casablanca")).toBe("2026-11-26T08:00");
    expect(zonedToIso("2026-11-26T08:00:30", "UTC")).toBe("2026-11-26T08:00:30.000Z");
  });

  it("follows a change of offset (summer time)", () => {
    expect(zonedToIso("2026-01-15T12:00", "Europe/Paris")).toBe("2026-01-15T11:00:00.000Z");
    expect(zonedToIso("2026-07-15T12:00", "Europe/Paris")).toBe("2026-07-15T10:00:00.000Z");
    expect(isoToZoned("2026-07-15T10:00:00.000Z", "Europe/Paris")).toBe("2026-07-15T12:00");
  });

  it("refuses what is not such a time or zone", () => {
    expect(zonedToIso("demain", "UTC")).toBeUndefined();
    expect(zonedToIso("2026-13-45T99:00", "UTC")).toBeUndefined();
    expect(isoToZoned("n'importe quoi", "UTC")).toBe("");
    expect(isTimeZone("Africa/Casablanca")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
