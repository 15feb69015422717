/**
 * What a question asks for — a date or time, a place, a number, an amount, an address, a person —
 * and whether a sentence gives it. "When", "where", "how many", "how much" and "the link" must be
 * answered with that fact; for those and for "who", the answer starts from the sentence that holds
 * it (decision 021).
 */
import { LOCALES, type Locale } from "~/i18n/config";
import { translatorFor } from "~/i18n/catalogues.server";
import { ASK_WORDS, perLanguage } from "./lexicon";
import { stem, withPluralVerbs, words } from "./normalize";
import { isSomeonesOwn } from "./possessives";
import type { Token } from "./search";

export type Ask = keyof typeof ASK_WORDS;
const ASKS = Object.keys(ASK_WORDS) as Ask[];

const askStems = perLanguage(
  (language) =>
    Object.fromEntries(
      ASKS.map((ask) => [
        ask,
        new Set(
          withPluralVerbs(words(ASK_WORDS[ask][language]), language).map((word) => stem(word, language)),
        ),
      ]),
    ) as unknown as Record<Ask, ReadonlySet<string>>,
);

const LATIN_LOCALES = ["fr", "en"] as const;

const allAskStems = perLanguage((language) => new Set(ASKS.flatMap((ask) => [...askStems[language][ask]])));

/** True for the stem of a word that asks for `ask` ("temps" for a length of time). */
export const isAskOf = (ask: Ask, stemmed: string, language: Locale) => askStems[language][ask].has(stemmed);

/** True for the stem of a word that says what is asked ("when", "price", "link"), not what about. */
export const isAskStem = (stemmed: string, language: Locale) => allAskStems[language].has(stemmed);

/** The facts a question asks for, in the order of the list above. */
export function asksOf(tokens: readonly Token[], language: Locale): Ask[] {
  // "يوم السبت" names a day ("on Saturday"); it does not ask for one ("أي يوم؟").
  const stems = new Set(
    tokens
      .filter((token, index) => !(token.word === DAY && WEEKDAYS.has(tokens[index + 1]?.word ?? "")))
      .map((token) => token.stem),
  );
  // A French or English word in an Arabic question asks in its own language ("chno hwa LIEN dyalha").
  const latin = language === "ar" ? tokens.filter((token) => /^[a-z]+$/.test(token.word)) : [];
  // "Il filme avec son téléphone" does not ask for our phone number.
  const phoneStems = new Set(
    tokens.flatMap((token, index) => (isSomeonesOwn(tokens, index, language) ? [] : [token.stem])),
  );
  const asksIn = (ask: Ask) =>
    [...askStems[language][ask]].some((key) => (ask === "phone" ? phoneStems : stems).has(key)) ||
    latin.some((token) => LATIN_LOCALES.some((of) => askStems[of][ask].has(stem(token.word, of))));
  // "Le nom de la psychologue", "the coach's name": a person's or a company's name; the name of an
  // item ("le nom de la plateforme") is its title, which every answer gives.
  const asked = ASKS.filter(
    (ask) => asksIn(ask) && (ask !== "name" || tokens.some((token) => isNamedRole(token.word, language))),
  );
  // "C'est combien ?" asks a price; "combien de joueurs ?" a count.
  const combien = tokens.findIndex((token) => token.word === "combien");
  // "De combien a-t-il baissé ?" asks by how much something changed: a number, not a price.
  const isChange = combien > 0 && ["de", "d"].includes(tokens[combien - 1]?.word ?? "");
  if (
    language === "fr" &&
    combien >= 0 &&
    !isChange &&
    !["de", "d", "des"].includes(tokens[combien + 1]?.word ?? "")
  ) {
    if (!asked.includes("howMuch")) asked.push("howMuch");
  }
  // "من يترأس اللجنة؟": "من" opening an Arabic question asks who ("من فضلك", "من أين" aside).
  const [first, second] = tokens;
  if (
    language === "ar" &&
    first?.word === "من" &&
    !NOT_WHO_AFTER_MAN.has(second?.word ?? "") &&
    !asked.includes("who")
  )
    asked.push("who");
  // "Qui peut participer ?", "who can join?", "من يمكنه المشاركة؟": who may take part, not a name.
  const said = new Set(tokens.map((token) => token.word));
  const isWhoCan = WHO_CAN[language].some(
    ([who, can]) => said.has(who) && can.some((word) => said.has(word)),
  );
  if (isWhoCan && !asked.includes("forWhom")) asked.push("forWhom");
  // "بكم نقصت الفاتورة؟": by how much something changed is a number, not a price.
  if (
    language === "ar" &&
    asked.includes("howMuch") &&
    tokens.some((token) => CHANGE_WORDS.has(token.word))
  ) {
    asked.splice(asked.indexOf("howMuch"), 1, "howMany");
  }
  // "How much water…?", "how much rubbish…?": a quantity of something, as "combien de", not a price.
  if (language === "en" && isQuantityAsked(tokens)) asked.splice(asked.indexOf("howMuch"), 1, "howMany");
  // "Combien coûte…", "how much…": an amount, not a count.
  return asked.filter(
    (ask) =>
      !(ask === "who" && asked.includes("forWhom")) && !(ask === "howMany" && asked.includes("howMuch")),
  );
}

