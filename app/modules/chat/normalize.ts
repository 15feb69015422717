/**
 * Text normalisation for the assistant: one function turns a question or a passage into comparable
 * terms, so "Bourses d'Excellence", "bourse d excellence" and "BOURSES" meet, and so do "المباراة"
 * and "مباراة". Pure and dependency-free; the same code builds the index and reads the question.
 */
import type { Locale } from "~/i18n/config";

const ARABIC_DIACRITICS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed]/g;
const TATWEEL = /\u0640/g;
const LATIN_MARKS = /[\u0300-\u036f]/g;

/**
 * Lower case, Latin accents removed, Arabic letters unified: alef variants → ا, alef maqsura → ي,
 * ta marbuta → ه, hamza carriers → their base letter, harakat and tatweel removed, Arabic-Indic digits
 * → ASCII digits. Punctuation becomes spaces (apostrophes too: "l'école" → "l ecole").
 */
export function foldText(text: string): string {
  return (
    text
      .toLowerCase()
      // Compatibility decomposition first: "é" → e + accent, "أ" → ا + hamza, ligatures → letters.
      .normalize("NFKD")
      .replace(LATIN_MARKS, "")
      .replace(ARABIC_DIACRITICS, "")
      .replace(TATWEEL, "")
      .replace(/[ٱآ]/g, "ا")
      .replace(/ى/g, "ي")
      .replace(/ة/g, "ه")
      .replace(/ء/g, "")
      .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
      .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
      .replace(/œ/g, "oe")
      .replace(/æ/g, "ae")
      .replace(/ß/g, "ss")
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim()
  );
}

/** Folded words, in order. */
export function words(text: string): string[] {
  const folded = foldText(text);
  return folded === "" ? [] : folded.split(" ");
}

// --- Light stemmers ------------------------------------------------------------------------------
// Deliberately light: the index and the question go through the same function, so what matters is
// that inflected forms of one word meet, not that the stem is a dictionary root.

const FRENCH_SUFFIXES = [
  "issements",
  "issement",
  "ements",
  "ement",
  "ations",
  "ation",
  "ances",
  "ance",
  "ences",
  "ence",
  "iques",
  "ique",
  "ables",
  "able",
  "ismes",
  "isme",
  "istes",
  "iste",
  "ites",
  "ite",
  "ives",
  "ive",
  "ifs",
  "if",
  // Future and conditional: "jouera", "joueront" meet "jouer".
  "eraient",
  "erait",
  "eront",
  "eron",
  "erez",
  "erai",
  "era",
  "ees",
  "ee",
  "es",
  "er",
  "ez",
  "e",
];

function stemFrench(word: string): string {
  let stem = word;
  if (stem.length > 4 && stem.endsWith("aux")) stem = `${stem.slice(0, -3)}al`;
  if (stem.length > 3 && (stem.endsWith("s") || stem.endsWith("x"))) stem = stem.slice(0, -1);
  for (const suffix of FRENCH_SUFFIXES) {
    if (stem.endsWith(suffix) && stem.length - suffix.length >= 3) {
      stem = stem.slice(0, -suffix.length);
      break;
    }
  }
  // Doubled final consonants of feminine forms: "bonne" → "bonn" → "bon".
  if (stem.length > 4 && /([lnst])\1$/.test(stem)) stem = stem.slice(0, -1);
  return stem;
}

const ENGLISH_SUFFIXES = [
  "ational",
  "ations",
  "ation",
  "ements",
  "ement",
  "ments",
  "ment",
  "nesses",
  "ness",
  "ingly",
  "ings",
  "ing",
  "edly",
  "ed",
  "ers",
  "er",
  "ly",
];

function stemEnglish(word: string): string {
  let stem = word;
  if (stem.length > 4 && stem.endsWith("ies")) stem = `${stem.slice(0, -3)}y`;
  else if (stem.length > 4 && /(ss|x|z|ch|sh)es$/.test(stem)) stem = stem.slice(0, -2);
  else if (stem.length > 3 && stem.endsWith("s") && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1);
  // Two passes, so "volunteering" (→ volunteer → volunte) meets "volunteers".
  for (let pass = 0; pass < 2; pass++) {
    const suffix = ENGLISH_SUFFIXES.find(
      (ending) => stem.endsWith(ending) && stem.length - ending.length >= 3,
    );
    if (!suffix) break;
    stem = stem.slice(0, -suffix.length);
  }
  // running → runn → run; stopped → stopp → stop.
  if (stem.length > 3 && /([bdgmnprt])\1$/.test(stem)) stem = stem.slice(0, -1);
  if (stem.length > 3 && stem.endsWith("e")) stem = stem.slice(0, -1);
  if (stem.length > 3 && stem.endsWith("y")) stem = `${stem.slice(0, -1)}i`;
  return stem;
}

// Larkey's "light10" stemmer, on folded text (ة is already ه, أ/إ/آ already ا).
const ARABIC_PREFIXES = ["وال", "بال", "كال", "فال", "لل", "ال"];
const ARABIC_SUFFIXES = ["ها", "ان", "ات", "ون", "ين", "يه", "ه", "ي"];
/** Possessive endings ("بريدكم", "جمعيتنا"), removed only from longer words. */
const ARABIC_POSSESSIVES = ["كم", "هم", "نا"];

function stemArabic(word: string): string {
  let stem = word;
  if (stem.length > 3 && stem.startsWith("و")) stem = stem.slice(1);
  // Future tense: "سنلعب" (we will play) → "لعب".
  if (stem.length >= 5 && /^س[يتنا]/.test(stem)) stem = stem.slice(2);
  for (const suffix of ARABIC_POSSESSIVES) {
    if (stem.length - suffix.length >= 3 && stem.endsWith(suffix)) {
      stem = stem.slice(0, -suffix.length);
      // Before a possessive, ta marbuta is written ت: "جمعيتنا" is "جمعية" + "نا".
      if (stem.endsWith("ت")) stem = `${stem.slice(0, -1)}ه`;
      break;
    }
  }
  for (const prefix of ARABIC_PREFIXES) {
    if (stem.startsWith(prefix) && stem.length - prefix.length >= 2) {
      stem = stem.slice(prefix.length);
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

/** The stem of one folded word. Arabic script is stemmed as Arabic whatever the language asked. */
export function stem(word: string, language: Locale): string {
  if (/^\d+$/.test(word)) return word;
  if (ARABIC_LETTER.test(word)) return stemArabic(word);
  if (word.length <= 3) return word;
  return language === "en" ? stemEnglish(word) : language === "fr" ? stemFrench(word) : stemFrench(word);
}
