/**
 * The language of each text of the content, where it is not the page's (WCAG 2.2 3.1.2, language of
 * parts). A translated field that is empty in the visitor's language falls back to another (§9), and a
 * few fields of §3 have no translations at all (a document's titre and description, a media partner's
 * category, city and activity): on an English or Arabic page their element says which language they are
 * in, so that a screen reader pronounces them in it and an Arabic page lays French text out left to
 * right (its punctuation on the right side).
 */
import { directionOf, FALLBACK_ORDER, type Locale } from "./config";

/** The language of a view's fields, by field name, listing only those not in the page's language. */
export type TextLangs = Partial<Record<string, Locale>>;

/** The `<base>` of every `<base>_fr` column of a row: the row's translated fields (any, for a record). */
type TranslatedBase<Row> = string extends keyof Row
  ? string
  : { [Key in keyof Row]: Key extends `${infer Base}_fr` ? Base : never }[keyof Row];

const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/**
 * The language an untranslated field is written in: the back office's language, French, unless the text
 * is in Arabic script.
 */
export const untranslatedLanguageOf = (value: string): Locale => (ARABIC_SCRIPT.test(value) ? "ar" : "fr");

/** The language of an untranslated text shown on a page in `locale`, when it is not the page's. */
export function untranslatedLang(value: string, locale: Locale): Locale | undefined {
  const lang = untranslatedLanguageOf(value);
  return lang === locale ? undefined : lang;
}

/** A translated field in the page's language, or the first of its fallbacks (§9) that is not empty. */
export function pickTranslation(
  fields: Readonly<Record<string, unknown>>,
  base: string,
  locale: Locale,
): { value: string; lang: Locale } | undefined {
  for (const lang of FALLBACK_ORDER[locale]) {
    const value = fields[`${base}_${lang}`];
    if (typeof value === "string" && value.trim() !== "") return { value, lang };
  }
  return undefined;
}

/**
 * Reads one row's texts for a page in `locale`: `text("title")` is title_fr/en/ar in the page's language
 * or its fallback (§9), `plain(row.titre, "title")` an untranslated field. Each one shown in another
 * language than the page's is noted in `langs`, under the name the view gives it.
 */
export function translationsOf<Row extends object>(row: Row, locale: Locale) {
  const langs: TextLangs = {};
  const note = (name: string, lang: Locale) => {
    if (lang !== locale) langs[name] = lang;
  };
  return {
    langs,
    text(base: TranslatedBase<Row> & string, name: string = base): string {
      const picked = pickTranslation(row as Record<string, unknown>, base, locale);
      if (!picked) return "";
      note(name, picked.lang);
      return picked.value;
    },
    plain(value: string | null | undefined, name: string): string {
      if (!value) return "";
      note(name, untranslatedLanguageOf(value));
      return value;
    },
  };
}

/** The lang and dir attributes of an element whose text is in `lang` (none when it is the page's). */
export function textLang(lang: Locale | undefined): { lang: Locale; dir: "ltr" | "rtl" } | undefined {
  return lang ? { lang, dir: directionOf(lang) } : undefined;
}
