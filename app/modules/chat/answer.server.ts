/**
 * Turns a question into a short answer in the question's language, built only from the index: an
 * administrator's FAQ entry when one matches, a built-in topic (opening hours, next match…), or the
 * passage that covers the question best. When nothing covers it, the assistant says so and points to
 * the contact page: it never makes a fact up. Answers are plain text; they never repeat the question.
 */
import { FALLBACK_ORDER, LOCALES, type Locale } from "~/i18n/config";
import { translatorFor } from "~/i18n/catalogues.server";
import { formatDate } from "~/i18n/format";
import {
  asksOf,
  asksTheDay,
  gives,
  isAskOf,
  isAskStem,
  isNamedRole,
  isWeekdayAskingWord,
  namesWeekday,
  OWN_NAME_WORDS,
  type Ask,
} from "./asks";
import { ARABIC_FUNCTION_WORDS, type ChatIndex } from "./chat-index";
import { detectIntent, type IntentMatch } from "./intents";
import { detectLanguage, quotedSpans } from "./language";
import type { MatchFact } from "./knowledge.server";
import {
  ADDRESS_WORDS,
  DONATION_WORDS,
  ORGANISATION_WORDS,
  INTENT_TRIGGERS,
  MATCH_SIDE_WORDS,
  NEWSLETTER_WORDS,
  OFF_TOPIC_PHRASES,
  RESULT_WORDS,
  perLanguage,
  SOCIAL_INTENTS,
  WEEKDAY_WORDS,
  type IntentName,
} from "./lexicon";
import { arabicRoot, containsRun, stem, words } from "./normalize";
import {
  familyWords,
  hasForeignText,
  isStopWord,
  NUMBER_FORM_WEIGHT,
  sentencesOf,
  type Hit,
  type LanguageIndex,
  type Passage,
  type QueryTerm,
  type Token,
  withoutGluedPreposition,
} from "./search";
import { PAGES } from "~/lib/paths";
import { dayHoursPhrase, openingHoursPhrase, weekdayKey } from "~/modules/settings/opening-hours";
import { DEFAULT_OPENING_HOURS, type OpeningRange } from "~/modules/settings/site-settings.schema";

export type AnswerKind = IntentName | "faq" | "content" | "probable" | "uncertain" | "fallback";

export interface ChatLink {
  href: string;
  label: string;
}

export interface ChatSource {
  kind: string;
  id: number | null;
  path: string;
  title: string;
}

/** A part of the answer written in another language than the answer's (a title or text that fell back). */
export interface ForeignText {
  text: string;
  lang: Locale;
}

export interface ChatAnswer {
  response: string;
  language: Locale;
  suggestions: string[];
  links: ChatLink[];
  /** Parts of `response` in another language, to be marked as such (lang and dir) where shown. */
  foreign: ForeignText[];
  kind: AnswerKind;
  isAnswered: boolean;
  sources: ChatSource[];
  /** What the answer rests on, for a language model asked to phrase it. */
  context: Array<{ title: string; text: string; path: string }>;
}

/** Share of the question (weighted by rarity) a passage must cover before the assistant uses it. */
export const ANSWER_MIN_COVERAGE = 0.6;
/** A FAQ entry must cover this much of the question, and the question this much of the entry. */
const FAQ_MIN_COVERAGE = 0.6;
const FAQ_MIN_OWN_COVERAGE = 0.5;
/** Words left over besides an intent's words must be this well covered for content to win. */
const LEFTOVER_MIN_COVERAGE = 0.5;
/**
 * A question that contains this much of an item's name (its title in some language, weighted by
 * rarity) is about that item, whatever else it asks ("What is Passerelle Emploi?", or the name alone).
 */
export const NAMING_MIN = 0.75;
/** A passage covering this much of the question, and of the words a built-in topic leaves, wins over it. */
const CONTENT_OVER_TOPIC_COVERAGE = 0.8;
/** …or this much, for a page far above every other. */
const DOMINANT_OVER_TOPIC_COVERAGE = 0.7;
/**
 * A passage covering less than `ANSWER_MIN_COVERAGE` (a paraphrase bridged by synonyms, one word not
 * found) still answers when it stands out: at least this share, this many times the score of any
 * other page, with every topic word one the site uses and none guessed.
 */
const DOMINANT_MIN_COVERAGE = 0.35;
const DOMINANCE = 5;
/**
 * A page this many times above every other, for a question whose every topic word the site uses, is
 * most likely what a visitor describes in words of their own; not sure enough to answer outright, it
 * is quoted as the probable answer, beside the other pages about the question (decision 021).
 */
const PROBABLE_DOMINANCE = 3;
const SOLE_WORD_DOMINANCE = 15;
const DOMINANT_WITH_OTHER_FOUND = 3;
/** The built-in topics a long, chatty question may come to through words of its own (not results). */
const CHATTY_INTENTS: ReadonlySet<IntentName> = new Set(["hours", "contact", "nextMatch", "join", "partner"]);
/** A question of this many topic words or more is long: a few words the site never uses are its telling. */
const LONG_QUESTION_TERMS = 6;
/** An hour as a visitor writes it: "5", "17h", "17h30", "5pm", "pm". */
const CLOCK_WORD = /^(?:\d{1,2}(?:h\d{0,2}|am|pm)?|am|pm)$/;
/** A page whose name the question contains less than this share of does not name it at all. */
const UNNAMED_BELOW = 0.3;
/** Below an answer, passages covering this much of the question are offered as pages to read. */
const UNCERTAIN_MIN_COVERAGE = 0.4;
const MAX_OFFERED = 3;
/** A passage that gives the asked fact goes first among those scoring at least this share of the best. */
const PREFER_GIVING_SHARE = 0.5;
/** Every word of the question found: coverage is a sum of floats, so 1 less a rounding error. */
const WHOLE_COVERAGE = 1 - 1e-9;
const MAX_SUGGESTIONS = 4;
/** Above a synonym's weight, a sentence has the question's own word (or its correction). */
const OWN_WORD_MIN = 0.75;
/** An item of at most this many sentences (and of an excerpt's length) is quoted whole. */
const SHORT_ITEM_SENTENCES = 3;
const CONTACT_PATH = PAGES.contact;

type Translate = ReturnType<typeof translatorFor>;

interface Context {
  index: ChatIndex;
  language: Locale;
  t: Translate;
  languageIndex: LanguageIndex;
  terms: QueryTerm[];
  tokens: Token[];
  question: string;
  asks: Ask[];
  contact: ContactDetails;
  now: Date;
}

const FOLLOW_UPS: Record<AnswerKind, IntentName[]> = {
  greeting: ["latestNews", "nextMatch", "hours", "join"],
  help: ["latestNews", "nextMatch", "hours", "join"],
  thanks: ["latestNews", "nextMatch", "contact"],
  goodbye: ["latestNews", "nextMatch", "contact"],
  hours: ["contact", "join", "nextMatch"],
  contact: ["hours", "partner", "join"],
  nextMatch: ["lastResult", "latestNews", "hours"],
  lastResult: ["nextMatch", "latestNews", "join"],
  latestNews: ["nextMatch", "lastResult", "join"],
  join: ["partner", "contact", "hours"],
  partner: ["join", "contact", "hours"],
  faq: ["contact", "hours", "latestNews"],
  content: ["contact", "hours", "latestNews"],
  probable: ["contact", "hours", "latestNews"],
  uncertain: ["contact", "hours", "latestNews"],
  fallback: ["hours", "contact", "latestNews", "nextMatch"],
};

const QUESTION_KEYS = new Set<IntentName>([
  "hours",
  "contact",
  "nextMatch",
  "lastResult",
  "latestNews",
  "join",
  "partner",
]);

function suggestionsFor(ctx: Context, kind: AnswerKind, related: readonly Passage[] = []): string[] {
  const asked = words(ctx.question).join(" ");
  const seen = new Set<string>([asked]);
  const output: string[] = [];
  const push = (text: string) => {
    const key = words(text).join(" ");
    if (output.length >= MAX_SUGGESTIONS || seen.has(key)) return;
    seen.add(key);
    output.push(text);
  };
  const about = kind === "uncertain" || kind === "probable" ? MAX_OFFERED : 2;
  for (const passage of related) {
    if (passage.title && output.length < about) push(ctx.t("chat.questions.about", { title: passage.title }));
  }
  for (const intent of FOLLOW_UPS[kind]) {
    if (QUESTION_KEYS.has(intent) && intent !== kind)
      push(ctx.t(`chat.questions.${intent}` as "chat.questions.hours"));
  }
  return output;
}

/** The answer's text followed by the pages it comes from ("En savoir plus : /matchs"). */
export function withLinks(language: Locale, text: string, links: readonly ChatLink[]) {
  if (links.length === 0) return text;
  const t = translatorFor(language);
  const paths = links.map((link) => link.href).join(t("chat.answers.listSeparator"));
  return `${text}\n${t("chat.answers.more", { paths })}`;
}

