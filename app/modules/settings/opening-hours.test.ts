import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/catalogues.server";
import type { Locale } from "~/i18n/config";
import { formatTime, groupOpeningHours, openingHoursLines, openingHoursPhrase } from "./opening-hours";
import { DEFAULT_OPENING_HOURS, type OpeningRange } from "./site-settings.schema";

const reader = (locale: Locale) => ({ t: translatorFor(locale), locale });

const range = (day: number, opens: string, closes: string): OpeningRange => ({ day, opens, closes });

/** Monday to Thursday 9–12 and 14–18, Friday 9–12, Saturday 10–12 (entered in any order). */
const WITH_BREAKS = [
  range(6, "10:00", "12:00"),
  ...[1, 2, 3, 4].flatMap((day) => [range(day, "14:00", "18:00"), range(day, "09:00", "12:00")]),
  range(5, "09:00", "12:00"),
];

describe("opening hours in words", () => {
  it("says the default of §2 as the site always did, in each language", () => {
    expect(openingHoursLines(DEFAULT_OPENING_HOURS, reader("fr"))).toEqual([
      "Du lundi au vendredi, de 9h à 18h",
    ]);
    expect(openingHoursPhrase(DEFAULT_OPENING_HOURS, reader("en"))).toBe(
      "Monday to Friday, from 9 am to 6 pm",
    );
    expect(openingHoursPhrase(DEFAULT_OPENING_HOURS, reader("ar"))).toBe(
      "من الاثنين إلى الجمعة، من 9:00 إلى 18:00",
    );
  });

  it("runs consecutive days with the same ranges together, and keeps a lunch break", () => {
    expect(groupOpeningHours(WITH_BREAKS)).toEqual([
      {
        from: 1,
        to: 4,
        ranges: [
          { opens: "09:00", closes: "12:00" },
          { opens: "14:00", closes: "18:00" },
        ],
      },
      { from: 5, to: 5, ranges: [{ opens: "09:00", closes: "12:00" }] },
      { from: 6, to: 6, ranges: [{ opens: "10:00", closes: "12:00" }] },
    ]);
    expect(openingHoursLines(WITH_BREAKS, reader("fr"))).toEqual([
      "Du lundi au jeudi, de 9h à 12h et de 14h à 18h",
      "Le vendredi, de 9h à 12h",
      "Le samedi, de 10h à 12h",
    ]);
    expect(openingHoursPhrase(WITH_BREAKS, reader("fr"))).toBe(
      "du lundi au jeudi, de 9h à 12h et de 14h à 18h ; le vendredi, de 9h à 12h ; le samedi, de 10h à 12h",
    );
    expect(openingHoursLines(WITH_BREAKS, reader("ar"))[2]).toBe("يوم السبت، من 10:00 إلى 12:00");
  });

  it("does not run days together across a closed day", () => {
    const hours = [range(1, "09:00", "17:00"), range(3, "09:00", "17:00")];
    expect(openingHoursLines(hours, reader("en"))).toEqual([
      "Monday, from 9 am to 5 pm",
      "Wednesday, from 9 am to 5 pm",
    ]);
  });

  it("says 'by appointment' when no day has hours", () => {
    expect(openingHoursLines([], reader("fr"))).toEqual(["Sur rendez-vous"]);
    expect(openingHoursPhrase([], reader("en"))).toBe("by appointment");
  });

  it("writes times as each language does", () => {
    expect(["09:00", "09:30", "12:00", "18:45"].map((time) => formatTime(time, "fr"))).toEqual([
      "9h",
      "9h30",
      "12h",
      "18h45",
    ]);
    expect(["00:00", "09:30", "12:00", "18:00"].map((time) => formatTime(time, "en"))).toEqual([
      "12 am",
      "9:30 am",
      "12 pm",
      "6 pm",
    ]);
    expect(formatTime("08:05", "ar")).toBe("8:05");
  });
});