/**
 * "How much" before a word that is not money ("how much water", not "how much money", "how much is
 * it", "how much for a ticket"), in a question with no other word of a price.
 */
function isQuantityAsked(tokens: readonly Token[]): boolean {
  const much = tokens.findIndex((token, index) => token.word === "much" && tokens[index - 1]?.word === "how");
  const next = tokens[much + 1];
  if (much < 0 || !next || next.isStopWord || MONEY_WORDS.has(next.word)) return false;
  const price = askStems.en.howMuch;
  return tokens.every((token, index) => index === much || !price.has(token.stem));
}

/** People and organisations that have a name of their own: "the name of the COACH" asks for one. */
const NAMED_ROLES = perLanguage(
  (language) =>
    new Set(
      words(
        {
          fr:
            "psychologue coach entraîneur entraineur entraîneuse médecin docteur docteure professeur " +
            "professeure prof enseignant enseignante animateur animatrice formateur formatrice intervenant " +
            "intervenante président présidente directeur directrice responsable arbitre juge société " +
            "entreprise sponsor partenaire fabricant fournisseur association auteur autrice écrivain " +
            "écrivaine romancier romancière artiste invité invitée conférencier conférencière ingénieur " +
            "ingénieure infirmier infirmière capitaine joueur joueuse lauréat lauréate vainqueur mentor " +
            "tuteur tutrice agronome dentiste conseiller conseillère",
          en:
            "psychologist counsellor counselor coach trainer doctor teacher tutor instructor director " +
            "manager president chair head referee judge company firm business sponsor partner maker " +
            "manufacturer supplier association charity author writer novelist artist guest speaker engineer " +
            "nurse captain player winner mentor agronomist dentist adviser advisor counsellor",
          ar:
            "الأخصائية الأخصائي أخصائية أخصائي المدرب المدربة مدرب الكوتش الطبيب الطبيبة طبيب الأستاذ " +
            "الأستاذة أستاذ المؤطر المؤطرة المدير المديرة الرئيس الرئيسة الحكم الشركة شركة المقاولة مقاولة " +
            "الجمعية جمعية الراعي المحاضر المحاضرة الكاتب الكاتبة الفائز الفائزة اللاعب اللاعبة الممرضة " +
            "الممرض المهندس المهندسة المستشار المستشارة",
        }[language],
      ),
    ),
);

/** The word is one for a person or an organisation with a name of its own ("coach", "الشركة"). */
export const isNamedRole = (word: string, language: Locale) => NAMED_ROLES[language].has(word);

const COLOUR_WORDS = new Set(
  words(
    "rouge rouges bleu bleue bleus bleues vert verte verts vertes jaune jaunes noir noire noirs noires " +
      "blanc blanche blancs blanches orange rose roses violet violette gris grise marron doré dorée argenté " +
      "red blue green yellow black white pink purple grey gray brown golden silver " +
      "أحمر احمر حمراء أزرق ازرق زرقاء أخضر اخضر خضراء أصفر اصفر صفراء أسود اسود سوداء أبيض ابيض بيضاء " +
      "برتقالي وردي بنفسجي رمادي بني ذهبي فضي",
  ),
);

/** Words for money itself: "how much money…?" asks an amount. */
const MONEY_WORDS = new Set(words("money cash dirham dirhams dh mad euro euros dollar dollars"));

/** Arabic verbs of a change in amount. */
const CHANGE_WORDS = new Set(
  words("نقص نقصت انخفض انخفضت ارتفع ارتفعت زاد زادت تراجع تراجعت قل قلت تضاعف تضاعفت"),
);

/** Words after an opening "من" that make it "from" or "please", not "who". */
const NOT_WHO_AFTER_MAN = new Set(words("فضلك فضلكم اين أين متى هنا هناك فضل"));

/** "Who" with a word of being able: a question about who may take part. */
const WHO_CAN = perLanguage((language) =>
  (
    ({
      fr: [["qui", "peut peuvent pourra pourront pourrait"]],
      en: [["who", "can could may"]],
      ar: [["من", "يمكنه يمكنها يمكنهم يستطيع تستطيع"]],
    }) as const
  )[language].map(([who, can]) => [words(who)[0]!, words(can)] as const),
);