const guideLink = (
  ctx: Context,
  key: "contact" | "matches" | "news" | "community" | "joinUs" | "partner",
  href: string,
) => ({
  href,
  label: ctx.t(`chat.guide.${key}.title`),
});

function build(
  ctx: Context,
  kind: AnswerKind,
  text: string,
  options: {
    links?: ChatLink[];
    sources?: ChatSource[];
    related?: Passage[];
    isAnswered?: boolean;
    context?: ChatAnswer["context"];
    foreign?: ForeignText[];
  } = {},
): ChatAnswer {
  const links = options.links ?? [];
  const response = withLinks(ctx.language, text, links);
  return {
    response,
    language: ctx.language,
    suggestions: suggestionsFor(ctx, kind, options.related),
    links,
    foreign: (options.foreign ?? []).filter((part) => part.text && response.includes(part.text)),
    kind,
    isAnswered: options.isAnswered ?? true,
    sources: options.sources ?? links.map((link) => ({ kind, id: null, path: link.href, title: link.label })),
    context: options.context ?? [{ title: ctx.t("chat.botName"), text, path: links[0]?.href ?? "" }],
  };
}

function fallback(ctx: Context): ChatAnswer {
  return {
    ...build(ctx, "fallback", ctx.t("chat.answers.fallback"), { isAnswered: false, sources: [] }),
    links: [guideLink(ctx, "contact", CONTACT_PATH)],
    context: [],
  };
}

// --- Matches -----------------------------------------------------------------------------------

const todayOf = (now: Date) => now.toISOString().slice(0, 10);
const hasScore = (match: MatchFact) => match.homeScore !== null && match.awayScore !== null;

function matchParams(ctx: Context, match: MatchFact) {
  const { language } = ctx;
  return {
    home: match.home[language],
    away: match.away[language],
    location: match.location[language],
    date: formatDate(match.date, language, { dateStyle: "full" }) ?? match.date,
    time: match.time,
    homeScore: match.homeScore ?? 0,
    awayScore: match.awayScore ?? 0,
  };
}

/** A sports age group as `words` writes it ("u18" for "moins de 18 ans"). */
const AGE_GROUP = /^u\d{1,2}$/;

/** Matches whose team names or venue contain one of the question's leftover words ("…against Fez"). */
function matchesNaming(ctx: Context, matches: readonly MatchFact[], terms: readonly QueryTerm[]) {
  const stemsOf = (text: string) =>
    new Set(
      words(text)
        .filter((word) => !isStopWord(word, ctx.language))
        .map((word) => stem(word, ctx.language)),
    );
  const named = new Set<string>();
  const scored = matches.map((match) => {
    // A match is also named by its teams' age group, which its description may be the one to give
    // ("le match des U18").
    const ageGroups = words(match.description?.[ctx.language] ?? "").filter((word) => AGE_GROUP.test(word));
    const names = stemsOf(
      `${match.home[ctx.language]} ${match.away[ctx.language]} ${match.location[ctx.language]} ${ageGroups.join(" ")}`,
    );
    const hits = terms.filter((term) => term.variants.some((variant) => names.has(variant.stem)));
    for (const term of hits) named.add(term.word);
    return { match, weight: hits.reduce((sum, term) => sum + term.idf, 0) };
  });
  // The match the question names best ("Ittihad of Tetouan" is not the other "Ittihad"), the soonest
  // (or latest played) among equals: the sort is stable.
  const found = scored
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map((entry) => entry.match);
  return { found, named, weight: Math.max(0, ...scored.map((entry) => entry.weight)) };
}

/** The question names a match still to be played better than any match already played. */
function namesOnlyUnplayedMatch(ctx: Context, terms: readonly QueryTerm[]) {
  const weightOf = (matches: readonly MatchFact[]) => matchesNaming(ctx, matches, terms).weight;
  const unplayed = weightOf(ctx.index.matches.filter((match) => !hasScore(match)));
  return unplayed > 0 && unplayed > weightOf(ctx.index.matches.filter(hasScore));
}

const HOME_WORDS = new Set(words(MATCH_SIDE_WORDS.home));
const AWAY_WORDS = new Set(words(MATCH_SIDE_WORDS.away));

/** A team as its French name's folded words: the same team whichever match names it. */
const teamKey = (team: MatchFact["home"]) => words(team.fr).join(" ");

/**
 * The club's own team: the name found in the most matches (it plays them all), or among equals the one
 * that carries the site's name.
 */
function ourTeam(matches: readonly MatchFact[]): string | null {
  const count = new Map<string, number>();
  for (const match of matches)
    for (const key of [teamKey(match.home), teamKey(match.away)]) count.set(key, (count.get(key) ?? 0) + 1);
  const most = Math.max(0, ...count.values());
  const leaders = [...count].filter(([, times]) => times === most).map(([team]) => team);
  if (leaders.length === 1) return leaders[0]!;
  const own = leaders.filter((team) => words(team).some((word) => OWN_NAME_WORDS.has(word)));
  return own.length === 1 ? own[0]! : null;
}

/** "The next HOME game", "our last AWAY match": the matches on that side, when the question asks. */
function onSideAsked(ctx: Context, matches: readonly MatchFact[]): readonly MatchFact[] {
  const asked = ctx.tokens.map((token) => token.word);
  const isHome = asked.some((word) => HOME_WORDS.has(word));
  const isAway = asked.some((word) => AWAY_WORDS.has(word));
  if (isHome === isAway) return matches;
  const ours = ourTeam(ctx.index.matches);
  if (!ours) return matches;
  return matches.filter((match) => (teamKey(match.home) === ours) === isHome);
}

function matchAnswer(ctx: Context, intent: "nextMatch" | "lastResult", leftover: QueryTerm[]) {
  const today = todayOf(ctx.now);
  const upcoming = ctx.index.matches
    .filter((match) => match.date > today || (match.date === today && !hasScore(match)))
    .sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
  const played = ctx.index.matches
    .filter((match) => match.date < today || (match.date === today && hasScore(match)))
    .sort((a, b) => b.date.localeCompare(a.date) || b.time.localeCompare(a.time));
  const pool = onSideAsked(ctx, intent === "nextMatch" ? upcoming : played);
  const { found, named } = matchesNaming(ctx, pool, leftover);
  const match = (found.length > 0 ? found : pool)[0];
  const links = [guideLink(ctx, "matches", PAGES.matches)];
  const remaining = leftover.filter((term) => !named.has(term.word));
  if (!match) {
    const key = intent === "nextMatch" ? "chat.answers.nextMatchNone" : "chat.answers.lastResultNone";
    return { answer: build(ctx, intent, ctx.t(key), { links }), remaining };
  }
  const params = matchParams(ctx, match);
  const key =
    intent === "nextMatch"
      ? "chat.answers.nextMatch"
      : hasScore(match)
        ? "chat.answers.lastResult"
        : "chat.answers.lastResultNoScore";
  const text = ctx.t(key, params);
  const source = {
    kind: "match",
    id: match.id,
    path: PAGES.matches,
    title: `${params.home} – ${params.away}`,
  };
  return {
    answer: build(ctx, intent, text, {
      links,
      sources: [source],
      context: [{ title: source.title, text, path: PAGES.matches }],
    }),
    remaining,
  };
}

// --- Other intents -----------------------------------------------------------------------------

function latestNewsAnswer(ctx: Context): ChatAnswer {
  const latest = [...ctx.index.news].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 3);
  const newsPage = guideLink(ctx, "news", PAGES.news);
  if (latest.length === 0)
    return build(ctx, "latestNews", ctx.t("chat.answers.latestNewsNone"), { links: [newsPage] });
  const titles = latest
    .map((item) => ctx.t("chat.answers.quote", { text: item.title[ctx.language] }))
    .join(ctx.t("chat.answers.listSeparator"));
  const links = [...latest.map((item) => ({ href: item.path, label: item.title[ctx.language] })), newsPage];
  const text = ctx.t("chat.answers.latestNews", { titles });
  return build(ctx, "latestNews", text, {
    links,
    sources: latest.map((item) => ({
      kind: "news",
      id: item.id,
      path: item.path,
      title: item.title[ctx.language],
    })),
    context: latest.map((item) => ({
      title: item.title[ctx.language],
      text: item.title[ctx.language],
      path: item.path,
    })),
  });
}

/** The opening hours in the answer's language, from the site's settings (decision 030). */
const hoursPhrase = (ctx: Context) =>
  openingHoursPhrase(ctx.contact.openingHours ?? DEFAULT_OPENING_HOURS, { t: ctx.t, locale: ctx.language });

const weekdaysByWord = new Map(
  WEEKDAY_WORDS.flatMap(([days, names]) => words(names).map((word) => [word, days] as const)),
);

/** The weekdays a question names, in the order it names them ("open on Saturday?"). */
function namedWeekdays(ctx: Context): number[] {
  const days = ctx.tokens.flatMap((token) => weekdaysByWord.get(token.word) ?? []);
  return [...new Set(days)];
}

