import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import { translatorFor } from "~/i18n/catalogues.server";
import { insertNews } from "~/modules/demo/factories.server";
import type { Services } from "~/services.server";
import { countContent, listContent, type ContentInput } from "./content.server";
import { deleteItem, restoreRevision, saveItem } from "./operations.server";
import { RESOURCES, type ResourceName } from "./resources";
import { listRevisions } from "./revisions.server";
import { TRANSLATED_AT_13, translationStatesStep } from "./translation-migration.server";
import { translatedBases, type TranslationStatuses } from "./translation-status";
import { readTranslationStates } from "./translations.server";

const t = translatorFor("fr");
const translate = (key: string, params?: Record<string, string | number>) =>
  t(key as Parameters<typeof t>[0], params);

describe.each(testDatabases())("translation status on $dialect", (database) => {
  let services: Services;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ services, dispose } = await openTestServices(database));
  });
  afterAll(() => dispose());

  const writer = { asSystem: "test" };
  const write = async (
    values: ContentInput["values"],
    options: { id?: number; kind?: ResourceName; reviewed?: Array<"en" | "ar"> } = {},
  ) => {
    const result = await saveItem(services, {
      kind: options.kind ?? "news",
      id: options.id,
      input: { values, files: {} },
      writer,
      translate,
      reviewedLanguages: options.reviewed,
    });
    if (result.status !== "saved") throw new Error(`not saved: ${JSON.stringify(result)}`);
    return result.row;
  };
  const statusOf = async (id: number, kind: ResourceName = "news"): Promise<TranslationStatuses> => {
    const resource = RESOURCES[kind];
    const [row] = await listContent(services.db, resource, { includeDrafts: true }).then((rows) =>
      rows.filter((each) => each.id === id),
    );
    const states = await readTranslationStates(services.db, {
      kind,
      bases: translatedBases(resource.fields),
      rows: [row!],
    });
    const state = states.get(id)!;
    return { en: state.en.status, ar: state.ar.status };
  };
  const needing = (locale: "en" | "ar") =>
    listContent(services.db, RESOURCES.news, { includeDrafts: true, needsTranslation: locale }).then((rows) =>
      rows.map((row) => row.id),
    );

  it("is current where a language was saved with the French, missing where it has no text", async () => {
    const row = await write({ title_fr: "Match gagné", content_fr: "Un beau match.", title_en: "Match won" });
    // content_en is empty while content_fr has text.
    expect(await statusOf(row.id)).toEqual({ en: "missing", ar: "missing" });
    const full = await write({
      title_fr: "Stage d'été",
      content_fr: "Inscriptions ouvertes.",
      title_en: "Summer camp",
      content_en: "Registration is open.",
      title_ar: "مخيم صيفي",
      content_ar: "التسجيل مفتوح.",
    });
    expect(await statusOf(full.id)).toEqual({ en: "current", ar: "current" });
  });

  it("turns a language outdated when the French changes, and current again when it is saved", async () => {
    const row = await write({
      title_fr: "Tournoi",
      content_fr: "Samedi.",
      title_en: "Tournament",
      content_en: "Saturday.",
      title_ar: "دوري",
      content_ar: "السبت.",
    });
    // The form sends every field: the English and Arabic ones unchanged.
    const edited = await write(
      {
        title_fr: "Tournoi",
        content_fr: "Samedi à 10 h.",
        title_en: "Tournament",
        content_en: "Saturday.",
        title_ar: "دوري",
        content_ar: "السبت.",
      },
      { id: row.id },
    );
    expect(await statusOf(row.id)).toEqual({ en: "outdated", ar: "outdated" });
    expect(await needing("en")).toContain(row.id);
    expect(await needing("ar")).toContain(row.id);

    await write({ ...edited, content_en: "Saturday at 10 am." }, { id: row.id });
    expect(await statusOf(row.id)).toEqual({ en: "current", ar: "outdated" });
    expect(await needing("en")).not.toContain(row.id);
    expect(await needing("ar")).toContain(row.id);
    expect(
      await countContent(services.db, RESOURCES.news, { includeDrafts: true, needsTranslation: "ar" }),
    ).toBeGreaterThanOrEqual(1);

    // An editor who checked the Arabic and leaves it as it is says so.
    await write({ title_fr: "Tournoi" }, { id: row.id, reviewed: ["ar"] });
    expect(await statusOf(row.id)).toEqual({ en: "current", ar: "current" });

    // Putting the French back as the translations knew it makes them current again.
    await write({ content_fr: "Samedi." }, { id: row.id });
    expect(await statusOf(row.id)).toEqual({ en: "outdated", ar: "outdated" });
    await write({ content_fr: "Samedi à 10 h." }, { id: row.id });
    expect(await statusOf(row.id)).toEqual({ en: "current", ar: "current" });

    // Emptying a translation makes it missing.
    await write({ content_en: "" }, { id: row.id });
    expect(await statusOf(row.id)).toEqual({ en: "missing", ar: "current" });
  });

  it("keeps the state of a restore and forgets a deleted item", async () => {
    const row = await write({
      title_fr: "Portes ouvertes",
      content_fr: "Dimanche.",
      title_en: "Open day",
      content_en: "Sunday.",
    });
    await write({ content_fr: "Dimanche matin." }, { id: row.id });
    expect((await statusOf(row.id)).en).toBe("outdated");
    // Version 1 had the French the English was written from.
    const [first] = (await listRevisions(services.db, "news", row.id)).slice(-1);
    const restored = await restoreRevision(services, {
      kind: "news",
      id: row.id,
      number: first!.number,
      writer,
      translate,
    });
    expect(restored.status).toBe("saved");
    expect((await statusOf(row.id)).en).toBe("current");

    await write({ content_fr: "Dimanche soir." }, { id: row.id });
    expect(await needing("en")).toContain(row.id);
    expect(await deleteItem(services, { kind: "news", id: row.id, writer })).toEqual({ status: "deleted" });
    expect(await needing("en")).not.toContain(row.id);
    const left = await services.db.kysely
      .selectFrom("content_translations")
      .select("id")
      .where("resource", "=", "news")
      .where("item_id", "=", row.id)
      .execute();
    expect(left).toEqual([]);
  });

  it("counts every field of a match, and a type without translated fields has none", async () => {
    const match = await write(
      {
        home_team_name_fr: "Tamkine",
        home_team_name_en: "Tamkine",
        home_team_name_ar: "تمكين",
        away_team_name_fr: "Rabat",
        away_team_name_en: "Rabat",
        away_team_name_ar: "الرباط",
        location_fr: "Salle couverte",
        location_en: "Indoor hall",
        location_ar: "القاعة المغطاة",
        description_fr: "Finale régionale",
        match_date: "2026-05-02",
        match_time: "18:00",
      },
      { kind: "matches" },
    );
    expect(await statusOf(match.id, "matches")).toEqual({ en: "missing", ar: "missing" });
    expect(translatedBases(RESOURCES.documents.fields)).toEqual([]);
  });

  it("gives existing items a state at the migration: a language with text is current", async () => {
    const row = await insertNews(services.db, {
      title_fr: "Ancien article",
      content_fr: "<p>Texte.</p>",
      title_en: "Old article",
      content_en: "<p>Text.</p>",
      title_ar: "مقال",
      content_ar: "",
    });
    await services.db.kysely.deleteFrom("content_translations").execute();
    await translationStatesStep(services.db.kysely as unknown as Kysely<unknown>);
    expect(await statusOf(row.id)).toEqual({ en: "current", ar: "missing" });
    expect(await needing("ar")).toContain(row.id);
    expect(await needing("en")).not.toContain(row.id);
    // The state then follows the French as for any item.
    await write({ content_fr: "<p>Texte revu.</p>" }, { id: row.id });
    expect(await statusOf(row.id)).toEqual({ en: "outdated", ar: "missing" });
  });
});

describe("the migration's frozen list", () => {
  it("names every content type's translated fields of the registry", () => {
    const registry = Object.fromEntries(
      Object.entries(RESOURCES)
        .map(([kind, resource]) => [kind, { table: resource.table, bases: translatedBases(resource.fields) }])
        .filter(([, entry]) => (entry as { bases: string[] }).bases.length > 0),
    );
    expect(TRANSLATED_AT_13).toEqual(registry);
  });
});
