/** Everything the assistant answers from, ready to query: one retrieval index per language plus facts. */
import { LOCALES, type Locale } from "~/i18n/config";
import { DARIJA } from "./darija";
import type { FaqFact, Knowledge, MatchFact, NewsFact } from "./knowledge.server";
import { NameSpans } from "./language";
import { STOP_WORDS } from "./lexicon";
import { words } from "./normalize";
import { LanguageIndex } from "./search";

export interface ChatIndex {
  languages: Record<Locale, LanguageIndex>;
  matches: readonly MatchFact[];
  news: readonly NewsFact[];
  faq: ReadonlyMap<number, FaqFact>;
  /** Words only French content uses, and only English content uses (for language detection). */
  vocabularies: { fr: ReadonlySet<string>; en: ReadonlySet<string> };
  /** The items' names in every language, which do not tell the question's language. */
  names: NameSpans;
  builtAt: number;
}

const difference = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  new Set([...a].filter((word) => !b.has(word)));

/** Arabic question words and Darija: a question using one is in Arabic, whatever names it quotes. */
export const ARABIC_FUNCTION_WORDS: ReadonlySet<string> = new Set(
  [...STOP_WORDS.ar, ...DARIJA.map(([spelling]) => spelling)].flatMap(words),
);

export function buildChatIndex(knowledge: Knowledge, builtAt = Date.now()): ChatIndex {
  const languages = Object.fromEntries(
    LOCALES.map((locale) => [locale, new LanguageIndex(locale, knowledge.passages[locale])]),
  ) as Record<Locale, LanguageIndex>;
  const names = LOCALES.flatMap((locale) =>
    knowledge.passages[locale]
      .filter((passage) => passage.kind !== "guide" && passage.kind !== "faq")
      .flatMap((passage) => [passage.title, ...(passage.names ?? "").split("\n")]),
  );
  return {
    languages,
    matches: knowledge.matches,
    news: knowledge.news,
    faq: new Map(knowledge.faq.map((entry) => [entry.id, entry])),
    vocabularies: {
      fr: difference(languages.fr.surfaceWords, languages.en.surfaceWords),
      en: difference(languages.en.surfaceWords, languages.fr.surfaceWords),
    },
    names: new NameSpans(new Set(names)),
    builtAt,
  };
}