/** "Le samedi, nous sommes fermés." for each day the question names. */
function weekdaySentences(ctx: Context): string[] {
  const hours = ctx.contact.openingHours ?? DEFAULT_OPENING_HOURS;
  return namedWeekdays(ctx).map((day) => {
    const dayName = ctx.t(weekdayKey(day));
    const times = dayHoursPhrase(hours, day, { t: ctx.t, locale: ctx.language });
    return times
      ? ctx.t("chat.answers.hoursDayOpen", { day: dayName, times })
      : ctx.t("chat.answers.hoursDayClosed", { day: dayName });
  });
}

function simpleIntentAnswer(ctx: Context, name: IntentName): ChatAnswer {
  switch (name) {
    case "hours": {
      // A day named is answered first ("open on Sunday?": closed), then the whole week.
      const text = [...weekdaySentences(ctx), ctx.t("chat.answers.hours", { hours: hoursPhrase(ctx) })].join(
        " ",
      );
      return build(ctx, name, text, { links: [guideLink(ctx, "contact", CONTACT_PATH)] });
    }
    case "contact": {
      const lang = FALLBACK_ORDER[ctx.language].find((candidate) => ctx.contact.address?.[candidate]);
      const address = lang
        ? ctx.t("chat.answers.contactAddress", { address: ctx.contact.address![lang]! })
        : "";
      const details = [
        ctx.contact.email ? ctx.t("chat.answers.contactEmail", { email: ctx.contact.email }) : "",
        ctx.contact.phone ? ctx.t("chat.answers.contactPhone", { phone: ctx.contact.phone }) : "",
      ].filter(Boolean);
      const general = ctx.t("chat.answers.contact", { hours: hoursPhrase(ctx) });
      // "Where are you?" is answered by the address first; any other way to reach us, after it.
      const text = (
        ctx.asks.includes("where") ? [address, general, ...details] : [general, ...details, address]
      )
        .filter(Boolean)
        .join(" ");
      return build(ctx, name, text, { links: [guideLink(ctx, "contact", CONTACT_PATH)] });
    }
    case "join": {
      const links = [guideLink(ctx, "community", PAGES.community), guideLink(ctx, "joinUs", PAGES.join)];
      return build(ctx, name, ctx.t("chat.answers.join"), {
        links: isOrganisationAsking(ctx) ? links.reverse() : links,
      });
    }
    case "partner":
      return build(ctx, name, ctx.t("chat.answers.partner"), {
        links: [guideLink(ctx, "partner", PAGES.partner)],
      });
    case "latestNews":
      return latestNewsAnswer(ctx);
    case "greeting":
    case "thanks":
    case "goodbye":
    case "help":
      return build(ctx, name, ctx.t(`chat.answers.${name}`), { sources: [] });
    case "nextMatch":
    case "lastResult":
      return matchAnswer(ctx, name, []).answer;
  }
}

// --- Content -----------------------------------------------------------------------------------

/** How much of `terms` (weighted by rarity) a hit contains. */
/** Share of the terms' weight the hit has; with `minWeight`, only through variants that strong. */
function coverageOf(hit: Hit, terms: readonly QueryTerm[], minWeight = 0) {
  const total = terms.reduce((sum, term) => sum + term.idf, 0);
  if (total === 0) return 1;
  const covered = terms
    .filter((term) =>
      term.variants.some((variant) => variant.weight >= minWeight && hit.matched.has(variant.stem)),
    )
    .reduce((sum, term) => sum + term.idf, 0);
  return covered / total;
}

/**
 * "Combien de TEMPS", "how LONG" is answered by a sentence giving a length of time ("pour une durée
 * de 15 jours"), not by the word itself: a passage that gives one covers it. So is "quel JOUR de la
 * SEMAINE ?" by a sentence naming a weekday ("chaque samedi"). Only these: dates and amounts are on
 * so many pages that "when does Ramadan start?" would find one.
 */
function creditAskedFacts(ctx: Context, hits: readonly Hit[]): Hit[] {
  const isHowLong = ctx.asks.includes("howLong");
  const isWeekday = ctx.asks.includes("when") && asksTheDay(ctx.tokens);
  const askTerms = ctx.terms.filter(
    (term) =>
      (isHowLong && isAskOf("howLong", stem(term.word, ctx.language), ctx.language)) ||
      (isWeekday && isWeekdayAskingWord(term.word)),
  );
  const total = ctx.terms.reduce((sum, term) => sum + term.idf, 0);
  if (askTerms.length === 0 || total === 0) return [...hits];
  const gives = (passage: Passage) =>
    (isHowLong && givesWhatIsAsked(ctx, passage, ["howLong"])) ||
    (isWeekday && sentencesOf(passage.text).some(namesWeekday));
  return hits.map((hit) => {
    const missing = askTerms.filter(
      (term) => !term.variants.some((variant) => hit.matched.has(variant.stem)),
    );
    if (missing.length === 0 || !gives(hit.passage)) return hit;
    const credit = missing.reduce((sum, term) => sum + term.idf, 0) / total;
    return { ...hit, coverage: Math.min(1, hit.coverage + credit) };
  });
}

/** Share of a FAQ question's own words that the visitor's question contains. */
function ownCoverage(ctx: Context, hit: Hit) {
  const own = new Set(
    words(hit.passage.title)
      .filter((word) => !isStopWord(word, ctx.language))
      .map((word) => stem(word, ctx.language)),
  );
  if (own.size === 0) return 0;
  let found = 0;
  for (const word of own) if (hit.matched.has(word)) found += 1;
  return found / own.size;
}

function faqAnswer(ctx: Context, hit: Hit): ChatAnswer | null {
  const entry = hit.passage.id === null ? undefined : ctx.index.faq.get(hit.passage.id);
  if (!entry) return null;
  const answer = entry.answer[ctx.language];
  const question = entry.question[ctx.language];
  if (!answer) return null;
  const links = entry.link ? [{ href: entry.link, label: question }] : [];
  return build(ctx, "faq", answer, {
    links,
    sources: [{ kind: "faq", id: entry.id, path: entry.link, title: question }],
    context: [{ title: question, text: answer, path: entry.link }],
  });
}

type ScoredSentence = ReturnType<LanguageIndex["scoreSentences"]>[number];

/**
 * The sentence of an item that gives what `ask` asks for, surest first: the one with the question's
 * words beyond the item's title ("QUI ENTRAÎNE la section de basket en fauteuil ?": its coach, not the
 * one naming its sponsor; "the NEXT one, when?": the one about "a second campaign");
 * the best with one of the question's own words; else the item's first, since a synonym alone
 * ("يقام", held, beside "ينظمون", they organise) is no surer than the order items give their facts in.
 */
function sentenceGiving(
  ctx: Context,
  passage: Passage,
  scored: readonly ScoredSentence[],
  ask: Ask,
): ScoredSentence | undefined {
  const titleWords = words(passage.title);
  const ownName = new Set(titleWords);
  const anyGiving = scored.filter((entry) => gives(entry.sentence, ask, ownName));
  // "Ça passe quel jour ?": the sentence with the weekday ("chaque mercredi à 17h"), not the one with
  // a month ("depuis mars").
  const withWeekday = anyGiving.filter((entry) => namesWeekday(entry.sentence));
  const giving = ask === "when" && asksTheDay(ctx.tokens) && withWeekday.length > 0 ? withWeekday : anyGiving;
  const byScore = [...giving].sort((a, b) => b.score - a.score || a.index - b.index);
  const title = new Set(titleWords.map((word) => stem(word, ctx.language)));
  const isBeyondTitle = ctx.terms.map((term) => !term.variants.some((variant) => title.has(variant.stem)));
  const specific = (entry: ScoredSentence) =>
    ctx.terms.reduce(
      (sum, term, position) => sum + (isBeyondTitle[position] ? term.idf * entry.found[position]! : 0),
      0,
    );
  const mostSpecific = giving
    .filter((entry) => specific(entry) > 0)
    .sort((a, b) => specific(b) - specific(a) || b.score - a.score || a.index - b.index)[0];
  return (
    mostSpecific ?? byScore.find((entry) => entry.found.some((weight) => weight > OWN_WORD_MIN)) ?? giving[0]
  );
}

/**
 * The one or two sentences of a passage that say most about the question, in their original order,
 * cut to about `maxLength` characters. When the question asks for a date, a place, a number, an
 * amount or an address, the best sentence that gives it comes first.
 */
