import { describe, expect, it } from "vitest";
import { asksOf, gives } from "./asks";
import { stem, words } from "./normalize";
import { isStopWord, type Token } from "./search";

/** A question's words as the index would give them, without typo correction or Darija reading. */
const tokensOf = (question: string, language: "fr" | "en" | "ar" = "ar") =>
  words(question).map((word) => ({ word, stem: stem(word, language) }) as Token);

describe("gives: who", () => {
  it("a sentence naming someone gives who, a date in capitals does not", () => {
    expect(gives("The workshops were led by the writer Nadia Bennani.", "who")).toBe(true);
    expect(gives("L’agronome bénévole Salma Idrissi anime les séances.", "who")).toBe(true);
    expect(gives("Every Saturday from 10 am to 12 pm, in the laboratory.", "who")).toBe(false);
    expect(gives("Since 2 April, 45 pupils have been growing tomatoes.", "who")).toBe(false);
  });

  it("the site's own name is not someone's", () => {
    expect(gives("Soixante lycéens ont participé au concours de la Fondation Tamkine.", "who")).toBe(false);
    expect(gives("Le Tamkine Basket Club a signé une victoire précieuse.", "who")).toBe(false);
    expect(gives("Le jury a désigné lauréat Amine Tazi, 16 ans.", "who")).toBe(true);
  });

  it("a square or a street named after someone is no one", () => {
    expect(gives("Volunteers cleaned the streets around Kariane Centrale square.", "who")).toBe(false);
    expect(gives("They planted 35 trees along Ali Yaata Boulevard.", "who")).toBe(false);
    expect(gives("Ils ont planté 35 arbres le long du boulevard Ali Yaâta.", "who")).toBe(false);
    expect(gives("The bus leaves from Anfa Park street.", "who")).toBe(false);
    expect(gives("The operation was coordinated by Salma Benjelloun.", "who")).toBe(true);
  });
});

describe("who, in Arabic", () => {
  it("an opening “من” asks who, unless it is “please” or “from where”", () => {
    expect(asksOf(tokensOf("من يترأس لجنة التحكيم؟"), "ar")).toEqual(["who"]);
    expect(asksOf(tokensOf("من فضلك، ما هو رقم الهاتف؟"), "ar")).not.toContain("who");
    expect(asksOf(tokensOf("من أين تنطلق الحافلة؟"), "ar")).not.toContain("who");
  });
  it("a person's title names someone, as capitals do in French and English", () => {
    expect(gives("وسيترأس لجنة التحكيم الكاتب يوسف العمراني.", "who")).toBe(true);
    expect(gives("وشارك فيها 120 تلميذا من 15 مدرسة.", "who")).toBe(false);
  });
});

describe("asksOf: by how much something changed", () => {
  it("“بكم نقصت” asks a number, “بكم التذكرة” a price", () => {
    expect(asksOf(tokensOf("بكم نقصت فاتورة الكهرباء؟"), "ar")).toEqual(["howMany"]);
    expect(asksOf(tokensOf("بكم التذكرة؟"), "ar")).toEqual(["howMuch"]);
  });
});

describe("asksOf: a French verb in the plural", () => {
  it("«commencent» asks when, as «commence» does", () => {
    expect(asksOf(tokensOf("À quelle heure commencent les répétitions ?", "fr"), "fr")).toContain("when");
    expect(asksOf(tokensOf("Les répétitions, ça débutent quand ?", "fr"), "fr")).toContain("when");
  });
});

describe("asksOf: a day named is not a day asked", () => {
  it("“يوم السبت” says when, “أي يوم” asks it", () => {
    expect(asksOf(tokensOf("ما هي الأنشطة المتاحة للشباب يوم السبت؟"), "ar")).not.toContain("when");
    expect(asksOf(tokensOf("في أي يوم تبدأ الورشة؟"), "ar")).toContain("when");
    expect(asksOf(tokensOf("متى تبدأ الورشة يوم السبت؟"), "ar")).toContain("when");
  });
});

describe("who may take part", () => {
  it("“who can…”, “who is allowed…”, “لمن…” ask who may take part, not a person's name", () => {
    expect(asksOf(tokensOf("Qui peut participer à l’atelier ?", "fr"), "fr")).toEqual(["forWhom"]);
    expect(asksOf(tokensOf("Who is allowed to give blood?", "en"), "en")).toEqual(["forWhom"]);
    expect(asksOf(tokensOf("من يحق له التبرع بالدم؟", "ar"), "ar")).toContain("forWhom");
    expect(asksOf(tokensOf("Who runs the workshop?", "en"), "en")).toEqual(["who"]);
  });
  it("an age, an age range or a condition gives it", () => {
    expect(gives("Donors must be between 18 and 65 years old.", "forWhom")).toBe(true);
    expect(gives("Pour les 13–17 ans, le samedi.", "forWhom")).toBe(true);
    expect(gives("مفتوح للشباب ابتداءً من 10 سنوات.", "forWhom")).toBe(true);
    expect(gives("The next blood drive will take place in September.", "forWhom")).toBe(false);
  });
});

