/**
 * The media library's REST calls (decision 029) on both databases: upload into the library, list with
 * search, kind and pages, read, change alt texts and focal point, pick an item in a content form, the
 * usage derived from the content, and a delete refused while the file is used.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadImages } from "~/modules/site/images.server";
import { testDatabases } from "../../support/databases";
import { asJson, openApiHarness, ORIGIN, pdfFile, pngFile, type ApiHarness, type Json } from "./support";

describe.each(testDatabases())("media library API on $dialect", (database) => {
  let api: ApiHarness;
  const admin = () => ({ token: api.tokens.valid });
  const upload = async (file: File) => {
    const answer = await api.call("POST", "/api/media/", { ...admin(), form: { file } });
    expect(answer.status, answer.text).toBe(201);
    return asJson(answer);
  };
  const keyStem = (url: unknown) =>
    String(url)
      .replace(/^.*\/media\//, "")
      .replace(/\.[a-z]+$/, "");

  beforeAll(async () => {
    api = await openApiHarness(database);
  });
  afterAll(() => api.dispose());

  it("uploads into the library through the upload checks, and lists, searches, filters and pages", async () => {
    const image = await upload(await pngFile("port-de-tanger.png", { width: 1200, height: 800 }));
    expect(image).toMatchObject({
      kind: "image",
      width: 1200,
      height: 800,
      alt_fr: "",
      focal_x: 0.5,
      usage: [],
    });
    expect(image.url).toMatch(new RegExp(`^${ORIGIN}/media/\\d{4}/\\d{2}/[a-f0-9]{24}\\.png$`));
    expect((image.variants as Json[]).map((variant) => variant.width)).toEqual([1200, 480, 960]);
    const document = await upload(pdfFile("rapport-annuel.pdf"));
    expect(document).toMatchObject({ kind: "document", width: null });

    const hostile = await api.call("POST", "/api/media/", {
      ...admin(),
      form: { file: new File([new TextEncoder().encode("<svg><script>alert(1)</script></svg>")], "x.svg") },
    });
    expect(hostile.status).toBe(400);

    const all = asJson(await api.call("GET", "/api/media/", admin()));
    expect(all.count).toBe(2);
    const images = asJson(await api.call("GET", "/api/media/?kind=image", admin()));
    expect((images.results as Json[]).map((item) => item.id)).toEqual([image.id]);
    const found = asJson(await api.call("GET", "/api/media/?q=ANNUEL", admin()));
    expect((found.results as Json[]).map((item) => item.id)).toEqual([document.id]);
    const paged = asJson(await api.call("GET", "/api/media/?page_size=1&page=2", admin()));
    expect(paged).toMatchObject({ count: 2, next: null });
    expect((paged.results as Json[]).map((item) => item.id)).toEqual([image.id]);
    const badKind = await api.call("GET", "/api/media/?kind=video", admin());
    expect(badKind.status).toBe(400);
    expect(asJson(badKind).errors).toEqual({ kind: ["Type inconnu : image ou document."] });
  });

  it("changes alt texts, caption and focal point; refuses out-of-range values and alt texts on documents", async () => {
    const image = await upload(await pngFile("atelier.png"));
    const path = `/api/media/${String(image.id)}/`;
    const patched = await api.call("PATCH", path, {
      ...admin(),
      json: {
        alt_fr: "Un atelier de robotique",
        alt_ar: "ورشة روبوتات",
        caption: "Juin",
        focal_x: 0.2,
        focal_y: "0.75",
      },
    });
    expect(patched.status, patched.text).toBe(200);
    expect(asJson(patched)).toMatchObject({
      alt_fr: "Un atelier de robotique",
      alt_en: "",
      alt_ar: "ورشة روبوتات",
      caption: "Juin",
      focal_x: 0.2,
      focal_y: 0.75,
    });
    expect(asJson(await api.call("GET", path, admin()))).toMatchObject({ focal_x: 0.2 });
    const searched = asJson(await api.call("GET", "/api/media/?q=robotique", admin()));
    expect((searched.results as Json[]).map((item) => item.id)).toEqual([image.id]);

    const outOfRange = await api.call("PATCH", `${path}?lng=en`, { ...admin(), json: { focal_x: 1.5 } });
    expect(outOfRange.status).toBe(400);
    expect(asJson(outOfRange).errors).toEqual({ focal_x: ["Give a number between 0 and 1."] });
    const tooLong = await api.call("PATCH", path, { ...admin(), json: { alt_en: "x".repeat(301) } });
    expect(tooLong.status).toBe(400);

    const document = await upload(pdfFile());
    const onDocument = await api.call("PATCH", `/api/media/${String(document.id)}/`, {
      ...admin(),
      json: { alt_fr: "Rapport", caption: "Rapport 2025" },
    });
    expect(onDocument.status).toBe(400);
    expect(asJson(onDocument).errors).toEqual({ alt_fr: ["Réservé aux images."] });
    expect((await api.call("GET", "/api/media/999999/", admin())).status).toBe(404);
    expect((await api.call("PATCH", "/api/media/999999/", { ...admin(), json: {} })).status).toBe(404);
  });

  it("hands the public pages the alt texts and focal point, only when set", async () => {
    const plain = await upload(await pngFile("plain.png"));
    const described = await upload(await pngFile("described.png"));
    await api.call("PATCH", `/api/media/${String(described.id)}/`, {
      ...admin(),
      json: { alt_en: "A described image", focal_x: 0.1, focal_y: 0.9 },
    });
    const relative = (url: unknown) => String(url).slice(ORIGIN.length);
    const image = await loadImages(api.services.db, [relative(plain.url), relative(described.url)]);
    expect(image(relative(plain.url))).not.toHaveProperty("alt");
    expect(image(relative(plain.url))).not.toHaveProperty("focal");
    expect(image(relative(described.url))).toMatchObject({
      alt: { alt_fr: "", alt_en: "A described image", alt_ar: "" },
      focal: { x: 0.1, y: 0.9 },
    });
  });

  it("lets a content item pick a library image, derives where it is used, and refuses its delete", async () => {
    const image = await upload(await pngFile("remise-des-prix.png"));
    const created = await api.call("POST", "/api/news/", {
      ...admin(),
      json: { title_fr: "Remise des prix", content_fr: "Texte.", image: image.url, is_published: true },
    });
    expect(created.status, created.text).toBe(201);
    const news = asJson(created);
    expect(news.image).toBe(image.url);

    // A rich text that shows a variant of another library image uses it too.
    const inline = await upload(await pngFile("inline.png", { width: 1000, height: 500 }));
    const variant = (inline.variants as Json[])[1]!.url as string;
    await api.call("POST", "/api/missions/", {
      ...admin(),
      json: {
        title_fr: "Mission",
        title_en: "Mission",
        title_ar: "مهمة",
        content_fr: `<p>Voir <img src="${variant}" alt=""></p>`,
        content_en: "Text",
        content_ar: "نص",
      },
    });

    const item = asJson(await api.call("GET", `/api/media/${String(image.id)}/`, admin()));
    expect(item.usage).toEqual([
      {
        resource: "news",
        id: news.id,
        title: "Remise des prix",
        field: "image",
        public_url: `${ORIGIN}/blogdetail/${String(news.slug)}_${String(news.id)}`,
        admin_url: `${ORIGIN}/createpost?edit=${String(news.id)}`,
      },
    ]);
    const inlineUsage = asJson(await api.call("GET", `/api/media/${String(inline.id)}/`, admin()))
      .usage as Json[];
    expect(inlineUsage.map((place) => [place.resource, place.field])).toEqual([["missions", "content_fr"]]);

    const refused = await api.call("DELETE", `/api/media/${String(image.id)}/`, admin());
    expect(refused.status).toBe(409);
    expect(asJson(refused).error).toBe(
      "Ce fichier est utilisé, il ne peut pas être supprimé. Retirez-le d'abord de : Actualités « Remise des prix ».",
    );
    expect((asJson(refused).usage as Json[]).map((place) => place.id)).toEqual([news.id]);
    const inArabic = await api.call("DELETE", `/api/media/${String(image.id)}/?lng=ar`, admin());
    expect(asJson(inArabic).error).toContain("الأخبار «Remise des prix»");

    // Once the article no longer uses it, the file, its variants and its row go.
    expect((await api.call("DELETE", `/api/news/${String(news.id)}/`, admin())).status).toBe(204);
    const deleted = await api.call("DELETE", `/api/media/${String(image.id)}/`, admin());
    expect(deleted.status, deleted.text).toBe(204);
    expect((await api.call("GET", `/api/media/${String(image.id)}/`, admin())).status).toBe(404);
    const stored = [];
    for await (const entry of api.services.storage.list()) stored.push(entry.key);
    expect(stored.filter((key) => key.startsWith(keyStem(image.url)))).toEqual([]);
  });

  it("refuses a pick that is not a library file of the field's kind", async () => {
    const document = await upload(pdfFile());
    const visitorLogo = asJson(
      await api.call("POST", "/api/uploads/", {
        form: { file: await pngFile("logo.png") },
        clientIp: "10.9.8.7",
      }),
    );
    for (const image of [
      "/media/2026/01/aaaaaaaaaaaaaaaaaaaaaaaa.png",
      document.url,
      visitorLogo.secure_url,
      "https://example.org/photo.png",
      "../../etc/passwd",
    ]) {
      const answer = await api.call("POST", "/api/news/", {
        ...admin(),
        json: { title_fr: "Essai", content_fr: "Texte.", image },
      });
      expect(answer.status, String(image)).toBe(400);
      expect(asJson(answer).errors).toEqual({
        image: ["Ce fichier n'est pas dans la médiathèque, ou n'est pas du bon type."],
      });
    }
    // The visitor's logo is not a library item either.
    const listed = asJson(await api.call("GET", "/api/media/?page_size=100", admin())).results as Json[];
    expect(listed.map((item) => item.url)).not.toContain(visitorLogo.secure_url);
  });
});
