/**
 * The retrieval index of one language (decision 021). Ranking is MiniSearch's BM25+ over folded,
 * stemmed words of every passage's title (counted three times), names (its titles in the other
 * languages, its slug and address: an item is found by any of its names), text and kind; typo
 * correction reads an unknown word as the closest word the site uses (fuzzy.ts), and a question word
 * also stands for its synonyms, its Arabic singular or plural and, in Darija, for the standard word.
 *
 * Besides a score, every hit says how much of the question it covers (`coverage`, weighted by how
 * rare each word is) and how much of the item's name the question contains (`naming`): the assistant
 * answers from a passage only when one of them is high, which is what keeps it honest.
 */
import MiniSearch from "minisearch";
import { LOCALES, type Locale } from "~/i18n/config";
import { arabicSpellingsOf } from "./arabizi";
import { ARABIZI, DARIJA } from "./darija";
import { EVERYDAY_ARABIC_NUMBER_FORMS, EVERYDAY_CONCEPTS } from "./everyday-words";
import { allowedEdits, isOneSlipApart, Vocabulary, withNeighboursSwapped, withOneLetterMore } from "./fuzzy";
import {
  ARABIC_NUMBER_FORMS,
  CONCEPTS,
  ASK_WORDS,
  FAMILY_WORDS,
  INTENT_PHRASING,
  INTENT_TRIGGERS,
  perLanguage,
  STOP_WORDS,
  SYNONYMS,
  TEXTING_SPELLINGS,
} from "./lexicon";
import {
  arabicRoot,
  arabicSurfaces,
  containsRun,
  joinedCompounds,
  frenchSingularOfVerb,
  otherFrenchReadings,
  stem,
  stemsOf,
  titleHead,
  words,
} from "./normalize";
import type { ChatKind } from "~/modules/content/reading";
import type { PassageLangs } from "./sources";

export type PassageKind = ChatKind | "guide" | "faq";

/** One piece of published content in one language, with the page it lives on. */
export interface Passage {
  kind: PassageKind;
  /** The row's id; null for the built-in guide to the site's sections. */
  id: number | null;
  /** The page it lives on; empty for a FAQ entry without a link. */
  path: string;
  title: string;
  text: string;
  /** The item's names in every language, its slug and address, one per line: searched, never shown. */
  names?: string;
  /** The item's own address (a platform's site, a video, a document's file). */
  link?: string;
  /** Words describing the kind of content ("vidéo", "match"): searched, never shown. */
  tags?: string;
  /** The language of the title or text when it is not the index's (a fallback, an untranslated field). */
  langs?: PassageLangs;
  /** How much to trust this kind of passage when several match (1 = fully). */
  prior: number;
}

export interface Token {
  /** The folded word as written (or as corrected, or as the standard word for a Darija one). */
  word: string;
  /** The folded word as the question wrote it (the Darija word read as a standard one). */
  written: string;
  stem: string;
  isStopWord: boolean;
  /** The index, the stop words or the intent words know it (possibly after a typo correction). */
  isKnown: boolean;
  isCorrected: boolean;
  /** A long word one slip away from a known one ("nwsletter"): the reading is all but certain. */
  isSlip?: boolean;
  /** An Arabic word read as the site's word of the same root (a plural, another form of the verb). */
  isRootReading?: boolean;
  /** Part of how the asker describes themselves ("I'm a RETIRED teacher", "je suis étudiante en MASTER"). */
  describesAsker?: boolean;
}

/** A topic word of the question with the stems that may stand for it in a passage. */
export interface QueryTerm {
  word: string;
  variants: readonly Variant[];
  /** How informative the word is; unknown words count as the rarest. */
  idf: number;
  /** Found in a large share of the passages ("foundation", "club"): not a topic on its own. */
  isGeneric: boolean;
  /** The site uses the word itself (or its other Arabic number form), or the built-in topics do. */
  isKnown: boolean;
  /** The site uses the word or one of its synonyms. */
  hasKnownVariant: boolean;
  /** The word was read as the closest known one (a typo, or a word the site does not use). */
  isCorrected: boolean;
  /** …one slip away, in a long word: as good as the word itself for a built-in topic's other words. */
  isSlip: boolean;
  /** …or read by its Arabic root: another form of a word, not a typo. */
  isRootReading: boolean;
  /** The lexicon lists the word (an everyday word with synonyms): it never names an item alone. */
  isEveryday: boolean;
  /** For whom the question is asked ("my SON"), not what about (`FAMILY_WORDS`). */
  isFamily: boolean;
  /** Part of how the asker describes themselves: a word for content, never a further topic. */
  describesAsker: boolean;
}

/** The passage's text or title is written in another language than its index's (an untranslated item). */
export const hasForeignText = (passage: Passage) => Boolean(passage.langs?.text || passage.langs?.title);

export interface Hit {
  passage: Passage;
  score: number;
  coverage: number;
  /** Share of the item's name (its title in some language, weighted by rarity) the question contains. */
  naming: number;
  /** The same, through the question's own words only: no synonym, no other language's word for them. */
  namingOwn: number;
  /** The question contains a rare word of the item's names (a team, a place, a product name). */
  namesRareWord: boolean;
  /** The question writes one of the item's names whole, word for word ("Lecture Plus"). */
  writesName: boolean;
  /** Stems of the question found in the passage. */
  matched: ReadonlySet<string>;
}

const FIELD_BOOST = { title: 3, names: 2, text: 1, tags: 1 };
const CORRECTED_WEIGHT = 0.8;
/** A short word read as another ("pirx", "tiem") is more often a different word: it proves less. */
const SHORT_CORRECTED_WEIGHT = 0.5;
const SHORT_WORD = 4;
/** The shortest part of a name a visitor types split or joined ("math boost"). */
const NAME_PART_MIN = 3;
/** From this length, a word one edit away from a single known one is that word misspelt. */
const SLIP_MIN_LENGTH: Record<Locale, number> = { fr: 7, en: 7, ar: 6 };
/**
 * Arabic glues a one-letter preposition or "and" to the next word: "لجمعيتنا" = "ل" + "جمعيتنا",
 * "وساعات" = "و" + "ساعات".
 */
/** An Arabic word without the one-letter preposition or "و" glued to it ("فالإيميل" → "الإيميل"). */
export const withoutGluedPreposition = (word: string) =>
  /^[بلكفو][\u0600-\u06ff]{3,}$/.test(word) ? word.slice(1) : undefined;
/** Short words that join the capitalised words of one name ("Casa en Vert", "Étoile de Rabat"). */
const NAME_PARTICLES = new Set(["de", "du", "des", "d", "la", "le", "l", "en", "of", "the", "and", "et"]);

/**
 * Runs of two capitalised words or more inside a title, the particles between them included: the names
 * a title holds ("Tamkine Excellence" in "Règlement des bourses Tamkine Excellence"). The title's first
 * word is capitalised as a sentence's is, so a run does not start there.
 */
