/** How a match reads on the public site (§3 Match, §9): localized names, HH:MM time, scores default 0. */
import type { Locale } from "~/i18n/config";
import { translationsOf, type TextLangs } from "~/i18n/content-language";
import { formatDate } from "~/i18n/format";

export interface MatchRow {
  id: number;
  home_team_name_fr: string;
  home_team_name_en: string;
  home_team_name_ar: string;
  away_team_name_fr: string;
  away_team_name_en: string;
  away_team_name_ar: string;
  location_fr: string;
  location_en: string;
  location_ar: string;
  description_fr: string;
  description_en: string;
  description_ar: string;
  match_date: string;
  match_time: string;
  home_score: number | null;
  away_score: number | null;
  home_team_logo_url: string | null;
  away_team_logo_url: string | null;
  banner_image_url: string | null;
}

/** "18:30:00" → "18:30"; anything that is not a time gives an empty string. */
export function matchTime(value: string | null | undefined): string {
  const match = /^(\d{2}):(\d{2})/.exec(value ?? "");
  return match ? `${match[1]}:${match[2]}` : "";
}

/** Missing scores read as 0 (§3, §9). */
export const score = (value: number | string | null | undefined) => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};

export interface MatchView {
  id: number;
  home: string;
  away: string;
  location: string;
  description: string;
  date: string | undefined;
  isoDate: string;
  time: string;
  homeScore: number;
  awayScore: number;
  /** Played when its day is before `today` (YYYY-MM-DD). */
  isPlayed: boolean;
  homeLogo: string | null;
  awayLogo: string | null;
  banner: string | null;
  langs: TextLangs;
}

export function matchView(row: MatchRow, locale: Locale, today: string): MatchView {
  const { text, langs } = translationsOf(row, locale);
  return {
    id: row.id,
    home: text("home_team_name", "home"),
    away: text("away_team_name", "away"),
    location: text("location"),
    description: text("description"),
    date: formatDate(row.match_date, locale, { dateStyle: "full" }),
    isoDate: row.match_date,
    time: matchTime(row.match_time),
    homeScore: score(row.home_score),
    awayScore: score(row.away_score),
    isPlayed: row.match_date < today,
    homeLogo: row.home_team_logo_url,
    awayLogo: row.away_team_logo_url,
    banner: row.banner_image_url,
    langs,
  };
}
