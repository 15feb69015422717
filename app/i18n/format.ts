import { DATE_LOCALES, type Locale } from "./config";
import { pickTranslation } from "./content-language";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[locale], { timeZone: "UTC", ...options });
    dateFormats.set(key, format);
  }
  return format;
}

/** Formats an ISO date (or YYYY-MM-DD) in the locale of §9; undefined when the date is missing or invalid. */
export function formatDate(
  value: string | null | undefined,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: "long" },
): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return formatter(locale, options).format(date);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(DATE_LOCALES[locale]).format(value);
}

type WithTranslations<Base extends string> = { [K in `${Base}_${Locale}`]?: string | null };

/** A translated field in the visitor's language, falling back fr → en → ar when empty. */
export function localized<Base extends string>(
  item: WithTranslations<Base>,
  base: Base,
  locale: Locale,
): string {
  return pickTranslation(item, base, locale)?.value ?? "";
}

/** Which translations of a field are missing (for the back office's translation status). */
export function missingLocales<Base extends string>(item: WithTranslations<Base>, base: Base): Locale[] {
  return (["fr", "en", "ar"] as const).filter((locale) => !item[`${base}_${locale}`]?.trim());
}