const MONTHS =
  "janvier février fevrier mars avril mai juin juillet août aout septembre octobre novembre décembre decembre " +
  "january february march april may june july august september october november december " +
  "يناير فبراير مارس أبريل ابريل ماي مايو يونيو يوليوز يوليو غشت أغسطس شتنبر سبتمبر أكتوبر اكتوبر نونبر نوفمبر دجنبر ديسمبر";
const DAYS =
  "lundi mardi mercredi jeudi vendredi samedi dimanche monday tuesday wednesday thursday friday saturday " +
  "sunday الاثنين الثلاثاء الأربعاء الاربعاء الخميس الجمعة السبت الأحد الاحد";
const TIME_WORDS = new Set(words(`${MONTHS} ${DAYS}`));
const WEEKDAYS = new Set(words(DAYS));
const [DAY = ""] = words("يوم");
/** Words that ask for the day ("quel jour ?", "which day?", "أي يوم؟"). */
const DAY_WORDS = new Set(words("jour jours day days يوم أيام الأيام"));

/** The question asks on which day: a sentence naming the weekday answers it better than a month. */
export const asksTheDay = (tokens: readonly Token[]) => tokens.some((token) => DAY_WORDS.has(token.word));

/** "Quel JOUR de la SEMAINE ?": the words asking which weekday, which the answer need not write. */
const WEEKDAY_ASKING_WORDS = new Set([...DAY_WORDS, ...words("semaine week أسبوع الأسبوع اسبوع الاسبوع")]);
export const isWeekdayAskingWord = (word: string) => WEEKDAY_ASKING_WORDS.has(word);

/** The sentence names a day of the week. */
export const namesWeekday = (sentence: string) => words(sentence).some((word) => WEEKDAYS.has(word));
const TIME = /\b\d{1,2}\s?[:h]\s?\d{0,2}\b|\b\d{1,2}\s?(am|pm)\b|\b(19|20)\d{2}\b|الساعة/iu;
// Schools are left out: a sentence names them more often as where pupils come from ("120 pupils from
// 15 schools") than as where something happens.
const PLACE_WORDS = new Set(
  words(
    "salle centre complexe stade terrain place maison terrasse théâtre local locaux quartier ville " +
      "médiathèque bibliothèque piscine " +
      "hall centre center complex stadium court square house rooftop terrace theatre premises city " +
      "library pool " +
      "قاعة القاعة مركز مركب ملعب ساحة دار مقر سطح مسرح حي مدينة خزانة الخزانة مكتبة مسبح",
  ),
);
const AMOUNT = /\d[\d\s.,]*\s?(dh|dhs|dirhams?|mad|€|euros?|درهم)/iu;
/** A length of time: "15 jours", "7 days", "a 45-minute session", "لمدة 15 يوما". */
const DURATION =
  /\d+[\s-]?(?:jours?|semaines?|mois|ans|années?|heures?|minutes?|min|days?|weeks?|months?|years?|hours?|يوما|يوم|أيام|ايام|أسبوع|أسابيع|اسبوع|اسابيع|شهر|أشهر|اشهر|شهور|سنة|سنوات|ساعة|ساعات|دقيقة|دقائق)(?![\p{L}])/iu;
const FREE_WORDS = new Set(words("gratuit gratuite gratuits gratuitement libre free مجانا مجاني مجانية"));
const ADDRESS = /https?:\/\/|www\./i;
/** A phone number: nine digits or more, spaces, dots and dashes between them ("05 22 12 34 56"). */
const PHONE = /\+?\d(?:[\s.-]?\d){8,}/u;
/** An age or an age range ("entre 18 et 65 ans", "13 to 17 year-olds", "من 12 إلى 25 سنة", "U16"). */
const AGES = /\d{1,2}\s?(?:ans|years?|year-olds?|سنة|سنوات|عاما)|\bu\d{1,2}\b/iu;
/** Words of a condition or an audience: who a thing is open, reserved or meant for. */
const CONDITION_WORDS = new Set(
  words(
    "doit doivent faut réservé réservée réservés ouvert ouverte ouverts ouvertes destiné destinée destinés " +
      "must open reserved eligible aimed " +
      "يجب مفتوح مفتوحة موجه موجهة مخصص مخصصة",
  ),
);
const CAPITALISED = /^\p{Lu}\p{Ll}+$/u;
/** Arabic titles before a person's name: the sentence that holds one names someone. */
const PERSON_TITLES = new Set(
  words(
    "السيد السيدة الأستاذ الأستاذة الدكتور الدكتورة الكاتب الكاتبة المدرب المدربة المهندس المهندسة " +
      "الفنان الفنانة الممثل الممثلة المؤطر المؤطرة الطبيب الطبيبة المنسق المنسقة الرئيس الرئيسة " +
      "الشاعر الشاعرة الصحفي الصحفية المتطوع المتطوعة",
  ),
);

