import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import { translatorFor } from "~/i18n/catalogues.server";
import type { Services } from "~/services.server";
import { countContent, getContent, listContent, serializeContent, type ContentInput } from "./content.server";
import { deleteItem, saveItem } from "./operations.server";
import { RESOURCES, type ResourceName } from "./resources";

const t = translatorFor("fr");
const translate = (key: string, params?: Record<string, string | number>) =>
  t(key as Parameters<typeof t>[0], params);

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();

describe.each(testDatabases())("content on $dialect", (database) => {
  let services: Services;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ services, dispose } = await openTestServices(database));
  });
  afterAll(() => dispose());

  const script = { asSystem: "test" };
  const write = (kind: ResourceName, input: ContentInput, id?: number) =>
    saveItem(services, { kind, id, input, writer: script, translate });

  it("creates news with a slug and an image, lists it newest first, updates keeping the image, deletes", async () => {
    const image = new File([new Uint8Array(await png())], "../../etc/passwd.png", { type: "text/plain" });
    const first = await write("news", {
      values: { title_fr: "Victoire à Rabat !", content_fr: "Un beau match." },
      files: { image },
    });
    expect(first.status).toBe("saved");
    if (first.status !== "saved") return;
    expect(first.row.slug).toBe("victoire-a-rabat");
    expect(first.row.image).toMatch(/^\/media\/\d{4}\/\d{2}\/[a-f0-9]{24}\.png$/);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await write("news", {
      values: { title_fr: "Victoire à Rabat !", content_fr: "Encore." },
      files: {},
    });
    expect(second.status === "saved" && second.row.slug).toBe("victoire-a-rabat-2");

    const listed = await listContent(services.db, RESOURCES.news);
    // A plain text is stored as the HTML it renders as (decision 027).
    expect(listed.map((row) => row.content_fr)).toEqual(["<p>Encore.</p>", "<p>Un beau match.</p>"]);

    const updated = await write("news", { values: { title_en: "Win in Rabat" }, files: {} }, first.row.id);
    expect(updated.status === "saved" && updated.row.image).toBe(first.row.image);
    expect(updated.status === "saved" && updated.row.title_fr).toBe("Victoire à Rabat !");
    expect(updated.status === "saved" && updated.row.title_en).toBe("Win in Rabat");

    expect(await deleteItem(services, { kind: "news", id: first.row.id, writer: script })).toEqual({
      status: "deleted",
    });
    expect(await getContent(services.db, RESOURCES.news, first.row.id)).toBeUndefined();
  });

  it("answers the §5 required rules in the request's language", async () => {
    const result = await write("missions", { values: { title_fr: "Seulement le titre" }, files: {} });
    if (result.status !== "invalid") throw new Error(result.status);
    expect(Object.keys(result.errors).sort()).toEqual(
      ["content_ar", "content_en", "content_fr", "title_ar", "title_en"].sort(),
    );
    expect(result.errors.title_en).toEqual(["Ce champ est requis."]);
  });

  it("checks URLs, dates, times and file types", async () => {
    const notAnImage = new File([Buffer.from("%PDF-1.4 not an image")], "cover.jpg", { type: "image/jpeg" });
    const result = await write("videos", {
      values: { lien_video: "javascript:alert(1)" },
      files: { cover_image: notAnImage },
    });
    expect(result.status === "invalid" && result.errors.lien_video).toEqual([
      "Saisissez une adresse web valide (http:// ou https://).",
    ]);
    const match = await write("matches", {
      values: { match_date: "2026-02-30x", match_time: "25:00" },
      files: {},
    });
    expect(match.status === "invalid" && match.errors.match_time).toEqual([
      "Saisissez une heure valide (HH:MM).",
    ]);
    const image = await write("photos", { values: {}, files: { image: notAnImage } });
    expect(image.status === "invalid" && image.errors.image?.[0]).toMatch(/doit être une image/);
  });

  it("keeps drafts out of public lists, searches case-insensitively, pages and counts", async () => {
    for (const [index, title] of ["Tutorat", "Orientation", "Bourses", "Séminaires"].entries()) {
      await write("activities", {
        values: { title_fr: title, comment_fr: `Activité ${index}`, is_published: index === 3 ? "0" : "1" },
        files: {},
      });
    }
    expect(await countContent(services.db, RESOURCES.activities)).toBe(3);
    expect(await countContent(services.db, RESOURCES.activities, { includeDrafts: true })).toBe(4);
    const found = await listContent(services.db, RESOURCES.activities, { query: "TUTO" });
    expect(found.map((row) => row.title_fr)).toEqual(["Tutorat"]);
    const percent = await listContent(services.db, RESOURCES.activities, { query: "%" });
    expect(percent).toEqual([]);
    const page = await listContent(services.db, RESOURCES.activities, {
      includeDrafts: true,
      page: 2,
      pageSize: 3,
    });
    expect(page).toHaveLength(1);
  });

  it("searches every language accent-, case- and Arabic-variant-insensitively, word by word, after updates", async () => {
    const save = (values: Record<string, unknown>, id?: number) =>
      write(
        "videos",
        { values: { lien_video: "https://www.youtube.com/watch?v=abcdefghijk", ...values }, files: {} },
        id,
      );
    const saved = await save({
      title_fr: "Journée de l'Étudiant",
      title_en: "Scholarship day",
      comment_ar: "أمل المدرسة",
    });
    if (saved.status !== "saved") throw new Error("not saved");
    expect(saved.row).not.toHaveProperty("search_fr");
    const titles = async (query: string) =>
      (await listContent(services.db, RESOURCES.videos, { query })).map((row) => row.id);
    expect(await titles("etudiant")).toEqual([saved.row.id]);
    expect(await titles("ÉTUDIANT journee")).toEqual([saved.row.id]);
    expect(await titles("etudiant scholarship")).toEqual([saved.row.id]);
    expect(await titles("etudiant absent")).toEqual([]);
    expect(await titles("امل المدرسه")).toEqual([saved.row.id]);
    expect(await countContent(services.db, RESOURCES.videos, { query: "étudiant" })).toBe(1);
    const [listed] = await listContent(services.db, RESOURCES.videos, { query: "etudiant" });
    expect(listed).not.toHaveProperty("search_en");

    const updated = await save({ title_fr: "Rencontre des parents" }, saved.row.id);
    expect(updated.status).toBe("saved");
    expect(await titles("etudiant")).toEqual([]);
    expect(await titles("rencontre parents")).toEqual([saved.row.id]);
    expect(await titles("scholarship")).toEqual([saved.row.id]);
  });

  it("serializes media as absolute URLs and flags as booleans", () => {
    const row = { id: 1, created_at: "", updated_at: "", image: "/media/2026/01/a.png", is_published: 1 };
    expect(serializeContent(RESOURCES.photos, row, "https://tamkine.example")).toMatchObject({
      image: "https://tamkine.example/media/2026/01/a.png",
      is_published: true,
    });
  });
});
