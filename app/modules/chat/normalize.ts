/**
 * Text normalisation for the assistant: one function turns a question or a passage into comparable
 * terms, so "Bourses d'Excellence", "bourse d excellence" and "BOURSES" meet, and so do "المباراة"
 * and "مباراة". The same code builds the index and reads the question. Folding is the product's one
 * folding (`foldText`, shared with the site search); stems come from the Snowball stemmers for French
 * and English and from a light Arabic stemmer (decision 021).
 */
import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as frenchStemmer } from "@orama/stemmers/french";
import type { Locale } from "~/i18n/config";
import { foldText } from "~/modules/text/fold";

/** Folded words, in order: punctuation (apostrophes too: "l'école" → "l ecole") separates words. */
export function words(text: string): string[] {
  return ageGroups(foldText(text))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The part of a title before its colon or dash ("Regard Clair" of "Regard Clair : dépistage…"). */
export const titleHead = (title: string): string[] => {
  const head = title.split(/\s*[:：]\s|\s[–—-]\s/u)[0]!;
  return head.length < title.length ? [head] : [];
};

/** The words of `run` appear in `text`, in order and side by side ("quel temps" in a question). */
export function containsRun(text: readonly string[], run: readonly string[]): boolean {
  return text.some((_, start) => run.every((word, offset) => text[start + offset] === word));
}

/**
 * Words joined by a hyphen, written as one ("semi-final" → "semifinal", "e-mail" → "email"): people
 * write them either way, so the index knows both. Folded words, besides those of `words`.
 */
export function joinedCompounds(text: string): string[] {
  return [...foldText(text).matchAll(/(?<![\p{L}\p{N}-])(\p{L}+)-(\p{L}+)(?![\p{L}\p{N}-])/gu)].map(
    (match) => `${match[1]}${match[2]}`,
  );
}

/**
 * The words of a French list with the third person plural of those that may be verbs in the singular
 * ("commence" → "commencent"): Snowball's French leaves "-ent" on, so the plural has a stem of its
 * own, which a list of question words must hold too. Other languages' lists as they are.
 */
export function withPluralVerbs(listed: readonly string[], language: Locale): string[] {
  if (language !== "fr") return [...listed];
  return listed.flatMap((word) =>
    /[^aeiouy]e$/.test(word) && word.length >= 4 ? [word, `${word}nt`] : [word],
  );
}

/**
 * A French verb's third person plural as its singular ("commencent" → "commence"): Snowball's French
 * leaves "-ent" on, as nouns like "moment" and "parent" need, so the caller keeps it only when the site
 * uses the singular and not the word itself.
 */
export const frenchSingularOfVerb = (word: string) =>
  word.endsWith("ent") && word.length >= 6 ? word.slice(0, -2) : undefined;

/**
 * Other readings of a French word the site does not use, as typed on a phone, folded: an elided
 * article or preposition glued to its word ("dinscription", "lecole": "d'inscription", "l'école"),
 * "k" for the sound "qu" ("robotik", "kestion"). Each reading the word may be, for the caller to keep
 * the one it knows.
 */
export function otherFrenchReadings(word: string): string[] {
  const readings: string[] = [];
  const elided = /^(?:qu|[dljmnst])([aeiouyh][a-z]{3,})$/.exec(word);
  if (elided) readings.push(elided[1]!);
  if (word.includes("k"))
    readings.push(word.replace(/ks?$/, (end) => (end === "ks" ? "ques" : "que")).replaceAll("k", "qu"));
  return readings;
}

/**
 * A sports age group as one word, the way clubs write it: "moins de 16 ans", "under-16", "U-16" and
 * "أقل من 16 سنة" are all "u16", so a team is found whichever way it is named. Folded text in.
 */
function ageGroups(folded: string): string {
  return folded
    .replace(/\b(?:moins de|under|u)[ -]?(\d{1,2})(?: ans\b|s\b)?/gu, "u$1")
    .replace(
      /(?<![\p{L}])[لوب]?(?:اقل من|دون|تحت) (\d{1,2}) (?:سن(?:ه|وات)|عام|عاما|اعوام)(?![\p{L}])/gu,
      "u$1",
    );
}

// --- Light Arabic stemmer ----------------------------------------------------------------------
// Snowball's Arabic stemmer removes too much for short words ("ورشات" → "رشا"), so Arabic uses
// Larkey's "light10" on folded text (ة is already ه, أ/إ/آ already ا), plus possessive and future
// prefixes. The index and the question go through the same function: what matters is that
// inflected forms of one word meet, not that the stem is a dictionary root.
/** The article, alone or after a one-letter preposition; the stemmer, roots and names share it. */
const ARABIC_ARTICLES = ["وال", "بال", "كال", "فال", "لل", "ال"];
const ARABIC_SUFFIXES = ["ها", "ان", "ات", "ون", "ين", "يه", "ه", "ي"];
/** Possessive endings ("بريدكم", "جمعيتنا"), removed only from longer words. */
const ARABIC_POSSESSIVES = ["كم", "هم", "نا"];

/** How a word is read: "و" + a word or a word of its own; a future verb or a noun that starts alike. */
interface ArabicReading {
  isAndRemoved: boolean;
  isFutureRead: boolean;
}

/**
 * Future tense: "سنلعب" (we will play) → "لعب". A noun ending as a plural or a feminine ("سنوات",
 * years; "سيارة", a car) is not a verb; one that ends otherwise ("سينما") may be either.
 */
const isFutureVerbLike = (word: string) => word.length >= 5 && /^س[يتنا]/.test(word) && !/(ات|ه)$/.test(word);

function stemArabic(word: string, reading: ArabicReading): string {
  let stem = word;
  if (reading.isAndRemoved) stem = stem.slice(1);
  if (reading.isFutureRead && isFutureVerbLike(stem)) stem = stem.slice(2);
  for (const suffix of ARABIC_POSSESSIVES) {
    if (stem.length - suffix.length >= 3 && stem.endsWith(suffix)) {
      stem = stem.slice(0, -suffix.length);
      // Before a possessive, ta marbuta is written ت: "جمعيتنا" is "جمعية" + "نا".
      if (stem.endsWith("ت")) stem = `${stem.slice(0, -1)}ه`;
      break;
    }
  }
  for (const prefix of ARABIC_ARTICLES) {
    if (stem.startsWith(prefix) && stem.length - prefix.length >= 2) {
      stem = stem.slice(prefix.length);
      // Folding writes أ/إ/آ as ا, so "ألواح" reads "الواح" and loses its first two letters as an
      // article: with the article ("الألواح") one more is taken, and the two forms meet again.
      if (stem.startsWith("ال") && stem.length >= 4) stem = stem.slice(2);
      break;
    }
  }
  for (const suffix of ARABIC_SUFFIXES) {
    if (stem.length - suffix.length >= 2 && stem.endsWith(suffix)) stem = stem.slice(0, -suffix.length);
  }
  // A final alef left by a feminine or dual ending: "مبارا(ه)" and "مبار(يات)" meet.
  if (stem.length > 3 && stem.endsWith("ا")) stem = stem.slice(0, -1);
  return stem;
}

const ARABIC_LETTER = /[\u0600-\u06ff]/;
const LATIN_STEMMERS: Record<Locale, (word: string) => string> = {
  fr: frenchStemmer,
  en: englishStemmer,
  // Latin words in an Arabic question are names or French loans ("Club d'échecs").
  ar: frenchStemmer,
};

/**
 * French words that folding makes another's: "mère" and "père", without their accent, stem as "mer"
 * (the sea) and "per". They keep a stem of their own.
 */
const FRENCH_OWN_STEMS: ReadonlyMap<string, string> = new Map([
  ["mere", "mere"],
  ["meres", "mere"],
  ["pere", "pere"],
  ["peres", "pere"],
]);

/** The stem of one folded word. Arabic script is stemmed as Arabic whatever the language asked. */
export function stem(word: string, language: Locale): string {
  if (/^\d+$/.test(word)) return word;
  const own = language === "fr" ? FRENCH_OWN_STEMS.get(word) : undefined;
  if (own !== undefined) return own;
  if (ARABIC_LETTER.test(word)) return stemArabic(word, { isAndRemoved: false, isFutureRead: true });
  if (word.length <= 3) return word;
  let stemmed = LATIN_STEMMERS[language](word);
  if (language === "en") return stemmed;
  // Snowball's French keeps a plural s after a vowel ("photos", "amis"): the plural meets its singular.
  if (stemmed.endsWith("s") && word.endsWith("s") && !word.endsWith("ss")) {
    const singular = LATIN_STEMMERS[language](word.slice(0, -1));
    if (`${singular}s` === stemmed) stemmed = singular;
  }
  // Snowball's French rules expect accents, which folding removed: "distribuée" (folded "distribuee")
  // keeps an "e" that "distribués" loses. Dropping a final e makes the forms of one word meet.
  if (stemmed.length > 4 && stemmed.endsWith("e")) stemmed = stemmed.slice(0, -1);
  // Verbs in -ayer, -oyer and -uyer write y before a sounded ending and i before a silent one:
  // "nettoyé" and "nettoient", "payé" and "payer" meet on the i (Snowball leaves "-oient" whole).
  if (/[aou]ient$/.test(stemmed)) return stemmed.slice(0, -3);
  return /[aou]y$/.test(stemmed) ? `${stemmed.slice(0, -1)}i` : stemmed;
}

// --- Arabic roots, for words the site does not use -------------------------------------------
// Arabic derives words from a root of three letters with prefixes and long vowels: "تنظيف"
// (cleaning) and "ينظفون" (they clean) share only "نظف". The light stemmer keeps them apart; a
// question word the site never uses is read as a word of the site with the same root before it is
// read as a typo of the closest word ("تنظيم", organising).
const ROOT_SUFFIXES = ["ات", "ون", "ين", "ان", "ها", "هم", "كم", "نا", "ه", "ي", "ا"];
const ROOT_PREFIXES = [
  ["است", "مست", "يست", "تست", "نست"],
  ["مت", "يت", "تت", "نت"],
  ["ي", "ت", "ن", "ا", "م"],
];

/** The three root letters an Arabic word appears to be built on, or undefined when it is unclear. */
export function arabicRoot(word: string): string | undefined {
  if (!ARABIC_LETTER.test(word)) return undefined;
  // Foreign names of countries and continents ("إفريقيا", "إيطاليا", "بريطانيا") end so; read by a
  // root, Africa would be a team (فريق). Adverbs of that shape are seldom a question's topic.
  if (word.length >= 6 && word.endsWith("يا")) return undefined;
  let root = word;
  const strip = (affix: string, atStart: boolean) => {
    if (root.length - affix.length < 3) return false;
    if (atStart ? !root.startsWith(affix) : !root.endsWith(affix)) return false;
    root = atStart ? root.slice(affix.length) : root.slice(0, -affix.length);
    return true;
  };
  ARABIC_ARTICLES.some((article) => strip(article, true));
  ROOT_SUFFIXES.some((suffix) => strip(suffix, false));
  ROOT_PREFIXES.some((prefixes) => prefixes.some((prefix) => strip(prefix, true)));
  // Long vowels inside the word are the pattern's, not the root's.
  for (let at = root.length - 1; at >= 1 && root.length > 3; at--) {
    if ("اوي".includes(root[at]!)) root = root.slice(0, at) + root.slice(at + 1);
  }
  return root.length === 3 ? root : undefined;
}

/** The word without its article, when two letters at least are left. */
function withoutArticle(word: string): string {
  const article = ARABIC_ARTICLES.find(
    (candidate) => word.startsWith(candidate) && /^[\u0600-\u06ff]{2}/u.test(word.slice(candidate.length)),
  );
  return article ? word.slice(article.length) : word;
}

/**
 * An Arabic word as written, with and without its article or a one-letter preposition ("بخريبكة",
 * "الذئاب"): how a question's word and an item's name are compared as written. Nothing for other words.
 */
export function arabicSurfaces(word: string): Set<string> {
  if (!ARABIC_LETTER.test(word)) return new Set();
  const unprefixed = /^[وبلفك][\u0600-\u06ff]{3}/u.test(word) ? word.slice(1) : word;
  return new Set([word, withoutArticle(word), unprefixed, withoutArticle(unprefixed)]);
}

/**
 * Every stem a word may stand for: an Arabic word starting with و is either "and" + a word ("وكتب") or
 * a word of its own ("ورشة"), and one starting with "سي", "ست", "سن" or "سا" a future verb ("سيلعب") or
 * a noun ("سينما", which its article makes plain: "السينما"); all readings are kept, in the index and in
 * the question.
 */
export function stemsOf(word: string, language: Locale): string[] {
  const main = stem(word, language);
  if (!ARABIC_LETTER.test(word)) return [main];
  const readings = new Set([main]);
  for (const isAndRemoved of word.length > 3 && word.startsWith("و") ? [false, true] : [false])
    for (const isFutureRead of [true, false]) readings.add(stemArabic(word, { isAndRemoved, isFutureRead }));
  return [...readings];
}