/** The words of the site's own name ("Fondation Tamkine"): a name they are part of is not a person's. */
export const OWN_NAME_WORDS = new Set(
  LOCALES.flatMap((locale) => words(translatorFor(locale)("common.siteName"))),
);

/**
 * Two capitalised words in a row that are not a date nor the site's own name ("Nadia Bennani", not
 * "Every Saturday" nor "the Tamkine Basket Club").
 */
function namesSomeone(sentence: string, notNames: ReadonlySet<string>) {
  const raw = sentence.split(/[\s,;:()«»"“”]+/u).map((word) => word.replace(/[.!?’']+$/u, ""));
  let run: string[] = [];
  let before = "";
  const isPerson = (names: string[], after: string) =>
    names.length >= 2 &&
    !names.some((name) => OWN_NAME_WORDS.has(name) || TIME_WORDS.has(name) || STREET_WORDS.has(name)) &&
    // The item's own name ("Regard Clair"), a district ("Hay Mohammadi") or a place's name ("l'école Ibn
    // Khaldoun") is no one.
    !names.every((name) => notNames.has(name)) &&
    !PLACE_NAME_STARTS.has(names[0]!) &&
    !PLACE_WORDS.has(before) &&
    !STREET_WORDS.has(before) &&
    !SCHOOL_WORDS.has(before) &&
    // "Kariane Centrale square", "Ali Yaata Boulevard": a place named after its kind.
    !PLACE_WORDS.has(after) &&
    !STREET_WORDS.has(after);
  for (const word of [...raw, ""]) {
    if (CAPITALISED.test(word)) {
      run.push(words(word)[0] ?? "");
      continue;
    }
    if (isPerson(run, words(word)[0] ?? "")) return true;
    run = [];
    before = words(word).at(-1) ?? "";
  }
  return false;
}

/**
 * A name of one word or in quotes ("la société EcoPlast", "جمعية «لنلعب معاً»", "شركة Sanad"): a
 * capitalised word inside the sentence, a Latin word in an Arabic one, or a quotation, that is not the
 * item's own name, the site's, a date or a place.
 */
function namesSomething(sentence: string, notNames: ReadonlySet<string>) {
  if (/«[^»]+»|“[^”]+”|"[^"]+"/u.test(sentence)) return true;
  const isArabic = /[\u0600-\u06ff]/u.test(sentence);
  const raw = sentence.split(/[\s,;:()]+/u).map((word) => word.replace(/[.!?’']+$/u, ""));
  return raw.some((word, position) => {
    const name = isArabic ? /^[A-Za-z]{3,}$/u.test(word) : position > 0 && /^\p{Lu}[\p{L}]{2,}$/u.test(word);
    const folded = words(word)[0] ?? "";
    return (
      name &&
      !notNames.has(folded) &&
      !OWN_NAME_WORDS.has(folded) &&
      !TIME_WORDS.has(folded) &&
      !PLACE_NAME_STARTS.has(folded)
    );
  });
}

/** First words of Moroccan place names: districts, neighbourhoods, springs ("Hay", "Sidi", "Aïn"). */
const PLACE_NAME_STARTS = new Set(words("hay sidi ain aïn bab derb oulad douar oued jbel ras bir"));
const SCHOOL_WORDS = new Set(words("école lycée collège université school college university"));
/** Words of a street's name ("boulevard Ali Yaâta", "Ali Yaata Boulevard"): a street is no one. */
const STREET_WORDS = new Set(words("boulevard avenue rue allée street road lane"));

/** True when the sentence gives what `ask` asks for; `notNames`: folded words of the item's own name. */
export function gives(sentence: string, ask: Ask, notNames: ReadonlySet<string> = new Set()): boolean {
  const folded = words(sentence);
  switch (ask) {
    case "when":
      return TIME.test(sentence) || folded.some((word) => TIME_WORDS.has(word));
    case "where":
      return folded.some((word) => PLACE_WORDS.has(word) || PLACE_WORDS.has(word.replace(/^(ال|ب|في)/, "")));
    case "howMany":
      return /\d/.test(sentence);
    case "howMuch":
      return AMOUNT.test(sentence) || folded.some((word) => FREE_WORDS.has(word));
    case "howLong":
      return DURATION.test(sentence);
    case "link":
      return ADDRESS.test(sentence);
    case "phone":
      return PHONE.test(sentence);
    case "forWhom":
      return AGES.test(sentence) || folded.some((word) => CONDITION_WORDS.has(word));
    case "who":
      // Arabic writes no capitals: a person is named after their title ("الكاتب يوسف العمراني").
      return namesSomeone(sentence, notNames) || folded.some((word) => PERSON_TITLES.has(word));
    case "colour":
      return folded.some((word) => COLOUR_WORDS.has(word));
    case "name":
      return gives(sentence, "who", notNames) || namesSomething(sentence, notNames);
  }
}
