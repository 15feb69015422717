/**
 * Opening hours as people read them: days with the same hours run together ("du lundi au vendredi, de 9h
 * à 18h"), in the reader's language. The contact page, the "who we are" page and the chat assistant say
 * them this way; the structured data gives them to search engines as they are stored. Client-safe.
 */
import type { Locale } from "~/i18n/config";
import type { Messages } from "~/i18n/locales/fr";
import type { MessageKey, Params } from "~/i18n/translate";
import type { OpeningRange } from "./site-settings.schema";

type Translate = (key: MessageKey<Messages>, params?: Params) => string;

const DAY_KEYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/** The catalogue key of an ISO weekday's name (`siteSettings.weekdays.mon`). */
export const weekdayKey = (day: number) => `siteSettings.weekdays.${DAY_KEYS[day - 1] ?? "mon"}` as const;

/** schema.org's names of the ISO weekdays (1 is Monday). */
export const SCHEMA_DAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

export interface HoursGroup {
  /** First and last ISO weekday of a run of consecutive days with the same hours. */
  from: number;
  to: number;
  ranges: Array<{ opens: string; closes: string }>;
}

const sameRanges = (a: HoursGroup["ranges"], b: HoursGroup["ranges"]) =>
  a.length === b.length &&
  a.every((range, index) => range.opens === b[index]?.opens && range.closes === b[index]?.closes);

/** Consecutive days with the same hours, in weekday order; closed days are left out. */
export function groupOpeningHours(hours: readonly OpeningRange[]): HoursGroup[] {
  const groups: HoursGroup[] = [];
  for (let day = 1; day <= 7; day++) {
    const ranges = hours
      .filter((range) => range.day === day)
      .sort((a, b) => a.opens.localeCompare(b.opens))
      .map(({ opens, closes }) => ({ opens, closes }));
    if (ranges.length === 0) continue;
    const last = groups.at(-1);
    if (last && last.to === day - 1 && sameRanges(last.ranges, ranges)) last.to = day;
    else groups.push({ from: day, to: day, ranges });
  }
  return groups;
}

/** `HH:MM` as it is written in each language: 9h30, 9:30 am, 9:30. */
export function formatTime(time: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  const mm = String(minutes).padStart(2, "0");
  if (locale === "fr") return minutes === 0 ? `${hours}h` : `${hours}h${mm}`;
  if (locale === "en") {
    const suffix = hours < 12 ? "am" : "pm";
    const twelve = hours % 12 === 0 ? 12 : hours % 12;
    return minutes === 0 ? `${twelve} ${suffix}` : `${twelve}:${mm} ${suffix}`;
  }
  return `${hours}:${mm}`;
}

function describeGroup(group: HoursGroup, input: { t: Translate; locale: Locale }): string {
  const { t, locale } = input;
  const day = (number: number) => t(weekdayKey(number));
  const days =
    group.from === group.to
      ? t("siteSettings.hours.oneDay", { day: day(group.from) })
      : t("siteSettings.hours.dayRange", { from: day(group.from), to: day(group.to) });
  const times = group.ranges
    .map((range) =>
      t("siteSettings.hours.timeRange", {
        opens: formatTime(range.opens, locale),
        closes: formatTime(range.closes, locale),
      }),
    )
    .join(t("siteSettings.hours.rangeSeparator"));
  return t("siteSettings.hours.group", { days, times });
}

/** One line per run of days ("Du lundi au vendredi, de 9h à 18h"); without any hours, "Sur rendez-vous". */
export function openingHoursLines(
  hours: readonly OpeningRange[],
  input: { t: Translate; locale: Locale },
): string[] {
  const groups = groupOpeningHours(hours);
  const lines =
    groups.length > 0
      ? groups.map((group) => describeGroup(group, input))
      : [input.t("siteSettings.hours.byAppointment")];
  return lines.map((line) => line.charAt(0).toLocaleUpperCase(input.locale) + line.slice(1));
}

/** One day's hours inside a sentence ("de 9h à 12h et de 14h à 18h"), or null when it is closed. */
export function dayHoursPhrase(
  hours: readonly OpeningRange[],
  day: number,
  input: { t: Translate; locale: Locale },
): string | null {
  const group = groupOpeningHours(hours.filter((range) => range.day === day))[0];
  if (!group) return null;
  return group.ranges
    .map((range) =>
      input.t("siteSettings.hours.timeRange", {
        opens: formatTime(range.opens, input.locale),
        closes: formatTime(range.closes, input.locale),
      }),
    )
    .join(input.t("siteSettings.hours.rangeSeparator"));
}

/** The hours inside a sentence ("… vous accueille du lundi au vendredi, de 9h à 18h ; le samedi, …"). */
export function openingHoursPhrase(
  hours: readonly OpeningRange[],
  input: { t: Translate; locale: Locale },
): string {
  const groups = groupOpeningHours(hours);
  if (groups.length === 0) return input.t("siteSettings.hours.byAppointment");
  return groups
    .map((group) => describeGroup(group, input))
    .join(input.t("siteSettings.hours.groupSeparator"));
}