function excerptOf(ctx: Context, passage: Passage, maxLength = 320): string {
  const scored = ctx.languageIndex.scoreSentences(passage, ctx.terms);
  if (scored.length === 0) return "";
  // A short item is quoted whole: its few sentences say for whom, when and where, whether the question
  // asks one of them ("which day is the debate club?") or the item as a whole.
  const whole = scored.map((entry) => entry.sentence).join(" ");
  if (scored.length <= SHORT_ITEM_SENTENCES && whole.length <= maxLength) return whole;
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: typeof scored = [];
  for (const ask of ctx.asks) {
    const giving = sentenceGiving(ctx, passage, scored, ask);
    if (giving && !chosen.includes(giving)) chosen.push(giving);
  }
  const answering = [...chosen];
  // Then the sentences that answer the most of the question's words not yet answered ("too OLD to
  // give BLOOD": the sentence about blood, then the one about age), by score among equals.
  const covered = ctx.terms.map((_, term) => Math.max(0, ...chosen.map((entry) => entry.found[term]!)));
  const gain = (entry: (typeof scored)[number]) =>
    ctx.terms.reduce(
      (sum, term, position) => sum + term.idf * Math.max(0, entry.found[position]! - covered[position]!),
      0,
    );
  while (chosen.length < 2) {
    const next = ranked
      .filter((entry) => entry.score > 0 && !chosen.includes(entry))
      .reduce<
        (typeof scored)[number] | undefined
      >((best, entry) => (!best || gain(entry) > gain(best) ? entry : best), undefined);
    if (!next) break;
    chosen.push(next);
    next.found.forEach((weight, position) => (covered[position] = Math.max(covered[position]!, weight)));
  }
  if (chosen.length === 0) chosen.push(scored[0]!);
  const join = (entries: typeof scored) =>
    [...entries]
      .sort((a, b) => a.index - b.index)
      .map((entry) => entry.sentence)
      .join(" ");
  let text = join(chosen.slice(0, Math.max(2, ctx.asks.length)));
  // Too long for both: the sentences chosen for what is asked are kept whole, the other one dropped
  // (the weekday asked, not the month another sentence also gives).
  if (text.length > maxLength && answering.length > 0 && join(answering).length <= maxLength)
    text = join(answering);
  if (text.length > maxLength) {
    const cut = text.lastIndexOf(" ", maxLength);
    text = `${text.slice(0, cut > 0 ? cut : maxLength).replace(/[\s,;:–—-]+$/u, "")}…`;
  }
  return text;
}

const passageLink = (passage: Passage): ChatLink[] =>
  passage.path ? [{ href: passage.path, label: passage.title }] : [];

/** The parts of an answer from this passage that are in another language than the answer's. */
const foreignOf = (passage: Passage, excerpt: string): ForeignText[] => [
  ...(passage.langs?.title ? [{ text: passage.title, lang: passage.langs.title }] : []),
  ...(passage.langs?.text && excerpt ? [{ text: excerpt, lang: passage.langs.text }] : []),
];

/**
 * What a passage says about the question: its best sentences (or its title alone), then, asked for
 * the link (or the address of an item that has one), or from an online platform, the item's own
 * address when they do not give it.
 */
function whatPassageSays(ctx: Context, passage: Passage): { excerpt: string; said: string } {
  const excerpt = excerptOf(ctx, passage);
  let said = excerpt || passage.title;
  const isAddressAsked = ctx.tokens.some((token) => addressWords[ctx.language].has(token.word));
  // An online service is used at its address: "what is MathBoost?" wants where to find it too.
  const isAddressNeeded = ctx.asks.includes("link") || isAddressAsked || passage.kind === "platform";
  if (isAddressNeeded && passage.link && !said.includes(passage.link)) {
    said = `${said} ${ctx.t("chat.answers.link", { url: passage.link })}`;
  }
  return { excerpt, said };
}

function contentAnswer(ctx: Context, hits: readonly Hit[]): ChatAnswer {
  const [best, ...others] = hits as [Hit, ...Hit[]];
  if (best.passage.kind === "faq") {
    const faq = faqAnswer(ctx, best);
    if (faq) return faq;
  }
  // Asked for someone's phone number ("the phone of the coach of…"), an item without one does not
  // answer: quoting it would pass for the number.
  if (
    ctx.asks.includes("phone") &&
    !sentencesOf(best.passage.text).some((sentence) => gives(sentence, "phone"))
  )
    return fallback(ctx);
  const { excerpt, said } = whatPassageSays(ctx, best.passage);
  const text = excerpt
    ? ctx.t("chat.answers.fromContent", { title: best.passage.title, excerpt: said })
    : said;
  const links: ChatLink[] = passageLink(best.passage);
  const used = [best];
  const second = others.find(
    (hit) =>
      hit.passage.path &&
      hit.passage.path !== best.passage.path &&
      hit.coverage >= ANSWER_MIN_COVERAGE &&
      hit.score >= best.score * 0.6,
  );
  if (second) {
    links.push({ href: second.passage.path, label: second.passage.title });
    used.push(second);
  }
  const related = others
    .filter(
      (hit) =>
        !used.includes(hit) &&
        hit.coverage >= 0.3 &&
        hit.passage.kind !== "guide" &&
        hit.passage.kind !== "faq",
    )
    .map((hit) => hit.passage)
    .filter(
      (passage, position, list) => list.findIndex((other) => other.title === passage.title) === position,
    );
  return build(ctx, "content", text, {
    links,
    related,
    foreign: foreignOf(best.passage, excerpt),
    sources: used.map((hit) => ({
      kind: hit.passage.kind,
      id: hit.passage.id,
      path: hit.passage.path,
      title: hit.passage.title,
    })),
    context: used.map((hit) => ({
      title: hit.passage.title,
      text: hit.passage.text,
      path: hit.passage.path,
    })),
  });
}

/**
 * No passage is sure, but some are about the question's words: say so and offer the most relevant
 * pages, with their titles, as links and as suggestions, instead of "I don't know". Only when every
 * topic word of the question is one the site uses: a question about something the site never
 * mentions ("the weather in Rabat") is declined.
 */
function uncertainAnswer(ctx: Context, hits: readonly Hit[]): ChatAnswer | null {
  // A word read as another one is a guess: pages offered on a guess would not be honest.
  if (ctx.terms.some((term) => term.isCorrected || (!term.hasKnownVariant && !/^\d+$/.test(term.word))))
    return null;
  if (ctx.terms.every((term) => term.isGeneric)) return null;
  const offered = pagesToOffer(ctx, hits);
  // One page alone is not a choice of pages: with so little, the honest answer is "I don't know".
  if (offered.length < 2) return null;
  // A word the site never uses itself, found on none of the pages offered, is what the question is
  // about ("une voiture électrique", beside pages about a bus): they are no lead.
  const offeredStems = new Set(
    offered.flatMap((passage) =>
      words(`${passage.title} ${passage.text}`).map((word) => stem(word, ctx.language)),
    ),
  );
  if (ctx.terms.some((term) => !term.isKnown && !offeredStems.has(term.variants[0]!.stem))) return null;
  // The first of them well above every other page is the probable answer, quoted before the others
  // ("ابنتي تحب العمل بالطين": the pottery workshop, then the pages about work).
  const [best] = hits;
  const next = hits.find((hit) => hit.passage.path !== best?.passage.path);
  if (best && best.passage === offered[0] && (!next || best.score >= next.score * PROBABLE_DOMINANCE))
    return probableAnswer(ctx, hits, best);
  const titles = offered
    .map((passage) => ctx.t("chat.answers.quote", { text: passage.title }))
    .join(ctx.t("chat.answers.listSeparator"));
  return build(ctx, "uncertain", ctx.t("chat.answers.uncertain", { titles }), {
    links: offered.map((passage) => ({ href: passage.path, label: passage.title })),
    related: offered,
    isAnswered: false,
    foreign: offered.flatMap((passage) => foreignOf(passage, "")),
    sources: offered.map((passage) => ({
      kind: passage.kind,
      id: passage.id,
      path: passage.path,
      title: passage.title,
    })),
    context: [],
  });
}

/** The most relevant pages about the question, with what it asks for, to offer when unsure. */
function pagesToOffer(ctx: Context, hits: readonly Hit[], max = MAX_OFFERED): Passage[] {
  const offered: Passage[] = [];
  for (const hit of hits) {
    if (offered.length >= max) break;
    if (hit.coverage < UNCERTAIN_MIN_COVERAGE || !hit.passage.path || hit.passage.kind === "faq") continue;
    // "When…?", "how much…?": a page without that fact about the question's subject is no lead.
    if (!givesWhatIsAsked(ctx, hit.passage)) continue;
    if (offered.some((passage) => passage.path === hit.passage.path)) continue;
    offered.push(hit.passage);
  }
  return offered;
}

/**
 * A page well above every other (`PROBABLE_DOMINANCE`) for a question whose every topic word the site
 * uses, none read as another by more than a slip: the probable answer, which answers but says it is
 * not sure.
 */
function probableHit(ctx: Context, hits: readonly Hit[]): Hit | null {
  if (ctx.terms.some(isDoubtfulForProbable)) return null;
  const best = dominantHit(ctx, hits, PROBABLE_DOMINANCE, isDoubtfulForProbable);
  return best?.passage.path ? best : null;
}

