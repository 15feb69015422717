import { describe, expect, it } from "vitest";
import { asksOf, gives } from "./asks";
import { stem, words } from "./normalize";
import type { Locale } from "~/i18n/config";
import { translatorFor } from "~/i18n/catalogues.server";
import { answerQuestion } from "./answer.server";
import { buildChatIndex } from "./chat-index";
import { detectIntent } from "./intents";
import type { Knowledge, Localized, MatchFact } from "./knowledge.server";
import { perLanguage } from "./lexicon";
import type { Passage } from "./search";

const NOW = new Date("2026-03-10T12:00:00Z");

const same = (text: string): Localized => ({ fr: text, en: text, ar: text });

function match(date: string, home: string, away: string, score: [number, number] | null): MatchFact {
  return {
    id: Number(date.replace(/-/g, "")),
    date,
    time: "19:00",
    home: same(home),
    away: same(away),
    location: { fr: "Salle des Sports", en: "Sports Hall", ar: "القاعة الرياضية" },
    homeScore: score?.[0] ?? null,
    awayScore: score?.[1] ?? null,
  };
}

const PASSAGES: Record<Locale, Passage[]> = {
  fr: [
    {
      kind: "platform",
      id: 1,
      path: "/plateforms",
      title: "Plateforme de tutorat",
      text: "Réservez des séances de soutien scolaire en ligne avec nos tuteurs, en mathématiques et en langues.",
      prior: 1,
    },
    {
      kind: "news",
      id: 2,
      path: "/blogdetail/bibliotheque_2",
      title: "Une bibliothèque ouvre au centre",
      text: "La bibliothèque accueille les élèves du lundi au samedi. Elle propose plus de 2 000 livres.",
      prior: 1,
    },
    {
      kind: "value",
      id: 3,
      path: "/nosValeurs",
      title: "Solidarité",
      text: "Personne ne réussit seul : bénévoles et familles unissent leurs forces.",
      prior: 1,
    },
  ],
  en: [
    {
      kind: "platform",
      id: 1,
      path: "/plateforms",
      title: "Tutoring platform",
      text: "Book online tutoring sessions with our tutors, in mathematics and languages.",
      prior: 1,
    },
    {
      kind: "news",
      id: 2,
      path: "/blogdetail/library_2",
      title: "A library opens at the centre",
      text: "The library welcomes pupils from Monday to Saturday. It offers more than 2,000 books.",
      prior: 1,
    },
  ],
  ar: [
    {
      kind: "platform",
      id: 1,
      path: "/plateforms",
      title: "منصة الدعم المدرسي",
      text: "احجز حصصاً للدعم المدرسي عن بعد مع مؤطرينا في الرياضيات واللغات.",
      prior: 1,
    },
  ],
};

function knowledge(overrides: Partial<Knowledge> = {}): Knowledge {
  return {
    passages: perLanguage((locale) => [...PASSAGES[locale]]),
    matches: [
      match("2026-02-20", "Tamkine", "Rabat Stars", [78, 71]),
      match("2026-03-01", "Fez Union", "Tamkine", [70, 75]),
      match("2026-03-14", "Atlas Marrakech", "Tamkine", null),
      match("2026-03-28", "Tamkine", "Fez Union", null),
    ],
    news: [
      {
        id: 2,
        path: "/blogdetail/bibliotheque_2",
        title: same("Une bibliothèque ouvre"),
        createdAt: "2026-03-05T10:00:00Z",
      },
      {
        id: 5,
        path: "/blogdetail/victoire_5",
        title: same("Victoire à domicile"),
        createdAt: "2026-03-08T10:00:00Z",
      },
    ],
    faq: [],
    ...overrides,
  };
}

const ask = (message: string, options: { hint?: Locale; index?: ReturnType<typeof buildChatIndex> } = {}) =>
  answerQuestion(options.index ?? buildChatIndex(knowledge()), { message, hint: options.hint, now: NOW });

/** A news passage of one language, at /blogdetail/<slug>_<id>. */
const newsPassage = (slug: string, id: number, title: string, text: string): Passage => ({
  kind: "news",
  id,
  path: `/blogdetail/${slug}_${id}`,
  title,
  text,
  prior: 1,
});

/** The test knowledge's index with more passages in one language. */
function indexWith(locale: Locale, ...passages: Passage[]) {
  const base = knowledge();
  return buildChatIndex({
    ...base,
    passages: { ...base.passages, [locale]: [...base.passages[locale], ...passages] },
  });
}

describe("built-in topics", () => {
  it("opening hours, in the question's language, with the contact page", () => {
    const fr = ask("Quels sont vos horaires d'ouverture ?");
    expect(fr).toMatchObject({ kind: "hours", language: "fr", isAnswered: true });
    expect(fr.response).toContain("du lundi au vendredi, de 9h à 18h");
    expect(fr.links).toEqual([{ href: "/contacter-tamkine", label: "Contact" }]);
    expect(ask("opning hours").response).toContain("Monday to Friday, from 9 am to 6 pm");
    expect(ask("ما هي أوقات العمل؟").response).toContain("من الاثنين إلى الجمعة");
  });

  it("how to contact, with the configured e-mail and phone", () => {
    const answer = answerQuestion(buildChatIndex(knowledge()), {
      message: "How can I contact you?",
      contact: { email: "hello@tamkine.example", phone: "+212 5 22 00 00 00" },
    });
    expect(answer.kind).toBe("contact");
    expect(answer.response).toContain("hello@tamkine.example");
    expect(answer.response).toContain("+212 5 22 00 00 00");
  });

  it("a word of precision or of a lunch break leaves the topic as it is; other names of things meet the site's", () => {
    expect(ask("Quelle est votre adresse exacte ?").kind).toBe("contact");
    expect(ask("What's your exact address?").kind).toBe("contact");
    expect(ask("C'est ouvert entre midi et deux ?").kind).toBe("hours");
    expect(ask("Are you open at lunchtime?").kind).toBe("hours");
    // Chanting is singing, ladies are women, and "wensday" is Wednesday as often typed.
    const { ar, en } = buildChatIndex(knowledge()).languages;
    const [chanting] = ar.termsOf(ar.tokenize("إنشاد"));
    expect(chanting?.variants.map((variant) => variant.stem)).toContain(stem(words("غناء")[0]!, "ar"));
    const [ladies] = en.termsOf(en.tokenize("ladies"));
    expect(ladies?.variants.map((variant) => variant.stem)).toContain(stem("women", "en"));
    expect(en.tokenize("wensday")[0]?.word).toBe("wednesday");
    // "Casa" is what Casablanca is called: the answer's address covers it.
    const { fr } = buildChatIndex(knowledge()).languages;
    const [casa] = fr.termsOf(fr.tokenize("Casa"));
    expect(casa?.variants.map((variant) => variant.stem)).toContain(stem("casablanca", "fr"));
  });

  it("a day named in an hours question is answered for that day first, open or closed", () => {
    const hours = [
      { day: 1, opens: "09:00", closes: "18:00" },
      { day: 6, opens: "10:00", closes: "12:00" },
    ];
    const index = buildChatIndex(knowledge());
    const onDay = (message: string) =>
      answerQuestion(index, { message, contact: { openingHours: hours }, now: NOW });
    expect(onDay("Êtes-vous ouverts le dimanche ?").response).toMatch(/^Le dimanche, nous sommes fermés\./);
    expect(onDay("Are you open on Saturdays?").response).toMatch(
      /^On Saturday, we are open from 10 am to 12 pm\./,
    );
    expect(onDay("واش حالين نهار السبت؟").response).toMatch(/^يوم السبت، نحن مفتوحون من 10:00 إلى 12:00\./);
    expect(onDay("Le centre est-il ouvert le week-end ?").response).toMatch(
      /^Le samedi, nous sommes ouverts de 10h à 12h\. Le dimanche, nous sommes fermés\./,
    );
    // Without a day, the whole week.
    expect(onDay("What are your opening hours?").response).toMatch(/^Our team is available Monday/);
  });

  it("where we are: the address first, in the question's language or the nearest one written", () => {
    const index = buildChatIndex(knowledge());
    const address = { fr: "Centre Tamkine, Casablanca", ar: "مركز تمكين، الدار البيضاء" };
    const where = (message: string) => answerQuestion(index, { message, contact: { address }, now: NOW });
    expect(where("Où êtes-vous situés ?").response).toMatch(/^Adresse : Centre Tamkine, Casablanca\./);
    expect(where("أين تقع المؤسسة؟").response).toMatch(/^العنوان: مركز تمكين، الدار البيضاء\./);
    // No English address: the French one, as the site's pages show it.
    expect(where("Where are you located?").response).toMatch(/^Address: Centre Tamkine, Casablanca\./);
    // Asked how to reach us, the address comes after the form; no e-mail is claimed when none is set.
    const reach = where("How can I contact you?").response;
    expect(reach).toMatch(/^Write to us/);
    expect(reach).toContain("Address: Centre Tamkine");
    expect(reach).not.toMatch(/e-mail/i);
  });

  it("a built-in topic reached through another ('who do I contact to sponsor the club?')", () => {
    expect(ask("Je souhaite sponsoriser votre club, qui contacter ?").kind).toBe("partner");
    expect(ask("Comment contacter le club pour devenir bénévole ?").kind).toBe("join");
    expect(ask("Who should I contact to sponsor the club?").kind).toBe("partner");
  });

  it("the next match and the last result, from today's date", () => {
    const next = ask("Quel est le prochain match ?");
    expect(next.kind).toBe("nextMatch");
    expect(next.response).toContain("Atlas Marrakech contre Tamkine");
    expect(next.response).toContain("19:00");
    expect(next.links[0]?.href).toBe("/matchs");
    const last = ask("What was the score of the last game?");
    expect(last.kind).toBe("lastResult");
    expect(last.response).toContain("Fez Union 70 – 75 Tamkine");
  });

  it("the next home or away match, and the last one played on a side", () => {
    expect(ask("Le prochain match à domicile, c'est quand ?").response).toContain("Tamkine contre Fez Union");
    expect(ask("When is our next away game?").response).toContain("Atlas Marrakech vs Tamkine");
    expect(ask("متى المباراة القادمة على أرضنا؟").response).toContain("Fez Union");
    expect(ask("What was the score of our last home game?").response).toContain(
      "Tamkine 78 – 71 Rabat Stars",
    );
  });

  it("a team named in the question picks that team's match", () => {
    expect(ask("When do we play Fez Union next?").response).toContain("Tamkine vs Fez Union");
    expect(ask("score du match contre Rabat").response).toContain("Tamkine 78 – 71 Rabat Stars");
  });

  it("an item named only by the topic's own words is the topic ('a real basketball club')", () => {
    const club: Passage = {
      kind: "foundation",
      id: 40,
      path: "/fondation",
      title: "Le Tamkine Basket Club",
      names: "Tamkine Basketball Club",
      text: "Créé il y a plus de trois ans, le club compte plus de 100 joueuses et joueurs.",
      prior: 1,
    };
    // "Tamkine" is on every page: its club's name is named by "basket" and "club" alone.
    const pages = ["La fondation Tamkine", "Le centre Tamkine", "Les bénévoles de Tamkine"].map(
      (title, position): Passage => ({
        kind: "page",
        id: 41 + position,
        path: `/page-${position}`,
        title,
        text: `${title} accueille les familles.`,
        prior: 1,
      }),
    );
    const index = buildChatIndex(
      knowledge({ passages: perLanguage(() => [...PASSAGES.fr, ...pages, club]) }),
    );
    const question =
      "Bonsoir, mon fils de 13 ans joue au basket depuis deux ans et rêve d'entrer dans un vrai club. Comment l'inscrire ?";
    expect(ask(question, { index }).kind).toBe("join");
    expect(ask("Parlez-moi du Tamkine Basket Club", { index }).links[0]?.href).toBe("/fondation");
  });

  it("declines the result of a match still to be played, rather than giving another's", () => {
    const played = match("2026-02-21", "Tamkine", "Rabat Stars", [78, 71]);
    const coming = match("2026-03-21", "Tamkine", "Mohammedia Star", null);
    const passage = (fact: MatchFact, text: string): Passage => ({
      kind: "match",
      id: fact.id,
      path: "/matchs",
      title: `${fact.home.en} – ${fact.away.en}`,
      text,
      prior: 1,
    });
    const index = buildChatIndex(
      knowledge({
        matches: [played, coming],
        passages: perLanguage(() => [
          passage(played, "Tamkine 78 – 71 Rabat Stars. Regional league, the top-of-the-table clash."),
          passage(coming, "Game scheduled on 21 March 2026 at 19:00. Regional league."),
        ]),
      }),
    );
    expect(ask("Who won against Mohammedia Star last time?", { index }).kind).toBe("fallback");
    expect(ask("Qui a gagné le dernier match contre Mohammedia Star ?", { index }).kind).toBe("fallback");
    expect(ask("What was the score of the last game against Rabat Stars?", { index }).response).toContain(
      "78 – 71",
    );
  });

  it("of two matches sharing a word, the one the question names best", () => {
    const index = buildChatIndex(
      knowledge({
        matches: [
          match("2026-03-14", "Tamkine", "Union de Fès", null),
          match("2026-03-28", "Tamkine", "Union de Tétouan", null),
        ],
      }),
    );
    expect(ask("Quand joue-t-on contre l'Union de Tétouan ?", { index }).response).toContain(
      "Union de Tétouan",
    );
  });

  it("opening hours asked for any weekday, and a company's support as a partnership", () => {
    expect(ask("Le centre est-il ouvert le mercredi ?").kind).toBe("hours");
    expect(ask("Are you open on Thursdays?").kind).toBe("hours");
    expect(ask("Mon entreprise voudrait soutenir la fondation").kind).toBe("partner");
    expect(ask("Can my company support the club?").kind).toBe("partner");
    expect(ask("شركتي تريد دعم المؤسسة").kind).toBe("partner");
  });

  it("standing facts asked in other words: this weekend's game, where you are, a child signed up", () => {
    expect(ask("Y a-t-il un match ce week-end ?").kind).toBe("nextMatch");
    expect(ask("Is there a game this weekend?").kind).toBe("nextMatch");
    expect(ask("Where are you located?").kind).toBe("contact");
    expect(ask("أين يوجد مقركم؟").kind).toBe("contact");
    expect(ask("How can I support the foundation?").kind).toBe("partner");
    expect(ask("I want to sign my son up for basketball").kind).toBe("join");
    expect(ask("أريد تسجيل ابني في النادي").kind).toBe("join");
  });

  it("'where are you?' and 'who do you play?', in the three languages and Darija", () => {
    expect(ask("Où êtes-vous ?").kind).toBe("contact");
    expect(ask("C'est où votre club ?").kind).toBe("contact");
    expect(ask("Where can I find you?").kind).toBe("contact");
    expect(ask("أين أنتم؟").kind).toBe("contact");
    expect(ask("وين كاينين؟").kind).toBe("contact");
    expect(ask("Contre qui jouez-vous ce week-end ?").kind).toBe("nextMatch");
    expect(ask("Who are we playing this weekend?").kind).toBe("nextMatch");
    expect(ask("ضد من ستلعبون غدا؟").kind).toBe("nextMatch");
    expect(ask("ضد من تلعبون؟").kind).toBe("nextMatch");
  });

  it("another team or competition is not answered with ours", () => {
    const answer = ask("What was the score of the Real Madrid Barcelona game?");
    expect(answer.kind).toBe("fallback");
    expect(answer.isAnswered).toBe(false);
  });

  it("says so when no match is announced", () => {
    const index = buildChatIndex(knowledge({ matches: [] }));
    expect(ask("Quel est le prochain match ?", { index }).response).toContain("Aucun match à venir");
  });

  it("the latest news, newest first, each linked", () => {
    const answer = ask("Quelles sont les dernières actualités ?");
    expect(answer.kind).toBe("latestNews");
    expect(answer.response.indexOf("Victoire à domicile")).toBeLessThan(
      answer.response.indexOf("Une bibliothèque"),
    );
    expect(answer.links.map((link) => link.href)).toEqual([
      "/blogdetail/victoire_5",
      "/blogdetail/bibliotheque_2",
      "/actualites",
    ]);
  });

  it("how to join and how to become a partner", () => {
    expect(ask("Je voudrais devenir bénévole").links.map((link) => link.href)).toEqual([
      "/community",
      "/nous-rejoindre",
    ]);
    expect(ask("How do I become a partner?").links[0]?.href).toBe("/partner");
    expect(ask("كيف أصبح شريكا؟").kind).toBe("partner");
    // Giving hours is volunteering; who the asker is and "quelques" are no further topic.
    expect(
      ask(
        "Je suis étudiante en psychologie et j'aimerais donner quelques heures pour aider les enfants. Comment m'engager ?",
      ).kind,
    ).toBe("join");
  });

  it("a topic wins over 'help', and what a company says of itself is no topic", () => {
    // "what", "can" and "do" would ask what the assistant can do.
    expect(ask("What are your opening hours? Can I just walk in or do I need an appointment?").kind).toBe(
      "hours",
    );
    expect(
      ask(
        "Notre entreprise de BTP basée à Kénitra souhaite financer une action éducative. À qui s'adresser ?",
      ).kind,
    ).toBe("partner");
    expect(ask("عطيوني رقم الهاتف ديالكم عافاكم").kind).toBe("contact");
  });

  it("a page far above every other, with the question's other words, wins over the topic one word fires", () => {
    const index = indexWith("fr", {
      kind: "document",
      id: 31,
      path: "/document",
      title: "Guide d’inscription à l’école de basket",
      text: "Pièces à fournir : un acte de naissance, deux photos et un certificat médical. Dépôt du 1er au 30 septembre.",
      prior: 1,
    });
    const answer = ask("Quels papiers faut-il pour inscrire mon fils à l’école de basket ?", { index });
    expect(answer).toMatchObject({ kind: "content", links: [{ href: "/document" }] });
    expect(ask("Comment inscrire mon fils ?", { index }).kind).toBe("join");
  });

  it("an Arabic word no list knows is taken for a name, not chatter: another place's hours are not ours", () => {
    expect(ask("ما هي أوقات عمل المركز الصحي حي الرحمة؟").kind).toBe("fallback");
  });

  it("built-in topics asked in Darija written in Latin letters, French loans and all", () => {
    expect(ask("slm labas?")).toMatchObject({ kind: "greeting", language: "ar" });
    expect(ask("wach ntoma m7lolin nhar sebt?")).toMatchObject({ kind: "hours", language: "ar" });
    expect(ask("3afak bghit numero dyal telephone")).toMatchObject({ kind: "contact", language: "ar" });
    expect(ask("bghit nkoun benevole m3akom")).toMatchObject({ kind: "join", language: "ar" });
  });

  it("greetings are answered only when nothing else is asked", () => {
    expect(ask("Bonjour").kind).toBe("greeting");
    expect(ask("السلام عليكم").language).toBe("ar");
    expect(ask("Hello, what are your opening hours?").kind).toBe("hours");
    expect(ask("Bonjour, quelle est la capitale du Japon ?").kind).toBe("fallback");
  });

  it.each(["fr", "en", "ar"] as const)("every suggested question in %s leads to its topic", (locale) => {
    const t = translatorFor(locale);
    const topics = ["hours", "contact", "nextMatch", "lastResult", "latestNews", "join", "partner"] as const;
    for (const topic of topics) {
      const answer = ask(t(`chat.questions.${topic}`), { hint: locale });
      expect({ topic, kind: answer.kind, language: answer.language }).toEqual({
        topic,
        kind: topic,
        language: locale,
      });
    }
  });
});

