/**
 * §5 on the server: each content rule answers 400 {error, errors: {field: [message]}} with its message,
 * in the request's language. The required lists below are the spec's, written out independently of
 * the registry, so a drift between them fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESOURCES, type ResourceName } from "~/modules/content/resources";
import { testDatabases } from "../../support/databases";
import { sampleValues } from "./samples";
import { asJson, openApiHarness, pdfFile, pngFile, type ApiHarness } from "./support";

const all = (...bases: string[]) => bases.flatMap((base) => ["fr", "en", "ar"].map((l) => `${base}_${l}`));

/** §5, field by field. */
const REQUIRED_BY_SPEC: Record<Exclude<ResourceName, "pages">, string[]> = {
  news: ["title_fr", "content_fr"],
  "team-messages": all("content"),
  missions: all("title", "content"),
  platformlinks: ["title_fr", "description_fr", "url"],
  valeurs: all("titre", "description"),
  fondationtamkine: all("title", "description"),
  motpresident: all("titre", "description"),
  videos: ["lien_video"],
  photos: [],
  documents: ["titre", "couverture", "fichier"],
  partenaires: ["titre_fr", "description_fr", "site_url"],
  matches: [...all("home_team_name", "away_team_name", "location"), "match_date", "match_time"],
  activities: ["title_fr", "comment_fr"],
};

const REQUIRED_MESSAGE = {
  fr: "Ce champ est requis.",
  en: "This field is required.",
  ar: "هذا الحقل مطلوب.",
};

describe.each(testDatabases())("§5 validation on $dialect", (database) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await openApiHarness(database);
  });
  afterAll(() => api.dispose());

  it.each(Object.entries(REQUIRED_BY_SPEC))("%s: required fields", async (name, required) => {
    const answer = await api.call("POST", `/api/${name}/`, { token: api.tokens.valid, json: {} });
    if (required.length === 0) {
      expect(answer.status).toBe(201);
      return;
    }
    expect(answer.status).toBe(400);
    const body = asJson(answer);
    expect(body.error).toBe("Vérifiez les champs du formulaire.");
    const errors = body.errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual([...required].sort());
    for (const field of required) expect(errors[field]).toEqual([REQUIRED_MESSAGE.fr]);
  });

  it("answers in the request's language: Accept-Language, then ?lng=", async () => {
    const english = await api.call("POST", "/api/news/", {
      token: api.tokens.valid,
      json: {},
      headers: { "Accept-Language": "en-GB,en;q=0.9" },
    });
    expect(asJson(english).error).toBe("Please check the form fields.");
    expect((asJson(english).errors as Record<string, string[]>).title_fr).toEqual([REQUIRED_MESSAGE.en]);
    const arabic = await api.call("POST", "/api/news/?lng=ar", { token: api.tokens.valid, json: {} });
    expect((asJson(arabic).errors as Record<string, string[]>).content_fr).toEqual([REQUIRED_MESSAGE.ar]);
  });

  it("checks URLs (platforms, videos, media partners)", async () => {
    const url = "Saisissez une adresse web valide (http:// ou https://).";
    for (const [name, field] of [
      ["platformlinks", "url"],
      ["videos", "lien_video"],
      ["partenaires", "site_url"],
    ] as const) {
      const answer = await api.call("POST", `/api/${name}/`, {
        token: api.tokens.valid,
        json: { ...sampleValues(RESOURCES[name]), [field]: "javascript:alert(1)" },
      });
      expect(answer.status, name).toBe(400);
      expect(asJson(answer).errors).toEqual({ [field]: [url] });
    }
  });

  it("checks match dates, times and numeric scores", async () => {
    const answer = await api.call("POST", "/api/matches/", {
      token: api.tokens.valid,
      json: {
        ...sampleValues(RESOURCES.matches),
        match_date: "31/02/2026",
        match_time: "25:00",
        home_score: "abc",
      },
    });
    expect(asJson(answer).errors).toEqual({
      match_date: ["Saisissez une date valide (AAAA-MM-JJ)."],
      match_time: ["Saisissez une heure valide (HH:MM)."],
      home_score: ["Saisissez un nombre entier positif."],
    });
  });

  it("accepts images only in image fields, and documents only in document fields (by content)", async () => {
    const token = api.tokens.valid;
    const disguised = new File([await pdfFile().arrayBuffer()], "photo.png", { type: "image/png" });
    const photo = await api.call("POST", "/api/photos/", { token, form: { image: disguised } });
    expect(photo.status).toBe(400);
    expect(asJson(photo).errors).toEqual({
      image: ["Le fichier doit être une image (JPEG, PNG, WebP, GIF ou AVIF)."],
    });

    const form = new FormData();
    form.append("titre", "Rapport annuel");
    form.append("couverture", await pngFile());
    form.append("fichier", await pngFile("rapport.pdf"));
    const document = await api.call("POST", "/api/documents/", { token, form });
    expect(asJson(document).errors).toEqual({
      fichier: ["Le document doit être un fichier .pdf, .doc, .docx ou .zip."],
    });
  });

  it("answers values of the wrong type with a translated sentence, never a 500", async () => {
    const answer = await api.call("POST", "/api/activities/", {
      token: api.tokens.valid,
      json: { title_fr: 42, comment_fr: { nested: true }, title_en: ["a"], is_published: "peut-être" },
    });
    expect(answer.status).toBe(400);
    const errors = asJson(answer).errors as Record<string, string[]>;
    for (const messages of Object.values(errors)) {
      for (const message of messages) expect(message).toMatch(/^(Valeur invalide\.|Ce champ est requis\.)$/);
    }
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["title_fr", "comment_fr", "title_en"]));
  });
});