/** `best` quoted as what the site seems to say, with the other pages about the question. */
function probableAnswer(ctx: Context, hits: readonly Hit[], best: Hit): ChatAnswer {
  const { excerpt, said } = whatPassageSays(ctx, best.passage);
  const others = pagesToOffer(
    ctx,
    hits.filter((hit) => hit.passage.path !== best.passage.path && hit.passage.kind !== "guide"),
    MAX_OFFERED - 1,
  );
  const titles = others
    .map((passage) => ctx.t("chat.answers.quote", { text: passage.title }))
    .join(ctx.t("chat.answers.listSeparator"));
  const text = [
    ctx.t("chat.answers.probable", { title: best.passage.title, excerpt: said }),
    others.length > 0 ? ctx.t("chat.answers.probableOthers", { titles }) : "",
  ]
    .filter(Boolean)
    .join(" ");
  const offered = [best.passage, ...others];
  return build(ctx, "probable", text, {
    links: offered.map((passage) => ({ href: passage.path, label: passage.title })),
    related: offered,
    foreign: [...foreignOf(best.passage, excerpt), ...others.flatMap((passage) => foreignOf(passage, ""))],
    sources: offered.map((passage) => ({
      kind: passage.kind,
      id: passage.id,
      path: passage.path,
      title: passage.title,
    })),
    context: [{ title: best.passage.title, text: best.passage.text, path: best.passage.path }],
  });
}

/** For "how many…?" and the like, passages with the asked fact next to the question's words come first. */
function preferGiving(ctx: Context, hits: readonly Hit[]): Hit[] {
  if (ctx.asks.length === 0 || hits.length === 0) return [...hits];
  const asked = new Set(ctx.terms.flatMap((term) => term.variants.map((variant) => variant.stem)));
  const givesAsked = (hit: Hit) =>
    sentencesOf(hit.passage.text).some(
      (sentence) =>
        ctx.asks.some((ask) => gives(sentence, ask)) &&
        words(sentence).some((word) => asked.has(stem(word, ctx.language))),
    );
  // Among passages of about the same standing only: a sure answer is not traded for a number.
  const close = hits.filter((hit) => hit.score >= hits[0]!.score * PREFER_GIVING_SHARE);
  const rest = hits.filter((hit) => !close.includes(hit));
  // Of those that give it, the one with every word of the question before one with some of them.
  const rank = (hit: Hit) => Number(givesAsked(hit)) * 2 + Number(hit.coverage >= WHOLE_COVERAGE);
  return [...close.sort((a, b) => rank(b) - rank(a)), ...rest];
}

// --- The decision ------------------------------------------------------------------------------

function answerWithIntent(
  ctx: Context,
  intent: IntentMatch,
  hits: readonly Hit[],
  isSecondTopic = false,
): ChatAnswer | null {
  // Words beyond the intent's own, ignoring those found nearly everywhere ("foundation", "club") and
  // those that say what is asked of it ("what TIME does the next match START?").
  // A time beside the hours ("open at 5?", "je ne peux venir que vers 17h") is what is asked of them.
  const isOwn = (term: QueryTerm) => {
    const stemmed = stem(term.word, ctx.language);
    return (
      intent.consumed.has(stemmed) ||
      isAskStem(stemmed, ctx.language) ||
      (intent.name === "hours" && CLOCK_WORD.test(term.word))
    );
  };
  let leftover = ctx.terms.filter((term) => !isOwn(term) && !term.isGeneric && !term.describesAsker);
  if (SOCIAL_INTENTS.has(intent.name)) {
    return leftover.length === 0 ? simpleIntentAnswer(ctx, intent.name) : null;
  }
  // "Who won the last time we played <a team met only in a match still to come>?": no result says it,
  // and another match's score would pass for it.
  if (intent.name === "lastResult" && namesOnlyUnplayedMatch(ctx, leftover)) return fallback(ctx);
  let answer: ChatAnswer;
  // A match the question names by its teams, place or age group is what it asks about.
  let isMatchNamed = false;
  if (intent.name === "nextMatch" || intent.name === "lastResult") {
    const result = matchAnswer(ctx, intent.name, leftover);
    answer = result.answer;
    isMatchNamed = result.remaining.length < leftover.length;
    leftover = result.remaining;
    // The line of a match gives its date, place and teams; asked its price or for whom it is ("faut-il
    // payer pour le match des U18 ?"), the match's own text answers, when it gives it.
    const chosen = answer.sources[0];
    const isChosen = (passage: Passage) => passage.kind === "match" && passage.id === chosen?.id;
    // Found by its teams or its date rather than by the question's words, it may rank low or not at all.
    const ownPassage = ctx.languageIndex.passages.find(isChosen);
    const own = hits.find((hit) => isChosen(hit.passage)) ?? (ownPassage && asHit(ownPassage));
    const beyondLine = ctx.asks.filter((ask) => ask === "howMuch" || ask === "forWhom");
    if (own && beyondLine.length > 0 && givesWhatIsAsked(ctx, own.passage, beyondLine))
      return contentAnswer(ctx, [own, ...hits.filter((hit) => hit !== own)]);
  } else {
    answer = simpleIntentAnswer(ctx, intent.name);
  }
  // "Qui contacter pour un partenariat ?": reaching the foundation is the way, the other topic the
  // question; its own answer says whom to write to. Decided before any page that shares the other
  // topic's words: "who do I contact to sponsor the club?" is not the club's own page.
  const rest = ctx.tokens.filter((token) => !intent.consumed.has(token.stem));
  const other = isSecondTopic ? null : detectIntent(rest, ctx.language);
  const isOtherTopic = other !== null && !SOCIAL_INTENTS.has(other.name);
  if (isOtherTopic && intent.name === "contact") {
    return answerWithIntent(
      ctx,
      { ...other, consumed: new Set([...intent.consumed, ...other.consumed]) },
      hits,
      true,
    );
  }
  // A passage that covers nearly the whole question is what it is about, even when a word of it also
  // fired a built-in topic ("la prochaine caravane part où ?" is not about the next match), or when
  // its other words are common on the site ("inscrire mon enfant au tutorat" is not how to join).
  // How the asker describes themselves ("je suis étudiante en psychologie") is not what the question
  // is about, even in words the site uses.
  const beyond = ctx.terms.filter((term) => !isOwn(term) && !term.describesAsker);
  const top = hits[0];
  const asidesOfTopic = intent.name === "nextMatch" || intent.name === "lastResult" ? leftover : beyond;
  // …in the question's own words ("send you some PAPERS" is not the privacy policy's "form"), or, for
  // a page far above every other, through synonyms too ("quels PAPIERS pour inscrire mon fils à
  // l'école de basket ?" is the basketball school's registration guide and its "pièces").
  const isAboutTop =
    top !== undefined &&
    ((top.coverage >= CONTENT_OVER_TOPIC_COVERAGE &&
      coverageOf(top, asidesOfTopic, NUMBER_FORM_WEIGHT) >= CONTENT_OVER_TOPIC_COVERAGE) ||
      // The site's own pages (privacy, legal notice) speak of e-mails, forms and partners in passing.
      (top.passage.kind !== "page" &&
        top.coverage >= DOMINANT_OVER_TOPIC_COVERAGE &&
        coverageOf(top, asidesOfTopic) >= CONTENT_OVER_TOPIC_COVERAGE &&
        dominantHit(ctx, hits) === top));
  // Words found nearly everywhere ("the foundation's", "du club") are no other topic: the hours of
  // "أوقات عمل المؤسسة" are not the terms of use, which speak of time, work and the foundation.
  if (
    top &&
    beyond.some((term) => !term.isGeneric) &&
    !isGuideOrFaq(top) &&
    isAboutTop &&
    (leftover.length > 0 || (intent.name !== "nextMatch" && intent.name !== "lastResult")) &&
    givesWhatIsAsked(ctx, top.passage)
  )
    return contentAnswer(ctx, hits);
  if (leftover.length === 0) return answer;
  // A question that writes an item's name whole is about that item, whatever topic its other words
  // fire ("a document CALLED «Charte de prêt des tablettes»: how much is the deposit?").
  const written = hits.find((hit) => hit.writesName && isNamed(ctx, hit));
  if (written) return contentAnswer(ctx, [written, ...hits.filter((hit) => hit !== written)]);
  // Whatever a company would sponsor ("the basketball club's jerseys") is theirs to propose in the
  // partnership form, unless the question names someone else ("Who sponsors Real Madrid?"). Giving
  // alone ("donner une recette", "التبرع بالدم") is not sponsoring.
  const isSponsoring =
    intent.name === "partner" &&
    [...intent.consumed].some((key) => sponsorStems[ctx.language].has(key)) &&
    !namesSomethingUnknown(ctx);
  // A long, chatty question ("Hi! My nephew is crazy about basketball and we'd love to come and cheer
  // for Tamkine at their next game. When and where is it?") says more than its topic: a third of its
  // words at most that the site never uses, and no name it does not know, do not make it unknown.
  const doubtfulLeftover = leftover.filter((term) => isDoubtful(term) && term.word.length >= 4);
  const isChatty =
    CHATTY_INTENTS.has(intent.name) &&
    isLongWithFewDoubts(ctx, doubtfulLeftover) &&
    // "How much is a Samsung tablet in Morocco?" asks a price, which no built-in topic gives.
    !ctx.asks.some((ask) => ask === "howMuch" || ask === "howMany") &&
    !namesSomethingUnknown(ctx) &&
    // Arabic writes no capitals: a word no list knows, read as no other, is likely a name ("أوقات عمل
    // المركز الصحي حي الرحمة": the hours of another place).
    !(ctx.language === "ar" && leftover.some((term) => !term.hasKnownVariant && !term.isCorrected));
  // A topic the site knows nothing about ("the score of Real Madrid – Barcelona", "the pool's opening
  // hours"): our own next match or hours would not answer it.
  // A word read as another (a typo, or a word the site never uses) is not proof enough either.
  if (!isSponsoring && !isChatty && !isMatchNamed && doubtfulLeftover.length > 0) return fallback(ctx);
  // Words the answer itself (or the page it links) speaks of: "join the network of associations".
  const own = ownStems(ctx, answer);
  const uncovered = leftover.filter(
    (term) =>
      !term.variants.some((variant) => own.has(variant.stem)) && !own.has(verbRootKey(term.word) ?? ""),
  );
  if (uncovered.length === 0) return answer;
  // Words besides the intent's own ("join the WOMEN'S TEAM", "the address of Coin des Parents"):
  // content that covers them, or the item they name, wins.
  // A page far above every other that has the words the topic leaves ("il faut un PAPIER du DOCTEUR pour
  // inscrire mon petit au basket ?": the medical certificate, not how to join) is what is asked.
  const best = hits.find(
    (hit) =>
      (isNamed(ctx, hit) && isNamedBeyondTopic(ctx, hit, leftover)) ||
      (hit === hits[0] &&
        (hit.coverage >= ANSWER_MIN_COVERAGE || dominantHit(ctx, hits) === hit) &&
        coverageOf(hit, leftover) >= LEFTOVER_MIN_COVERAGE &&
        givesWhatIsAsked(ctx, hit.passage, ["howMuch", "howMany", "link", ...DETAILS])),
  );
  if (best) return contentAnswer(ctx, [best, ...hits.filter((hit) => hit !== best)]);
  // The other words fire a built-in topic of their own ("who do I CONTACT to SPONSOR the club?"): the
  // question is about that one, the first being only the way to it.
  // Reaching us is only the way to the first topic, which its answer gives ("شركتنا ترغب في دعم
  // النادي، كيف نتواصل معكم؟").
  if (isOtherTopic && other.name === "contact") return answer;
  if (isOtherTopic) {
    const consumed = new Set([...intent.consumed, ...other.consumed]);
    return answerWithIntent(ctx, { ...other, consumed }, hits, true);
  }
  // "How much does the university cost to join?": the topic is not ours, and "join" would not answer it.
  // "Sponsor a tournament", "support the girls' team": what a partner supports is theirs to propose
  // in the partnership form, when it is something the site speaks of.
  if (
    isSponsoring ||
    (intent.name === "partner" && uncovered.every((term) => term.isKnown && !term.isCorrected))
  )
    return answer;
  // "Who won the Throne Cup last year?": our last result is not an answer to a competition it was not in.
  // An organisation asking to join describes itself in words the site uses ("notre école PRIMAIRE"):
  // they are who asks, not another topic.
  const isOrganisationJoining = intent.name === "join" && isOrganisationAsking(ctx);
  if (intent.name !== "nextMatch" && uncovered.length > 0 && !isChatty && !isOrganisationJoining)
    return fallback(ctx);
  return answer;
}