describe("answers from content", () => {
  it("quotes the best passage and links its page", () => {
    const answer = ask("Y a-t-il du soutien scolaire en maths ?");
    expect(answer.kind).toBe("content");
    expect(answer.response).toMatch(/^Plateforme de tutorat : /);
    expect(answer.response).toContain("En savoir plus : /plateforms");
    expect(answer.links[0]).toEqual({ href: "/plateforms", label: "Plateforme de tutorat" });
    expect(answer.sources[0]).toMatchObject({ kind: "platform", id: 1, path: "/plateforms" });
  });

  it("tolerates typos and missing accents", () => {
    expect(ask("tutorat en mathematiques").links[0]?.href).toBe("/plateforms");
    expect(ask("tutring in mathematcs").links[0]?.href).toBe("/plateforms");
  });

  it("reads a letter typed twice as typed once, with certainty, when that makes a known word", () => {
    const index = buildChatIndex(knowledge());
    const [match] = index.languages.en.tokenize("maatch");
    expect(match).toMatchObject({ word: "match", isCorrected: true, isSlip: true });
    // One letter left out is a guess among others at this length.
    expect(index.languages.en.tokenize("mtch")[0]?.isSlip).not.toBe(true);
    // The slip proves as much as the word written right; the guess less.
    const weightOf = (word: string) =>
      index.languages.en.termsOf(index.languages.en.tokenize(word))[0]?.variants[0]?.weight;
    expect(weightOf("maatch")).toBe(1);
    expect(weightOf("mtch")).toBeLessThan(1);
  });

  it("reads an age as for whom the question is asked, not as its words", () => {
    const index = indexWith(
      "en",
      newsPassage("year", 3, "A new school year", "Pupils aged 13 start the year with new books."),
    );
    const topics = (question: string) =>
      index.languages.en.termsOf(index.languages.en.tokenize(question)).map((term) => term.word);
    expect(topics("my 13 year old can't swim")).toEqual(["swim"]);
    expect(topics("my 8yo loves books")).toEqual(["books"]);
    // A number that is no age stays a word.
    expect(topics("13 books")).toEqual(["13", "books"]);
  });

  it("reads a letter typed three times as typed twice", () => {
    const index = buildChatIndex(knowledge());
    expect(index.languages.en.tokenize("maaatch")[0]).toMatchObject({ word: "match", isSlip: true });
  });

  it("reads a letter left out of a long word as a slip, measured on the word it was", () => {
    const index = indexWith("en", newsPassage("open-days", 9, "Virtual open days", "On 12 March, online."));
    // "vrtual" has six letters, "virtual" seven: one slip from a long word, not a guess.
    expect(index.languages.en.tokenize("vrtual")[0]).toMatchObject({ word: "virtual", isSlip: true });
  });

  it("reads a name's word spelt another way as a slip beside the word the site writes next to it", () => {
    const index = indexWith(
      "en",
      newsPassage(
        "beach",
        18,
        "Clean beach day",
        "The next operation will take place at Ain Diab beach. A climbing wall opens at the hall.",
      ),
    );
    const read = (question: string) => index.languages.en.tokenize(question).at(-1);
    expect(read("Ain Diyab")).toMatchObject({ word: "diab", isSlip: true });
    // Alone, the short word read as another is a guess.
    expect(read("Diyab")?.isSlip).not.toBe(true);
    // A short word no typo correction reads, beside the word the site writes before it.
    expect(read("climbing wal")).toMatchObject({ word: "wall", isSlip: true });
    expect(read("wal")?.word).toBe("wal");
  });

  it("answers how-many questions with the sentence that gives the number", () => {
    expect(ask("How many books does the library have?").response).toContain("2,000 books");
  });

  it("asked who, quotes the sentence with the person and the question's words beyond the title", () => {
    const index = indexWith(
      "fr",
      newsPassage(
        "fauteuil",
        41,
        "Une section de basket en fauteuil",
        "Depuis octobre, le club compte une section de basket en fauteuil. Quatorze joueurs s'y retrouvent. " +
          "Les fauteuils ont été offerts par la société Sanad Médical. " +
          "Youssef Amrani, ancien international, entraîne les joueurs. La section est gratuite.",
      ),
    );
    expect(ask("Qui entraîne la section de basket en fauteuil ?", { index }).response).toContain(
      "Youssef Amrani",
    );
  });

  it("asked when the next one is, quotes the date of the second one", () => {
    const index = indexWith(
      "en",
      newsPassage(
        "eye-tests",
        40,
        "Free eye tests for pupils",
        "On 14 and 15 March, opticians tested the eyesight of 600 pupils. Glasses were handed out free of charge. " +
          "Many children had never seen a specialist before. Parents thanked the volunteers warmly. " +
          "A second campaign will take place on 9 and 10 May at the centre.",
      ),
    );
    expect(ask("free eye tests, next one when?", { index }).response).toContain("9 and 10 May");
  });

  it("reads an Arabic word the site does not use by its root before reading it as a typo", () => {
    const index = indexWith(
      "ar",
      newsPassage("ecole", 7, "متطوعون يرممون المدرسة", "يرمم المتطوعون جدران المدرسة يوم الأحد."),
      newsPassage("ecole", 8, "تصميم ملعب المدرسة", "يقدم المهندسون تصميم الملعب الجديد يوم السبت."),
    );
    // "ترميم" (restoring) is written nowhere; "يرممون" (they restore) is, and "تصميم" (design) is one
    // letter away from it.
    const answer = ask("متى ترميم المدرسة؟", { index });
    expect(answer.links[0]?.href).toBe("/blogdetail/ecole_7");
    expect(answer.response).toContain("الأحد");
    // Read by its root alone, the word is another form of the site's, not a guess: it is answered.
    expect(ask("ترميم", { index }).links[0]?.href).toBe("/blogdetail/ecole_7");
  });

  it("Arabic questions get Arabic passages", () => {
    const answer = ask("هل يوجد دعم مدرسي في الرياضيات؟");
    expect(answer.language).toBe("ar");
    expect(answer.links[0]?.href).toBe("/plateforms");
  });

  it("reads a long word one slip away as that word, and answers nothing when every word is a guess", () => {
    const index = indexWith("en", {
      kind: "activity",
      id: 12,
      path: "/activities",
      title: "Robotics club",
      text: "Every Friday, children assemble machines and program them.",
      prior: 1,
    });
    // "Vaccines" is two slips from "machines": a guess, which proves nothing.
    expect(ask("How do vaccines work?", { index }).isAnswered).toBe(false);
    // One slip in a long word ("mathematics"): the question is answered as if it were written right.
    expect(ask("Tutoring sessions in mathematcs?", { index }).links[0]?.href).toBe(
      ask("Tutoring sessions in mathematics?", { index }).links[0]?.href,
    );
    expect(ask("Tutoring sessions in mathematcs?", { index }).isAnswered).toBe(true);
  });

  it("corrects an Arabic slip on the word's stem, its article and pronouns aside", () => {
    const index = indexWith(
      "ar",
      newsPassage(
        "ar",
        21,
        "استرجاع مصاريف حافلة المدرسة",
        "تسترجع الأسر مصاريف حافلة المدرسة عند تقديم الوصل.",
      ),
      newsPassage("ar", 22, "القافلة في الجبال", "جالت القافلة ست قرى محملة بالكتب."),
    );
    // "اللحافلة": a letter typed twice after the article. As written it is two slips from "القافلة"
    // and three from "حافلة"; its stem is one slip from theirs.
    expect(ask("هل يمكن استرجاع مصاريف اللحافلة؟", { index }).links[0]?.href).toBe("/blogdetail/ar_21");
    expect(ask("حافلة المدرسة", { index }).links[0]?.href).toBe("/blogdetail/ar_21");
    expect(ask("اللحافلة المدرسة", { index }).links[0]?.href).toBe("/blogdetail/ar_21");
  });

  it("says it does not know, and points to the contact page, rather than guessing", () => {
    for (const question of [
      "Quelle est la capitale du Japon ?",
      "Can you give me a pizza recipe?",
      "كيف أصلح دراجتي؟",
    ]) {
      const answer = ask(question);
      expect(answer).toMatchObject({ kind: "fallback", isAnswered: false, sources: [] });
      expect(answer.links).toEqual([{ href: "/contacter-tamkine", label: expect.any(String) }]);
      expect(answer.response).toContain("/contacter-tamkine");
    }
  });

  it("never repeats the question, so markup in it never reaches the answer", () => {
    for (const question of [
      '<img src=x onerror="alert(1)"> tutorat',
      "<script>alert(1)</script>",
      "<b>horaires</b>",
    ]) {
      const answer = ask(question);
      expect(answer.response).not.toMatch(/[<>]/);
      expect(answer.suggestions.join(" ")).not.toMatch(/[<>]/);
    }
  });

  it("suggests related questions, never the one just asked", () => {
    const answer = ask("Quel est le prochain match ?");
    expect(answer.suggestions.length).toBeGreaterThan(0);
    expect(answer.suggestions).not.toContain("Quel est le prochain match ?");
    expect(answer.suggestions).toContain("Quel est le dernier résultat ?");
  });
});

