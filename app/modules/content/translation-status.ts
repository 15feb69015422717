/**
 * The translation workflow's vocabulary (docs/decisions/031-translation-workflow.md), client-safe: the
 * languages translated from French, the three statuses, and which fields of a content type are
 * translated. What decides a status is in translations.server.ts.
 */
import type { Fields } from "./fields";

/** French is the source; these are translated from it. */
export const TRANSLATION_LOCALES = ["en", "ar"] as const;
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

export const isTranslationLocale = (value: unknown): value is TranslationLocale =>
  typeof value === "string" && (TRANSLATION_LOCALES as readonly string[]).includes(value);

/**
 * `missing`: a field with French text has none in this language; `outdated`: the French text of a field
 * changed since this language's text was last saved; `current`: neither.
 */
export const TRANSLATION_STATUSES = ["missing", "outdated", "current"] as const;
export type TranslationStatus = (typeof TRANSLATION_STATUSES)[number];

export type TranslationStatuses = Record<TranslationLocale, TranslationStatus>;

/** What the item form shows of one language: each field's status and the machine drafts to review. */
export interface LanguageState {
  status: TranslationStatus;
  fields: Record<string, TranslationStatus>;
  /** Field base → machine draft (decision 031): shown in the form, never on the public site. */
  drafts: Record<string, string>;
  /** When the drafts were made (the form shows a new draft in place of what it showed). */
  draftedAt: string | null;
}

export type TranslationStates = Record<TranslationLocale, LanguageState>;

/** The back-office lists' filter: `?translation=en` shows the items to translate into English. */
export const TRANSLATION_FILTER_PARAM = "translation";

const LANGUAGE_SUFFIX = /_(fr|en|ar)$/;

/** Bases with the three translations (`title` for title_fr, title_en, title_ar), in registry order. */
export function translatedBases(fields: Fields): string[] {
  const names = Object.keys(fields);
  const bases = new Set<string>();
  for (const name of names) {
    const base = name.replace(LANGUAGE_SUFFIX, "");
    if (base !== name && ["fr", "en", "ar"].every((locale) => names.includes(`${base}_${locale}`))) {
      bases.add(base);
    }
  }
  return [...bases];
}

/**
 * The languages a writer says they checked and left as they are ("still right after the French
 * change"): `en`, `ar`, both as a list or as one text separated by commas. Null when anything else
 * is given.
 */
export function parseReviewedLanguages(value: unknown): TranslationLocale[] | null {
  if (value === undefined || value === null || value === "") return [];
  const items =
    typeof value === "string"
      ? value.split(/[\s,]+/).filter(Boolean)
      : Array.isArray(value) && value.every((item) => typeof item === "string")
        ? (value as string[])
        : null;
  if (!items || !items.every(isTranslationLocale)) return null;
  return [...new Set(items)];
}