/**
 * The question quotes a part of one of the item's names, at least half of its words that are not
 * fillers: "« Youth Job Fair »" names "Youth Job Fair at the Tamkine centre".
 */
function quotesName(hit: Hit, spans: readonly (readonly string[])[]) {
  if (isGuideOrFaq(hit) || !hit.passage.path) return false;
  const lines = [hit.passage.title, ...(hit.passage.names ?? "").split("\n")].map(words);
  // A name may be in any of the three languages, and so may its fillers ("at the").
  const ownWords = (run: readonly string[]) =>
    run.filter((word) => !LOCALES.some((language) => isStopWord(word, language))).length;
  return spans.some((span) =>
    lines.some((line) => containsRun(line, span) && ownWords(span) * 2 >= ownWords(line)),
  );
}

/**
 * The item's names hold one of the words the topic leaves: a name made only of the topic's own words
 * ("le Tamkine Basket Club" in "comment inscrire mon fils dans un vrai club de basket ?") is the topic.
 */
function isNamedBeyondTopic(ctx: Context, hit: Hit, leftover: readonly QueryTerm[]) {
  const names = new Set(
    words(`${hit.passage.title} ${hit.passage.names ?? ""}`).map((word) => stem(word, ctx.language)),
  );
  return leftover.some((term) => term.variants.some((variant) => names.has(variant.stem)));
}

/** An Arabic word's root, kept apart from stems: "يلعب" (he plays) is said by "لاعبون" (players). */
const rootKey = (word: string) => {
  const root = arabicRoot(word);
  return root === undefined ? undefined : `root:${root}`;
};
/**
 * A verb in the present ("يلعب", "تلعب", "نلعب") is said by any word of its root; a noun is not, as
 * nouns of one root are too often other things ("الجامعة", a university, is no "جمعية", an association).
 */
const verbRootKey = (word: string) => (/^[يتن]/.test(word) ? rootKey(word) : undefined);

/** Stems (and Arabic roots) of a built-in answer and of the guide to the pages it links. */
function ownStems(ctx: Context, answer: ChatAnswer): Set<string> {
  const paths = new Set(answer.links.map((link) => link.href));
  const texts = [
    answer.response,
    ...ctx.languageIndex.passages
      .filter((passage) => passage.kind === "guide" && paths.has(passage.path))
      .flatMap((passage) => [passage.title, passage.text]),
  ];
  const said = texts.flatMap(words).filter((word) => !isStopWord(word, ctx.language));
  return new Set([
    ...said.map((word) => stem(word, ctx.language)),
    ...said.flatMap((word) => rootKey(word) ?? []),
  ]);
}

/** The foundation's public e-mail and phone, when the site is configured with them. */
/** The site's settings the assistant gives (decision 030); the hours default to those of §2. */
export interface ContactDetails {
  email?: string;
  phone?: string;
  /** The site's address in each language it is written in. */
  address?: Partial<Record<Locale, string>>;
  openingHours?: readonly OpeningRange[];
}

export interface AnswerInput {
  message: string;
  contact?: ContactDetails;
  /** The visitor's interface language, used when the question gives no clue. */
  hint?: Locale;
  now?: Date;
}