describe("the administrators' FAQ", () => {
  const withFaq = () =>
    knowledge({
      passages: perLanguage((locale) => [
        ...PASSAGES[locale],
        {
          kind: "faq",
          id: 7,
          path: "/document",
          title: { fr: "Où garer ma voiture ?", en: "Where can I park my car?", ar: "أين أركن سيارتي؟" }[
            locale
          ],
          text: {
            fr: "Un parking gratuit se trouve derrière le centre.",
            en: "Free parking is behind the centre.",
            ar: "يوجد موقف مجاني خلف المركز.",
          }[locale],
          prior: 1.1,
        },
      ]),
      faq: [
        {
          id: 7,
          question: { fr: "Où garer ma voiture ?", en: "Where can I park my car?", ar: "أين أركن سيارتي؟" },
          answer: {
            fr: "Un parking gratuit se trouve derrière le centre.",
            en: "Free parking is behind the centre.",
            ar: "يوجد موقف مجاني خلف المركز.",
          },
          link: "/document",
        },
      ],
    });

  it("answers with the entry in the question's language, with its link", () => {
    const index = buildChatIndex(withFaq());
    const answer = ask("where do I park the car", { index });
    expect(answer).toMatchObject({ kind: "faq", isAnswered: true });
    expect(answer.response).toContain("Free parking is behind the centre.");
    expect(answer.links).toEqual([{ href: "/document", label: "Where can I park my car?" }]);
    expect(ask("Où puis-je garer ma voiture ?", { index }).response).toContain("Un parking gratuit");
  });

  it("comes before a built-in topic it overlaps", () => {
    const faq = knowledge({
      passages: perLanguage((locale) => [
        ...PASSAGES[locale],
        {
          kind: "faq",
          id: 9,
          path: "",
          title: "Êtes-vous ouverts pendant le ramadan ?",
          text: "Oui, de 10h à 16h.",
          prior: 1.1,
        },
      ]),
      faq: [
        {
          id: 9,
          question: same("Êtes-vous ouverts pendant le ramadan ?"),
          answer: same("Oui, de 10h à 16h."),
          link: "",
        },
      ],
    });
    const answer = ask("Vous êtes ouverts pendant le ramadan ?", { index: buildChatIndex(faq) });
    expect(answer.kind).toBe("faq");
    expect(answer.response).toBe("Oui, de 10h à 16h.");
  });
});

describe("detectIntent", () => {
  it("prefers the more specific intent and reports the words it used", () => {
    const index = buildChatIndex(knowledge());
    const tokens = index.languages.fr.tokenize("Bonjour, quel est le résultat du dernier match ?");
    const intent = detectIntent(tokens, "fr");
    expect(intent?.name).toBe("lastResult");
    expect(intent?.consumed.has("bonjour")).toBe(true);
  });

  it("takes neither the television for a phone, finding a form for finding us, nor a link given for a gift", () => {
    const { fr } = buildChatIndex(knowledge()).languages;
    const intentOf = (question: string) => detectIntent(fr.tokenize(question), "fr")?.name;
    expect(intentOf("Votre tel svp")).toBe("contact");
    expect(intentOf("Mon fils regarde trop la télé")).toBeUndefined();
    expect(intentOf("Où se trouve le centre ?")).toBe("contact");
    expect(intentOf("Le formulaire, je le trouve où ?")).toBeUndefined();
    // "Donnez" is giving a link, not a gift ("un don").
    expect(intentOf("Donnez-moi le lien")).not.toBe("partner");
    expect(intentOf("Je voudrais faire un don")).toBe("partner");
    expect(intentOf("Comment intégrer l'équipe de basket ?")).toBe("join");
    // Someone's own phone is no way to reach us.
    expect(intentOf("Il fait des vidéos avec son téléphone")).toBeUndefined();
    // Being named is no call.
    expect(intentOf("Comment s'appelle le directeur ?")).toBeUndefined();
    expect(intentOf("Je peux vous appeler ?")).toBe("contact");
    const { en: english, ar: arabic } = buildChatIndex(knowledge()).languages;
    expect(detectIntent(english.tokenize("Can I pay with my phone?"), "en")?.name).toBeUndefined();
    expect(detectIntent(english.tokenize("What is your phone number?"), "en")?.name).toBe("contact");
    expect(detectIntent(arabic.tokenize("ابني يصور مقاطع بهاتفه"), "ar")?.name).toBeUndefined();
    expect(detectIntent(arabic.tokenize("ما هو رقم هاتفكم؟"), "ar")?.name).toBe("contact");
    // Spending one's time on something else gives no time to us.
    expect(
      detectIntent(english.tokenize("She spends all her time making videos, anything for her?"), "en")?.name,
    ).not.toBe("join");
    // What time a game starts is the next match's.
    expect(intentOf("Mon fils joue samedi, ça débute à quelle heure ?")).toBe("nextMatch");
    expect(detectIntent(english.tokenize("What time does the game start?"), "en")?.name).toBe("nextMatch");
    // Poetry writing is no writing to us.
    const { en } = buildChatIndex(knowledge()).languages;
    expect(detectIntent(en.tokenize("Who teaches poetry writing?"), "en")?.name).toBeUndefined();
    expect(detectIntent(en.tokenize("How can I write to you?"), "en")?.name).toBe("contact");
  });

  it("reads being there on a day, office hours and being available as the hours; funding our projects as partnering", () => {
    const { fr, en, ar } = buildChatIndex(knowledge()).languages;
    const intentIn = (index: typeof fr, language: "fr" | "en" | "ar", question: string) =>
      detectIntent(index.tokenize(question), language)?.name;
    expect(intentIn(fr, "fr", "Vous répondez au téléphone le dimanche ?")).toBe("hours");
    expect(intentIn(fr, "fr", "Il y a quelqu'un au standard le vendredi après-midi ?")).toBe("hours");
    expect(intentIn(fr, "fr", "C'est quoi vos heures de permanence ?")).toBe("hours");
    expect(intentIn(fr, "fr", "Quels jours êtes-vous disponibles ?")).toBe("hours");
    expect(intentIn(en, "en", "Do you answer the phone on Sundays?")).toBe("hours");
    expect(intentIn(en, "en", "Which days are you available?")).toBe("hours");
    expect(intentIn(ar, "ar", "هل تردون على الهاتف يوم الأحد؟")).toBe("hours");
    expect(intentIn(ar, "ar", "شحال الساعة كتسدو؟")).toBe("hours");
    // The phone alone is still how to reach us.
    expect(intentIn(fr, "fr", "Votre numéro de téléphone ?")).toBe("contact");
    expect(intentIn(fr, "fr", "Nous aimerions financer un de vos projets")).toBe("partner");
    expect(intentIn(en, "en", "Our bank would like to fund one of your projects")).toBe("partner");
    // One's own project is no partnership.
    expect(intentIn(fr, "fr", "Comment financer mon projet d'études ?")).not.toBe("partner");
  });

  it("matches an Arabic weekday as the day, not by a stem it shares ('الجمعة', Friday; 'جمعية')", () => {
    const { ar } = buildChatIndex(knowledge()).languages;
    const intentOf = (question: string) => detectIntent(ar.tokenize(question), "ar")?.name;
    expect(intentOf("أريد مواعيد القطارات يوم الجمعة، وشكرا على مساعدتكم")).not.toBe("partner");
    expect(intentOf("نود دعم جمعيتكم")).toBe("partner");
    expect(intentOf("هل تفتحون يوم الجمعة؟")).toBe("hours");
    // "شركة" (a company) shares its stem with "شركاء" (partners); a job is no partnership either.
    expect(intentOf("كم شركة ستشارك في ملتقى العمل؟")).not.toBe("partner");
    expect(intentOf("نريد أن نصبح شركاء للنادي")).toBe("partner");
    // "الرقمية" (digital) shares its stem with "رقم" (a phone number), "رقمكم" keeps it.
    expect(intentOf("ما هي المنصة الرقمية؟")).not.toBe("contact");
    expect(intentOf("ما هو رقمكم؟")).toBe("contact");
  });
});

