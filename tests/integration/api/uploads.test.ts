/**
 * POST /api/uploads/ (replaces the image host of §7): visitors send small images at a limited rate;
 * administrators send larger images and documents; unused uploads go after a day.
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_UPLOAD_RATE } from "~/http/api/uploads-api.server";
import { LIMITS, removeUnusedUploads } from "~/modules/media/upload.server";
import { testDatabases } from "../../support/databases";
import { asJson, openApiHarness, ORIGIN, pdfFile, pngFile, type ApiHarness } from "./support";

/** A PNG of random pixels: it does not compress, so its size is known in advance. */
async function noisyPng(side: number) {
  const data = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return new File([new Uint8Array(data)], "grande.png", { type: "image/png" });
}

let address = 0;
const newIp = () => `192.168.${Math.floor(++address / 250)}.${address % 250}`;

describe.each(testDatabases())("uploads API on $dialect", (database) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await openApiHarness(database);
  });
  afterAll(() => api.dispose());

  it("takes an anonymous image and answers {secure_url, …} with absolute URLs", async () => {
    const answer = await api.call("POST", "/api/uploads/", {
      form: { file: await pngFile("logo.png", { width: 1200, height: 600 }) },
      clientIp: newIp(),
    });
    expect(answer.status, answer.text).toBe(201);
    const body = asJson(answer);
    expect(body.secure_url).toMatch(new RegExp(`^${ORIGIN}/media/\\d{4}/\\d{2}/[a-f0-9]{24}\\.png$`));
    expect(body).toMatchObject({ kind: "image", mime: "image/png", width: 1200, height: 600 });
    const variants = body.variants as Array<{ url: string; width: number }>;
    expect(variants.map((variant) => variant.width)).toEqual([1200, 480, 960]);
    for (const variant of variants) expect(variant.url).toMatch(new RegExp(`^${ORIGIN}/media/.+\\.webp$`));
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
  });

  it("refuses documents and non-images from visitors, and takes documents from an administrator", async () => {
    const anonymous = await api.call("POST", "/api/uploads/", {
      form: { file: pdfFile() },
      clientIp: newIp(),
    });
    expect(anonymous.status).toBe(400);
    expect(asJson(anonymous).errors).toEqual({
      file: ["Le fichier doit être une image (JPEG, PNG, WebP, GIF ou AVIF)."],
    });
    const admin = await api.call("POST", "/api/uploads/", {
      token: api.tokens.valid,
      form: { file: pdfFile() },
    });
    expect(admin.status).toBe(201);
    expect(asJson(admin)).toMatchObject({
      kind: "document",
      mime: "application/pdf",
      width: null,
      variants: [],
    });
    const text = new File(["juste du texte"], "notes.pdf", { type: "application/pdf" });
    const neither = await api.call("POST", "/api/uploads/", {
      token: api.tokens.valid,
      form: { file: text },
    });
    expect(asJson(neither).errors).toEqual({
      file: ["Le fichier doit être une image ou un document (.pdf, .doc, .docx ou .zip)."],
    });
  });

  it("asks for a file, and answers in the request's language", async () => {
    const missing = await api.call("POST", "/api/uploads/", { form: { other: "x" }, clientIp: newIp() });
    expect(missing.status).toBe(400);
    expect(asJson(missing).errors).toEqual({ file: ["Ce champ est requis."] });
    const empty = await api.call("POST", "/api/uploads/?lng=en", {
      form: { file: new File([], "vide.png") },
      clientIp: newIp(),
    });
    expect(asJson(empty).errors).toEqual({ file: ["The file is empty."] });
    const json = await api.call("POST", "/api/uploads/", { json: { file: "x" }, clientIp: newIp() });
    expect(json.status).toBe(415);
  });

  it("needs an administrator above the public size, and refuses a bad token rather than ignoring it", async () => {
    const big = await noisyPng(1000);
    expect(big.size).toBeGreaterThan(LIMITS.publicImageBytes);
    expect(big.size).toBeLessThan(LIMITS.imageBytes);
    const anonymous = await api.call("POST", "/api/uploads/", { form: { file: big }, clientIp: newIp() });
    expect(anonymous.status).toBe(401);
    expect(asJson(anonymous).error).toBe(
      "Le fichier dépasse 2 Mo : seul un administrateur connecté peut envoyer un fichier plus lourd.",
    );
    const forged = await api.call("POST", "/api/uploads/", {
      token: api.tokens.forged,
      form: { file: await pngFile() },
    });
    expect(forged.status).toBe(401);
    const admin = await api.call("POST", "/api/uploads/", { token: api.tokens.valid, form: { file: big } });
    expect(admin.status, admin.text).toBe(201);
  });

  it("refuses a body over the administrator's limit with 413", async () => {
    const answer = await api.call("POST", "/api/uploads/", {
      token: api.tokens.valid,
      headers: {
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(200 * 1024 * 1024),
      },
    });
    expect(answer.status).toBe(413);
  });

  it("limits anonymous uploads per address, with Retry-After", async () => {
    const ip = newIp();
    for (let attempt = 0; attempt < PUBLIC_UPLOAD_RATE.limit; attempt++) {
      const answer = await api.call("POST", "/api/uploads/", { form: { other: "x" }, clientIp: ip });
      expect(answer.status).toBe(400);
    }
    const limited = await api.call("POST", "/api/uploads/", {
      form: { file: await pngFile() },
      clientIp: ip,
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(asJson(limited).error).toMatch(/^Trop de requêtes/);
    const otherAddress = await api.call("POST", "/api/uploads/", {
      form: { file: await pngFile() },
      clientIp: newIp(),
    });
    expect(otherAddress.status).toBe(201);
    const admin = await api.call("POST", "/api/uploads/", {
      token: api.tokens.valid,
      form: { file: await pngFile() },
    });
    expect(admin.status).toBe(201);
  });

  it("removes uploads no record uses, and keeps the ones a record uses", async () => {
    const { db, storage } = api.services;
    const upload = async () =>
      asJson(
        await api.call("POST", "/api/uploads/", { token: api.tokens.valid, form: { file: await pngFile() } }),
      );
    const orphan = await upload();
    const adopted = await upload();
    const match = await api.call("POST", "/api/matches/", {
      token: api.tokens.valid,
      json: {
        home_team_name_fr: "FUS",
        home_team_name_en: "FUS",
        home_team_name_ar: "الفتح",
        away_team_name_fr: "WAC",
        away_team_name_en: "WAC",
        away_team_name_ar: "الوداد",
        location_fr: "Rabat",
        location_en: "Rabat",
        location_ar: "الرباط",
        match_date: "2026-06-01",
        match_time: "19:00",
        banner_image_url: adopted.secure_url,
      },
    });
    expect(match.status, match.text).toBe(201);
    const keyOf = (answer: Record<string, unknown>) =>
      (answer.secure_url as string).slice(`${ORIGIN}/media/`.length);

    await removeUnusedUploads(db, storage, -1000);
    expect(await storage.get(keyOf(orphan))).toBeNull();
    expect(await storage.get(keyOf(adopted))).not.toBeNull();
    const rows = await db.kysely.selectFrom("uploads").select("key").execute();
    expect(rows.map((row) => row.key)).not.toContain(keyOf(orphan));
  });
});