describe("a phone number", () => {
  it("is asked by its own words in the three languages", () => {
    expect(asksOf(tokensOf("Quel est le téléphone de l’animatrice ?", "fr"), "fr")).toContain("phone");
    expect(asksOf(tokensOf("What's the coach's phone number?", "en"), "en")).toContain("phone");
    expect(asksOf(tokensOf("ما هو رقم هاتف المدرب؟"), "ar")).toContain("phone");
    // A mobile library, a laptop ("ordinateur portable"): no phone asked.
    expect(asksOf(tokensOf("Which areas does the mobile library visit?", "en"), "en")).not.toContain("phone");
    expect(asksOf(tokensOf("Un ordinateur portable pour mon fils ?", "fr"), "fr")).not.toContain("phone");
  });
  it("is given by nine digits or more, not by a date, a time or an amount", () => {
    expect(gives("Appelez le 05 22 12 34 56 en semaine.", "phone")).toBe(true);
    expect(gives("WhatsApp: +212 6 61 23 45 67", "phone")).toBe(true);
    expect(gives("Le 15 juin 2026 à 17h30, 1 200 livres pour 150 dirhams.", "phone")).toBe(false);
  });
});

describe("someone's own phone", () => {
  it("is no phone number asked of us; ours, or an item's, is", () => {
    expect(asksOf(tokensOf("il filme avec son téléphone", "fr"), "fr")).not.toContain("phone");
    expect(asksOf(tokensOf("quel est votre téléphone ?", "fr"), "fr")).toContain("phone");
    expect(asksOf(tokensOf("what is its phone number", "en"), "en")).toContain("phone");
  });
});

describe("a name", () => {
  it("is asked of a person or a company, not of an item", () => {
    expect(asksOf(tokensOf("What's the name of the coach?", "en"), "en")).toContain("name");
    expect(asksOf(tokensOf("ما اسم الشركة؟", "ar"), "ar")).toContain("name");
    expect(asksOf(tokensOf("Quel est le nom de la plateforme ?", "fr"), "fr")).not.toContain("name");
  });

  it("is given by a name of one word or in quotes, not by the item's own name", () => {
    expect(gives("The bottles will be recycled by the EcoPlast company.", "name")).toBe(true);
    expect(gives("تبرعت بها جمعية «لنلعب معاً».", "name")).toBe(true);
    expect(gives("Réservez une séance avec une psychologue.", "name")).toBe(false);
    expect(
      gives("Lecture Plus offers books to the Lecture Plus members.", "name", new Set(["lecture", "plus"])),
    ).toBe(false);
  });
});

describe("a colour", () => {
  it("is asked by its word and given only by a colour's", () => {
    expect(asksOf(tokensOf("De quelle couleur est le carnet ?", "fr"), "fr")).toContain("colour");
    expect(asksOf(tokensOf("شنو هو اللون ديال الدفتر؟", "ar"), "ar")).toContain("colour");
    expect(gives("Each child went home with a blue toothbrush.", "colour")).toBe(true);
    expect(gives("Each child went home with a toothbrush.", "colour")).toBe(false);
  });
});

describe("for how long", () => {
  it("is asked by “combien de temps” and “how long”, and given by a length of time, not a date", () => {
    expect(asksOf(tokensOf("pendant combien de temps ?", "fr"), "fr")).toContain("howLong");
    expect(asksOf(tokensOf("how long can I keep it?", "en"), "en")).toContain("howLong");
    expect(gives("Chaque adhérent peut emprunter 3 livres pour une durée de 15 jours.", "howLong")).toBe(
      true,
    );
    expect(gives("Balls can be borrowed for 7 days at most.", "howLong")).toBe(true);
    expect(gives("La bibliothèque ouvre le 15 juin.", "howLong")).toBe(false);
  });

  it("is asked by the verb “to last”, in Darija too, and given by a “45-minute” session", () => {
    expect(asksOf(tokensOf("une séance dure combien ?", "fr"), "fr")).toContain("howLong");
    expect(asksOf(tokensOf("شحال كتدوم الحصة؟", "ar"), "ar")).toContain("howLong");
    expect(gives("Book a free 45-minute session with a psychologist.", "howLong")).toBe(true);
    expect(gives("Un atelier de 90 min chaque samedi.", "howLong")).toBe(true);
  });
});

describe("how much, in English", () => {
  const spoken = (question: string) =>
    words(question).map(
      (word) => ({ word, stem: stem(word, "en"), isStopWord: isStopWord(word, "en") }) as Token,
    );
  it("asks a quantity before a word that is not money, as “combien de” does", () => {
    expect(asksOf(spoken("How much rubbish did the kids pick up?"), "en")).toEqual(["howMany"]);
    const water = asksOf(spoken("How much water should a player drink each day?"), "en");
    expect(water).toContain("howMany");
    expect(water).not.toContain("howMuch");
  });
  it("asks a price otherwise", () => {
    expect(asksOf(spoken("How much is it?"), "en")).toEqual(["howMuch"]);
    expect(asksOf(spoken("How much money did the tournament raise?"), "en")).toEqual(["howMuch"]);
    expect(asksOf(spoken("How much for a ticket?"), "en")).toEqual(["howMuch"]);
    expect(asksOf(spoken("How much membership does the club cost?"), "en")).toEqual(["howMuch"]);
  });
});