describe("one retrieval over the three languages", () => {
  const platform = (locale: Locale): Passage => ({
    kind: "platform",
    id: 7,
    path: "/plateforms",
    title: { fr: "Passerelle Emploi", en: "Job Bridge", ar: "جسر التشغيل" }[locale],
    text: {
      fr: "Offres de stages réservées aux anciens boursiers, avec des ateliers CV chaque mercredi.",
      en: "Internship offers reserved for former scholarship holders, with CV workshops every Wednesday.",
      ar: "عروض تداريب مخصصة للممنوحين السابقين، مع ورشات للسيرة الذاتية كل أربعاء.",
    }[locale],
    names: "Passerelle Emploi\nJob Bridge\nجسر التشغيل\npasserelle emploi tamkine example",
    link: "https://passerelle.tamkine.example",
    prior: 1,
  });
  // Written in French only: English and Arabic visitors read the French text, marked as French.
  const theatre = (locale: Locale): Passage => ({
    kind: "activity",
    id: 8,
    path: "/activities",
    title: "Cours de théâtre",
    text: "Le samedi matin, une troupe prépare avec les lycéens un spectacle joué en fin d’année.",
    names: "Cours de théâtre",
    langs: locale === "fr" ? {} : { title: "fr", text: "fr" },
    prior: 1,
  });
  // One of the site's own pages, about the club.
  const clubPage = (locale: Locale): Passage => ({
    kind: "page",
    id: 9,
    path: "/club",
    title: { fr: "Le club", en: "The club", ar: "النادي" }[locale],
    text: {
      fr: "Le club est indissociable de la fondation : chaque licencié du club bénéficie du tutorat.",
      en: "The club is inseparable from the foundation: every club member benefits from tutoring.",
      ar: "النادي جزء لا يتجزأ من المؤسسة: يستفيد كل منخرط في النادي من الدعم.",
    }[locale],
    prior: 1,
  });
  // The organisations' form, as the site's guide describes it.
  const joinUs = (locale: Locale): Passage => ({
    kind: "guide",
    id: 10,
    path: "/nous-rejoindre",
    title: { fr: "Nous rejoindre", en: "Join us", ar: "انضم إلينا" }[locale],
    text: {
      fr: "Le formulaire d’adhésion des organisations (associations, écoles, entreprises).",
      en: "The membership form for organisations (associations, schools, companies).",
      ar: "استمارة انخراط الهيئات (الجمعيات والمدارس والمقاولات).",
    }[locale],
    prior: 1,
  });
  const index = buildChatIndex(
    knowledge({
      passages: perLanguage((locale) => [
        ...PASSAGES[locale],
        platform(locale),
        theatre(locale),
        clubPage(locale),
        joinUs(locale),
      ]),
    }),
  );
  const askHere = (message: string, hint?: Locale) => answerQuestion(index, { message, hint, now: NOW });

  it("finds an item by its name in another language, and answers in the question's language", () => {
    const fr = askHere("C'est quoi Job Bridge ?");
    expect(fr).toMatchObject({ kind: "content", language: "fr" });
    expect(fr.response).toMatch(/^Passerelle Emploi : Offres de stages/);
    const ar = askHere("ما هي Passerelle Emploi؟");
    expect(ar.language).toBe("ar");
    expect(ar.response).toContain("جسر التشغيل");
    expect(askHere("Job Bridge", "ar")).toMatchObject({ language: "ar", links: [{ href: "/plateforms" }] });
  });

  it("reads Darija written in Latin letters as Arabic, its French loans through their Arabic words", () => {
    expect(askHere("fo9ach lmatch jay?")).toMatchObject({ kind: "nextMatch", language: "ar" });
    const link = askHere("chno hwa lien dyal Job Bridge?");
    expect(link).toMatchObject({ kind: "content", language: "ar", links: [{ href: "/plateforms" }] });
    expect(link.response).toContain("passerelle.tamkine.example");
    // "ateliers" is the Arabic text's "ورشات".
    const loan = askHere("wach kayn chi ateliers nhar larb3a?");
    expect(loan).toMatchObject({ language: "ar", links: [{ href: "/plateforms" }] });
    expect(loan.response).toContain("جسر التشغيل");
  });

  it("marks the text that exists only in another language", () => {
    const answer = askHere("Tell me about the Cours de théâtre");
    expect(answer.language).toBe("en");
    expect(answer.response).toContain("une troupe prépare");
    expect(answer.foreign).toContainEqual({ text: "Cours de théâtre", lang: "fr" });
    expect(answer.foreign.some((part) => part.lang === "fr" && part.text.includes("une troupe"))).toBe(true);
  });

  it("gives the link when the link is asked for", () => {
    expect(askHere("Quel est le lien de Passerelle Emploi ?").response).toContain(
      "https://passerelle.tamkine.example",
    );
    expect(askHere("ما هو رابط جسر التشغيل؟").response).toContain("https://passerelle.tamkine.example");
  });

  it("reads everyday phrasings of the built-in topics", () => {
    expect(askHere("When is the next home game?").kind).toBe("nextMatch");
    expect(askHere("I want to give money to the foundation").kind).toBe("partner");
    expect(askHere("أين يقع مقر المؤسسة؟").kind).toBe("contact");
    expect(askHere("شكرا بزاف").kind).toBe("thanks");
    expect(askHere("merci beaucoup").kind).toBe("thanks");
    // A company's logo on the jerseys is sponsoring; "sinon" (otherwise) is a filler.
    expect(askHere("We run a chain of bakeries and would love our logo on your jerseys").kind).toBe(
      "partner",
    );
    expect(askHere("Vous êtes ouverts le samedi ? Sinon quels sont vos horaires ?").kind).toBe("hours");
  });

  it("gives an organisation asking to join the organisations' form first", () => {
    const hrefs = (message: string) => askHere(message).links.map((link) => link.href);
    expect(hrefs("Notre association voudrait vous rejoindre, comment faire ?")).toEqual([
      "/nous-rejoindre",
      "/community",
    ]);
    expect(hrefs("How can our association join you?")[0]).toBe("/nous-rejoindre");
    // An organisation's acronym is a word for an organisation, not a name the site does not know.
    expect(hrefs("How can our NGO join you?")[0]).toBe("/nous-rejoindre");
    expect(hrefs("Comment notre ONG peut-elle vous rejoindre ?")[0]).toBe("/nous-rejoindre");
    expect(hrefs("أريد أن تنضم جمعيتنا إليكم، كيف نفعل؟")[0]).toBe("/nous-rejoindre");
    expect(hrefs("Comment vous rejoindre ?")[0]).toBe("/community");
    // A school speaking of itself, described in words the site uses ("de mathématiques"), not a pupil's.
    expect(hrefs("Notre école de mathématiques aimerait rejoindre la fondation")[0]).toBe("/nous-rejoindre");
    expect(hrefs("Our mathematics school would like to join the foundation")[0]).toBe("/nous-rejoindre");
    expect(hrefs("Mon école voudrait vous rejoindre")[0]).toBe("/community");
    // "L'association" alone is the foundation itself.
    expect(hrefs("Comment adhérer à l'association ?")[0]).toBe("/community");
    expect(hrefs("كيف أصبح عضوا في الجمعية؟")[0]).toBe("/community");
    expect(hrefs("Mon fils voudrait rejoindre l'association, comment faire ?")[0]).toBe("/community");
  });

  it("reads a time beside the hours as asked of them", () => {
    expect(askHere("What are your opening hours? I can only come after 5.").kind).toBe("hours");
    expect(askHere("Quels sont vos horaires ? Je ne peux venir que vers 17h").kind).toBe("hours");
  });

  it("reads another person of an Arabic verb, a glued 'and', a swapped root, Darija's Sunday and 'était'", () => {
    const read = (locale: Locale, text: string) => index.languages[locale].tokenize(text)[0];
    // "نحجز" (we book; I book in Darija) is the "احجز" the platform writes, not a guess by its root.
    expect(read("ar", "نحجز")).toMatchObject({ word: "احجز", isCorrected: false });
    expect(read("ar", "وساعات")).toMatchObject({ word: "ساعات", isCorrected: false });
    // Two letters of a root of three swapped are another word: "العرش" (the throne) is not "العشر" (ten).
    const ten = newsPassage("ten", 34, "عشر سنوات", "عشر سنوات من العمل مع التلاميذ.");
    const throne = indexWith("ar", ten).languages.ar.tokenize("العرش")[0];
    expect(throne?.isSlip ?? false).toBe(false);
    // Sunday in Darija, though a word of the site is one letter from it ("الحي", the neighbourhood).
    const neighbourhood = newsPassage("hay", 30, "مكتبة الحي", "افتتحت مكتبة جديدة في الحي.");
    const withHay = indexWith("ar", neighbourhood).languages.ar;
    expect(withHay.tokenize("الحد")[0]).toMatchObject({ word: words("الأحد")[0] });
    expect(read("fr", "était")).toMatchObject({ isStopWord: true });
    expect(askHere("ما هي أيام وساعات العمل عندكم؟").kind).toBe("hours");
    expect(askHere("واش محلولين نهار الحد؟").response).toContain("مغلقون");
    expect(askHere("C'était quoi le score du dernier match ?").kind).toBe("lastResult");
  });

  it("a title of fillers and words found everywhere ('Le club') is not named by writing them", () => {
    const clubNews = (id: number, title: string) =>
      newsPassage(`club-${id}`, id, title, `Le club de basket : ${title.toLowerCase()}.`);
    const site = indexWith("fr", clubPage("fr"), clubNews(21, "Une victoire"), clubNews(22, "Un tournoi"));
    const question =
      "Je souhaiterais soutenir financièrement le club de basket en tant que sponsor, pourriez-vous m'indiquer la marche à suivre ?";
    expect(ask(question, { index: site }).kind).toBe("partner");
  });

  it("a quoted part of an item's name is what the question is about, whatever topic its words fire", () => {
    // The French page, with its English title among its names, asked about in a French sentence whose
    // other words the site never uses.
    const fair: Passage = {
      ...newsPassage(
        "forum-emploi",
        31,
        "Forum de l'emploi des jeunes",
        "Vingt-cinq entreprises proposent des emplois aux jeunes de 18 à 30 ans le samedi 14 juin.",
      ),
      names: "Forum de l'emploi des jeunes\nYouth Job Fair at the Tamkine centre",
    };
    const site = indexWith("fr", fair);
    const question =
      "C'est quoi le « Youth Job Fair » vu sur la version anglaise ? C'est ouvert à quel âge ?";
    expect(ask(question, { index: site }).links[0]?.href).toBe("/blogdetail/forum-emploi_31");
  });

  it("a page far above every other with the words a topic leaves is what is asked", () => {
    const certificate: Passage = {
      kind: "document",
      id: 33,
      path: "/document",
      title: "Certificat médical d'aptitude au basket",
      text: "Formulaire à faire signer par un médecin avant toute inscription. Valable un an.",
      prior: 1,
    };
    const site = indexWith("fr", certificate);
    const question = "Pour inscrire mon fils au basket, faut-il un papier du docteur ? Même les bénévoles ?";
    expect(ask(question, { index: site }).links[0]?.href).toBe("/document");
  });

  it("a name is written whole without the year it ends with", () => {
    const guide: Passage = {
      kind: "document",
      id: 32,
      path: "/document",
      title: "Guide des familles 2025-2026",
      text: "La cotisation annuelle est de 900 dirhams.",
      prior: 1,
    };
    const { fr } = indexWith("fr", guide).languages;
    const question = "Que dit le Guide des familles sur la cotisation ?";
    const [hit] = fr.search(fr.termsOf(fr.tokenize(question)), 5, words(question));
    expect(hit).toMatchObject({ passage: { id: 32 }, writesName: true });
  });

  it("takes whom to contact as the way to the other topic, before a page that shares its words", () => {
    expect(askHere("qui contacter pour sponsoriser le club ?").kind).toBe("partner");
    expect(askHere("We would like to sponsor the club, who should we contact?").kind).toBe("partner");
  });

  it("answers “who are you?” and a Darija greeting with the greeting", () => {
    expect(askHere("Bonjour, vous êtes qui ?").kind).toBe("greeting");
    expect(askHere("Who are you?").kind).toBe("greeting");
    expect(askHere("السلام عليكم، كي داير؟")).toMatchObject({ kind: "greeting", language: "ar" });
  });

  it("reads a word with a letter left out, or two letters swapped, as the one known word it can be", () => {
    const read = (text: string) => index.languages.fr.tokenize(text)[0];
    // "samdi" is one letter from "samedi" only: a slip, not a guess, though short.
    expect(read("samdi")).toMatchObject({ word: "samedi", isSlip: true });
    // Two neighbours swapped, the same.
    expect(read("smaedi")).toMatchObject({ word: "samedi", isSlip: true });
    // A filler with a letter left out, when no word of the site is that word with one letter more.
    expect(index.languages.en.tokenize("we wold like")[1]).toMatchObject({ word: "would", isStopWord: true });
  });

  it("reads Arabizi words for books, free and seats", () => {
    const read = (text: string) => index.languages.ar.tokenize(text).map((token) => token.word);
    expect(read("wach lktoub fabor?")).toEqual(words("هل الكتب مجاني"));
    expect(read("ch7al mn blassa")).toEqual(expect.arrayContaining(words("مقعد")));
  });

  it("reads French written as in text messages", () => {
    const read = (text: string) => index.languages.fr.tokenize(text).filter((token) => !token.isStopWord);
    expect(read("kel jour c koi")).toMatchObject([{ word: "jour" }]);
    expect(askHere("ya des offres de taf ?")).toMatchObject({ links: [{ href: "/plateforms" }] });
  });

  it("reads Darija for training, girls, work, finding, camps, studying and starting", () => {
    const read = (text: string) => index.languages.ar.tokenize(text).map((token) => token.word);
    // "البنات" is read as the site's "فتيات".
    expect(read("imta kaybdaw tadarib dyal lbnat")).toEqual(words("متى يبدأ التداريب من فتيات"));
    expect(read("fin nl9a khedma")).toEqual(words("أين أجد عمل"));
    // "For how much" is a price.
    expect(read("bchhal lmokhayam")).toEqual(words("بكم المخيم"));
    expect(read("شحال نخلص باش بنتي تقرا")).toEqual(words("كم أدفع لكي ابنتي يتعلم"));
  });

  it("reads a Darija word behind a glued preposition and article", () => {
    const read = index.languages.ar.tokenize("واش كاين شي حاجة للدراري فالماتش؟").map((token) => token.word);
    expect(read).toEqual(expect.arrayContaining(words("أطفال المباراة")));
  });

  it("reads Darija question words and verbs as the standard ones", () => {
    expect(askHere("فوقاش الماتش الجاي؟")).toMatchObject({ kind: "nextMatch", language: "ar" });
    expect(askHere("واش كاين شي دعم مدرسي فالرياضيات؟").links[0]?.href).toBe("/plateforms");
    expect(askHere("سلام، لاباس عليك؟")).toMatchObject({ kind: "greeting", language: "ar" });
    expect(askHere("واش حالين نهار السبت؟")).toMatchObject({ kind: "hours", language: "ar" });
    expect(askHere("عطيني الإيميل ديالكم")).toMatchObject({ kind: "contact", language: "ar" });
  });

  it("offers two or three pages when it is not sure, and declines what the site never speaks of", () => {
    const unsure = askHere("Un spectacle le mercredi ?");
    expect(unsure).toMatchObject({ kind: "uncertain", isAnswered: false });
    expect(unsure.links.map((link) => link.href)).toEqual(["/activities", "/plateforms"]);
    expect(unsure.suggestions[0]).toBe("Parlez-moi de « Cours de théâtre »");
    expect(askHere("Va-t-il pleuvoir samedi matin ?").kind).toBe("fallback");
  });

  it("finds text written in one language only through the same words in the question's", () => {
    // "drama" and "show" are the English words of the theatre group; the text says "spectacle".
    expect(askHere("Is there a drama show?").links[0]?.href).toBe("/activities");
  });

  it("declines a question about a name the site never uses, whatever its other words cover", () => {
    expect(askHere("Des offres de stages chez OCP ?").kind).toBe("fallback");
    expect(askHere("Des offres de stages pour les anciens boursiers ?").links[0]?.href).toBe("/plateforms");
  });
});

