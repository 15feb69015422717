import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import {
  insertMatch,
  insertNews,
  insertPlatformLink,
  insertSitePage,
  insertValeur,
} from "~/modules/demo/factories.server";
import { translatorFor } from "~/i18n/catalogues.server";
import type { Services } from "~/services.server";
import { askChat } from "./ask.server";
import { createFaqFromLog, deleteFaq, getFaq, saveFaq } from "./faq.server";
import { chatIndexFor, markChatIndexStale } from "./index-cache.server";
import { contentSignature, loadKnowledge } from "./knowledge.server";
import {
  countChatLogs,
  getChatLog,
  hashClientIp,
  insertChatLog,
  listChatLogs,
  setChatFeedback,
} from "./logs.server";

const t = translatorFor("fr");
const translate = (key: string) => t(key as Parameters<typeof t>[0]);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())("chat assistant on $dialect", (database) => {
  let services: Services;
  let dispose: () => Promise<void>;
  /** Forces the index to look at the tables now, as it does by itself every few seconds. */
  const refresh = () => chatIndexFor(services.db, { checkEveryMs: 0 });

  beforeAll(async () => {
    ({ services, dispose } = await openTestServices(database));
    const { db } = services;
    await insertNews(db, {
      slug: "tournoi-de-quidditch",
      title_fr: "Tournoi de quidditch au centre",
      content_fr: "Le tournoi de quidditch réunit douze équipes de collégiens.",
      title_en: "Quidditch tournament at the centre",
      content_en: "The quidditch tournament brings together twelve middle-school teams.",
    });
    await insertNews(db, {
      slug: "brouillon-secret",
      title_fr: "Projet zorglub confidentiel",
      content_fr: "Le projet zorglub est encore un brouillon.",
      is_published: 0,
    });
    await insertSitePage(db, { slug: "club", title_fr: "Le club", body_fr: "Le club compte 250 licenciés." });
    await insertMatch(db, {
      home_team_name_fr: "Tamkine",
      away_team_name_fr: "Étoile Filante",
      home_team_name_en: "Tamkine",
      away_team_name_en: "Shooting Stars",
      match_date: day(5),
      match_time: "18:30:00",
    });
    await insertMatch(db, {
      home_team_name_fr: "Tamkine",
      away_team_name_fr: "Comète",
      home_team_name_en: "Tamkine",
      away_team_name_en: "Comet",
      match_date: day(-3),
      home_score: 64,
      away_score: 60,
    });
  });
  afterAll(() => dispose());

  it("knows only published content, with the page each piece lives on", async () => {
    const knowledge = await loadKnowledge(services.db);
    const fr = knowledge.passages.fr;
    const news = fr.find((passage) => passage.title === "Tournoi de quidditch au centre");
    expect(news?.path).toMatch(/^\/blogdetail\/tournoi-de-quidditch_\d+$/);
    expect(fr.find((passage) => passage.path === "/club" && passage.kind === "page")).toBeDefined();
    expect(fr.some((passage) => passage.text.includes("zorglub"))).toBe(false);
    // The built-in guide to the site's sections is always there, in every language.
    for (const locale of ["fr", "en", "ar"] as const) {
      expect(
        knowledge.passages[locale].some((p) => p.kind === "guide" && p.path === "/contacter-tamkine"),
      ).toBe(true);
    }
    expect(knowledge.matches.map((match) => [match.date, match.time])).toEqual([
      [day(-3), "18:30"],
      [day(5), "18:30"],
    ]);
  });

  it("answers from the database, next match and last result included", async () => {
    await refresh();
    const ipHash = hashClientIp("203.0.113.7", services.config.SESSION_SECRET);
    const next = await askChat(services, { message: "Quel est le prochain match ?", ipHash });
    expect(next.response).toContain("Tamkine contre Étoile Filante");
    expect(next.response).toContain("18:30");
    const last = await askChat(services, { message: "What was the last result?", ipHash });
    expect(last.response).toContain("Tamkine 64 – 60 Comet");
    const quidditch = await askChat(services, { message: "Parlez-moi du tournoi de quidditch", ipHash });
    expect(quidditch.kind).toBe("content");
    expect(quidditch.links[0]?.href).toMatch(/^\/blogdetail\/tournoi-de-quidditch_\d+$/);
    const draft = await askChat(services, { message: "le projet zorglub", ipHash });
    expect(draft.kind).toBe("fallback");
  });

  it("follows content changes without a restart", async () => {
    const { db } = services;
    const before = await contentSignature(db);
    const ipHash = "tester";
    const ask = () => askChat(services, { message: "Qu'est-ce que la plateforme Xylophonia ?", ipHash });
    const knowsXylophonia = (index: Awaited<ReturnType<typeof refresh>>) =>
      index.languages.fr.passages.some((passage) => passage.title === "Xylophonia");
    await refresh();
    expect((await ask()).kind).toBe("fallback");

    const start = Date.now() + 60_000;
    expect(knowsXylophonia(await chatIndexFor(db, { now: start, checkEveryMs: 3000 }))).toBe(false);
    const platform = await insertPlatformLink(db, {
      title_fr: "Xylophonia",
      description_fr: "Xylophonia est la plateforme d'apprentissage de la musique de la fondation.",
      url: "https://xylophonia.example",
    });
    expect(await contentSignature(db)).not.toBe(before);
    // Within the check interval the tables are not even looked at…
    expect(knowsXylophonia(await chatIndexFor(db, { now: start + 1000, checkEveryMs: 3000 }))).toBe(false);
    // …after it, the change is seen and the index rebuilt.
    expect(knowsXylophonia(await chatIndexFor(db, { now: start + 4000, checkEveryMs: 3000 }))).toBe(true);
    await refresh();
    const found = await ask();
    expect(found.kind).toBe("content");
    expect(found.links[0]?.href).toBe("/plateforms");
    expect(found.response).toContain("Xylophonia");

    // Unpublishing (an edit) and deleting are seen too.
    await db.kysely
      .updateTable("platform_links")
      .set({ is_published: 0, updated_at: new Date(Date.now() + 1000).toISOString() })
      .where("id", "=", platform.id)
      .execute();
    await refresh();
    expect((await ask()).kind).toBe("fallback");
    await db.kysely.deleteFrom("platform_links").where("id", "=", platform.id).execute();
    await insertValeur(db, { titre_fr: "Audace", description_fr: "Oser essayer." });
    await refresh();
    expect((await askChat(services, { message: "la valeur audace", ipHash })).links[0]?.href).toBe(
      "/nosValeurs",
    );
  });

  it("looks again at once when a change is announced while a check is reading the content", async () => {
    const { db } = services;
    const knowsZanzibar = (index: Awaited<ReturnType<typeof refresh>>) =>
      index.languages.fr.passages.some((passage) => passage.title === "Zanzibaria");
    const start = Date.now() + 120_000;
    // A check starts, and reads the tables before the new platform is written…
    const inFlight = chatIndexFor(db, { now: start, checkEveryMs: 0 });
    const platform = await insertPlatformLink(db, {
      title_fr: "Zanzibaria",
      description_fr: "Zanzibaria est la plateforme de géographie de la fondation.",
      url: "https://zanzibaria.example",
    });
    // …and the change is announced (by this process or relayed from another) while it runs.
    markChatIndexStale(db);
    await inFlight;
    // Within the check interval, the next question still sees the platform.
    expect(knowsZanzibar(await chatIndexFor(db, { now: start + 1000, checkEveryMs: 3000 }))).toBe(true);
    await db.kysely.deleteFrom("platform_links").where("id", "=", platform.id).execute();
    markChatIndexStale(db);
    expect(knowsZanzibar(await chatIndexFor(db, { now: start + 1500, checkEveryMs: 3000 }))).toBe(false);
  });

  it("stores every exchange, with the address only as a keyed hash, and takes Oui/Non from its asker", async () => {
    const { db } = services;
    const ipHash = hashClientIp("198.51.100.23", services.config.SESSION_SECRET);
    expect(ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(ipHash).not.toContain("198");
    expect(hashClientIp("198.51.100.23", "another-secret-that-is-long-enough-1234")).not.toBe(ipHash);

    const answered = await askChat(services, { message: "What are your opening hours?", ipHash });
    const unknown = await askChat(services, { message: "Quelle est la capitale du Japon ?", ipHash });
    const stored = await getChatLog(db, answered.id);
    expect(stored).toMatchObject({
      question: "What are your opening hours?",
      language: "en",
      isAnswered: true,
      intent: "hours",
      feedback: null,
    });
    expect(stored?.answer).toBe(answered.response);
    expect(stored?.sources[0]).toMatchObject({ path: "/contacter-tamkine" });
    expect((await getChatLog(db, unknown.id))?.isAnswered).toBe(false);

    expect(await setChatFeedback(db, { id: answered.id, ipHash: "someone-else", isHelpful: false })).toBe(
      false,
    );
    expect(await setChatFeedback(db, { id: answered.id, ipHash, isHelpful: false })).toBe(true);
    expect((await getChatLog(db, answered.id))?.feedback).toBe("down");
    expect(await setChatFeedback(db, { id: 999_999, ipHash, isHelpful: true })).toBe(false);

    const negative = await listChatLogs(db, { view: "negative" });
    expect(negative.map((entry) => entry.id)).toContain(answered.id);
    expect(negative.every((entry) => entry.feedback === "down")).toBe(true);
    // A probable answer says it is not sure: staff see it with those the assistant could not give.
    const probable = await insertChatLog(db, {
      question: "Ma fille aime travailler l’argile",
      language: "fr",
      answer: "Je ne suis pas certain de la réponse, mais voici ce que dit la page « Atelier poterie » : …",
      sources: [],
      intent: "probable",
      isAnswered: true,
      ipHash,
      responseMs: 1,
    });
    const unanswered = await listChatLogs(db, { view: "unanswered" });
    expect(unanswered.map((entry) => entry.id)).toEqual(expect.arrayContaining([unknown.id, probable]));
    expect(unanswered.map((entry) => entry.id)).not.toContain(answered.id);
    expect(unanswered.every((entry) => !entry.isAnswered || entry.intent === "probable")).toBe(true);
    expect(await countChatLogs(db, "recent")).toBeGreaterThanOrEqual(2);
    const recent = await listChatLogs(db, { pageSize: 1 });
    expect(recent).toHaveLength(1);
    expect(recent[0]!.id).toBe(probable);
  });

  it("turns a question into a FAQ draft in one step; once published it answers", async () => {
    const { db } = services;
    const ipHash = "faq-tester";
    const unknown = await askChat(services, { message: "Peut-on venir avec son chien au centre ?", ipHash });
    expect(unknown.kind).toBe("fallback");

    const created = await createFaqFromLog(db, unknown.id);
    expect(created?.isNew).toBe(true);
    expect(created?.row).toMatchObject({
      question_fr: "Peut-on venir avec son chien au centre ?",
      answer_fr: "",
      is_published: 0,
    });
    expect((await getChatLog(db, unknown.id))?.faqEntryId).toBe(created?.row.id);
    const again = await createFaqFromLog(db, unknown.id);
    expect(again).toMatchObject({ isNew: false, row: { id: created?.row.id } });
    expect(await createFaqFromLog(db, 987_654)).toBeUndefined();

    const invalid = await saveFaq(db, {
      id: created!.row.id,
      values: {
        question_fr: "Peut-on venir avec son chien ?",
        link: "javascript:alert(1)",
        is_published: "1",
      },
      translate,
    });
    expect(invalid.isSaved).toBe(false);
    if (!invalid.isSaved && "errors" in invalid) {
      expect(invalid.errors.answer_fr).toEqual([t("chat.faq.errors.answerRequired")]);
      expect(invalid.errors.link).toEqual([t("chat.faq.errors.link")]);
    }
    const empty = await saveFaq(db, { values: {}, translate });
    expect(!empty.isSaved && "errors" in empty && empty.errors._form).toEqual([
      t("chat.faq.errors.pairRequired"),
    ]);
    expect(
      (
        await saveFaq(db, {
          values: { question_en: "Dogs?", answer_en: "No.", link: "//evil.example" },
          translate,
        })
      ).isSaved,
    ).toBe(false);

    const saved = await saveFaq(db, {
      id: created!.row.id,
      values: {
        question_fr: "Peut-on venir avec son chien au centre ?",
        answer_fr: "Les chiens ne sont pas admis au centre, sauf les chiens guides.",
        question_en: "Can I bring my dog to the centre?",
        answer_en: "Dogs are not allowed in the centre, except guide dogs.",
        link: "/contacter-tamkine",
        is_published: "1",
      },
      translate,
    });
    expect(saved.isSaved).toBe(true);
    await refresh();
    const faq = await askChat(services, { message: "je peux venir avec mon chien ?", ipHash });
    expect(faq.kind).toBe("faq");
    expect(faq.response).toContain("Les chiens ne sont pas admis");
    expect(faq.links).toEqual([
      { href: "/contacter-tamkine", label: "Peut-on venir avec son chien au centre ?" },
    ]);
    expect((await askChat(services, { message: "Can I bring my dog?", ipHash })).response).toContain(
      "guide dogs",
    );

    expect(await saveFaq(db, { id: 424_242, values: {}, translate })).toEqual({
      isSaved: false,
      isMissing: true,
    });
    expect(await deleteFaq(db, created!.row.id)).toBe(true);
    expect(await getFaq(db, created!.row.id)).toBeUndefined();
    await refresh();
    expect((await askChat(services, { message: "je peux venir avec mon chien ?", ipHash })).kind).toBe(
      "fallback",
    );
  });
});