function capitalisedRuns(line: string): string[] {
  const tokens = line.split(/[\s:–—,;()«»"“”]+/u).filter(Boolean);
  const runs: string[] = [];
  let run: string[] = [];
  let capitals = 0;
  const close = () => {
    while (run.length > 0 && !/^\p{Lu}/u.test(run.at(-1)!)) run.pop();
    if (capitals >= 2) runs.push(run.join(" "));
    run = [];
    capitals = 0;
  };
  tokens.forEach((token, position) => {
    if (position > 0 && /^\p{Lu}\p{Ll}/u.test(token)) {
      run.push(token);
      capitals += 1;
    } else if (run.length > 0 && NAME_PARTICLES.has(token.toLowerCase())) run.push(token);
    else close();
  });
  close();
  return runs.filter((found) => found !== line);
}

const withoutTrailingNumbers = (run: readonly string[]) => {
  let end = run.length;
  while (end > 0 && /^\d+$/.test(run[end - 1]!)) end -= 1;
  return end === run.length ? run : run.slice(0, end);
};
/** The letters that say who does what in an Arabic verb in the present (folded: أ is ا). */
const ARABIC_PERSON_LETTERS = ["ا", "ن", "ت", "ي"];
/** The letters a folded word is written with, to restore one left out. */
const ALPHABETS: Record<Locale, string> = {
  fr: "abcdefghijklmnopqrstuvwxyz",
  en: "abcdefghijklmnopqrstuvwxyz",
  ar: "ابتثجحخدذرزسشصضطظعغفقكلمنهوي",
};
/** The same for an Arabic stem, its article and pronouns aside. */
const ARABIC_SLIP_MIN_STEM = 5;
/** A word for whom the question is asked weighs this share of its rarity in a passage's coverage. */
const FAMILY_SHARE = 0.3;
/** A synonym or a word of the same concept: it finds passages, but proves less than the word itself. */
const SYNONYM_WEIGHT = 0.7;
/** The same concept in another language, for text only written in that one (an untranslated item). */
const OTHER_LANGUAGE_WEIGHT = 0.8;
/** A word of an item's name found in at most this many passages names that item on its own ("Khouribga"). */
const RARE_NAME_DF = 2;
export const NUMBER_FORM_WEIGHT = 0.9;
/** Share of passages above which a word says little about what a question is about. */
const GENERIC_SHARE = 0.12;
const MIN_GENERIC_DF = 2;
/** A passage whose title is mostly made of the question's words is about it: up to +60 %. */
const TITLE_BOOST = 0.6;
const KIND_BOOST = 1.5;

// Every language's stop words are fillers in a question of any: Arabic ones beside a French name, and
// French or English ones in Arabic written in Latin letters ("la finale dyal concours de lecture").
const stopWordSets = perLanguage<ReadonlySet<string>>(
  (language) =>
    new Set(
      (language === "ar" ? LOCALES : [language, "ar" as const]).flatMap((of) =>
        STOP_WORDS[of].flatMap(words),
      ),
    ),
);

export function isStopWord(word: string, language: Locale): boolean {
  const stops = stopWordSets[language];
  if (stops.has(word)) return true;
  // Arabic glues "and"/"so" to the next word: "وما", "فهل".
  return /^[وف][\u0600-\u06ff]{2,}$/.test(word) && stops.has(word.slice(1));
}

/** Stop words of four letters or more, for the slips of short words ("wher" for "where"). */
const stopWordTypos = perLanguage((language) => {
  const vocabulary = new Vocabulary();
  for (const word of stopWordSets[language]) if (word.length >= 4) vocabulary.add(word);
  return vocabulary;
});

/** Each spelling of a list ("nxt", "فوقاش وقتاش") → the folded words it stands for. */
const readingsOf = (entries: ReadonlyArray<readonly [spellings: string, standard: string]>) =>
  new Map<string, string[]>(
    entries.flatMap(([spellings, standard]) =>
      words(spellings).map((word) => [word, words(standard)] as const),
    ),
  );

/** A text message's abbreviation → the words it stands for, in French and English. */
const TEXTING_WORDS = perLanguage((language) =>
  readingsOf(language === "ar" ? [] : TEXTING_SPELLINGS[language]),
);

/** Darija spelling → the standard words it stands for (none for a word that only marks the future). */
const DARIJA_WORDS = readingsOf(DARIJA);

/** Adds `value` to the set of `key`. */
function addTo(map: Map<string, Set<string>>, key: string, value: string) {
  let values = map.get(key);
  if (!values) map.set(key, (values = new Set()));
  values.add(value);
}

/** Counts one more use of `word` under `key` (an Arabic root or stem). */
function countUse(table: Map<string, Map<string, number>>, key: string, word: string) {
  let used = table.get(key);
  if (!used) table.set(key, (used = new Map()));
  used.set(word, (used.get(word) ?? 0) + 1);
}

/** The word used most often (the first of equals). */
const mostUsed = (used: ReadonlyMap<string, number>) =>
  [...used].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];

/** A stem that may stand for a question's word, and how much it proves. */
export interface Variant {
  stem: string;
  weight: number;
  /** Another language's word for it: it only counts in text written in another language. */
  isForeign?: boolean;
}

/** Word → stems that may stand for it: the lexicon's synonyms and concepts, Arabic number forms. */
const alternatives = perLanguage<ReadonlyMap<string, readonly Variant[]>>((language) => {
  const map = new Map<string, Map<string, Variant>>();
  const add = (word: string, other: string, weight: number, isForeign = false) => {
    const target = stem(other, language);
    if (stem(word, language) === target) return;
    let entry = map.get(word);
    if (!entry) map.set(word, (entry = new Map()));
    const known = entry.get(target);
    // The same stem in this language and in another (a loan word) counts as this language's.
    if (!known || (known.isForeign && !isForeign) || (known.isForeign === isForeign && weight > known.weight))
      entry.set(target, isForeign ? { stem: target, weight, isForeign } : { stem: target, weight });
  };
  for (const [key, values] of Object.entries(SYNONYMS[language]))
    for (const word of words(key))
      for (const value of values.flatMap(words)) add(word, value, SYNONYM_WEIGHT);
  const groupsOf = (other: Locale) => [...CONCEPTS[other], ...EVERYDAY_CONCEPTS[other]];
  const membersOf = (group: string | undefined, of: Locale) =>
    words(group ?? "").filter((word) => !isStopWord(word, of));
  groupsOf(language).forEach((group, position) => {
    const members = membersOf(group, language);
    for (const word of members)
      for (const other of members) if (other !== word) add(word, other, SYNONYM_WEIGHT);
    // The group's words in the other languages, stemmed as this index stems text written in them.
    for (const other of LOCALES) {
      if (other === language) continue;
      for (const foreign of membersOf(groupsOf(other)[position], other))
        for (const word of members) add(word, foreign, OTHER_LANGUAGE_WEIGHT, true);
    }
  });
  for (const pair of [...ARABIC_NUMBER_FORMS, ...EVERYDAY_ARABIC_NUMBER_FORMS]) {
    const [singular, plural] = words(pair);
    if (!singular || !plural) continue;
    for (const form of [singular, plural, `ال${singular}`, `ال${plural}`]) {
      const other = form.endsWith(singular) ? plural : singular;
      add(form, other, NUMBER_FORM_WEIGHT);
    }
  }
  return new Map([...map].map(([word, targets]) => [word, [...targets.values()]]));
});

/**
 * The same, keyed by stem: an inflection the lexicon does not list ("racontait" for "raconter",
 * "told" stays apart) finds the alternatives of the listed form with the same stem.
 */
const alternativesByStem = perLanguage((language) => {
  const map = new Map<string, Map<string, Variant>>();
  for (const [word, targets] of alternatives[language]) {
    const key = stem(word, language);
    let entry = map.get(key);
    if (!entry) map.set(key, (entry = new Map()));
    for (const target of targets) {
      const known = entry.get(target.stem);
      if (target.stem !== key && (!known || target.weight > known.weight)) entry.set(target.stem, target);
    }
  }
  return map;
});

/**
 * A Darija verb without the prefix of its present or future ("كيلعبو" → "يلعبو", "غيبدا" → "يبدا"),
 * which the standard language does not have; undefined for a word that has none.
 */
const withoutDarijaPrefix = (word: string) =>
  word.length >= 5 && /^[كغ][يتن]/.test(word) ? word.slice(1) : undefined;

const LATIN_WORD = /^[a-z]+$/;

/**
 * A French or English word in an Arabic question (a loan: "l'atelier dyal théâtre", "الـ lien"): the
 * Arabic words the lexicon gives for it, which the Arabic text uses.
 */
const loanAlternatives = (word: string): readonly Variant[] => {
  if (!LATIN_WORD.test(word)) return [];
  const found = new Map<string, Variant>();
  for (const language of ["fr", "en"] as const)
    for (const variant of alternativesOf(word, language))
      if (variant.isForeign && ARABIC_SCRIPT.test(variant.stem) && !found.has(variant.stem))
        found.set(variant.stem, { stem: variant.stem, weight: LOAN_WEIGHT });
  return [...found.values()];
};
const ARABIC_SCRIPT = /[\u0600-\u06ff]/;
/** A loan is the Arabic text's own word written in another script: nearly as good as the word itself. */
const LOAN_WEIGHT = NUMBER_FORM_WEIGHT;

/** The stems that may stand for a word: its own entries in the lexicon, and those of words of its stem. */
function alternativesOf(word: string, language: Locale): readonly Variant[] {
  if (language === "ar" && LATIN_WORD.test(word)) return loanAlternatives(word);
  const listed = alternatives[language].get(word) ?? [];
  const byStem = alternativesByStem[language].get(stem(word, language));
  if (!byStem) return listed;
  const own = new Set(listed.map((variant) => variant.stem));
  return [...listed, ...[...byStem.values()].filter((variant) => !own.has(variant.stem))];
}

const intentWords = perLanguage((language) => [
  ...Object.values(INTENT_TRIGGERS).flatMap((byLanguage) =>
    byLanguage[language].flatMap((trigger) => trigger.flatMap((group) => group.flatMap(words))),
  ),
  ...Object.values(INTENT_PHRASING).flatMap((byLanguage) => words(byLanguage[language])),
  // "How much", "when", "the link": a word that says what is asked is known, never read as a topic.
  ...Object.values(ASK_WORDS).flatMap((byLanguage) => words(byLanguage[language])),
]);

/** `FAMILY_WORDS`, folded as questions are. */
export const familyWords = perLanguage((language) => new Set(words(FAMILY_WORDS[language])));

const intentVocabulary = perLanguage((language) => new Set(intentWords[language]));
/** Their stems: another form of one of them ("trouvent" beside "trouve") is a word, not a slip. */
const intentStems = perLanguage(
  (language) => new Set(intentWords[language].map((word) => stem(word, language))),
);

/**
 * Positions (in `words(text)`) of the words by which the asker describes themselves: after "je suis",
 * "I'm", "we are", "أنا", "نحن", up to the end of the clause. "I'm a retired teacher with time on my
 * hands. Could I help out?" asks how to volunteer; "retired" is not a topic, and a word of it the site
 * never uses does not make the question unknown.
 */
function describingWords(text: string, language: Locale): Set<number> {
  const positions = new Set<number>();
  let position = 0;
  for (const clause of text.split(/[,.;:!?؟،\n]+/u)) {
    const clauseWords = words(clause);
    let isDescribing = false;
    clauseWords.forEach((word, index) => {
      const previous = clauseWords[index - 1] ?? "";
      if (isDescribing && SELF_DESCRIPTION_ENDS[language].has(word)) isDescribing = false;
      else if (isDescribing) positions.add(position + index);
      else if (
        SELF_DESCRIPTION_STARTS[language].some(
          ([before, copula]) => word === copula && (before === "" || previous === before),
        )
      )
        isDescribing = true;
    });
    position += clauseWords.length;
  }
  return positions;
}

/** Words of an age after its number ("13 ANS", "8 YEARS OLD", "7 سنين"). */
const AGE_UNITS = perLanguage(
  (language) =>
    new Set(
      words(
        {
          fr: "an ans",
          en: "year years yr yrs old yo",
          ar: "سنة سنه سنوات سنين عام أعوام اعوام",
        }[language],
      ),
    ),
);
/** An age typed in one word: "8yo", "13ans", "10yrs". */
const GLUED_AGE = /^\d{1,2}(?:yo|yrs|ans)$/u;

/**
 * Positions of the words of an age ("my 13 year old", "ma fille de 8 ans", "عندها 7 سنين"): who the
 * question is for, which no page writes as such ("de 12 à 16 ans"); read as words, its number would
 * be among the rarest of the question, and "year" would find the pages about a school year. French
 * "ans" stays a word: French pages give their ages in it, so it leads to them (decision 021).
 */
function agePositions(tokens: readonly Token[], language: Locale): Set<number> {
  const positions = new Set<number>();
  tokens.forEach((token, position) => {
    if (GLUED_AGE.test(token.written)) positions.add(position);
    if (!/^\d{1,2}$/u.test(token.word) || !AGE_UNITS[language].has(tokens[position + 1]?.word ?? "")) return;
    positions.add(position);
    if (language === "fr") return;
    for (let next = position + 1; AGE_UNITS[language].has(tokens[next]?.word ?? ""); next++)
      positions.add(next);
  });
  return positions;
}

/** [word before or "" for any, copula]: where a self-description starts. */
const SELF_DESCRIPTION_STARTS: Record<Locale, ReadonlyArray<readonly [string, string]>> = {
  fr: [
    ["je", "suis"],
    ["j", "suis"],
    ["nous", "sommes"],
    // "Notre entreprise de BTP basée à Kénitra souhaite…": what the company is, not what it asks.
    ...["entreprise", "societe", "banque", "agence", "cabinet", "groupe", "usine", "association"].map(
      (noun) => ["notre", noun] as const,
    ),
  ],
  en: [
    ["i", "am"],
    ["i", "m"],
    ["we", "are"],
    ["we", "re"],
    ...["company", "firm", "bank", "agency", "business", "group", "factory", "association"].map(
      (noun) => ["our", noun] as const,
    ),
  ],
  ar: [
    ["", "انا"],
    ["", "نحن"],
    ["", "شركتنا"],
    ["", "مقاولتنا"],
    ["", "جمعيتنا"],
  ],
};
/** Words that start another clause and end a self-description. */
const SELF_DESCRIPTION_ENDS = perLanguage(
  (language) =>
    new Set(
      words(
        {
          fr: "et mais donc car qui que comment je j nous voudrais aimerais souhaite",
          en: "and but so who that how i we would could can want",
          ar: "لكن كيف أريد اريد نريد أود نود ونود وأريد ونريد",
        }[language],
      ),
    ),
);

/** Sentences of a text, keeping their punctuation. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?؟…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

interface IndexedDocument {
  id: number;
  title: string;
  names: string;
  text: string;
  tags: string;
}

export class LanguageIndex {
  readonly language: Locale;
  readonly passages: readonly Passage[];
  /** Folded words of the content, for language detection. */
  readonly surfaceWords = new Set<string>();
  private readonly engine: MiniSearch<IndexedDocument>;
  private readonly documentFrequency = new Map<string, number>();
  private readonly stemsOf: Array<ReadonlySet<string>> = [];
  /** The title, then each name line, as stems: what "naming the item" is measured against. */
  private readonly nameLines: Array<ReadonlyArray<ReadonlySet<string>>> = [];
  /** The Arabic words of the title and names as written (articles and one-letter prepositions aside). */
  private readonly nameSurfaces: Array<ReadonlySet<string>> = [];
  private readonly titleStems: Array<ReadonlySet<string>> = [];
  /** The title and each name line as written (folded, stop words kept), when of two words or more. */
  private readonly nameRuns: Array<ReadonlyArray<readonly string[]>> = [];
  private readonly tagStems: Array<ReadonlySet<string>> = [];
  private readonly kindStems = new Set<string>();
  private readonly vocabulary = new Vocabulary();
  /** The words of the items' titles and names: what a visitor types split or joined ("math boost"). */
  private readonly nameVocabulary = new Vocabulary();
  /** The words the content writes after each word ("ain" → "diab"), and before it, folded. */
  private readonly following = new Map<string, Set<string>>();
  private readonly preceding = new Map<string, Set<string>>();
  /**
   * Arabic stems of the content, and the words written for each: a slip is corrected on the stem, as
   * articles, pronouns and prepositions glued to a word make its written forms many ("برريدكم").
   */
  private readonly stemVocabulary = new Vocabulary();
  private readonly wordsByStem = new Map<string, Map<string, number>>();
  /** Arabic words of the content by their root, with how often each is used (normalize.ts, `arabicRoot`). */
  private readonly wordsByRoot = new Map<string, Map<string, number>>();
  private readonly maxIdf: number;

  constructor(language: Locale, passages: readonly Passage[]) {
    this.language = language;
    this.passages = passages;
    // Each word is stemmed once per build: the engine and the coverage sets read the same stems.
    const stemCache = new Map<string, string[]>();
    const stemsOfWord = (word: string) => {
      let stems = stemCache.get(word);
      if (!stems) stemCache.set(word, (stems = stemsOf(word, language)));
      return stems;
    };
    const stemSet = (text: string, isSurface = false) => {
      const stems = new Set<string>();
      const written = words(text);
      if (isSurface)
        written.forEach((word, position) => {
          if (position === 0) return;
          addTo(this.following, written[position - 1]!, word);
          addTo(this.preceding, word, written[position - 1]!);
        });
      for (const word of [...written, ...joinedCompounds(text)]) {
        if (isSurface) this.surfaceWords.add(word);
        if (isStopWord(word, language)) continue;
        this.vocabulary.add(word);
        this.addRoot(word);
        for (const key of stemsOfWord(word)) {
          stems.add(key);
          if (language === "ar") this.addStem(key, word);
        }
      }
      return stems;
    };
    this.engine = new MiniSearch<IndexedDocument>({
      fields: ["title", "names", "text", "tags"],
      tokenize: (text) => [...words(text), ...joinedCompounds(text)],
      processTerm: (term) => (isStopWord(term, language) ? null : stemsOfWord(term)),
      searchOptions: {
        // Queries are lists of stems already: taken as they are.
        tokenize: (text) => text.split(" ").filter(Boolean),
        processTerm: (term) => term,
        boost: FIELD_BOOST,
        combineWith: "OR",
      },
    });
    const documents: IndexedDocument[] = passages.map((passage, index) => {
      const title = stemSet(passage.title, true);
      const text = stemSet(passage.text, true);
      const tags = stemSet(passage.tags ?? "");
      const lines = (passage.names ?? "").split("\n").map((line) => stemSet(line));
      const all = new Set([...title, ...text, ...tags, ...lines.flatMap((line) => [...line])]);
      for (const key of all) this.documentFrequency.set(key, (this.documentFrequency.get(key) ?? 0) + 1);
      for (const tag of tags) this.kindStems.add(tag);
      this.stemsOf.push(all);
      this.titleStems.push(title);
      this.nameRuns.push(
        [passage.title, ...(passage.names ?? "").split("\n")]
          // "Regard Clair : dépistage visuel gratuit…": what comes before the colon or dash is the name;
          // "Règlement des bourses Tamkine Excellence": so are the capitalised words of a title.
          .flatMap((line) => [line, ...titleHead(line), ...capitalisedRuns(line)])
          .map((line) => words(line))
          // A name is written whole without the year or edition it ends with ("Guide des familles").
          .flatMap((run) => [run, withoutTrailingNumbers(run)])
          .filter((run, position, runs) => run.length >= 2 && runs.indexOf(run) === position),
      );
      this.tagStems.push(tags);
      this.nameLines.push([title, ...lines].filter((line) => line.size > 0));
      const nameWords = words(`${passage.title}\n${passage.names ?? ""}`);
      for (const word of nameWords)
        if (word.length >= NAME_PART_MIN && !isStopWord(word, language)) this.nameVocabulary.add(word);
      this.nameSurfaces.push(new Set(nameWords.flatMap((word) => [...arabicSurfaces(word)])));
      return {
        id: index,
        title: passage.title,
        names: passage.names ?? "",
        text: passage.text,
        tags: passage.tags ?? "",
      };
    });
    this.engine.addAll(documents);
    // Intent words are known too, so a misspelt "horaries" becomes "horaires". Stop words are not:
    // turning an unknown word into one ("coûte" → "toute") would silently drop it from the question.
    for (const word of intentWords[language]) this.vocabulary.add(word, 0.5);
    // Long stop words may be misspelt too ("agaisnt"): read as stop words, never as a topic.
    for (const word of stopWordSets[language]) if (word.length >= 6) this.vocabulary.add(word, 0.5);
    for (const word of alternatives[language].keys()) this.vocabulary.add(word, 0.5);
    this.maxIdf = Math.log(1 + (passages.length + 0.5) / 0.5);
  }

  /** A filler or a word of the site, as written. */
  private isWrittenAsKnown(word: string) {
    return isStopWord(word, this.language) || this.vocabulary.has(word);
  }

  /** A filler or a word the index knows, read as it is written (behind a glued preposition too). */
  private isReadAsWritten(word: string) {
    if (isStopWord(word, this.language) || this.isKnownWord(word, stem(word, this.language))) return true;
    const bare = withoutGluedPreposition(word);
    return bare !== undefined && this.isKnownWord(bare, stem(bare, this.language));
  }

  /**
   * The form of an Arabic verb in the present the site uses, when the question's is another person of it
   * (the first letter: أ I, ن we, ت you or she, ي he). Words of four letters or more: shorter ones are
   * as often another word ("نوم", sleep, is not "يوم", day).
   */
  private otherPersonOfVerb(word: string): string | undefined {
    if (this.language !== "ar" || word.length < 4 || !ARABIC_PERSON_LETTERS.includes(word[0]!))
      return undefined;
    let best: string | undefined;
    for (const letter of ARABIC_PERSON_LETTERS) {
      const candidate = letter + word.slice(1);
      if (candidate === word || !this.vocabulary.has(candidate)) continue;
      if (!best || this.vocabulary.weight(candidate) > this.vocabulary.weight(best)) best = candidate;
    }
    return best;
  }

  /** The known word `word` becomes when one of its doubled letters is typed once, if there is one. */
  private withoutDoubledLetter(word: string): string | undefined {
    // Arabic writes "الل" and "لل" where the article meets a word starting with ل ("اللقاء"): not a slip.
    for (let at = this.language === "ar" ? 3 : 1; at < word.length; at++) {
      if (word[at] !== word[at - 1]) continue;
      const single = word.slice(0, at) + word.slice(at + 1);
      if (single.length >= SHORT_WORD && this.isKnownWord(single, stem(single, this.language))) return single;
    }
    return undefined;
  }

  private addStem(key: string, word: string) {
    this.stemVocabulary.add(key);
    countUse(this.wordsByStem, key, word);
  }

  /** An Arabic word read through the closest stem of the content, as its most written form. */
  private closestByStem(stemmed: string): { word: string; stem: string; distance: number } | undefined {
    // A stem of four letters is one slip from too many others ("قطار", train; "قرار", decision).
    if (this.language !== "ar" || stemmed.length < ARABIC_SLIP_MIN_STEM) return undefined;
    const closest = this.stemVocabulary.closest(stemmed);
    const used = closest && this.wordsByStem.get(closest.word);
    if (!closest || !used) return undefined;
    return { word: mostUsed(used), stem: closest.word, distance: closest.distance };
  }

  private addRoot(word: string) {
    const root = arabicRoot(word);
    if (root) countUse(this.wordsByRoot, root, word);
  }

  /** The site's most used word with the same root as an Arabic word it does not use. */
  private sameRootWord(word: string): string | undefined {
    const root = arabicRoot(word);
    const used = root === undefined ? undefined : this.wordsByRoot.get(root);
    return used && mostUsed(used);
  }

  idf(stemmed: string): number {
    const df = this.documentFrequency.get(stemmed) ?? 0;
    if (df === 0) return this.maxIdf;
    return Math.log(1 + (this.passages.length - df + 0.5) / (df + 0.5));
  }

  private isGeneric(stemmed: string) {
    const df = this.documentFrequency.get(stemmed) ?? 0;
    // On a small site every word is in a large share of the passages: a few of them is not "everywhere".
    return df > MIN_GENERIC_DF && df / Math.max(1, this.passages.length) >= GENERIC_SHARE;
  }

  /** "لنادي" (for the club) is as common as "النادي": a glued preposition makes no topic of it. */
  private isGenericBehindPreposition(word: string) {
    const bare = withoutGluedPreposition(word);
    return bare !== undefined && this.isGeneric(stem(bare, this.language));
  }

  private knowsStem(stemmed: string) {
    return this.documentFrequency.has(stemmed);
  }

  private isKnownWord(word: string, stemmed: string) {
    return (
      this.vocabulary.has(word) ||
      this.knowsStem(stemmed) ||
      intentStems[this.language].has(stemmed) ||
      alternativesOf(word, this.language).length > 0 ||
      /^\d+$/.test(word)
    );
  }

  /**
   * A Darija word as the standard words it stands for. Darija marks the present and the future of a
   * verb with a prefix the standard language does not have ("كيلعبو", they play; "غيبدا", it will
   * start): a verb the site and the dialect list do not know is read without it.
   */
  private darijaReading(word: string): string[] {
    const listed = DARIJA_WORDS.get(word);
    if (listed) return listed;
    // "وبشحال": "and" glued to a Darija word; "للدراري", "فالماتش": a preposition glued to it and its
    // article.
    const afterAnd = word.startsWith("و") ? DARIJA_WORDS.get(word.slice(1)) : undefined;
    if (afterAnd) return afterAnd;
    const afterPreposition = /^(لل|بال|فال)/.test(word)
      ? DARIJA_WORDS.get(`ال${word.slice(word.startsWith("لل") ? 2 : 3)}`)
      : undefined;
    if (afterPreposition) return afterPreposition;
    const verb = withoutDarijaPrefix(word);
    if (verb === undefined || this.isKnownWord(word, stem(word, this.language))) return [word];
    return DARIJA_WORDS.get(verb) ?? [verb];
  }

  /**
   * A word of Darija written in Latin letters as the Arabic-script words it writes: as listed ("ch7al"
   * → "شحال"), else as the first of its spellings that Arabic writes (`arabicSpellingsOf`).
   */
  private arabiziReading(word: string): string[] {
    if (this.language !== "ar") return [word];
    const arabic = ARABIZI.get(word);
    if (arabic !== undefined) return words(arabic);
    const isLatinKnown = (latin: string) =>
      this.vocabulary.has(latin) || alternativesOf(latin, this.language).length > 0;
    if (isLatinKnown(word)) return [word];
    // "lbillet", "lbureau": a French word behind the Darija article, read as that word.
    const bare = /^l[a-z]{3,}$/.test(word) ? word.slice(1) : undefined;
    if (bare !== undefined && (ARABIZI.has(bare) || isLatinKnown(bare))) return this.arabiziReading(bare);
    // A Latin word the site and the lexicon do not know: the first Arabic spelling of it the dialect,
    // the fillers or the site use ("kaykhelso" is "كيخلصو").
    for (const spelling of arabicSpellingsOf(word)) {
      const written = this.writtenArabic(spelling);
      if (written !== undefined) return words(written);
    }
    // "f3mr", "flmarkaz": "in" glued to its word, as "b" (with) is.
    const glued = /^([fb])([a-z0-9]{3,})$/.exec(word);
    if (glued) {
      const rest = this.arabiziReading(glued[2]!);
      if (rest[0] !== glued[2]) return [glued[1] === "f" ? "في" : "ب", ...rest];
    }
    return [word];
  }

  /**
   * An Arabic word as the dialect, the fillers or the site write it, with or without its article, or
   * a Darija verb whose present-tense prefix stands before one ("كيتعلمو": "يتعلمو"); a verb negated
   * by Darija's "ما…ش" without its "ش" ("كنعرفش": "كنعرف"). Undefined for a word none of them write.
   */
  private writtenArabic(word: string): string | undefined {
    const isListed = (candidate: string) =>
      DARIJA_WORDS.has(candidate) || isStopWord(candidate, "ar") || this.vocabulary.has(candidate);
    const isWritten = (candidate: string) =>
      isListed(candidate) ||
      (candidate.startsWith("ال") ? isListed(candidate.slice(2)) : isListed(`ال${candidate}`));
    const isVerbWritten = (candidate: string) => {
      const verb = withoutDarijaPrefix(candidate);
      return isWritten(candidate) || (verb !== undefined && isWritten(verb));
    };
    if (isVerbWritten(word)) return word;
    const affirmative = word.length >= 5 && word.endsWith("ش") ? word.slice(0, -1) : undefined;
    return affirmative !== undefined && isVerbWritten(affirmative) ? affirmative : undefined;
  }

  /** Folds, reads Darija, corrects and stems a question. Stop words stay in the list (intents use them). */
  tokenize(text: string): Token[] {
    const describing = describingWords(text, this.language);
    const tokens = this.asNamesWrite(words(text), new Set(joinedCompounds(text))).flatMap((read, position) =>
      read
        .flatMap((word) => TEXTING_WORDS[this.language].get(word) ?? [word])
        .flatMap((word) => this.arabiziReading(word))
        .flatMap((word) => this.darijaReading(word))
        .map((raw) => {
          const token: Token = { ...this.readWord(raw), written: raw };
          return describing.has(position) ? { ...token, describesAsker: true } : token;
        }),
    );
    const ages = agePositions(tokens, this.language);
    return tokens.map((token, position) =>
      ages.has(position)
        ? { ...token, isStopWord: true, isKnown: true }
        : this.readInContext(tokens, position),
    );
  }

  /**
   * A word unknown, or read as another by more than a slip, that is one slip from the word the content
   * writes beside the question's next or previous word ("climbing wal" → "climbing wall", "Ain Diyab" →
   * "Ain Diab"): that word, as surely as a slip.
   */
  private readInContext(tokens: readonly Token[], position: number): Token {
    const token = tokens[position]!;
    const isDoubtful = !token.isKnown || (token.isCorrected && !token.isSlip && !token.isRootReading);
    if (!isDoubtful || token.isStopWord || token.written.length < 3) return token;
    const isSure = (other: Token | undefined) =>
      other !== undefined && !other.isCorrected && !other.isStopWord;
    const before = tokens[position - 1];
    const after = tokens[position + 1];
    const beside = [
      ...(isSure(before) ? (this.following.get(before!.word) ?? []) : []),
      ...(isSure(after) ? (this.preceding.get(after!.word) ?? []) : []),
    ];
    const meant =
      beside.find((word) => word === token.word) ??
      beside.find((word) => !isStopWord(word, this.language) && isOneSlipApart(token.written, word));
    if (meant === undefined) return token;
    return { ...this.readWord(meant), written: token.written, isCorrected: true, isSlip: true };
  }

  /**
   * A hyphenated compound known as one word is read as one. A name typed in two words that the site
   * writes as one ("math bost" for "MathBoost"), or as one
   * word that the site writes as two ("ريغاركلير"): read as the site writes it. Only where a part is
   * a word the site does not know, and only for names, so that two ordinary words stay two. Positions
   * stay those of the words, one for one, as `describingWords` counts them.
   */
  private asNamesWrite(written: readonly string[], compounds: ReadonlySet<string>): string[][] {
    const isUnknown = (word: string) => !this.isReadAsWritten(word);
    const read: string[][] = [];
    for (let position = 0; position < written.length; position++) {
      const word = written[position]!;
      const next = written[position + 1];
      // A hyphenated compound the site or the lexicon knows as one word ("week-end", "e-mail").
      if (next !== undefined && compounds.has(word + next) && this.isReadAsWritten(word + next)) {
        read.push([word + next], []);
        position += 1;
        continue;
      }
      if (next !== undefined && (isUnknown(word) || isUnknown(next))) {
        const joined = word + next;
        const name = this.nameVocabulary.has(joined)
          ? joined
          : joined.length >= SLIP_MIN_LENGTH[this.language]
            ? this.nameVocabulary.closest(joined, 1)?.word
            : undefined;
        if (name !== undefined && word.length >= NAME_PART_MIN && next.length >= NAME_PART_MIN) {
          // The second word's place is kept empty, so that later positions stay the same.
          read.push([name], []);
          position += 1;
          continue;
        }
      }
      read.push(word.length >= NAME_PART_MIN * 2 && isUnknown(word) ? this.splitName(word) : [word]);
    }
    return read;
  }

  /** A word that is two words of one of the site's names, run together ("ريغاركلير"): the two. */
  private splitName(word: string): string[] {
    for (let cut = NAME_PART_MIN; cut <= word.length - NAME_PART_MIN; cut++) {
      const [first, second] = [word.slice(0, cut), word.slice(cut)];
      if (this.nameVocabulary.has(first) && this.nameVocabulary.has(second)) return [first, second];
    }
    return [word];
  }

  /** One word of a question as the index reads it. */
  private readWord(raw: string): Omit<Token, "written"> {
    // No word of the three languages writes a letter three times: "alllés", "bzzzaf" are "allés", "bzzaf".
    const untripled = raw.replace(/(\p{L})\1{2,}/gu, "$1$1");
    if (untripled !== raw) {
      const read = this.readWord(untripled);
      return read.isKnown ? { ...read, isCorrected: true, isSlip: true } : read;
    }
    if (isStopWord(raw, this.language)) {
      return {
        word: raw,
        stem: stem(raw, this.language),
        isStopWord: true,
        isKnown: true,
        isCorrected: false,
      };
    }
    const stemmed = stem(raw, this.language);
    // A verb's plural the site uses only in the singular ("commencent", "Le club commence…").
    const singular =
      this.language === "fr" && !this.knowsStem(stemmed) ? frenchSingularOfVerb(raw) : undefined;
    if (singular !== undefined) {
      const singularStem = stem(singular, this.language);
      if (this.knowsStem(singularStem)) {
        return { word: singular, stem: singularStem, isStopWord: false, isKnown: true, isCorrected: false };
      }
    }
    if (this.isKnownWord(raw, stemmed)) {
      return { word: raw, stem: stemmed, isStopWord: false, isKnown: true, isCorrected: false };
    }
    // A noun behind a glued preposition, known bare.
    const bare = withoutGluedPreposition(raw);
    if (bare !== undefined) {
      const bareStem = stem(bare, this.language);
      if (this.isKnownWord(bare, bareStem)) {
        return { word: bare, stem: bareStem, isStopWord: false, isKnown: true, isCorrected: false };
      }
    }
    // Another person of the same verb: Arabic conjugates by its first letter ("نشترك", we or, in
    // Darija, I subscribe; "أشترك", I subscribe; "يشترك", he subscribes).
    const otherPerson = this.otherPersonOfVerb(raw);
    if (otherPerson !== undefined) {
      return {
        word: otherPerson,
        stem: stem(otherPerson, this.language),
        // "يناسبها" (it suits her) is "تناسبها", a filler.
        isStopWord: isStopWord(otherPerson, this.language),
        isKnown: true,
        isCorrected: false,
      };
    }
    // …and the site may write with one a name the question writes bare ("لبرشيد", "برشيد").
    if (this.language === "ar" && raw.length >= 4) {
      const glued = ["ل", "ب", "و", "ك"]
        .map((letter) => letter + raw)
        .find((word) => this.vocabulary.has(word));
      if (glued) {
        return {
          word: glued,
          stem: stem(glued, this.language),
          isStopWord: false,
          isKnown: true,
          isCorrected: false,
        };
      }
    }
    // "fotographie": French and English write "ph" for the sound f; the word as the site spells it.
    const respelt = this.language !== "ar" && raw.includes("f") ? raw.replaceAll("f", "ph") : undefined;
    if (respelt && this.isKnownWord(respelt, stem(respelt, this.language))) {
      return {
        word: respelt,
        stem: stem(respelt, this.language),
        isStopWord: false,
        isKnown: true,
        isCorrected: true,
        isSlip: true,
      };
    }
    // French typed as said: "dinscription" is "d'inscription", "robotik" is "robotique".
    if (this.language === "fr") {
      const spoken = otherFrenchReadings(raw).find((reading) =>
        this.isKnownWord(reading, stem(reading, this.language)),
      );
      if (spoken !== undefined) {
        // The same word in another form, not a guess.
        const isSameWord = raw.endsWith(spoken);
        return {
          word: spoken,
          stem: stem(spoken, this.language),
          isStopWord: isStopWord(spoken, this.language),
          isKnown: true,
          isCorrected: !isSameWord,
          ...(isSameWord ? {} : { isSlip: true }),
        };
      }
    }
    // A letter typed twice ("maatch", "chilld"): the word once the double is made single, if known,
    // unless a more frequent word is as close ("للمسسة" is "للمؤسسة" without its ؤ, not "للمسة").
    // The nearest known word as written: looked up once, and only when a reading needs it.
    let nearest: { word: string; distance: number } | undefined | null = null;
    const closestAsWritten = () => {
      if (nearest !== null) return nearest;
      nearest = this.vocabulary.closest(raw);
      // The respelt word's own slip ("fotographie" → "photographe") when nearer than as written.
      const nearRespelt = respelt && this.vocabulary.closest(respelt, allowedEdits(raw.length));
      if (nearRespelt && (!nearest || nearRespelt.distance < nearest.distance)) nearest = nearRespelt;
      return nearest;
    };
    const single = this.withoutDoubledLetter(raw);
    const rival = single && closestAsWritten();
    if (
      single &&
      (!rival ||
        rival.word === single ||
        this.vocabulary.weight(single) >= this.vocabulary.weight(rival.word))
    ) {
      return {
        word: single,
        stem: stem(single, this.language),
        isStopWord: isStopWord(single, this.language),
        isKnown: true,
        isCorrected: true,
        isSlip: true,
      };
    }
    // A letter left out is restored into whole words of the site or fillers only: Arabic stems alone
    // would make too many insertions known ("هافتكم" would also be "هاتفتكم").
    const withLetter =
      raw.length >= SHORT_WORD
        ? withOneLetterMore(raw, ALPHABETS[this.language]).filter((candidate) =>
            this.isWrittenAsKnown(candidate),
          )
        : [];
    if (raw.length > SHORT_WORD) {
      // In a word of five letters or more, a letter left out ("هاتكم" for "هاتفكم") or two neighbours
      // swapped ("horiares"): the one known word it can be. Shorter, it is a guess among others ("mtch").
      const restored = [
        ...new Set([
          ...withLetter,
          // Arabic roots of three letters are often two words in either order ("عرش", throne; "عشر",
          // ten): a swap in one is another word, not a slip.
          ...(this.language === "ar" && stemmed.length <= 3 ? [] : withNeighboursSwapped(raw)).filter(
            (candidate) => this.isReadAsWritten(candidate),
          ),
        ]),
      ];
      // Read as it is written, which it can be without a correction of its own ("كمتطوع": "ك" + "متطوع").
      if (restored.length === 1) return { ...this.readWord(restored[0]!), isCorrected: true, isSlip: true };
    } else if (withLetter.length === 1 && isStopWord(withLetter[0]!, this.language)) {
      // A filler of four letters written with one left out ("wold", "vore"), when it can be no other
      // word: fillers are the commonest words, the likeliest slips.
      const [word] = withLetter as [string];
      return { word, stem: word, isStopWord: true, isKnown: true, isCorrected: true };
    }
    const sameRoot = this.sameRootWord(raw);
    const sameRootStem = sameRoot === undefined ? "" : stem(sameRoot, this.language);
    // A guess like a typo's: it finds the passages, it does not prove the question is about them.
    // A word found on most pages ("فريق", team) proves nothing as a guess ("إفريقيا" is a place).
    if (sameRoot && !this.isGeneric(sameRootStem)) {
      return {
        word: sameRoot,
        stem: sameRootStem,
        isStopWord: false,
        isKnown: true,
        isCorrected: true,
        isRootReading: true,
      };
    }
    const closest = closestAsWritten();
    // One slip from a filler and no closer to a word of the site ("conre", "comme"): the filler. Not in
    // a word of four letters, one letter from too many ("bike", "like").
    // Fillers are the commonest words of a language, a far likelier slip than a word of one page.
    const filler = raw.length > SHORT_WORD ? stopWordTypos[this.language].closest(raw, 1) : undefined;
    if (filler && (!closest || closest.distance >= filler.distance))
      return { word: filler.word, stem: filler.word, isStopWord: true, isKnown: true, isCorrected: true };
    const byStem = this.closestByStem(stemmed);
    if (byStem && (!closest || byStem.distance < closest.distance)) {
      return {
        word: byStem.word,
        stem: byStem.stem,
        isStopWord: false,
        isKnown: true,
        isCorrected: true,
        isSlip: byStem.distance === 1,
      };
    }
    if (!closest) {
      // "wher", "whre": too short to correct against the content, but one slip from a stop word.
      const stop = stopWordTypos[this.language].closest(raw, 1);
      if (stop)
        return { word: stop.word, stem: stop.word, isStopWord: true, isKnown: true, isCorrected: true };
      return { word: raw, stem: stemmed, isStopWord: false, isKnown: false, isCorrected: false };
    }
    // A word two edits from a filler ("couscous", "coucou") is another word, not a slip of it: read
    // as the filler, it would silently leave the question.
    if (closest.distance > 1 && isStopWord(closest.word, this.language))
      return { word: raw, stem: stemmed, isStopWord: false, isKnown: false, isCorrected: false };
    return {
      word: closest.word,
      stem: stem(closest.word, this.language),
      isStopWord: isStopWord(closest.word, this.language),
      isKnown: true,
      isCorrected: true,
      // A letter left out of a long word leaves one letter fewer: the word it was is measured.
      isSlip:
        closest.distance === 1 && Math.max(raw.length, closest.word.length) >= SLIP_MIN_LENGTH[this.language],
    };
  }

  /** The topic words of a question, each with its stem, synonyms and weight. */
  termsOf(tokens: readonly Token[]): QueryTerm[] {
    const terms = new Map<string, QueryTerm>();
    for (const token of tokens) {
      if (token.isStopWord || terms.has(token.stem)) continue;
      // A slip ("livrres", "protéer") is the word it was meant to be: read as one, it proves as much.
      const correctedWeight = token.isSlip
        ? 1
        : token.word.length <= SHORT_WORD
          ? SHORT_CORRECTED_WEIGHT
          : CORRECTED_WEIGHT;
      const variants = new Map<string, Variant>([
        [token.stem, { stem: token.stem, weight: token.isCorrected ? correctedWeight : 1 }],
      ]);
      for (const other of stemsOf(token.word, this.language))
        if (!variants.has(other)) variants.set(other, { stem: other, weight: 1 });
      const lexicon = alternativesOf(token.word, this.language);
      for (const other of lexicon) {
        if (!variants.has(other.stem)) variants.set(other.stem, other);
      }
      const list = [...variants.values()];
      const known = list.filter((variant) => this.knowsStem(variant.stem));
      const isFamily = familyWords[this.language].has(token.word);
      // A word by which the asker describes themselves, or says for whom they ask ("my NEPHEW"), that
      // the site never uses, is no topic.
      if ((token.describesAsker || isFamily) && known.length === 0) continue;
      const idf =
        known.length > 0 ? Math.max(...known.map((variant) => this.idf(variant.stem))) : this.maxIdf;
      // Known means the site uses the word itself (or its other Arabic number form), not only a
      // synonym: "tarif" standing for "frais" does not make a question about university fees covered.
      const isKnown =
        known.some((variant) => variant.weight >= NUMBER_FORM_WEIGHT) ||
        intentVocabulary[this.language].has(token.word);
      terms.set(token.stem, {
        word: token.word,
        variants: list,
        idf: isFamily ? idf * FAMILY_SHARE : idf,
        isGeneric: this.isGeneric(token.stem) || this.isGenericBehindPreposition(token.word),
        isKnown,
        hasKnownVariant: known.length > 0 || isKnown,
        isCorrected: token.isCorrected,
        isSlip: token.isSlip === true,
        isRootReading: token.isRootReading === true,
        isEveryday: lexicon.length > 0,
        isFamily,
        describesAsker: token.describesAsker === true,
      });
    }
    return [...terms.values()];
  }

  /**
   * Arabic stems are short: "عيني" (my eye) and the place "عين" share one, "أحمي" (I protect) and
   * "إحماء" (warm-up) another. An Arabic word names an item only as the item writes it.
   */
  private isWrittenInName(word: string, index: number) {
    const surfaces = arabicSurfaces(word);
    return surfaces.size === 0 || [...surfaces].some((key) => this.nameSurfaces[index]!.has(key));
  }

  /** The question writes one of the passage's names whole, word for word ("Lecture Plus"). */
  private isNameWritten(index: number, spoken: readonly string[]) {
    return (this.nameRuns[index] ?? []).some((run) => containsRun(spoken, run) && this.isDistinctive(run));
  }

  /** A name with a word of its own: "le club", all fillers and words found everywhere, names nothing. */
  private isDistinctive(run: readonly string[]) {
    return run.some((word) => !isStopWord(word, this.language) && !this.isGeneric(stem(word, this.language)));
  }

  /** Share of a passage's best name line (weighted by rarity) found among the question's stems. */
  private namingOf(index: number, asked: ReadonlySet<string>, writesName: boolean): number {
    // A name with a stop word in it ("Lecture Plus") has one topic word left: written whole, it names.
    if (writesName) return 1;
    let best = 0;
    for (const line of this.nameLines[index] ?? []) {
      // A name made only of words found everywhere ("Le club") names nothing in particular; a name of
      // one word is a rare word of the item or an ordinary one ("Nos équipes"): see `namesRareWord`.
      if ([...line].every((key) => this.isGeneric(key))) continue;
      if (line.size === 1) continue;
      let total = 0;
      let found = 0;
      for (const key of line) {
        const weight = this.idf(key);
        total += weight;
        if (asked.has(key)) found += weight;
      }
      if (total > 0) best = Math.max(best, found / total);
    }
    return best;
  }

  /**
   * Passages ranked by BM25+ × coverage² × prior, with a boost for titles made of the question's words
   * and for the kind of content the question names first ("the VIDEO of the game").
   */
  search(terms: readonly QueryTerm[], limit = 5, spoken: readonly string[] = []): Hit[] {
    const totalIdf = terms.reduce((sum, term) => sum + term.idf, 0);
    if (totalIdf === 0) return [];
    const weights = new Map<string, number>();
    for (const term of terms)
      for (const variant of term.variants)
        weights.set(variant.stem, Math.max(weights.get(variant.stem) ?? 0, variant.weight));
    const asked = new Set(weights.keys());
    // The question's own words: no synonym, no other language's word for them.
    const own = new Set(
      terms.flatMap((term) =>
        term.variants
          .filter((variant) => !variant.isForeign && variant.weight >= CORRECTED_WEIGHT)
          .map((variant) => variant.stem),
      ),
    );
    const askedKind = terms.find((term) => term.variants.some((variant) => this.kindStems.has(variant.stem)));
    const askedKindStems = new Set(askedKind?.variants.map((variant) => variant.stem) ?? []);
    const results = this.engine.search([...asked].join(" "), {
      boostTerm: (term) => weights.get(term) ?? 1,
    });
    const hits: Hit[] = [];
    for (const result of results) {
      const index = result.id as number;
      const passage = this.passages[index]!;
      const stems = this.stemsOf[index]!;
      // Another language's words only count in text written in it (an untranslated item), not in the
      // other languages' titles every item carries among its names.
      const isUntranslated = hasForeignText(passage);
      const matched = new Set<string>();
      let covered = 0;
      for (const term of terms) {
        let best = 0;
        for (const variant of term.variants) {
          if (variant.isForeign && !isUntranslated) continue;
          if (stems.has(variant.stem) && variant.weight > best) {
            best = variant.weight;
            matched.add(variant.stem);
          }
        }
        covered += best * term.idf;
      }
      const coverage = Math.min(1, covered / totalIdf);
      const title = this.titleStems[index]!;
      let inTitle = 0;
      for (const key of matched) if (title.has(key)) inTitle += 1;
      const titleBoost = 1 + (TITLE_BOOST * inTitle) / Math.max(1, title.size);
      const tags = this.tagStems[index]!;
      const kindBoost = [...askedKindStems].some((key) => tags.has(key)) ? KIND_BOOST : 1;
      const writesName = spoken.length > 0 && this.isNameWritten(index, spoken);
      hits.push({
        passage,
        score: result.score * coverage * coverage * passage.prior * titleBoost * kindBoost,
        coverage,
        naming: this.namingOf(index, asked, writesName),
        namingOwn: this.namingOf(index, own, writesName),
        writesName,
        namesRareWord: terms.some(
          (term) =>
            term.word.length >= 4 &&
            // One slip in a long word ("mathbost") is as sure as the name itself.
            (!term.isCorrected || term.isSlip) &&
            !term.isEveryday &&
            (this.documentFrequency.get(term.variants[0]!.stem) ?? 0) <= RARE_NAME_DF &&
            (this.nameLines[index] ?? []).some((line) => line.has(term.variants[0]!.stem)) &&
            this.isWrittenInName(term.word, index),
        ),
        matched,
      });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }

  /**
   * How much each sentence of a passage says about the question's words: each word counts once, by
   * its best stand-in in the sentence, so that two synonyms of one word do not outweigh two words.
   */
  scoreSentences(passage: Passage, terms: readonly QueryTerm[]) {
    return sentencesOf(passage.text).map((sentence, index) => {
      const stems = new Set(words(sentence).map((word) => stem(word, this.language)));
      let score = 0;
      // Each term's best weight in the sentence, for choosing sentences that answer different words.
      const found = terms.map((term) => {
        let best = 0;
        for (const variant of term.variants)
          if (variant.weight > best && stems.has(variant.stem)) best = variant.weight;
        score += term.idf * best;
        return best;
      });
      return { sentence, index, score, found };
    });
  }
}