describe("the latest news", () => {
  it("is asked by 'news' or 'what is new', not by anything new", () => {
    expect(ask("What's new?").kind).toBe("latestNews");
    expect(ask("ما الجديد؟").kind).toBe("latestNews");
    expect(ask("Do you have new books in the library?").links[0]?.href).toBe("/blogdetail/library_2");
    const { ar } = buildChatIndex(knowledge()).languages;
    expect(detectIntent(ar.tokenize("هل لديكم حصص جديدة للدعم المدرسي؟"), "ar")).toBeNull();
  });
});

describe("what a question asks for", () => {
  it("takes the item's own name, a district or a school's name for no one", () => {
    const title = new Set(words("Regard Clair : dépistage visuel gratuit"));
    const first = "Le 14 mars, l’opération Regard Clair a examiné la vue de 300 élèves.";
    expect(gives(first, "who", title)).toBe(false);
    expect(gives("Les tests ont eu lieu au centre de Hay Mohammadi.", "who")).toBe(false);
    expect(gives("Une deuxième journée aura lieu à l’école Ibn Khaldoun.", "who")).toBe(false);
    expect(gives("L’ophtalmologue Dr Karim Benjelloun a réalisé les tests.", "who", title)).toBe(true);
  });

  const item = (locale: Locale): Passage => ({
    kind: "news",
    id: 9,
    path: "/blogdetail/toit_9",
    title: {
      fr: "Des panneaux solaires sur le toit",
      en: "Solar panels on the roof",
      ar: "ألواح شمسية فوق السطح",
    }[locale],
    text: {
      fr: "L’installation a coûté 96 000 dirhams. La facture d’électricité a baissé de 40 %.",
      en: "The installation cost 96,000 dirhams. The electricity bill fell by 40%.",
      ar: "كلفت التجهيزات 96000 درهم. وانخفضت فاتورة الكهرباء بنسبة 40 %.",
    }[locale],
    prior: 1,
  });
  const index = buildChatIndex(
    knowledge({ passages: perLanguage((locale) => [...PASSAGES[locale], item(locale)]) }),
  );
  const askHere = (message: string) => answerQuestion(index, { message, now: NOW });

  it("declines a phone number the item does not give, rather than quoting the item", () => {
    expect(askHere("Le téléphone de la plateforme de tutorat ?").kind).toBe("fallback");
    expect(askHere("La plateforme de tutorat ?").kind).toBe("content");
    expect(askHere("Combien ont coûté les panneaux solaires ?").kind).toBe("content");
  });

  it("answers a price with the sum of the item the question is about", () => {
    expect(askHere("Combien ont coûté les panneaux solaires ?").response).toContain("96 000 dirhams");
    expect(askHere("كم كلفت الألواح الشمسية؟").response).toContain("96000");
  });

  it("does not give an item's price for the price of something else it mentions", () => {
    expect(askHere("Quel est le prix de l’électricité au Maroc ?").kind).toBe("fallback");
  });

  it("reads “de combien” as a change, answered by a number", () => {
    expect(askHere("De combien a baissé la facture d’électricité ?").response).toContain("40 %");
  });
});

describe("paraphrases", () => {
  const news = (id: number, title: string, text: string): Passage => ({
    kind: "news",
    id,
    path: `/blogdetail/item_${id}`,
    title,
    text,
    prior: 1,
  });
  const passages = [
    news(
      1,
      "Une caravane de lecture",
      "Douze bénévoles ont sillonné six villages de l’Atlas avec 1 200 livres. L’écrivaine Nadia Bennani " +
        "animait les ateliers de conte. La prochaine caravane partira en octobre vers Tata.",
    ),
    news(2, "Entraînements", "Le club de basket s’entraîne chaque mercredi à la salle omnisports."),
    news(3, "Tutorat", "Les familles peuvent inscrire leurs enfants au tutorat en mathématiques."),
  ];
  const index = buildChatIndex(knowledge({ passages: perLanguage(() => passages) }));
  const askHere = (message: string) => answerQuestion(index, { message, hint: "fr", now: NOW });

  it("answers from the one page far above the others, through synonyms and their inflections", () => {
    // "racontait" is not in the lexicon, "raconter" is; "enfants" is not in the passage.
    const answer = askHere("Qui racontait des histoires aux enfants dans les montagnes ?");
    expect(answer).toMatchObject({ kind: "content", isAnswered: true });
    expect(answer.links[0]?.href).toBe("/blogdetail/item_1");
    expect(askHere("Quel temps fera-t-il dans les montagnes ?").kind).toBe("fallback");
  });

  it("quotes what to bring through the words a page uses for it", () => {
    const blood = news(
      6,
      "Journée de don du sang",
      "Le jeudi 17 octobre, le hall du centre accueille une journée de don du sang. Tout adulte de 18 à " +
        "65 ans peut donner. Prévoyez votre carte d’identité et prenez un petit-déjeuner. Le prélèvement " +
        "dure une dizaine de minutes, une collation est offerte ensuite. L’an dernier, 110 donneurs sont venus.",
    );
    const withBlood = buildChatIndex(knowledge({ passages: perLanguage(() => [...passages, blood]) }));
    const answer = answerQuestion(withBlood, {
      message: "Il faut apporter quoi pour le don du sang ?",
      hint: "fr",
      now: NOW,
    });
    expect(answer.response).toContain("carte d’identité");
  });

  it("a question of two words, one found far above every other page: answered if the site uses the other", () => {
    const beach = news(
      4,
      "Volunteers clean up the beach",
      "Volunteers picked up litter on the beach on Sunday.",
    );
    const page = (id: number, title: string, text: string): Passage => ({
      ...news(id, title, text),
      kind: "page",
    });
    const pages = [
      page(5, "Privacy policy", "We protect your personal data."),
      page(7, "Terms of use", "These terms protect the site and its visitors."),
      page(8, "Safeguarding", "We protect the children in our care."),
      page(9, "Safeguarding policy", "We protect the pupils on every outing."),
      page(10, "Data protection", "We protect what you send us."),
    ];
    const english = buildChatIndex(
      knowledge({ passages: perLanguage(() => [...passages, beach, ...pages]) }),
    );
    const askEnglish = (message: string) => answerQuestion(english, { message, hint: "en", now: NOW });
    // "seaside" is the lexicon's "beach"; "protect" is a word of the site.
    expect(askEnglish("What did you do to protect the seaside?").links[0]?.href).toBe("/blogdetail/item_4");
    // The site never speaks of selling: one word of two is not enough.
    expect(askEnglish("Where can I sell things at the seaside?").isAnswered).toBe(false);
  });

  it("quotes a page three times above every other as the probable answer, saying it is not sure", () => {
    const site = buildChatIndex(
      knowledge({
        passages: perLanguage(() => [
          ...passages,
          news(
            13,
            "Atelier poterie",
            "Chaque mercredi, les enfants façonnent l’argile et cuisent leurs bols.",
          ),
          news(
            16,
            "Fête de fin d’année",
            "Les familles ont admiré les poteries et les bols en argile des enfants.",
          ),
        ]),
      }),
    );
    const ask = (message: string) => answerQuestion(site, { message, hint: "fr", now: NOW });
    const answer = ask("Ma fille aime travailler l’argile");
    expect(answer).toMatchObject({ kind: "probable", isAnswered: true });
    expect(answer.links[0]?.href).toBe("/blogdetail/item_13");
    expect(answer.response).toContain("Je ne suis pas certain de la réponse");
    expect(answer.response).toContain("façonnent l’argile");
    // A word the site never uses: the page may be about something else than the question.
    expect(ask("Ma fille aime travailler l’argile xylographique").kind).not.toBe("probable");
  });

  it("an Arabic word names an item only as the item writes it, not by a stem they happen to share", () => {
    const arabic = buildChatIndex(
      knowledge({
        passages: perLanguage(() => [news(6, "الإحماء قبل المباراة", "يستعد الفريق قبل استقبال الضيوف.")]),
      }),
    ).languages.ar;
    const naming = (message: string) =>
      arabic.search(arabic.termsOf(arabic.tokenize(message)), 1)[0]?.namesRareWord;
    expect(naming("الإحماء")).toBe(true);
    // "أحمي" (I protect) shares the stem of "الإحماء" (the warm-up).
    expect(naming("أحمي")).toBe(false);
  });

  it("common verbs, ask words and Darija verbs are read as such, never as the site's nearest topic", () => {
    const site = buildChatIndex(
      knowledge({
        passages: perLanguage(() => [
          news(11, "Le toit du centre", "Des panneaux couvrent le toit."),
          news(12, "الدفاع في المباراة", "تألق الدفاع يوم السبت."),
        ]),
      }),
    ).languages;
    // "voit" (sees) is one letter from "toit" (roof).
    expect(site.fr.tokenize("il voit flou")[1]).toMatchObject({ word: "voit", isStopWord: true });
    // Size and ownership say nothing of the topic: "ses propres petits jeux", "his own little games".
    const fillers = (text: string, language: "fr" | "en") =>
      site[language]
        .tokenize(text)
        .filter((token) => token.isStopWord)
        .map((token) => token.word);
    expect(fillers("ses propres petits jeux", "fr")).toEqual(expect.arrayContaining(["propres", "petits"]));
    expect(fillers("his own little games", "en")).toEqual(expect.arrayContaining(["own", "little"]));
    // Darija "كيخلصو" (they pay) is "أدفع", an ask word: not "الدفاع" (the defence), one letter away.
    const tokens = site.ar.tokenize("شحال كيخلصو");
    expect(asksOf(tokens, "ar")).toContain("howMuch");
    expect(tokens[1]).toMatchObject({ isCorrected: false });
    // A Darija verb no list knows is read without its present-tense prefix: "كيسافرو" → "يسافرو".
    expect(site.ar.tokenize("كيسافرو")[0]?.word).toBe("يسافرو");
  });

  it("content that covers the whole question wins over a built-in topic fired by a shared word", () => {
    // "prochaine" and "part" (partie, a match) fire the next match; "caravanne" is a typo.
    const answer = askHere("la prochaine caravanne de lecture part ou");
    expect(answer.links[0]?.href).toBe("/blogdetail/item_1");
    expect(answer.response).toContain("Tata");
  });
});

