/**
 * The retrieval index of one language: BM25 over folded, stemmed words (titles count three times),
 * with typo correction and a few synonyms on the question side. Besides a score, every hit says how
 * much of the question it covers (`coverage`, weighted by how rare each word is): the assistant only
 * answers from a passage that covers most of what was asked, which is what keeps it honest.
 */
import type { Locale } from "~/i18n/config";
import { Vocabulary } from "./fuzzy";
import { INTENT_PHRASING, INTENT_TRIGGERS, perLanguage, STOP_WORDS, SYNONYMS } from "./lexicon";
import { stem, words } from "./normalize";

export type PassageKind =
  | "news"
  | "mission"
  | "teamMessage"
  | "president"
  | "foundation"
  | "value"
  | "platform"
  | "match"
  | "video"
  | "photo"
  | "document"
  | "mediaPartner"
  | "activity"
  | "page"
  | "guide"
  | "faq";

/** One piece of published content in one language, with the page it lives on. */
export interface Passage {
  kind: PassageKind;
  /** The row's id; null for the built-in guide to the site's sections. */
  id: number | null;
  /** The page it lives on; empty for a FAQ entry without a link. */
  path: string;
  title: string;
  text: string;
  /** Words describing the kind of content ("vidéo", "match"): searched, never shown. */
  tags?: string;
  /** How much to trust this kind of passage when several match (1 = fully). */
  prior: number;
}

export interface Token {
  /** The folded word as written (or as corrected). */
  word: string;
  stem: string;
  isStopWord: boolean;
  /** The index, the stop words or the intent words know it (possibly after a typo correction). */
  isKnown: boolean;
  isCorrected: boolean;
}

/** A topic word of the question with the stems that may stand for it in a passage. */
export interface QueryTerm {
  word: string;
  variants: ReadonlyArray<{ stem: string; weight: number }>;
  /** How informative the word is; unknown words count as the rarest. */
  idf: number;
  /** Found in a large share of the passages ("foundation", "club"): not a topic on its own. */
  isGeneric: boolean;
  /** The index knows the word or one of its variants. */
  isKnown: boolean;
  /** The word was read as the closest known one (a typo, or a word the site does not use). */
  isCorrected: boolean;
}

export interface Hit {
  passage: Passage;
  score: number;
  coverage: number;
  /** Stems of the question found in the passage. */
  matched: ReadonlySet<string>;
}

const K1 = 1.2;
const B = 0.75;
const TITLE_WEIGHT = 3;
const CORRECTED_WEIGHT = 0.8;
const SYNONYM_WEIGHT = 0.7;
/** Share of passages above which a word says little about what a question is about. */
const GENERIC_SHARE = 0.12;
/** A passage whose title is mostly made of the question's words is about it: up to +60 %. */
const TITLE_BOOST = 0.6;
const KIND_BOOST = 1.5;
/** Words asking for a quantity: sentences with numbers answer them best. */
const QUANTITY_WORDS = new Set(["combien", "nombre", "many", "much", "number", "كم", "عدد"].flatMap(words));

const stopWordSets = perLanguage<ReadonlySet<string>>(
  (language) => new Set([...STOP_WORDS[language].flatMap(words), ...STOP_WORDS.ar.flatMap(words)]),
);

export function isStopWord(word: string, language: Locale): boolean {
  const stops = stopWordSets[language];
  if (stops.has(word)) return true;
  // Arabic glues "and"/"so" to the next word: "وما", "فهل".
  return /^[وف][\u0600-\u06ff]{2,}$/.test(word) && stops.has(word.slice(1));
}

const synonymStems = perLanguage<ReadonlyMap<string, readonly string[]>>(
  (language) =>
    new Map(
      Object.entries(SYNONYMS[language]).flatMap(([key, values]) =>
        words(key).map(
          (word) => [word, values.flatMap(words).map((value) => stem(value, language))] as const,
        ),
      ),
    ),
);

const intentWords = perLanguage((language) => [
  ...Object.values(INTENT_TRIGGERS).flatMap((byLanguage) =>
    byLanguage[language].flatMap((trigger) => trigger.flatMap((group) => group.flatMap(words))),
  ),
  ...Object.values(INTENT_PHRASING).flatMap((byLanguage) => words(byLanguage[language])),
]);

/** Does the question ask "how many"? */
export const asksQuantity = (tokens: readonly Token[]) =>
  tokens.some((token) => QUANTITY_WORDS.has(token.word));