export function answerQuestion(index: ChatIndex, input: AnswerInput): ChatAnswer {
  const { language } = detectLanguage(input.message, {
    hint: input.hint,
    vocabularies: index.vocabularies,
    names: index.names,
    arabicFunctionWords: ARABIC_FUNCTION_WORDS,
  });
  const languageIndex = index.languages[language];
  const tokens = languageIndex.tokenize(input.message);
  const terms = languageIndex.termsOf(tokens);
  const ctx: Context = {
    index,
    language,
    t: translatorFor(language),
    languageIndex,
    terms,
    tokens,
    question: input.message,
    asks: asksOf(tokens, language),
    contact: input.contact ?? {},
    now: input.now ?? new Date(),
  };
  const hits =
    terms.length > 0 ? creditAskedFacts(ctx, languageIndex.search(terms, 8, words(input.message))) : [];

  // An administrator's answer comes first when it clearly matches.
  const faqHit = hits.find((hit) => hit.passage.kind === "faq");
  if (faqHit && faqHit.coverage >= FAQ_MIN_COVERAGE && ownCoverage(ctx, faqHit) >= FAQ_MIN_OWN_COVERAGE) {
    const faq = faqAnswer(ctx, faqHit);
    if (faq) return faq;
  }

  if (isOffTopic(ctx)) return fallback(ctx);

  // An item's name the visitor quotes ("c'est quoi le « Youth Job Fair » ?") says what the question is
  // about, whatever topic its other words fire ("ouvert à quel âge ?" is not our opening hours).
  const spans = quotedSpans(ctx.question).filter((span) => span.length >= 2);
  const quoted = spans.length > 0 ? hits.find((hit) => quotesName(hit, spans)) : undefined;
  if (quoted) return contentAnswer(ctx, [quoted, ...hits.filter((hit) => hit !== quoted)]);

  const newsletter = newsletterGuide(ctx);
  if (newsletter)
    return contentAnswer(ctx, [newsletter, ...hits.filter((hit) => hit.passage !== newsletter.passage)]);

  const intent = detectIntent(tokens, language);
  if (intent) {
    const answer = answerWithIntent(ctx, intent, hits);
    if (answer) return answer;
  }

  // A name the site never uses ("the NBA finals", "Real Madrid"): the question is about something
  // else than what the pages around its other words say; only an item it names may answer.
  const isAboutTheUnknown = namesSomethingUnknown(ctx);
  // Every topic word a guess ("how do VACCINES work?" read as "machines"): no page is proved about it.
  // Another form of an Arabic word, read by its root, is not a guess.
  const isAllGuessed =
    ctx.terms.length > 0 &&
    ctx.terms.every((term) => term.isCorrected && !term.isSlip && !term.isRootReading);
  // Items the question names, and passages that cover it and give what it asks for, by score.
  const named = namedTerms(ctx);
  const coversNames = (hit: Hit) =>
    named.every((term) => term.variants.some((variant) => hit.matched.has(variant.stem)));
  const answerable = preferGiving(
    ctx,
    hits.filter(
      (hit) =>
        !isAllGuessed &&
        (isNamed(ctx, hit) ||
          (!isAboutTheUnknown &&
            hit.coverage >= ANSWER_MIN_COVERAGE &&
            coversNames(hit) &&
            givesWhatIsAsked(ctx, hit.passage))),
    ),
  );
  // An item whose name the question writes whole comes before a page it does not name at all ("Lecture
  // Plus, c'est payant ?" is about Lecture Plus, not about the book fair that has more of its words).
  const written = answerable.find((hit) => hit.writesName && isNamedInFull(hit));
  if (written && answerable[0]!.naming < UNNAMED_BELOW) {
    answerable.splice(answerable.indexOf(written), 1);
    answerable.unshift(written);
  }
  // A page far above every other one (five times the score) is what the question is about, even when
  // a page below it covers more of the question's words ("que faire si un joueur se blesse à
  // l'entraînement ?" is the first-aid guide, not the club's page about its players), unless the
  // question names an item.
  const dominant = isAboutTheUnknown || isAllGuessed ? null : dominantHit(ctx, hits);
  if (dominant && !coversNames(dominant) && !isNamed(ctx, dominant)) return fallback(ctx);
  // A page well above every other is more likely what a visitor describes in words of their own than a
  // page far below it that has more of them, through common words ("mon enfant adore faire à manger"
  // is the cooking workshop, not an outing whose text has "enfants" and "repas").
  const probable = dominant || isAboutTheUnknown ? null : probableHit(ctx, hits);
  const first = answerable[0];
  if (
    first &&
    (!dominant || isNamed(ctx, first) || first === dominant) &&
    (!probable || first === probable || isNamed(ctx, first))
  )
    return contentAnswer(ctx, [first, ...hits.filter((hit) => hit !== first)]);
  if (isAboutTheUnknown) return fallback(ctx);
  if (dominant) return contentAnswer(ctx, hits);
  if (probable) return probableAnswer(ctx, hits, probable);
  return uncertainAnswer(ctx, hits) ?? fallback(ctx);
}

const newsletterWords = perLanguage((language) => ({
  news: new Set(words(NEWSLETTER_WORDS[language].news)),
  mail: new Set(words(NEWSLETTER_WORDS[language].mail)),
}));

/** "I'd like your news by e-mail": the newsletter's guide, as a hit to answer with. */
function newsletterGuide(ctx: Context): Hit | null {
  // An Arabic word may carry a glued preposition ("فالإيميل", "بأخباركم").
  const written = words(ctx.question).flatMap((word) => {
    const bare = ctx.language === "ar" ? withoutGluedPreposition(word) : undefined;
    return bare === undefined ? [word] : [word, bare];
  });
  const { news, mail } = newsletterWords[ctx.language];
  if (!written.some((word) => news.has(word)) || !written.some((word) => mail.has(word))) return null;
  const passage = ctx.languageIndex.passages.find(
    (candidate) => candidate.kind === "guide" && candidate.path === PAGES.newsletter,
  );
  return passage ? asHit(passage) : null;
}

/** A passage the question is known to be about by other means than its words, as a hit to answer with. */
const asHit = (passage: Passage): Hit => ({
  passage,
  score: 0,
  coverage: 1,
  naming: 0,
  namingOwn: 0,
  namesRareWord: false,
  writesName: false,
  matched: new Set(),
});

const organisationWords = perLanguage((language) =>
  ORGANISATION_WORDS[language].map((group) => ({
    owners: new Set(words(group.owners)),
    words: new Set(words(group.words)),
  })),
);

/**
 * An organisation asks to join, speaking of its own ("notre association", "جمعيتنا"), not a person
 * for their child ("l'association de mon fils").
 */
function isOrganisationAsking(ctx: Context) {
  const written = words(ctx.question);
  const isOwned = (word: string, position: number) =>
    organisationWords[ctx.language].some(
      ({ owners, words: organisations }) =>
        organisations.has(word) &&
        ((ctx.language === "ar" && /نا$/u.test(word)) ||
          // "our school", "our primary school"
          owners.has(written[position - 1] ?? "") ||
          owners.has(written[position - 2] ?? "")),
    );
  return written.some(isOwned) && !written.some((word) => familyWords[ctx.language].has(word));
}

/** The partner topic's own words, giving alone aside: what says a question is about sponsoring. */
const sponsorStems = perLanguage((language) => {
  const giving = new Set(words(DONATION_WORDS[language]).map((word) => stem(word, language)));
  return new Set(
    INTENT_TRIGGERS.partner[language]
      .flatMap((trigger) => trigger.flatMap((group) => group.flatMap(words)))
      .map((word) => stem(word, language))
      .filter((key) => !giving.has(key)),
  );
});

const resultWords = perLanguage((language) => new Set(words(RESULT_WORDS[language])));

/** "Who won…?", "le score du dernier match…": a match still to be played says neither. */
function isUnplayedMatchAskedResult(ctx: Context, passage: Passage) {
  if (passage.kind !== "match" || !ctx.tokens.some((token) => resultWords[ctx.language].has(token.word)))
    return false;
  const match = ctx.index.matches.find((candidate) => candidate.id === passage.id);
  return !match || !hasScore(match);
}

const addressWords = perLanguage((language) => new Set(words(ADDRESS_WORDS[language])));

const offTopicPhrases = perLanguage((language) => OFF_TOPIC_PHRASES[language].map(words));

/** The question asks what no page of the site answers (the weather). */
function isOffTopic(ctx: Context) {
  const asked = words(ctx.question);
  return offTopicPhrases[ctx.language].some((phrase) => containsRun(asked, phrase));
}

/**
 * The question's words written as names (capitalised, not at the start of a sentence) that the site
 * uses: "When does RAMADAN start this year?" is about Ramadan; a page that only has "start" and
 * "year" is about something else.
 */
function namedTerms(ctx: Context): QueryTerm[] {
  const capitalised = wordsWrittenAsNames(ctx.question, { isAcronymAName: false });
  return ctx.terms.filter(
    (term) => term.isKnown && !term.isCorrected && !term.isGeneric && capitalised.has(term.word),
  );
}

/**
 * The folded words of a question written as names: capitalised, not at the start of a sentence, and,
 * when asked, acronyms ("NBA").
 */
function wordsWrittenAsNames(question: string, { isAcronymAName }: { isAcronymAName: boolean }) {
  const names = new Set<string>();
  for (const match of question.matchAll(/[\p{L}\p{N}]+/gu)) {
    const raw = match[0];
    const before = question.slice(0, match.index).trimEnd();
    const isAcronym = isAcronymAName && raw.length >= 2 && /^\p{Lu}+$/u.test(raw);
    const isCapitalised = /^\p{Lu}\p{Ll}/u.test(raw) && before !== "" && !/[.!?¿¡:]$/u.test(before);
    if (isAcronym || isCapitalised) for (const word of words(raw)) names.add(word);
  }
  return names;
}

const ARABIC_ORIGIN_ADJECTIVE = /^ال[\u0600-\u06ff]{3,}(ي|يه|يين)$/u;

/**
 * The question writes a word as a name (in capitals, not at the start of a sentence, or as an
 * acronym) that the site does not know, nor any of its synonyms.
 */
function namesSomethingUnknown(ctx: Context) {
  const unknown = new Set([
    ...ctx.terms.filter((term) => !term.hasKnownVariant && !term.isCorrected).map((term) => term.word),
    // A capitalised word read as another one, not by a slip ("République" as "publique"), is a name too.
    ...ctx.tokens
      .filter((token) => token.isCorrected && !token.isSlip && !token.isRootReading)
      .map((token) => token.written),
  ]);
  // Arabic writes no capitals; an adjective of origin the site never uses, as written, names a place
  // or a league of its own ("الدوري الأمريكي", the American league), even when it was read as a
  // nearby word ("الإسباني" as "الأسباب").
  if (ctx.language === "ar") {
    const isGuess = (token: Token) =>
      !token.isKnown || (token.isCorrected && !token.isSlip && !token.isRootReading);
    const isUnknownOrigin = (word: string) =>
      ARABIC_ORIGIN_ADJECTIVE.test(word) && ctx.languageIndex.tokenize(word).some(isGuess);
    if (words(ctx.question).some(isUnknownOrigin)) return true;
  }
  if (unknown.size === 0) return false;
  return [...wordsWrittenAsNames(ctx.question, { isAcronymAName: true })].some((word) => unknown.has(word));
}