describe("unseen content", () => {
  const item = (kind: Passage["kind"], id: number, path: string, title: string, text: string): Passage => ({
    kind,
    id,
    path,
    title,
    text,
    prior: 1,
  });
  const indexOf = (language: Locale, passages: Passage[]) =>
    buildChatIndex(knowledge({ passages: { ...knowledge().passages, [language]: passages } }));
  const askIn = (index: ReturnType<typeof buildChatIndex>, language: Locale, message: string) =>
    answerQuestion(index, { message, hint: language, now: NOW });
  /** The first passage found for a question, as written whole (names measured). */
  const firstHit = (index: ReturnType<typeof buildChatIndex>, language: Locale, question: string) => {
    const read = index.languages[language];
    return read.search(read.termsOf(read.tokenize(question)), 1, words(question))[0];
  };

  it("everyday words for where children sleep, the sciences and the radio find the item that has none of them", () => {
    const index = indexOf("fr", [
      item(
        "activity",
        1,
        "/activities",
        "Colonie d'été",
        "Les enfants sont hébergés au centre Tizguit, à Ifrane.",
      ),
      item(
        "activity",
        2,
        "/activities",
        "Webradio des jeunes",
        "Samira Alaoui, animatrice, forme les adolescents chaque samedi.",
      ),
      item("activity", 3, "/activities", "Club des sciences", "Chimie et physique le mercredi. Gratuit."),
      item(
        "news",
        4,
        "/blogdetail/forum_4",
        "Forum de l'emploi",
        "Le forum a lieu le 21 juin au Technopark.",
      ),
    ]);
    expect(askIn(index, "fr", "Pendant la colo, les enfants vont dormir où ?").response).toContain("Tizguit");
    expect(askIn(index, "fr", "Le salon de l'emploi, c'est quand ?").response).toContain("21 juin");
    // Shooting a film is the cinema's.
    const [shooting] = index.languages.fr.termsOf(index.languages.fr.tokenize("tournage"));
    expect(shooting?.variants.map((variant) => variant.stem)).toContain(stem("film", "fr"));
    expect(askIn(index, "fr", "Qui apprend aux ados à parler au micro ?").response).toContain(
      "Samira Alaoui",
    );
    expect(askIn(index, "fr", "Le club des petits scientifiques, c'est payant ?").response).toContain(
      "Gratuit",
    );
  });

  it("Darija in Latin letters that no list holds is read as the Arabic words it spells", () => {
    const index = indexOf("ar", [
      item(
        "activity",
        1,
        "/activities",
        "نادي الشطرنج",
        "كل يوم ثلاثاء من الساعة 17 إلى 18:30 في قاعة المطالعة.",
      ),
      item(
        "activity",
        2,
        "/activities",
        "ورشة الخياطة",
        "كل أربعاء من 15 إلى 17. الاشتراك: 100 درهم في الشهر.",
      ),
      item("activity", 3, "/activities", "ورشة الرسم", "كل سبت للأطفال من 6 إلى 10 سنوات."),
    ]);
    expect(askIn(index, "ar", "wach kayn chi nadi dyal chtranj?").response).toContain("الشطرنج");
    expect(askIn(index, "ar", "ch7al kaykhelso f atelier dyal lkhiyata?").response).toContain("100 درهم");
    // A French word behind the Darija article is the French word, which the lexicon gives in Arabic.
    expect(index.languages.ar.tokenize("lbillet")[0]?.word).toBe("billet");
    // The article before a word whose opening alef speech drops; a verb negated by "ma…ch".
    const meeting = indexOf("ar", [item("news", 4, "/blogdetail/meeting_4", "اجتماع الآباء", "يوم السبت.")]);
    expect(meeting.languages.ar.tokenize("ljtima3")[0]?.word).toBe("الاجتماع");
    expect(meeting.languages.ar.tokenize("ma kan3rfch")[1]).toMatchObject({ isStopWord: true });
    // French words Darija writes as its own, which the built-in topics read in Arabic.
    expect(meeting.languages.ar.tokenize("match had simana")[0]?.word).toBe("المباراه");
    expect(meeting.languages.ar.tokenize("lbureau")[0]?.word).toBe("المكتب");
    expect(meeting.languages.ar.tokenize("club fondation").map((token) => token.word)).toEqual([
      "النادي",
      "الموسسه",
    ]);
    // "In" glued to its word.
    expect(meeting.languages.ar.tokenize("fsebt").map((token) => token.word)).toEqual(["في", "السبت"]);
    // Darija's own words for hours and photos, whichever script writes them.
    expect(meeting.languages.ar.tokenize("sway3 tsawer").map((token) => token.word)).toEqual([
      "ساعات",
      "صور",
    ]);
  });

  it("everyday words for a bicycle, a club's fee, a brochure and a stroll find the item that has none of them", () => {
    const index = indexOf("fr", [
      item(
        "activity",
        1,
        "/activities",
        "Club vélo",
        "Sortie de 25 km chaque dimanche à 8h. L'adhésion coûte 100 dirhams par an.",
      ),
      item("document", 2, "/document", "Livret nutrition", "Menus de la semaine pour les joueurs."),
      item("activity", 3, "/activities", "Atelier photo", "Le samedi, les appareils sont prêtés."),
    ]);
    expect(askIn(index, "fr", "La cotisation du club de bicyclette, c'est combien ?").response).toContain(
      "100 dirhams",
    );
    expect(askIn(index, "fr", "Vous avez une brochure avec des menus ?").links[0]?.href).toBe("/document");
    expect(askIn(index, "fr", "Les balades à vélo partent à quelle heure ?").response).toContain("8h");
  });

  it("an Arabic “is not” is no topic", () => {
    const ar = indexOf("ar", [
      item("activity", 1, "/activities", "نادي الدراجات", "تعير المؤسسة 15 دراجة لمن لا يملك دراجة."),
      item("activity", 2, "/activities", "ورشة الرسم", "كل سبت للأطفال."),
    ]);
    expect(askIn(ar, "ar", "ليست عندنا دراجة، هل تعيرون الدراجات؟").response).toContain("15");
  });

  it("how often is no topic, and «soigner» is no slip of «signer»", () => {
    const index = indexOf("fr", [
      item(
        "document",
        1,
        "/document",
        "Règlement du soutien scolaire",
        "Après trois absences, la place est perdue.",
      ),
      item("news", 2, "/blogdetail/sante_2", "Journée de santé", "Les enfants ont reçu des soins à Anfa."),
      item("page", 3, "/cgv", "Conditions", "Signer le formulaire."),
    ]);
    const fillers = (language: Locale, text: string) =>
      index.languages[language]
        .tokenize(text)
        .filter((token) => token.isStopWord)
        .map((token) => token.word);
    expect(fillers("fr", "il sèche souvent")).toContain("souvent");
    expect(fillers("fr", "où pourra-t-on voir")).toContain("pourra");
    expect(fillers("en", "he often skips")).toContain("often");
    expect(fillers("ar", "يتغيب غالبا")).toContain("غالبا");
    // "يناسبها" (it suits her), whichever person of the verb it is read as, is a filler.
    expect(index.languages.ar.tokenize("نشاط يناسبها")[1]?.isStopWord).toBe(true);
    expect(index.languages.fr.tokenize("soigner")[0]).toMatchObject({ word: "soigner", isCorrected: false });
    expect(askIn(index, "fr", "Ils sont allés se faire soigner où ?").links[0]?.href).toBe(
      "/blogdetail/sante_2",
    );
  });

  it("a word that asks, which the site never uses («commencent»), is no other topic of the question", () => {
    const index = indexOf("fr", [
      item(
        "activity",
        1,
        "/activities",
        "Chorale des jeunes",
        "Les répétitions ont lieu le vendredi de 18h à 19h30.",
      ),
      item("activity", 2, "/activities", "Club d’échecs", "Début du tournoi en mai, à 14 heures."),
    ]);
    expect(
      askIn(index, "fr", "À quelle heure commencent les répétitions de la chorale ?").response,
    ).toContain("18h");
  });

  it("an everyday word no page uses («montagne») describes the page far above the rest: the probable answer", () => {
    const index = indexOf("fr", [
      item(
        "activity",
        1,
        "/activities",
        "Colonie d'été",
        "Les enfants sont hébergés au centre Tizguit, près d'Ifrane.",
      ),
      item("activity", 2, "/activities", "Atelier cuisine", "Les enfants préparent un repas."),
    ]);
    const answer = askIn(index, "fr", "Les enfants dorment où pendant la colonie à la montagne ?");
    expect(answer.kind).toBe("probable");
    expect(answer.response).toContain("Tizguit");
    // A word the lexicon leaves out on purpose (the weather) is still another topic.
    expect(askIn(index, "fr", "Les enfants dorment où pendant la colonie quand il neige ?").kind).toBe(
      "fallback",
    );
  });

  it("asked which day, the sentence naming the weekday comes before one naming only a month", () => {
    const index = indexOf("fr", [
      item(
        "news",
        1,
        "/blogdetail/radio_1",
        "Radio Tamkine",
        "Depuis mars, quinze jeunes animent Radio Tamkine, la webradio de la fondation, depuis un studio " +
          "installé au centre de Derb Sultan, avec deux micros, une table de mixage et un ordinateur prêtés " +
          "par une radio partenaire de la ville, pour des interviews et des chroniques du quartier. Chaque mercredi à 17h, ils diffusent une émission d'une heure. " +
          "Les reporters sont formés par une journaliste. Les anciens épisodes sont en ligne.",
      ),
    ]);
    expect(askIn(index, "fr", "radio tamkine ça passe quel jour ?").response).toMatch(
      /^Radio Tamkine : Chaque mercredi/,
    );
  });

  it("French typed as said: «robotik» is «robotique», «dinscription» is «d'inscription»", () => {
    const index = indexOf("fr", [
      item(
        "activity",
        1,
        "/activities",
        "Club de robotique",
        "Le club expose ses robots en mai. Il est gratuit.",
      ),
      item("document", 2, "/document", "Fiche d'inscription", "À rendre avant le 20 juin."),
    ]);
    const [robotics] = index.languages.fr.tokenize("robotik");
    expect(robotics).toMatchObject({ word: "robotique", isCorrected: true });
    // A plural verb is its singular, which the site uses ("Le club expose…").
    expect(index.languages.fr.tokenize("exposent")[0]).toMatchObject({
      word: "expose",
      isCorrected: false,
    });
    const [registration] = index.languages.fr.tokenize("dinscription");
    expect(registration).toMatchObject({ word: "inscription", isCorrected: false });
    expect(askIn(index, "fr", "le club robotik cest gratuit?").response).toContain("gratuit");
    expect(askIn(index, "fr", "fiche dinscription a rendre avant qd").response).toContain("20 juin");
  });

  it("a title with a stop word in it, written whole, names its item; its address is its own", () => {
    const index = indexOf("fr", [
      {
        ...item("platform", 1, "/plateforms", "Lecture Plus", "Bibliothèque numérique pour les 6–14 ans."),
        link: "https://lecture.example",
      },
      item("news", 2, "/blogdetail/salle_2", "Une salle de lecture", "La salle de lecture ouvre lundi."),
    ]);
    const question = "Quelle est l’adresse de Lecture Plus ?";
    const fr = index.languages.fr;
    const terms = fr.termsOf(fr.tokenize(question));
    // "plus" is a stop word: the title's one topic word alone names nothing, the title written whole does.
    expect(fr.search(terms, 1)[0]?.naming).toBeLessThan(1);
    expect(fr.search(terms, 1, words(question))[0]?.naming).toBe(1);
    const answer = askIn(index, "fr", question);
    expect(answer.links[0]?.href).toBe("/plateforms");
    expect(answer.response).toContain("https://lecture.example");
  });

  it("a short item is quoted whole, so the day asked of it is there", () => {
    const index = indexOf("fr", [
      item(
        "activity",
        1,
        "/activities",
        "Club de débat",
        "Chaque jeudi de 17h à 19h, les lycéens s’exercent avec une avocate bénévole. L’équipe prépare " +
          "le championnat national de débat de mars.",
      ),
    ]);
    expect(askIn(index, "fr", "Quel jour a lieu le club de débat ?").response).toContain("jeudi");
  });

  it("the excerpt answers each word of the question, not the rarest one twice", () => {
    const index = indexOf("en", [
      item("photo", 2, "/phototheque", "Old photos", "Old photos of the old club house."),
      item(
        "news",
        1,
        "/blogdetail/blood_1",
        "Blood drive at the sports hall",
        "On Saturday, the foundation held a blood drive. Donors must be between 18 and 65 years old. " +
          "The next blood drive will take place in September.",
      ),
    ]);
    expect(askIn(index, "en", "Am I too old to give blood?").response).toContain("65");
  });

  it("a capitalised word read as another by more than a slip names something the site does not know", () => {
    const index = indexOf("fr", [
      item(
        "page",
        1,
        "/mentions-legales",
        "Mentions légales",
        "Le président de la fondation, française et reconnue d’utilité publique.",
      ),
    ]);
    expect(askIn(index, "fr", "Qui est le président de la République française ?").kind).toBe("fallback");
  });

  it("the price of a market is declined, whatever word it shares with a page", () => {
    const index = indexOf("ar", [
      item(
        "news",
        1,
        "/blogdetail/final_1",
        "النادي يتأهل إلى المربع الذهبي",
        "التذاكر مجانية لتلاميذ البرنامج.",
      ),
    ]);
    expect(askIn(index, "ar", "ما هو سعر الذهب اليوم؟").kind).toBe("fallback");
  });

  it("a name written in capitals that the site uses must be on the page that answers", () => {
    const index = indexOf("en", [
      item(
        "news",
        1,
        "/blogdetail/classes_1",
        "Evening classes",
        "A new session of classes starts this year.",
      ),
      item("news", 2, "/blogdetail/iftar_2", "Iftar drive", "During Ramadan, volunteers handed out baskets."),
      item("news", 3, "/blogdetail/chess_3", "Chess evenings", "Ramadan evenings: a chess tournament."),
    ]);
    expect(askIn(index, "en", "Are there Ramadan classes this year?").isAnswered).toBe(false);
    expect(askIn(index, "en", "Are there classes this year?").links[0]?.href).toBe("/blogdetail/classes_1");
  });

  it("asked the name of a person or a company, answers only from a sentence that gives one", () => {
    const index = indexOf("fr", [
      {
        ...item(
          "platform",
          1,
          "/plateforms",
          "Écoute psychologique en ligne",
          "Réservez une séance gratuite de 45 minutes avec une psychologue, en visio ou par téléphone.",
        ),
        link: "https://ecoute.example",
      },
      item(
        "news",
        2,
        "/blogdetail/plage_2",
        "Opération plage propre",
        "Les volontaires ont nettoyé la plage. Les gants ont été fournis par l'association Mer Bleue.",
      ),
    ]);
    expect(askIn(index, "fr", "Comment s'appelle la psychologue de la plateforme d'écoute ?").kind).toBe(
      "fallback",
    );
    expect(
      askIn(index, "fr", "Quel est le nom de l'association qui a fourni les gants ?").response,
    ).toContain("Mer Bleue");
  });

  it("asked a name or a colour, an item named in full that does not give it does not answer", () => {
    const index = indexOf("ar", [
      item(
        "news",
        1,
        "/blogdetail/fauteuils_1",
        "فريق كرة السلة على الكراسي المتحركة",
        "سيحصل الفريق على أربعة كراسي متحركة جديدة في شهر مارس.",
      ),
    ]);
    expect(askIn(index, "ar", "ما اسم الشركة التي ستصنع الكراسي المتحركة؟").isAnswered).toBe(false);
    expect(askIn(index, "ar", "ما لون الكراسي المتحركة الجديدة للفريق؟").isAnswered).toBe(false);
    expect(askIn(index, "ar", "متى يحصل الفريق على الكراسي المتحركة؟").isAnswered).toBe(true);
  });

  it("asked which day of the week, a page naming the weekday covers the words that ask it", () => {
    const index = indexOf("fr", [
      item(
        "activity",
        1,
        "/activities",
        "Atelier de théâtre pour les 12-16 ans",
        "Chaque dimanche de 10h à 12h, à l'espace culturel.",
      ),
      item(
        "news",
        2,
        "/blogdetail/stage_2",
        "Stage d'été : une édition record",
        "Cent enfants ont participé au stage. Chaque jour de la semaine, basket le matin, atelier de théâtre l'après-midi.",
      ),
      item("news", 3, "/blogdetail/semaine_3", "Une semaine de lecture", "Une semaine de lecture au centre."),
    ]);
    expect(askIn(index, "fr", "L'atelier de théâtre, c'est quel jour de la semaine ?").response).toContain(
      "dimanche",
    );
  });

  it("a word two edits from a filler is another word, not the filler", () => {
    const fr = indexOf("fr", [
      item("activity", 1, "/activities", "Atelier de cuisine", "Une recette par semaine."),
    ]).languages.fr;
    expect(fr.tokenize("recette de couscous")[2]).toMatchObject({ word: "couscous", isStopWord: false });
  });

  it("a slip one letter from a filler, and no nearer a word of the site, is the filler", () => {
    const fr = indexOf("fr", [
      item("news", 1, "/blogdetail/conte_1", "Un conte", "Un conte pour les enfants."),
    ]).languages.fr;
    // "conre" is one letter from "contre" (against) and from "conte" (a tale): the filler is likelier.
    expect(fr.tokenize("on joue conre qui")[2]).toMatchObject({ word: "contre", isStopWord: true });
  });

  it("how the asker describes themselves is no topic: a retired teacher asking to help out", () => {
    const index = indexOf("en", [
      item(
        "news",
        1,
        "/blogdetail/tutors_1",
        "Tutor training",
        "Our volunteer tutors help pupils with their homework.",
      ),
    ]);
    expect(
      askIn(index, "en", "I'm a retired teacher with time on my hands. Could I help out at the foundation?")
        .kind,
    ).toBe("join");
  });

  it("what a company would sponsor is its own to propose; giving alone is not sponsoring", () => {
    const index = indexOf("en", [
      item("news", 1, "/blogdetail/win_1", "A home win", "The club won at home."),
    ]);
    expect(
      askIn(index, "en", "Our bank would like to sponsor the club's jerseys. Who should we talk to?").kind,
    ).toBe("partner");
    const fr = indexOf("fr", [item("news", 1, "/blogdetail/victoire_1", "Victoire", "Le club a gagné.")]);
    expect(askIn(fr, "fr", "Pouvez-vous me donner une recette de couscous ?").kind).toBe("fallback");
  });

  it("a question that writes an item's name whole is about that item, whatever topic its other words fire", () => {
    const index = indexOf("en", [
      {
        ...item("platform", 1, "/plateforms", "Reading Plus", "A digital library for children."),
        link: "https://r.example",
      },
      item("news", 2, "/blogdetail/room_2", "A reading room", "The reading room opens on Monday."),
    ]);
    // "called" fires the contact topic; the item is named whole.
    expect(
      askIn(index, "en", "I came across a page called Reading Plus. What is it exactly?").links[0]?.href,
    ).toBe("/plateforms");
  });

  it("in a long question, a few words the site never uses do not hide the page far above the rest", () => {
    const index = indexOf("fr", [
      item(
        "activity",
        1,
        "/activities",
        "Apprendre à nager",
        "Des cours de natation pour les enfants de 7 à 12 ans, le samedi à la piscine municipale.",
      ),
      item("news", 2, "/blogdetail/rentree_2", "Rentrée", "Les élèves reprennent les cours lundi."),
      item("value", 3, "/nosValeurs", "Solidarité", "La confiance se construit avec les familles."),
    ]);
    const answer = askIn(
      index,
      "fr",
      "Mon fils a peur de l’eau. Vous avez quelque chose pour qu’il prenne confiance dans une piscine pour enfants le samedi ?",
    );
    expect(answer.links[0]?.href).toBe("/activities");
  });

  it("a long, chatty question comes to a built-in topic through words of its own", () => {
    const index = indexWith(
      "en",
      newsPassage("club_9", 9, "The Tamkine basketball club", "The Tamkine basketball club plays at home."),
    );
    const chatty =
      "Hi! My nephew is crazy about basketball and we'd love to come and cheer for Tamkine at the next game. When is it?";
    expect(answerQuestion(index, { message: chatty, hint: "en", now: NOW }).kind).toBe("nextMatch");
    // A price is asked of no built-in topic, however long the question.
    expect(
      answerQuestion(index, {
        message:
          "How much does a Samsung electronic tablet cost in Morocco, with its email and phone settings?",
        hint: "en",
        now: NOW,
      }).isAnswered,
    ).toBe(false);
  });

  it("reads a name the site glues to a preposition, 'f' for 'ph', and a compound written as one word", () => {
    const ar = indexOf("ar", [item("match", 1, "/matchs", "مباراة", "نادي تمكين ضد الاتحاد الرياضي لبرشيد.")])
      .languages.ar;
    expect(ar.tokenize("برشيد")[0]).toMatchObject({ word: "لبرشيد", isCorrected: false });
    const fr = indexOf("fr", [item("activity", 1, "/activities", "Atelier", "Initiation à la photographie.")])
      .languages.fr;
    expect(fr.tokenize("fotographie")[0]?.word).toBe("photographie");
    const en = indexOf("en", [item("match", 1, "/matchs", "Cup", "The semi-final of the cup.")]).languages.en;
    expect(en.tokenize("semifinal")[0]).toMatchObject({ isKnown: true, isCorrected: false });
  });

  it("reads a name typed as visitors type it: split, run together or with one slip", () => {
    const platform = (language: Locale, title: string, text: string) => ({
      ...item("platform", 1, "/plateforms", title, text),
      link: "https://mathboost.example",
    });
    const fr = indexOf("fr", [
      platform("fr", "MathBoost – Soutien en maths", "Exercices corrigés en vidéo."),
    ]);
    // Two words the site writes as one, one of them unknown to it.
    expect(fr.languages.fr.tokenize("math bost").map((token) => token.word)).toEqual(["mathboost"]);
    expect(askIn(fr, "fr", "math bost c quoi le lien").response).toContain("https://mathboost.example");
    // One slip in a long name names the item, though a corrected word alone does not.
    const en = indexOf("en", [
      platform("en", "MathBoost – Maths support", "Exercises with video corrections."),
    ]);
    expect(askIn(en, "en", "mathbost link pls").response).toContain("https://mathboost.example");
    // One word that is two words of a name.
    const ar = indexOf("ar", [
      item("news", 1, "/blogdetail/regard_1", "ريغار كلير: فحص للبصر", "فحص مجاني."),
    ]);
    expect(ar.languages.ar.tokenize("ريغاركلير").map((token) => token.word)).toEqual(["ريغار", "كلير"]);
    // Two ordinary words stay two.
    expect(fr.languages.fr.tokenize("math cours").map((token) => token.word)).toEqual(["math", "cours"]);
  });

  it("the part of a title before its colon is the item's name", () => {
    const index = indexOf("en", [
      item(
        "news",
        1,
        "/blogdetail/regard_1",
        "Regard Clair: free eye tests for 300 pupils",
        "On 14 March, 300 pupils had their eyes tested.",
      ),
    ]);
    const question = "regard clair date?";
    expect(firstHit(index, "en", question)).toMatchObject({
      writesName: true,
      naming: 1,
    });
    expect(askIn(index, "en", question).response).toContain("14 March");
  });

  it("reads a text message's abbreviations as the words they stand for", () => {
    const index = indexOf("en", [
      item("news", 1, "/blogdetail/x_1", "Eye tests", "The next eye test is on 9 May."),
    ]);
    expect(index.languages.en.tokenize("nxt tmrw").map((token) => token.word)).toEqual(["next", "tomorrow"]);
    const fr = indexOf("fr", [
      item("news", 1, "/blogdetail/x_1", "Dépistage", "Le prochain dépistage : 9 mai."),
    ]);
    expect(fr.languages.fr.tokenize("cmb dmn").map((token) => token.word)).toEqual(["combien", "demain"]);
  });

  it("an online platform's answer gives its address, asked for or not", () => {
    const index = indexOf("en", [
      {
        ...item("platform", 1, "/plateforms", "TalentBridge – Youth Jobs", "Internships and first jobs."),
        link: "https://talentbridge.example",
      },
    ]);
    expect(askIn(index, "en", "What is TalentBridge?").response).toContain("https://talentbridge.example");
  });

  it("an everyday word the site does not use still asks something of the item a rare name names", () => {
    const index = indexOf("en", [
      item(
        "platform",
        1,
        "/plateforms",
        "TalentBridge – Youth Jobs",
        "First jobs for graduates aged 18 to 25.",
      ),
      item("news", 2, "/blogdetail/jobs_2", "Jobs fair", "A jobs fair for graduates."),
    ]);
    const answer = askIn(index, "en", "talentbridge age limit?");
    expect(answer.links[0]?.href).toBe("/plateforms");
    expect(answer.response).toContain("18 to 25");
  });

  it("asked about a ticket, the sentence giving the price answers", () => {
    const index = indexOf("en", [
      item(
        "news",
        1,
        "/blogdetail/gala_1",
        "Settat Falcons at home",
        "The under-18 quarter-final against Settat Falcons is played at the Al Amal hall. The whole " +
          "youth section will be there to cheer the team. Free entry. A shuttle leaves the centre at 6 pm.",
      ),
    ]);
    expect(askIn(index, "en", "Do I need to buy a ticket to watch the Settat game?").response).toContain(
      "Free entry",
    );
  });

  it("a match is named by its age group, and asked its price, its own text answers", () => {
    const youth = {
      ...match("2026-03-20", "Tamkine", "Chabab Mediouna", null),
      description: same("Match retour du championnat régional des moins de 18 ans. Entrée gratuite."),
    };
    const base = knowledge();
    const index = buildChatIndex({
      ...base,
      matches: [...base.matches, youth],
      passages: {
        ...base.passages,
        fr: [
          ...base.passages.fr,
          item("match", youth.id, "/matchs", "Tamkine – Chabab Mediouna", youth.description.fr),
        ],
      },
    });
    const answer = askIn(index, "fr", "Faut-il payer pour venir voir le match des U18 ?");
    expect(answer.response).toContain("Chabab Mediouna");
    expect(answer.response).toContain("Entrée gratuite");
    expect(askIn(index, "fr", "Quand est le prochain match des U18 ?").response).toContain("Chabab Mediouna");
    // The next match is still the next one, asked without its age group.
    expect(askIn(index, "fr", "C'est quand le prochain match ?").response).toContain("Atlas Marrakech");
  });

  it("our news by e-mail is the newsletter, whatever 'news' or 'sign up' fires", () => {
    const guide = (locale: Locale): Passage => ({
      kind: "guide",
      id: 20,
      path: "/newsletter",
      title: { fr: "Newsletter", en: "Newsletter", ar: "النشرة الإخبارية" }[locale],
      text: {
        fr: "Abonnez-vous à la newsletter avec votre adresse e-mail.",
        en: "Subscribe to the newsletter with your e-mail address.",
        ar: "اشترك في النشرة الإخبارية ببريدك الإلكتروني.",
      }[locale],
      prior: 0.8,
    });
    const index = buildChatIndex(
      knowledge({ passages: perLanguage((locale) => [...PASSAGES[locale], guide(locale)]) }),
    );
    for (const [language, question] of [
      ["en", "I'd like to get your news by email every month, how do I sign up?"],
      ["fr", "je voudrais recevoir vos actualités par mail"],
      ["ar", "بغيت نتوصل بأخباركم فالإيميل"],
    ] as const)
      expect(askIn(index, language, question).links[0]?.href).toBe("/newsletter");
    // The e-mail address alone is how to reach us.
    expect(askIn(index, "en", "What is your email?").kind).toBe("contact");
  });

  it("the best school, doctor or hotel of a city is declined: the site ranks none", () => {
    const index = indexWith(
      "fr",
      newsPassage(
        "ecoles_9",
        9,
        "Nos écoles partenaires à Casablanca",
        "Des écoles privées et publiques de Casablanca inscrivent leurs élèves à notre tutorat.",
      ),
    );
    const question = "Quelle est la meilleure école privée où inscrire mon fils à Casablanca ?";
    expect(ask(question, { hint: "fr", index }).kind).toBe("fallback");
    // The best way to reach us is still ours to say.
    expect(ask("Quel est le meilleur moyen de vous contacter ?", { hint: "fr", index }).kind).toBe("contact");
  });

  it("reads a hyphenated compound of the question as the one word the site writes", () => {
    const en = indexOf("en", [item("activity", 1, "/activities", "Weekend club", "Every weekend.")]).languages
      .en;
    expect(en.tokenize("a week-end club").map((token) => token.word)).toContain("weekend");
  });

  it("the capitalised words inside a title are a name it holds", () => {
    const index = indexOf("en", [
      item(
        "document",
        1,
        "/document",
        "Règlement des bourses Tamkine Excellence",
        "Bourse de 6 000 dirhams.",
      ),
    ]);
    expect(firstHit(index, "en", "tamkine excellence amount")?.writesName).toBe(true);
  });

  it("a word found nearly everywhere, glued preposition or not, is no topic beside a built-in one", () => {
    const news = (id: number, text: string) => item("news", id, `/blogdetail/n_${id}`, `خبر ${id}`, text);
    const index = indexOf("ar", [
      news(1, "فاز فريق النادي في المباراة الثانية للموسم، وهنأت مؤسسة تمكين اللاعبين."),
      news(2, "صعد الفريق النسوي لنادي تمكين بعد المباراة الثانية، بدعم من المؤسسة."),
      news(3, "نظمت مؤسسة تمكين يوما مفتوحا في النادي."),
      item(
        "page",
        4,
        "/cgv",
        "الشروط العامة",
        "قد تتغير مواعيد العمل في أي وقت، وتخبر المؤسسة زوار النادي بذلك.",
      ),
    ]);
    expect(askIn(index, "ar", "ما هي أوقات عمل المؤسسة؟").kind).toBe("hours");
    expect(askIn(index, "ar", "متى المباراة القادمة لنادي تمكين؟").kind).toBe("nextMatch");
  });

  it("reads the past of wanting, a text message's jusqu'à and the English 'us' as no topic", () => {
    expect(ask("Vous êtes ouverts le samedi ? Je voulais passer au centre.").kind).toBe("hours");
    const fr = buildChatIndex(knowledge()).languages.fr;
    expect(fr.tokenize("c jusqua quel age").find((token) => token.word === "jusqua")?.isStopWord).toBe(true);
    const en = buildChatIndex(knowledge()).languages.en;
    expect(en.tokenize("how much will it cost us").find((token) => token.word === "us")?.isStopWord).toBe(
      true,
    );
  });

  it("an item written only in French answers a question in English through the lexicon's translations", () => {
    const index = indexOf("en", [
      {
        ...item(
          "document",
          1,
          "/document",
          "Règlement de prêt du matériel sportif",
          "Les adhérents peuvent emprunter des ballons pour 7 jours au maximum, contre une caution de 200 dirhams.",
        ),
        langs: { title: "fr", text: "fr" },
      },
      item(
        "news",
        2,
        "/blogdetail/balls_2",
        "New balls for the team",
        "The team received new balls from a sponsor.",
      ),
    ]);
    const answer = askIn(index, "en", "How much is the deposit to borrow balls for the team?");
    expect(answer.links[0]?.href).toBe("/document");
    expect(answer.response).toContain("200 dirhams");
  });

  it("reaching us is the way to another topic, which answers; a verb is said by its root's other words", () => {
    // Partnership, and how to reach us about it: the partnership's answer says how.
    expect(ask("شركتنا ترغب في دعم النادي ماليا، كيف نتواصل معكم بهذا الشأن؟", { hint: "ar" }).kind).toBe(
      "partner",
    );
    // "يلعب" (to play) is what the join answer's "لاعبون" (players) say.
    expect(ask("بغيت نسجل ولدي يلعب الباسكيط عندكم", { hint: "ar" }).kind).toBe("join");
    // A noun is not: a university ("الجامعة") is no association ("الجمعيات") of the same root.
    const joinGuide = item(
      "guide",
      30,
      "/nous-rejoindre",
      "انضم إلينا",
      "استمارة الانخراط للهيئات (الجمعيات والمدارس والمقاولات) التي تريد الانضمام إلى شبكة تمكين.",
    );
    const index = buildChatIndex(
      knowledge({
        passages: {
          ...knowledge().passages,
          ar: [
            ...knowledge().passages.ar,
            joinGuide,
            item(
              "news",
              31,
              "/blogdetail/t_31",
              "ندوة التوجيه",
              "قدم أساتذة الجامعة المسالك بعد البكالوريا.",
            ),
          ],
        },
      }),
    );
    expect(ask("كم تكلفة التسجيل في الجامعة؟", { hint: "ar", index }).kind).toBe("fallback");
    // Dropping by on a weekday asks the hours; playing at the club is joining it.
    expect(ask("je peux passer vendredi vers 17h ?").kind).toBe("hours");
    expect(ask("Mon fils voudrait jouer au basket chez vous, on fait comment ?").kind).toBe("join");
  });

  it("of two pages close in score that give the number asked, the one with every word of the question", () => {
    const index = indexOf("fr", [
      item(
        "news",
        1,
        "/blogdetail/salle_1",
        "Livres de la salle de lecture",
        "La salle de lecture propose ses livres : 3 000 livres de lecture.",
      ),
      item(
        "news",
        3,
        "/blogdetail/tablettes_3",
        "Prêt de tablettes",
        "Les élèves peuvent emprunter une tablette.",
      ),
      item("news", 4, "/blogdetail/atelier_4", "Atelier d'écriture", "Un atelier dans la salle polyvalente."),
      item(
        "document",
        2,
        "/document",
        "Règlement intérieur du centre de lecture",
        "La salle de lecture est ouverte du lundi au vendredi de 14h à 17h30, et chaque adhérent peut " +
          "emprunter 3 livres pour une durée de 15 jours. Tout retard est sanctionné d'une amende de 2 " +
          "dirhams par jour et par livre, et un livre perdu doit être remplacé ou remboursé.",
      ),
    ]);
    const answer = askIn(index, "fr", "Combien de livres peut-on emprunter à la salle de lecture ?");
    expect(answer.links[0]?.href).toBe("/document");
  });

  it("a match named by its teams or place answers the price and the time asked of it", () => {
    const doukkala: MatchFact = {
      ...match("2026-03-20", "Étoile des Doukkala", "Tamkine", null),
      location: same("Salle Al Massira, El Jadida"),
    };
    const matchPassage = item(
      "match",
      doukkala.id,
      "/matchs",
      "Étoile des Doukkala – Tamkine",
      "Demi-finale U14 à El Jadida. Entrée gratuite pour les familles.",
    );
    // Pages with more of the question's other words push the match's own passage out of the first hits;
    // the match is found by its teams.
    const closer = Array.from({ length: 8 }, (_, position) =>
      item(
        "news",
        100 + position,
        `/blogdetail/n_${100 + position}`,
        `Sortie ${position}`,
        "Nos jeunes vont jouer avec l'équipe ; il faut payer le car.",
      ),
    );
    const elsewhere = Array.from({ length: 60 }, (_, position) =>
      item(
        "news",
        200 + position,
        `/blogdetail/n_${200 + position}`,
        `Nouvelle ${position}`,
        "Un autre sujet.",
      ),
    );
    const index = buildChatIndex(
      knowledge({
        matches: [...knowledge().matches, doukkala],
        passages: {
          ...knowledge().passages,
          fr: [...knowledge().passages.fr, matchPassage, ...closer, ...elsewhere],
        },
      }),
    );
    const price = askIn(
      index,
      "fr",
      "Est-ce qu'il faut payer pour venir voir nos jeunes jouer contre l'équipe de Doukkala ?",
    );
    expect(price.response).toContain("gratuite");
    // A word the site does not know beside a match it names does not make the question unknown.
    expect(askIn(index, "fr", "quelleheure joue Doukkala ? ça débute à quelle heure ?").response).toContain(
      "Doukkala",
    );
  });

  it("a page that gives a length of time answers “for how long”, though it never says “time”", () => {
    const index = indexOf("fr", [
      item(
        "document",
        1,
        "/document",
        "Règlement de la salle de lecture",
        "Chaque adhérent peut emprunter 3 livres pour une durée de 15 jours. Un livre perdu est remboursé.",
      ),
      item("news", 2, "/blogdetail/livres_2", "Des livres pour l'école", "Nous avons reçu 300 livres neufs."),
    ]);
    const answer = askIn(index, "fr", "Je peux garder un livre emprunté pendant combien de temps ?");
    expect(answer.links[0]?.href).toBe("/document");
    expect(answer.response).toContain("15 jours");
  });

  it("an item named only through words of the same concept must give what is asked of it", () => {
    const index = indexOf("fr", [
      {
        ...item(
          "platform",
          1,
          "/plateforms",
          "Orientation",
          "Tests d’intérêts, fiches métiers et fiches filières pour construire son projet d’études.",
        ),
        names: "Study guidance\nالتوجيه\norientation tamkine example",
        link: "https://orientation.tamkine.example",
      },
    ]);
    // "Le bac" names the guidance platform only through the concept of studies: no date there.
    expect(askIn(index, "fr", "C'est quand les examens du bac cette année ?").kind).toBe("fallback");
    // Asked nothing it must give, it is still what the question is about.
    expect(askIn(index, "fr", "Quelle est l'adresse d'Orientation ?").links[0]?.href).toBe("/plateforms");
  });
});
