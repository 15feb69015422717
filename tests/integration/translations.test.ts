/**
 * The translation workflow's transports and its "Draft from French" (decision 031), on SQLite and
 * PostgreSQL. A small local HTTP server stands in for the OpenAI-compatible model; each test says how it
 * behaves. The status rules themselves are tested beside the module (modules/content/translations.test.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/catalogues.server";
import { getContent } from "~/modules/content/content.server";
import { draftTranslation, saveItem } from "~/modules/content/operations.server";
import { RESOURCES } from "~/modules/content/resources";
import { readTranslationStates } from "~/modules/content/translations.server";
import { translatedBases } from "~/modules/content/translation-status";
import type { Services } from "~/services.server";
import * as newsScreen from "~/routes/admin/news";
import { form, outcome, signedInAdmin } from "../support/admin-requests";
import { testDatabases } from "../support/databases";
import { openTestServices } from "../support/services";
import { asJson, openApiHarness, type ApiHarness } from "./api/support";

interface Received {
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}
type Behaviour = (request: Received, response: ServerResponse) => void;

const completion = (content: string) =>
  JSON.stringify({ choices: [{ index: 0, message: { role: "assistant", content } }] });

/** A model that translates by rule: HTML requests get HTML (with a script to clean), texts get text. */
const translating: Behaviour = (request, response) => {
  const system = request.body.messages[0]!.content;
  const french = request.body.messages[1]!.content;
  response.writeHead(200, { "Content-Type": "application/json" });
  response.end(
    completion(
      system.includes("The text is HTML")
        ? '```html\n<p onclick="x()">Machine: <strong>Saturday</strong></p><script>alert(1)</script>\n```'
        : `Machine: ${french.length} characters`,
    ),
  );
};

const t = translatorFor("fr");
const translate = (key: string, params?: Record<string, string | number>) =>
  t(key as Parameters<typeof t>[0], params);
const writer = { asSystem: "test" };

