import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { form, outcome, signedInAdmin } from "../../../tests/support/admin-requests";
import { testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import { CONTENT_SCREENS } from "~/components/admin/content/screens";
import { insertMission } from "~/modules/demo/factories.server";
import { listAudit } from "~/modules/audit/audit.server";
import { getContent } from "~/modules/content/content.server";
import { RESOURCES } from "~/modules/content/resources";
import { uploadToLibrary } from "~/modules/media/library.server";
import type { Services } from "~/services.server";
import { contentScreenAction, loadContentScreen, pageOldestFirst } from "./content-screen.server";

const png = async () =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 40, height: 40, channels: 3, background: "#123456" } })
          .png()
          .toBuffer(),
      ),
    ],
    "logo.png",
    { type: "image/png" },
  );

describe.each(testDatabases())("content screens on $dialect", (database) => {
  let services: Services;
  let dispose: () => Promise<void>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    const opened = await openTestServices(database);
    ({ services, dispose } = opened);
    admin = await signedInAdmin(opened);
  });
  afterAll(() => dispose());

  it("lists from the oldest to the newest, 5 a page, and clamps a page past the end", async () => {
    for (let day = 1; day <= 7; day++) {
      await insertMission(services.db, { title_fr: `M${day}`, created_at: `2026-02-0${day}T08:00:00.000Z` });
    }
    const resource = RESOURCES.missions;
    const titles = async (page: number) =>
      (await pageOldestFirst(services.db, resource, { page, pageSize: 5, total: 7 })).map(
        (row) => row.title_fr,
      );
    expect(await titles(1)).toEqual(["M1", "M2", "M3", "M4", "M5"]);
    expect(await titles(2)).toEqual(["M6", "M7"]);
    expect(await titles(3)).toEqual([]);

    const data = await loadContentScreen(admin.get("/missionPost?page=9"), CONTENT_SCREENS.missions);
    expect(data).toMatchObject({ total: 7, page: 2, pageCount: 2 });
    expect(data.items.map((row) => row.title_fr)).toEqual(["M6", "M7"]);
  });

  it("adds an item, goes to the last page with the notice, and records who did it", async () => {
    const result = outcome(
      await contentScreenAction(
        admin.post(
          "/missionPost",
          form({
            intent: "save",
            page: "1",
            ...Object.fromEntries(
              ["title", "content"].flatMap((base) =>
                ["fr", "en", "ar"].map((locale) => [`${base}_${locale}`, `${base} ${locale}`]),
              ),
            ),
            is_published: ["0", "1"],
          }),
        ),
        CONTENT_SCREENS.missions,
      ),
    );
    expect(result).toMatchObject({ status: 302, location: "/missionPost?page=2&notice=created" });
    const [entry] = await listAudit(services.db, { resource: "missions" });
    expect(entry).toMatchObject({ action: "create", username: admin.admin.username, summary: "title fr" });
    const saved = await getContent(services.db, RESOURCES.missions, entry!.item_id!, { includeDrafts: true });
    expect(saved?.is_published).toBe(1);
  });

  it("answers the §5 rules field by field, with the screen's error text and the values sent", async () => {
    const result = outcome(
      await contentScreenAction(
        admin.post(
          "/createpost",
          form({ intent: "save", page: "1", title_en: "Only English", is_published: "0" }),
        ),
        CONTENT_SCREENS.news,
      ),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      intent: "save",
      formError: "Erreur lors de l'enregistrement",
      errors: { title_fr: ["Ce champ est requis."], content_fr: ["Ce champ est requis."] },
      values: { title_en: "Only English", is_published: "0" },
    });
  });

  it("takes an image picked in the media library as the field's address (decision 029)", async () => {
    const item = await uploadToLibrary(services, "image", {
      data: Buffer.from(await (await png()).arrayBuffer()),
    });
    const saved = outcome(
      await contentScreenAction(
        admin.post(
          "/createpost",
          // The file input sends an empty file beside the picker's hidden address.
          form({
            intent: "save",
            title_fr: "Choisie",
            content_fr: "Texte",
            image: [new File([], ""), item.url],
          }),
        ),
        CONTENT_SCREENS.news,
      ),
    );
    expect(saved.status).toBe(302);
    const [created] = await listAudit(services.db, { resource: "news" });
    const row = await getContent(services.db, RESOURCES.news, created!.item_id!, { includeDrafts: true });
    expect(row?.image).toBe(item.url);
    const refused = outcome(
      await contentScreenAction(
        admin.post(
          "/createpost",
          form({ intent: "save", title_fr: "Non", content_fr: "Texte", image: "/media/2026/01/x.png" }),
        ),
        CONTENT_SCREENS.news,
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: { image: ["Ce fichier n'est pas dans la médiathèque, ou n'est pas du bon type."] },
    });
  });

  it("stores match logos given as files, and fills a partner's plain title from French", async () => {
    const match = outcome(
      await contentScreenAction(
        admin.post(
          "/programPost",
          form({
            intent: "save",
            ...Object.fromEntries(
              ["home_team_name", "away_team_name", "location"].flatMap((base) =>
                ["fr", "en", "ar"].map((locale) => [`${base}_${locale}`, `${base} ${locale}`]),
              ),
            ),
            match_date: "2026-05-01",
            match_time: "18:30",
            home_score: "2",
            home_team_logo_url: await png(),
          }),
        ),
        CONTENT_SCREENS.matches,
      ),
    );
    expect(match.status).toBe(302);
    const [created] = await listAudit(services.db, { resource: "matches" });
    const row = await getContent(services.db, RESOURCES.matches, created!.item_id!, { includeDrafts: true });
    expect(row).toMatchObject({ match_time: "18:30:00", home_score: 2, away_team_logo_url: null });
    expect(row?.home_team_logo_url).toMatch(/^\/media\/\d{4}\/\d{2}\/[a-f0-9]{24}\.png$/);

    const refused = outcome(
      await contentScreenAction(
        admin.post(
          "/programPost",
          form({
            intent: "save",
            banner_image_url: new File(["not an image"], "x.png", { type: "image/png" }),
          }),
        ),
        CONTENT_SCREENS.matches,
      ),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      formError: "Erreur lors de la soumission — vérifie les champs requis.",
      errors: { banner_image_url: [expect.stringMatching(/doit être une image/)] },
    });

    await contentScreenAction(
      admin.post(
        "/mediaPartenairePost",
        form({
          intent: "save",
          titre_fr: "Radio Atlas",
          description_fr: "Radio régionale",
          site_url: "https://radio.example",
        }),
      ),
      CONTENT_SCREENS.mediaPartners,
    );
    const [partner] = await listAudit(services.db, { resource: "partenaires" });
    expect(
      await getContent(services.db, RESOURCES.partenaires, partner!.item_id!, { includeDrafts: true }),
    ).toMatchObject({ titre: "Radio Atlas", description: "<p>Radio régionale</p>" });
  });

  it("updates and deletes with audit entries; a missing item or an edit of a document is refused", async () => {
    const mission = await insertMission(services.db, { title_fr: "À supprimer" });
    const updated = outcome(
      await contentScreenAction(
        admin.post(
          "/missionPost",
          form({ intent: "save", id: String(mission.id), page: "2", title_fr: "Modifiée" }),
        ),
        CONTENT_SCREENS.missions,
      ),
    );
    expect(updated).toMatchObject({ status: 302, location: "/missionPost?page=2&notice=updated" });

    const deleted = outcome(
      await contentScreenAction(
        admin.post("/missionPost", form({ intent: "delete", id: String(mission.id), page: "3" })),
        CONTENT_SCREENS.missions,
      ),
    );
    expect(deleted).toMatchObject({ status: 302, location: "/missionPost?page=3&notice=deleted" });
    const [latest, previous] = await listAudit(services.db, { resource: "missions" });
    expect(latest).toMatchObject({ action: "delete", item_id: mission.id, summary: "Modifiée" });
    expect(previous).toMatchObject({ action: "update", item_id: mission.id });

    const again = outcome(
      await contentScreenAction(
        admin.post("/missionPost", form({ intent: "delete", id: String(mission.id) })),
        CONTENT_SCREENS.missions,
      ),
    );
    expect(again).toMatchObject({
      status: 404,
      body: { formError: "Erreur lors de la suppression de la mission : Cet élément n'existe plus." },
    });
    const documentEdit = outcome(
      await contentScreenAction(
        admin.post("/documentPost", form({ intent: "save", id: "1", titre: "x" })),
        CONTENT_SCREENS.documents,
      ),
    );
    expect(documentEdit.status).toBe(400);
  });

  it("sends visitors without a session to the login page", async () => {
    const request = new Request("http://localhost:3000/createpost", {
      method: "POST",
      body: form({ intent: "delete", id: "1" }),
    });
    const refused = await contentScreenAction(
      { request, context: admin.context },
      CONTENT_SCREENS.news,
    ).catch((error: unknown) => error);
    expect(outcome(refused)).toMatchObject({ status: 302, location: "/login?redirectTo=%2Fcreatepost" });
  });
});
