/**
 * Which language a question is written in. Arabic is recognised by its script; French and English by
 * their frequent words, French accents and, when given, the words only one language's content uses
 * ("bourses" against "scholarships"). A question that gives no clue keeps the visitor's interface
 * language.
 */
import type { Locale } from "~/i18n/config";
import { LANGUAGE_MARKERS } from "./lexicon";
import { words } from "./normalize";

const ARABIC_LETTERS = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/gu;
const LETTERS = /\p{L}/gu;
const FRENCH_ACCENTS = /[éèêëàâîïôûùüçœÿ]/;

const markers = {
  fr: new Set(LANGUAGE_MARKERS.fr.flatMap(words)),
  en: new Set(LANGUAGE_MARKERS.en.flatMap(words)),
};

export interface Detection {
  language: Locale;
  /** True when the text itself decided; false when it fell back to the hint. */
  isConfident: boolean;
}

export interface DetectOptions {
  /** The interface language, used when the text gives no clue. */
  hint?: Locale;
  /** Folded words found only in French content, and only in English content. */
  vocabularies?: { fr: ReadonlySet<string>; en: ReadonlySet<string> };
}

export function detectLanguage(text: string, options: DetectOptions = {}): Detection {
  const fallback: Detection = { language: options.hint ?? "fr", isConfident: false };
  const letters = text.match(LETTERS)?.length ?? 0;
  if (letters === 0) return fallback;
  const arabic = text.match(ARABIC_LETTERS)?.length ?? 0;
  if (arabic / letters >= 0.3) return { language: "ar", isConfident: true };

  let french = 0;
  let english = 0;
  for (const raw of text.toLowerCase().split(/[^\p{L}'’-]+/u)) {
    if (!raw) continue;
    if (FRENCH_ACCENTS.test(raw)) french += 1;
    for (const word of words(raw)) {
      if (markers.fr.has(word)) french += 1;
      if (markers.en.has(word)) english += 1;
      if (options.vocabularies) {
        const inFrench = options.vocabularies.fr.has(word);
        const inEnglish = options.vocabularies.en.has(word);
        if (inFrench && !inEnglish) french += 0.5;
        if (inEnglish && !inFrench) english += 0.5;
      }
    }
  }
  if (french === english) return fallback;
  return { language: french > english ? "fr" : "en", isConfident: true };
}