describe.each(testDatabases())("Draft from French on $dialect", (database) => {
  let server: Server;
  let behaviour: Behaviour = translating;
  const received: Received[] = [];
  let opened: Awaited<ReturnType<typeof openTestServices>>;
  let services: Services;

  beforeAll(async () => {
    server = createServer((request: IncomingMessage, response: ServerResponse) => {
      let raw = "";
      request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      request.on("end", () => {
        const entry = {
          authorization: request.headers.authorization,
          body: JSON.parse(raw) as Received["body"],
        };
        received.push(entry);
        behaviour(entry, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    opened = await openTestServices(database, {
      CHAT_LLM_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
      CHAT_LLM_API_KEY: "test-key",
      CHAT_LLM_MODEL: "stand-in-model",
    });
    services = opened.services;
  });
  beforeEach(() => {
    received.length = 0;
    behaviour = translating;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await opened.dispose();
  });

  /** A news item whose English title is outdated and English text missing; the Arabic is current. */
  async function newsToTranslate() {
    const created = await saveItem(services, {
      kind: "news",
      input: {
        values: {
          title_fr: "Tournoi des écoles",
          content_fr: "<p>Samedi.</p>",
          title_en: "Schools tournament",
          title_ar: "دوري المدارس",
          content_ar: "<p>السبت.</p>",
        },
        files: {},
      },
      writer,
      translate,
    });
    if (created.status !== "saved") throw new Error(created.status);
    const edited = await saveItem(services, {
      kind: "news",
      id: created.row.id,
      input: { values: { title_fr: "Tournoi des écoles 2026" }, files: {} },
      writer,
      translate,
      reviewedLanguages: ["ar"],
    });
    if (edited.status !== "saved") throw new Error(edited.status);
    return edited.row;
  }

  const stateOf = async (id: number) => {
    const row = await getContent(services.db, RESOURCES.news, id, { includeDrafts: true });
    const states = await readTranslationStates(services.db, {
      kind: "news",
      bases: translatedBases(RESOURCES.news.fields),
      rows: [row!],
    });
    return { row: row!, ...states.get(id)! };
  };

  it("drafts the missing and outdated fields, cleaned, beside the item: nothing is published", async () => {
    const item = await newsToTranslate();
    const outcome = await draftTranslation(services, { kind: "news", id: item.id, locale: "en", writer });
    expect(outcome).toEqual({ status: "drafted", fields: ["title_en", "content_en"] });

    expect(received).toHaveLength(2);
    const asked = received.map((request) => request.body.messages[1]!.content).sort();
    expect(asked).toEqual(["<p>Samedi.</p>", "Tournoi des écoles 2026"]);
    expect(received[0]!.authorization).toBe("Bearer test-key");
    expect(received[0]!.body.model).toBe("stand-in-model");
    expect(received.every((request) => request.body.messages[0]!.content.includes("into English"))).toBe(
      true,
    );

    const state = await stateOf(item.id);
    // The rich text is the sanitizer's: no script, no handler, no code fence.
    expect(state.en.drafts).toEqual({
      title: "Machine: 23 characters",
      content: "<p>Machine: <strong>Saturday</strong></p>",
    });
    expect(state.en.draftedAt).not.toBeNull();
    // Unpublished: the fields, the status and the public read are as before.
    expect(state.en.status).toBe("missing");
    expect(state.row.title_en).toBe("Schools tournament");
    expect(state.row.content_en).toBe("");
    expect((await getContent(services.db, RESOURCES.news, item.id))?.content_en).toBe("");

    // The Arabic is current: nothing to draft, the model is not asked.
    received.length = 0;
    expect(await draftTranslation(services, { kind: "news", id: item.id, locale: "ar", writer })).toEqual({
      status: "nothing",
    });
    expect(received).toHaveLength(0);

    // The editor saves the language (the form sends the drafts as they stand): published, current.
    const saved = await saveItem(services, {
      kind: "news",
      id: item.id,
      input: { values: { title_en: state.en.drafts.title, content_en: state.en.drafts.content }, files: {} },
      writer,
      translate,
    });
    expect(saved.status).toBe("saved");
    const after = await stateOf(item.id);
    expect(after.en.status).toBe("current");
    expect(after.en.drafts).toEqual({});
    expect((await getContent(services.db, RESOURCES.news, item.id))?.content_en).toBe(
      "<p>Machine: <strong>Saturday</strong></p>",
    );
  });

  it("changes nothing when the model fails, is too slow or answers what a field cannot hold", async () => {
    const item = await newsToTranslate();
    const before = await stateOf(item.id);
    const cases: Array<[Behaviour, string]> = [
      [
        (_request, response) => {
          response.writeHead(500);
          response.end("boom");
        },
        "failed",
      ],
      [
        (_request, response) => {
          response.writeHead(200, { "Content-Type": "application/json" });
          response.end("{not json");
        },
        "failed",
      ],
      [() => {}, "timeout"],
      [
        (_request, response) => {
          response.writeHead(200, { "Content-Type": "application/json" });
          response.end(completion("<script>alert(1)</script>"));
        },
        "unusable",
      ],
    ];
    for (const [each, reason] of cases) {
      behaviour = each;
      const result = await draftTranslation(services, {
        kind: "news",
        id: item.id,
        locale: "en",
        writer,
        timeoutMs: 300,
      });
      expect(result).toEqual({ status: "failed", reason });
      expect(await stateOf(item.id)).toEqual(before);
    }
  });

  it("is refused outside the content roles and unavailable without a model", async () => {
    const item = await newsToTranslate();
    const messages = { actor: { id: 1, username: "inbox", role: "messages" as const } };
    expect(
      await draftTranslation(services, { kind: "news", id: item.id, locale: "en", writer: messages }),
    ).toEqual({ status: "forbidden" });
    const withoutModel = { db: services.db, config: { ...services.config, CHAT_LLM_URL: undefined } };
    expect(await draftTranslation(withoutModel, { kind: "news", id: item.id, locale: "en", writer })).toEqual(
      { status: "unavailable" },
    );
    expect(await draftTranslation(services, { kind: "news", id: 999_999, locale: "en", writer })).toEqual({
      status: "missing",
    });
    expect(received).toHaveLength(0);
  });

  it("works from the news screen: the form shows the drafts, a failure says why in French", async () => {
    const item = await newsToTranslate();
    const editor = await signedInAdmin(opened, { role: "editor" });
    const screenPath = RESOURCES.news.adminPath;
    const load = async () =>
      (await newsScreen.loader(
        editor.get(`${screenPath}?edit=${item.id}`) as Parameters<typeof newsScreen.loader>[0],
      )) as Awaited<ReturnType<typeof newsScreen.loader>>;

    const before = await load();
    expect(before.translation.canDraft).toBe(true);
    expect(before.translation.editing?.en.status).toBe("missing");
    expect(before.translation.editing?.en.fields).toEqual({ title: "outdated", content: "missing" });

    const post = (locale: string) =>
      newsScreen.action(
        editor.post(
          screenPath,
          form({ intent: "draft", id: String(item.id), locale, page: "1" }),
        ) as Parameters<typeof newsScreen.action>[0],
      );
    const drafted = outcome(await post("en"));
    expect(drafted.status).toBe(200);
    expect(drafted.body).toMatchObject({
      intent: "draft",
      locale: "en",
      notice: "Brouillon ajouté à 2 champs : relisez-les, puis enregistrez pour les publier.",
    });
    expect((await load()).translation.editing?.en.drafts.title).toBe("Machine: 23 characters");

    behaviour = (_request, response) => {
      response.writeHead(503);
      response.end();
    };
    const failed = outcome(await post("ar"));
    // The Arabic is current: nothing to do, so the model is not even asked.
    expect(failed.body).toMatchObject({ notice: "Rien à traduire : la traduction en arabe est à jour." });
    await saveItem(services, {
      kind: "news",
      id: item.id,
      input: { values: { content_fr: "<p>Samedi matin.</p>" }, files: {} },
      writer,
      translate,
    });
    const refused = outcome(await post("ar"));
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({
      formError:
        "Le modèle de langue n'a pas pu traduire ce texte. Rien n'a été modifié : réessayez plus tard.",
    });
    expect((await load()).translation.editing?.ar.drafts).toEqual({});
    expect(outcome(await post("de")).status).toBe(400);
  });
});

describe.each(testDatabases())("translation status in the API on $dialect", (database) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await openApiHarness(database);
  });
  afterAll(() => api.dispose());

  it("is in an administrator's read only, and an update may mark a language checked", async () => {
    const token = api.tokens.valid;
    const created = await api.call("POST", "/api/news/", {
      token,
      json: {
        title_fr: "Journée portes ouvertes",
        content_fr: "Dimanche.",
        title_en: "Open day",
        content_en: "Sunday.",
        title_ar: "يوم مفتوح",
        content_ar: "الأحد.",
      },
    });
    expect(created.status).toBe(201);
    const id = asJson(created).id as number;
    // The write's answer and the public read are as they always were.
    expect(asJson(created)).not.toHaveProperty("translation_status");
    const item = `/api/news/${id}/`;
    expect(asJson(await api.call("GET", item))).not.toHaveProperty("translation_status");
    const adminRead = async () =>
      asJson(await api.call("GET", `${item}?include_drafts=1`, { token })).translation_status;
    expect(await adminRead()).toEqual({ en: "current", ar: "current" });

    await api.call("PATCH", item, { token, json: { content_fr: "Dimanche, de 10 h à 17 h." } });
    expect(await adminRead()).toEqual({ en: "outdated", ar: "outdated" });
    const listed = asJson(await api.call("GET", "/api/news/?include_drafts=1&page=1", { token }));
    expect((listed.results as Array<Record<string, unknown>>).find((row) => row.id === id)).toMatchObject({
      translation_status: { en: "outdated", ar: "outdated" },
    });

    await api.call("PATCH", item, { token, json: { content_en: "Sunday, 10 am to 5 pm." } });
    await api.call("PATCH", item, { token, form: { translation_reviewed: "ar" } });
    expect(await adminRead()).toEqual({ en: "current", ar: "current" });

    const refused = await api.call("PATCH", item, { token, json: { translation_reviewed: ["de"] } });
    expect(refused.status).toBe(400);
    expect(asJson(refused).errors).toEqual({ translation_reviewed: ["Indiquez en, ar ou les deux."] });
  });
});
