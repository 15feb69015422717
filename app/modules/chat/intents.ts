/**
 * Recognises what a question is about when it is one of the assistant's built-in topics (opening
 * hours, next match, how to join…). Trigger words go through the same folding and stemming as the
 * question, after its typo correction, so "horaries", "HORAIRES" and "horaire" all count.
 */
import type { Locale } from "~/i18n/config";
import {
  INTENT_PHRASING,
  INTENT_PRIORITY,
  INTENT_TRIGGERS,
  perLanguage,
  SOCIAL_INTENTS,
  type IntentName,
} from "./lexicon";
import { joinedCompounds, stem, withPluralVerbs, words } from "./normalize";
import { isSomeonesOwn } from "./possessives";
import type { Token } from "./search";

type CompiledTrigger = ReadonlyArray<ReadonlySet<string>>;

interface CompiledIntent {
  triggers: CompiledTrigger[];
  vocabulary: ReadonlySet<string>;
}

/**
 * Arabic stems are short: Friday ("الجمعة") and an association ("جمعية") share "جمع". A weekday is
 * matched as the day it is, never by its stem ("يوم الجمعة" with "مساعدتكم" is no partnership).
 */
const ARABIC_WEEKDAYS = new Set(words("الاثنين الثلاثاء الأربعاء الاربعاء الخميس الجمعة السبت الأحد الاحد"));
/**
 * Words compared whole, not by stem. Topic words whose stem is another word's: English "news" stems as
 * "new" ("new computers" are no news), French "tel" (telephone) as "télé" does, "don" (a gift) as
 * "donnez" does, Arabic "الشركاء" (partners) as "شركة" (a company) does. And words that share a topic
 * word's stem without its meaning, where the topic word has forms of its own to keep ("رقمكم", your
 * number): "الرقمية" (digital) is no phone number, "الإخبارية" (the newsletter) no news, "الأهلية"
 * (civil) no greeting, "engagements" (commitments) no volunteering, "poetry writing" no writing to us.
 */
const WHOLE_WORDS = new Set([
  ...words("news tel don dons شركاء الشركاء write"),
  ...words("رقمية الرقمية رقمي الرقمي إخبارية الإخبارية الأهلية أهلية engagement engagements"),
]);
const intentKey = (word: string, stemmed: string) =>
  ARABIC_WEEKDAYS.has(word) || ARABIC_WEEKDAYS.has(`ال${word}`)
    ? `day:${word.replace(/^ال/, "")}`
    : WHOLE_WORDS.has(word)
      ? `word:${word}`
      : stemmed;

/**
 * A list's words, its hyphenated compounds as one word too (the question reads "après-midi" joined),
 * and the plural of its French verbs ("débute", "débutent").
 */
const listed = (text: string, language: Locale) =>
  withPluralVerbs([...words(text), ...joinedCompounds(text)], language);

function compile(language: Locale): Record<IntentName, CompiledIntent> {
  const compiled: Partial<Record<IntentName, CompiledIntent>> = {};
  for (const name of INTENT_PRIORITY) {
    const triggers: CompiledTrigger[] = INTENT_TRIGGERS[name][language].map((trigger) =>
      trigger.map(
        (group) =>
          new Set(
            group
              .flatMap((entry) => listed(entry, language))
              .map((word) => intentKey(word, stem(word, language))),
          ),
      ),
    );
    const phrasing = listed(INTENT_PHRASING[name]?.[language] ?? "", language).map((word) =>
      intentKey(word, stem(word, language)),
    );
    const vocabulary = new Set([
      ...triggers.flatMap((trigger) => trigger.flatMap((group) => [...group])),
      ...phrasing,
    ]);
    compiled[name] = { triggers, vocabulary };
  }
  return compiled as Record<IntentName, CompiledIntent>;
}

const COMPILED = perLanguage(compile);

/** Greetings, thanks and "help" words are never a topic, whatever the intent. */
const SOCIAL = perLanguage<ReadonlySet<string>>(
  (language) => new Set([...SOCIAL_INTENTS].flatMap((name) => [...COMPILED[language][name].vocabulary])),
);

export interface IntentMatch {
  name: IntentName;
  /** How many word groups the best trigger needed (more is more specific). */
  strength: number;
  /** Stems of the question that belong to this intent's vocabulary (or to greetings and thanks). */
  consumed: ReadonlySet<string>;
}

/** "Comment s'APPELLE le directeur ?", "je m'appelle Sara": being named, not calling anyone. */
const isBeingNamed = (tokens: readonly Token[], index: number, language: Locale) =>
  language === "fr" &&
  tokens[index]!.word.startsWith("appel") &&
  ["s", "m", "t"].includes(tokens[index - 1]?.word ?? "");

export function detectIntent(tokens: readonly Token[], language: Locale): IntentMatch | null {
  const stems = new Set(tokens.map((token) => intentKey(token.word, token.stem)));
  const contactStems = new Set(
    tokens.flatMap((token, index) =>
      isSomeonesOwn(tokens, index, language) || isBeingNamed(tokens, index, language)
        ? []
        : [intentKey(token.word, token.stem)],
    ),
  );
  let best: IntentMatch | null = null;
  for (const name of INTENT_PRIORITY) {
    const { triggers, vocabulary } = COMPILED[language][name];
    const said = name === "contact" ? contactStems : stems;
    let strength = 0;
    for (const trigger of triggers) {
      if (trigger.every((group) => [...group].some((word) => said.has(word)))) {
        strength = Math.max(strength, trigger.length);
      }
    }
    // Priority order decides ties, so only a strictly stronger match replaces an earlier one; a topic
    // always replaces a greeting or "help" ("What are your hours? Can I come, or do I need an
    // appointment?" asks for the hours, though "what", "can" and "do" are all there).
    const isBetter =
      !best ||
      (SOCIAL_INTENTS.has(best.name) && !SOCIAL_INTENTS.has(name)) ||
      (strength > best.strength && SOCIAL_INTENTS.has(name) === SOCIAL_INTENTS.has(best.name));
    if (strength > 0 && isBetter) {
      best = {
        name,
        strength,
        // By stem, as the rest of the assistant compares words (a weekday by its own stem too).
        consumed: new Set(
          tokens.flatMap((token) => {
            const key = intentKey(token.word, token.stem);
            return vocabulary.has(key) || SOCIAL[language].has(key) ? [key, token.stem] : [];
          }),
        ),
      };
    }
  }
  return best;
}
