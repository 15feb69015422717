export const LOCALES = ["fr", "en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "fr";

/** The spec's storage keys (§3 Local storage, §4 Language). */
export const LOCALE_COOKIE = "i18next";
export const LOCALE_STORAGE_KEY = "i18nextLng";
export const LOCALE_QUERY_PARAM = "lng";

export const DATE_LOCALES: Record<Locale, string> = { fr: "fr-FR", en: "en-US", ar: "ar-MA" };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

export const directionOf = (locale: Locale): "rtl" | "ltr" => (locale === "ar" ? "rtl" : "ltr");

/** Content fields fall back fr → en → ar when empty (§9). */
export const FALLBACK_ORDER: Record<Locale, readonly Locale[]> = {
  fr: ["fr", "en", "ar"],
  en: ["en", "fr", "ar"],
  ar: ["ar", "fr", "en"],
};