/** Sentences of a text, keeping their punctuation. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?؟…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

export class LanguageIndex {
  readonly language: Locale;
  readonly passages: readonly Passage[];
  /** Folded words of the content, for language detection. */
  readonly surfaceWords = new Set<string>();
  private readonly postings = new Map<string, Map<number, number>>();
  private readonly lengths: number[] = [];
  private readonly titleStems: Array<ReadonlySet<string>> = [];
  private readonly tagStems: Array<ReadonlySet<string>> = [];
  private readonly kindStems = new Set<string>();
  private readonly averageLength: number;
  private readonly vocabulary = new Vocabulary();
  private readonly maxIdf: number;

  constructor(language: Locale, passages: readonly Passage[]) {
    this.language = language;
    this.passages = passages;
    passages.forEach((passage, index) => {
      let length = 0;
      const add = (text: string, weight: number) => {
        for (const word of words(text)) {
          this.surfaceWords.add(word);
          if (isStopWord(word, language)) continue;
          this.vocabulary.add(word);
          const key = stem(word, language);
          let posting = this.postings.get(key);
          if (!posting) this.postings.set(key, (posting = new Map()));
          posting.set(index, (posting.get(index) ?? 0) + weight);
          length += weight;
        }
      };
      add(passage.title, TITLE_WEIGHT);
      add(passage.text, 1);
      if (passage.tags) add(passage.tags, 1);
      this.lengths.push(length);
      const tagStems = new Set(
        words(passage.tags ?? "")
          .filter((word) => !isStopWord(word, language))
          .map((word) => stem(word, language)),
      );
      for (const tag of tagStems) this.kindStems.add(tag);
      this.tagStems.push(tagStems);
      this.titleStems.push(
        new Set(
          words(passage.title)
            .filter((word) => !isStopWord(word, language))
            .map((word) => stem(word, language)),
        ),
      );
    });
    this.averageLength = this.lengths.reduce((sum, value) => sum + value, 0) / Math.max(1, passages.length);
    // Intent words are known too, so a misspelt "horaries" becomes "horaires". Stop words are not:
    // turning an unknown word into one ("coûte" → "toute") would silently drop it from the question.
    for (const word of intentWords[language]) this.vocabulary.add(word, 0.5);
    this.maxIdf = Math.log(1 + (passages.length + 0.5) / 0.5);
  }

  idf(stemmed: string): number {
    const df = this.postings.get(stemmed)?.size ?? 0;
    if (df === 0) return this.maxIdf;
    return Math.log(1 + (this.passages.length - df + 0.5) / (df + 0.5));
  }

  private knowsStem(stemmed: string) {
    return this.postings.has(stemmed);
  }

  /** Folds, corrects and stems a question. Stop words stay in the list (intents use them). */
  tokenize(text: string): Token[] {
    return words(text).map((raw) => {
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
      const isSynonym = synonymStems[this.language].has(raw);
      if (this.vocabulary.has(raw) || this.knowsStem(stemmed) || isSynonym || /^\d+$/.test(raw)) {
        return { word: raw, stem: stemmed, isStopWord: false, isKnown: true, isCorrected: false };
      }
      // Arabic glues a one-letter preposition to nouns without article: "لجمعيتنا" = "ل" + "جمعيتنا".
      if (/^[بلكف][\u0600-\u06ff]{3,}$/.test(raw)) {
        const bare = raw.slice(1);
        const bareStem = stem(bare, this.language);
        if (this.vocabulary.has(bare) || this.knowsStem(bareStem)) {
          return { word: bare, stem: bareStem, isStopWord: false, isKnown: true, isCorrected: false };
        }
      }
      const closest = this.vocabulary.closest(raw);
      if (!closest)
        return { word: raw, stem: stemmed, isStopWord: false, isKnown: false, isCorrected: false };
      return {
        word: closest.word,
        stem: stem(closest.word, this.language),
        isStopWord: isStopWord(closest.word, this.language),
        isKnown: true,
        isCorrected: true,
      };
    });
  }

  /** The topic words of a question, each with its stem, synonyms and weight. */
  termsOf(tokens: readonly Token[]): QueryTerm[] {
    const terms = new Map<string, QueryTerm>();
    for (const token of tokens) {
      if (token.isStopWord || terms.has(token.stem)) continue;
      const variants = new Map<string, number>([[token.stem, token.isCorrected ? CORRECTED_WEIGHT : 1]]);
      for (const synonym of synonymStems[this.language].get(token.word) ?? []) {
        if (!variants.has(synonym)) variants.set(synonym, SYNONYM_WEIGHT);
      }
      const list = [...variants].map(([stemmed, weight]) => ({ stem: stemmed, weight }));
      const known = list.filter((variant) => this.knowsStem(variant.stem));
      const idf =
        known.length > 0 ? Math.max(...known.map((variant) => this.idf(variant.stem))) : this.maxIdf;
      const share = (this.postings.get(token.stem)?.size ?? 0) / Math.max(1, this.passages.length);
      terms.set(token.stem, {
        word: token.word,
        variants: list,
        idf,
        isGeneric: share >= GENERIC_SHARE,
        isKnown: known.length > 0,
        isCorrected: token.isCorrected,
      });
    }
    return [...terms.values()];
  }

  /**
   * Passages ranked by BM25 × coverage² × prior, with a boost for titles made of the question's words
   * and for the kind of content the question names first ("the VIDEO of the game").
   */
  search(terms: readonly QueryTerm[], limit = 5): Hit[] {
    const askedKind = terms.find((term) => term.variants.some((variant) => this.kindStems.has(variant.stem)));
    const askedKindStems = new Set(askedKind?.variants.map((variant) => variant.stem) ?? []);
    const totalIdf = terms.reduce((sum, term) => sum + term.idf, 0);
    if (totalIdf === 0) return [];
    const perPassage = new Map<number, { score: number; covered: number; matched: Set<string> }>();
    for (const term of terms) {
      const best = new Map<number, { score: number; weight: number; stem: string }>();
      for (const variant of term.variants) {
        const posting = this.postings.get(variant.stem);
        if (!posting) continue;
        const idf = this.idf(variant.stem);
        for (const [index, tf] of posting) {
          const norm = tf + K1 * (1 - B + (B * this.lengths[index]!) / this.averageLength);
          const score = variant.weight * idf * ((tf * (K1 + 1)) / norm);
          const previous = best.get(index);
          if (!previous || score > previous.score)
            best.set(index, { score, weight: variant.weight, stem: variant.stem });
        }
      }
      for (const [index, match] of best) {
        let entry = perPassage.get(index);
        if (!entry) perPassage.set(index, (entry = { score: 0, covered: 0, matched: new Set() }));
        entry.score += match.score;
        entry.covered += match.weight * term.idf;
        entry.matched.add(match.stem);
      }
    }
    const hits: Hit[] = [];
    for (const [index, entry] of perPassage) {
      const passage = this.passages[index]!;
      const coverage = Math.min(1, entry.covered / totalIdf);
      const title = this.titleStems[index]!;
      let inTitle = 0;
      for (const word of entry.matched) if (title.has(word)) inTitle += 1;
      const titleBoost = 1 + (TITLE_BOOST * inTitle) / Math.max(1, title.size);
      // "the VIDEO of…", "a PHOTO of…": the question names the kind of content it wants.
      const tags = this.tagStems[index]!;
      const kindBoost = [...askedKindStems].some((word) => tags.has(word)) ? KIND_BOOST : 1;
      hits.push({
        passage,
        score: entry.score * coverage * coverage * passage.prior * titleBoost * kindBoost,
        coverage,
        matched: entry.matched,
      });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }

  /**
   * The one or two sentences of a passage that say most about the question, in their original order,
   * cut to about `maxLength` characters.
   */
  excerpt(
    passage: Passage,
    terms: readonly QueryTerm[],
    options: { asksQuantity?: boolean; maxLength?: number } = {},
  ): string {
    const maxLength = options.maxLength ?? 320;
    const sentences = sentencesOf(passage.text);
    if (sentences.length === 0) return "";
    const weights = new Map<string, number>();
    for (const term of terms)
      for (const variant of term.variants) weights.set(variant.stem, term.idf * variant.weight);
    const scored = sentences.map((sentence, index) => {
      const seen = new Set<string>();
      let score = 0;
      for (const word of words(sentence)) {
        const key = stem(word, this.language);
        if (seen.has(key)) continue;
        seen.add(key);
        score += weights.get(key) ?? 0;
      }
      return { sentence, index, score };
    });
    const ranked = [...scored].sort((a, b) => b.score - a.score || a.index - b.index);
    // "How many…?": the best sentence that gives a number comes first.
    const counted = options.asksQuantity
      ? ranked.find((entry) => entry.score > 0 && /\d/.test(entry.sentence))
      : undefined;
    if (counted) {
      ranked.splice(ranked.indexOf(counted), 1);
      ranked.unshift(counted);
    }
    const chosen =
      ranked[0]!.score > 0 ? ranked.filter((entry) => entry.score > 0).slice(0, 2) : [scored[0]!];
    let text = chosen
      .sort((a, b) => a.index - b.index)
      .map((entry) => entry.sentence)
      .join(" ");
    if (text.length > maxLength) {
      const cut = text.lastIndexOf(" ", maxLength);
      text = `${text.slice(0, cut > 0 ? cut : maxLength).replace(/[\s,;:–—-]+$/u, "")}…`;
    }
    return text;
  }
}
