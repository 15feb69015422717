/** Everything the assistant answers from, ready to query: one retrieval index per language plus facts. */
import { LOCALES, type Locale } from "~/i18n/config";
import type { FaqFact, Knowledge, MatchFact, NewsFact } from "./knowledge.server";
import { LanguageIndex } from "./search";

export interface ChatIndex {
  languages: Record<Locale, LanguageIndex>;
  matches: readonly MatchFact[];
  news: readonly NewsFact[];
  faq: ReadonlyMap<number, FaqFact>;
  /** Words only French content uses, and only English content uses (for language detection). */
  vocabularies: { fr: ReadonlySet<string>; en: ReadonlySet<string> };
  builtAt: number;
}

const difference = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  new Set([...a].filter((word) => !b.has(word)));

export function buildChatIndex(knowledge: Knowledge, builtAt = Date.now()): ChatIndex {
  const languages = Object.fromEntries(
    LOCALES.map((locale) => [locale, new LanguageIndex(locale, knowledge.passages[locale])]),
  ) as Record<Locale, LanguageIndex>;
  return {
    languages,
    matches: knowledge.matches,
    news: knowledge.news,
    faq: new Map(knowledge.faq.map((entry) => [entry.id, entry])),
    vocabularies: {
      fr: difference(languages.fr.surfaceWords, languages.en.surfaceWords),
      en: difference(languages.en.surfaceWords, languages.fr.surfaceWords),
    },
    builtAt,
  };
}
