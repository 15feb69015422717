/**
 * Which language a question is written in. The names of the site's items are left out first — a
 * question asks about "Job Bridge" or "Passerelle Emploi" in its own language — then Arabic is
 * recognised by its script, or by the words only Darija in Latin letters writes; French and English by their frequent words, French accents and, when
 * given, the words only one language's content uses ("bourses" against "scholarships"). A question
 * that gives no clue (an item's bare name) keeps the visitor's interface language.
 */
import type { Locale } from "~/i18n/config";
import { isArabiziWord } from "./darija";
import { LANGUAGE_MARKERS } from "./lexicon";
import { titleHead, words } from "./normalize";

const ARABIC_LETTERS = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/gu;
const LETTERS = /\p{L}/gu;
const FRENCH_ACCENTS = /[éèêëàâîïôûùüçœÿ]/;

const markers = {
  fr: new Set(LANGUAGE_MARKERS.fr.flatMap(words)),
  en: new Set(LANGUAGE_MARKERS.en.flatMap(words)),
};

/** A title and its part before a colon or a dash, when of two words or more: a title is often cited by it. */
const withHead = (title: string): string[] => [
  title,
  ...titleHead(title).filter((head) => words(head).length >= 2),
];

/** The names of the site's items (titles in every language), found as runs of words in a question. */
export class NameSpans {
  private readonly byFirstWord = new Map<string, string[][]>();

  constructor(names: Iterable<string>) {
    for (const name of [...names].flatMap(withHead)) {
      const sequence = words(name);
      // One short word is too often an ordinary word ("Orientation", "Séminaires").
      if (sequence.length === 0 || (sequence.length === 1 && sequence[0]!.length < 6)) continue;
      const list = this.byFirstWord.get(sequence[0]!) ?? [];
      list.push(sequence);
      this.byFirstWord.set(sequence[0]!, list);
    }
    for (const list of this.byFirstWord.values()) list.sort((a, b) => b.length - a.length);
  }

  /** The question's words that belong to an item's name (longest names first). */
  find(folded: readonly string[]): Set<number> {
    const inName = new Set<number>();
    for (let start = 0; start < folded.length; start++) {
      for (const name of this.byFirstWord.get(folded[start]!) ?? []) {
        if (name.every((word, offset) => folded[start + offset] === word)) {
          for (let offset = 0; offset < name.length; offset++) inName.add(start + offset);
          start += name.length - 1;
          break;
        }
      }
    }
    return inName;
  }
}

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
  /** The items' names, left out of the decision. */
  names?: NameSpans;
  /** Arabic words that only a question in Arabic uses (question words, Darija). */
  arabicFunctionWords?: ReadonlySet<string>;
}

/**
 * Text between quotation marks: a title cited as written, whatever the sentence's language. Straight
 * single quotes count only outside a word, where they are no apostrophe ("l'atelier d'été").
 */
const QUOTED = /«[^»]*»|“[^”]*”|"[^"]*"|‘[^’]*’|(?<!\p{L})'[^']+'(?!\p{L})/gu;

/** The folded words of each text the question quotes. */
export const quotedSpans = (text: string): string[][] =>
  [...text.matchAll(QUOTED)].map((match) => words(match[0])).filter((span) => span.length > 0);

export function detectLanguage(text: string, options: DetectOptions = {}): Detection {
  // "« يوم للتبرع بالدم » : il faut apporter quoi ?" is French: the sentence around a quoted title
  // decides, when it has two words or more of its own.
  const unquoted = text.replace(QUOTED, " ");
  if (unquoted !== text && words(unquoted).length >= 2) return detectLanguage(unquoted, options);
  const fallback: Detection = { language: options.hint ?? "fr", isConfident: false };
  const folded = words(text);
  const inName = options.names?.find(folded) ?? new Set<number>();
  const rest = folded.filter((_, index) => !inName.has(index));
  const restText = rest.join(" ");
  const letters = restText.match(LETTERS)?.length ?? 0;
  if (letters === 0) return fallback;
  const arabic = restText.match(ARABIC_LETTERS)?.length ?? 0;
  if (arabic / letters >= 0.3) return { language: "ar", isConfident: true };
  if (options.arabicFunctionWords && rest.some((word) => options.arabicFunctionWords!.has(word)))
    return { language: "ar", isConfident: true };
  // Darija in Latin letters ("wach kayn chi atelier dyal théâtre?") is Arabic, French loans and all.
  if (rest.some(isArabiziWord)) return { language: "ar", isConfident: true };

  let french = 0;
  let english = 0;
  // The same split as `words`, one written word at a time, so each folded word keeps its position.
  let position = 0;
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}'’-]+/u)) {
    const parts = words(raw);
    const first = position;
    position += parts.length;
    const own = parts.filter((_, offset) => !inName.has(first + offset));
    if (own.length === 0) continue;
    if (FRENCH_ACCENTS.test(raw)) french += 1;
    for (const word of own) {
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