/** The word says what is asked ("when", "combien", "commencent"), not what about. */
const isAskingTerm = (ctx: Context, term: QueryTerm) =>
  isAskStem(stem(term.word, ctx.language), ctx.language);

/** A word the site never uses, or one read as another by more than a slip: the question may be elsewhere. */
const isDoubtful = (term: QueryTerm) => (term.isCorrected && !term.isSlip) || !term.hasKnownVariant;
/**
 * For the probable answer, which says it is not sure: an everyday word the lexicon lists but no page
 * uses ("الجبل", the mountain, of a summer camp in Ifrane) describes, it is no other topic. The
 * lexicon leaves out on purpose the words of questions the site cannot answer (weather, recipes).
 */
const isDoubtfulForProbable = (term: QueryTerm) =>
  (term.isCorrected && !term.isSlip) || (!term.hasKnownVariant && !term.isEveryday);

/** A question of `LONG_QUESTION_TERMS` topic words or more, a third at most of them doubtful. */
const isLongWithFewDoubts = (ctx: Context, doubtful: readonly QueryTerm[]) =>
  ctx.terms.length >= LONG_QUESTION_TERMS && doubtful.length * 3 <= ctx.terms.length;

const isGuideOrFaq = (hit: Hit) => hit.passage.kind === "guide" || hit.passage.kind === "faq";

/**
 * The best passage when it stands far above every other page for a question whose every topic word
 * the site uses (or a synonym of it), none read as another word, two of them at least found in it.
 */
function dominantHit(
  ctx: Context,
  hits: readonly Hit[],
  dominance = DOMINANCE,
  isDoubt: (term: QueryTerm) => boolean = isDoubtful,
): Hit | null {
  const [best] = hits;
  if (!best || isGuideOrFaq(best)) return null;
  const found = ctx.terms.filter((term) => term.variants.some((variant) => best.matched.has(variant.stem)));
  // A word read as another, or one the site never uses, says the question may be about something else;
  // in a long question ("my son is nine and afraid of the WATER: anything to gain confidence in a
  // pool?") a few such words are the telling, when three words at least are on a page far above the
  // rest, which is then measured on the question's other words.
  const doubtful = ctx.terms.filter(isDoubt);
  if (
    doubtful.length > 0 &&
    !(isLongWithFewDoubts(ctx, doubtful) && found.length >= DOMINANT_WITH_OTHER_FOUND)
  )
    return null;
  const coverage =
    doubtful.length > 0
      ? coverageOf(
          best,
          ctx.terms.filter((term) => !doubtful.includes(term)),
        )
      : best.coverage;
  if (coverage < DOMINANT_MIN_COVERAGE) return null;
  const next = hits.find((hit) => hit.passage.path !== best.passage.path);
  // One word found is enough in a question of one topic word (for whom it is asked aside), or of two
  // far above every other page whose other word the site itself uses ("où ACHETER des lunettes ?"
  // asks about something the site never does).
  const topics = ctx.terms.filter((term) => !term.isGeneric && !term.isFamily);
  const isOthersKnown = ctx.terms.every((term) => found.includes(term) || term.isKnown);
  const isSoleWordEnough =
    topics.length <= 1 ||
    (topics.length <= 2 && isOthersKnown && (!next || best.score >= next.score * SOLE_WORD_DOMINANCE));
  const needed = isSoleWordEnough ? 1 : 2;
  if (found.length < needed) return null;
  // A word the page does not have, that the site itself never uses (only a synonym of it: "voiture"
  // beside "car", a coach), says the question may be about something else ("an electric car"),
  // unless three words of the question at least are found in the page. A word that asks ("commencent",
  // when) is what is asked of the page, not another thing.
  const isOtherThing = ctx.terms.some(
    (term) => !found.includes(term) && !term.isKnown && !term.isGeneric && !isAskingTerm(ctx, term),
  );
  if (isOtherThing && found.length < DOMINANT_WITH_OTHER_FOUND) return null;
  if (next && best.score < next.score * dominance) return null;
  return givesWhatIsAsked(ctx, best.passage) ? best : null;
}

/**
 * The question names the item: most of its name in some language, or a rare word of it ("Khouribga")
 * in a question whose every topic word the site uses.
 */
const isNamedInFull = (hit: Hit) =>
  hit.naming >= NAMING_MIN && hit.passage.kind !== "guide" && hit.passage.kind !== "faq";

/** What only a sentence that gives it answers, even about an item the question names. */
const DETAILS: readonly Ask[] = ["name", "colour"];

function isNamed(ctx: Context, hit: Hit) {
  if (hit.passage.kind === "guide" || hit.passage.kind === "faq") return false;
  // "The name of the psychologist of <a named platform>", "the colour of <its notebook>": named, but it
  // cannot tell.
  const details = ctx.asks.filter((ask) => DETAILS.includes(ask));
  if (details.length > 0 && !givesWhatIsAsked(ctx, hit.passage, details)) return false;
  // "The score of the last match of <a team we meet next month>": named, but it cannot tell.
  if (isUnplayedMatchAskedResult(ctx, hit.passage)) return false;
  // Named only through words of the same concept ("le bac" for the Orientation platform), an item is
  // what the question is about only when it gives what is asked ("c'est quand, le bac ?" has no date).
  if (isNamedInFull(hit))
    return (
      hit.namingOwn >= NAMING_MIN ||
      givesWhatIsAsked(ctx, hit.passage, ["when", "howMuch", "howMany", "howLong"])
    );
  // An everyday word the site happens not to use ("TalentBridge age LIMIT?") asks something of the item.
  return hit.namesRareWord && ctx.terms.every((term) => term.hasKnownVariant || term.isEveryday);
}

/**
 * "How much", "how many", "the link": a passage that has no sentence giving it does not answer the
 * question, however many of its words it shares ("How much does university tuition cost?").
 */
function givesWhatIsAsked(
  ctx: Context,
  passage: Passage,
  checked: readonly Ask[] = ["when", "howMuch", "howMany", "howLong", "link", ...DETAILS],
) {
  if (isUnplayedMatchAskedResult(ctx, passage)) return false;
  const checkable = ctx.asks.filter((ask) => checked.includes(ask));
  if (checkable.length === 0) return true;
  // The fact must be about the question's subject: its sentence, or the item's title, holds one of
  // the question's other words ("the price of electricity in Morocco" is not an installation's cost).
  // Asked a name, the person or company asked about is checked apart (`isAboutRole`): the subject is
  // whose ("the coach of THE U16 GIRLS").
  const isRole = (term: QueryTerm) => ctx.asks.includes("name") && isNamedRole(term.word, ctx.language);
  const subject = ctx.terms.filter((term) => !isAskingTerm(ctx, term) && !isRole(term));
  const stemsOfText = (text: string) => new Set(words(text).map((word) => stem(word, ctx.language)));
  const title = stemsOfText(`${passage.title} ${passage.tags ?? ""}`);
  // Another language's word counts in text written in it (an untranslated item), as in the search.
  const isUntranslated = hasForeignText(passage);
  const hasTerm = (own: ReadonlySet<string>) => (term: QueryTerm) =>
    term.variants.some(
      (variant) =>
        (!variant.isForeign || isUntranslated) &&
        (own.has(variant.stem) || (variant.weight >= 0.9 && title.has(variant.stem))),
    );
  const isAboutSubject = (sentence: string) =>
    subject.length === 0 || subject.some(hasTerm(stemsOfText(sentence)));
  const sentences = sentencesOf(passage.text);
  // A short item is about one thing: when it has every word of the subject, the fact may be in any
  // of its sentences ("Apprendre à nager … La participation est de 150 dirhams par trimestre.").
  const isShort = sentences.length <= SHORT_ITEM_SENTENCES;
  const isItemAboutSubject =
    isShort && subject.every(hasTerm(stemsOfText(`${passage.title} ${passage.text}`)));
  // The item's own name is no answer to "what is the coach's name?", nor a name in a sentence that does
  // not speak of a coach (a match's venue).
  const isNameAsked = checkable.includes("name");
  const ownName = isNameAsked ? new Set(words(`${passage.title}\n${passage.names ?? ""}`)) : undefined;
  const roles = isNameAsked ? ctx.tokens.filter((token) => isNamedRole(token.word, ctx.language)) : [];
  const isAboutRole = (sentence: string) => {
    const own = stemsOfText(sentence);
    return roles.some((token) => own.has(token.stem));
  };
  return checkable.some(
    (ask) =>
      (ask === "link" && passage.link) ||
      sentences.some(
        (sentence) =>
          (ask === "name" ? gives(sentence, ask, ownName) && isAboutRole(sentence) : gives(sentence, ask)) &&
          (isItemAboutSubject || isAboutSubject(sentence)),
      ),
  );
}
