/**
 * Contract of the content resources (§7): for every resource of the registry, create → listed → read →
 * updated (PUT and PATCH, the stored image kept) → deleted → gone; drafts, paging, search, blog.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESOURCES, type ResourceName } from "~/modules/content/resources";
import { testDatabases } from "../../support/databases";
import { fileFields, firstTextField, sampleForm, sampleValues } from "./samples";
import { asJson, asList, openApiHarness, ORIGIN, type ApiHarness } from "./support";

const NAMES = Object.keys(RESOURCES) as ResourceName[];

describe.each(testDatabases())("content API on $dialect", (database) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await openApiHarness(database);
  });
  afterAll(() => api.dispose());

  it.each(NAMES)("%s: create, list, read, update (PUT and PATCH), delete", async (name) => {
    const resource = RESOURCES[name];
    const base = `/api/${resource.path}/`;
    const token = api.tokens.valid;

    const created = await api.call("POST", base, { token, form: await sampleForm(resource) });
    expect(created.status, created.text).toBe(201);
    const row = asJson(created);
    const id = row.id as number;
    expect(created.headers.get("Location")).toBe(`${ORIGIN}${base}${id}/`);
    expect(created.headers.get("Cache-Control")).toBe("no-store");
    expect(row.is_published).toBe(true);
    for (const field of fileFields(resource)) {
      expect(row[field], field).toMatch(new RegExp(`^${ORIGIN}/media/\\d{4}/\\d{2}/[a-f0-9]{24}\\.`));
    }

    const list = await api.call("GET", base);
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(asList(list).map((item) => item.id)).toContain(id);
    expect(list.headers.get("Cache-Control")).toBe(
      "public, max-age=0, must-revalidate, stale-while-revalidate=300",
    );

    const read = await api.call("GET", `${base}${id}/`);
    expect(read.status).toBe(200);
    expect(asJson(read)).toEqual(row);

    const field = firstTextField(resource);
    const put = await api.call("PUT", `${base}${id}/`, { token, json: { [field]: "Texte modifié" } });
    expect(put.status, put.text).toBe(200);
    expect(asJson(put)[field]).toBe("Texte modifié");
    for (const file of fileFields(resource)) expect(asJson(put)[file], file).toBe(row[file]);

    // The same path without its trailing slash is accepted too.
    const patch = await api.call("PATCH", `${base}${id}`, {
      token,
      form: { [field]: "Texte corrigé" },
    });
    expect(patch.status, patch.text).toBe(200);
    expect(asJson(patch)[field]).toBe("Texte corrigé");
    for (const file of fileFields(resource)) expect(asJson(patch)[file], file).toBe(row[file]);

    const removed = await api.call("DELETE", `${base}${id}/`, { token });
    expect(removed.status).toBe(204);
    expect((await api.call("GET", `${base}${id}/`)).status).toBe(404);
    expect(asList(await api.call("GET", base)).map((item) => item.id)).not.toContain(id);
    expect((await api.call("DELETE", `${base}${id}/`, { token })).status).toBe(404);
  });

  it("creates from JSON too, and accepts the paths without their trailing slash", async () => {
    const created = await api.call("POST", "/api/missions", {
      token: api.tokens.valid,
      json: sampleValues(RESOURCES.missions),
    });
    expect(created.status).toBe(201);
    const id = asJson(created).id as number;
    expect((await api.call("GET", `/api/missions/${id}`)).status).toBe(200);
    expect((await api.call("GET", `/api/missions/${id}/`)).status).toBe(200);
  });

  it("replaces an image only when a new one is sent", async () => {
    const token = api.tokens.valid;
    const created = asJson(
      await api.call("POST", "/api/photos/", { token, form: await sampleForm(RESOURCES.photos) }),
    );
    const form = new FormData();
    form.append("title_fr", "Nouvelle photo");
    form.append("image", (await sampleForm(RESOURCES.photos)).get("image") as File);
    const updated = asJson(await api.call("PUT", `/api/photos/${String(created.id)}/`, { token, form }));
    expect(updated.image).not.toBe(created.image);
    expect(updated.image).toMatch(/^http:\/\/localhost:3000\/media\//);
  });

  it("lists newest first", async () => {
    const token = api.tokens.valid;
    const ids: number[] = [];
    for (let index = 0; index < 3; index++) {
      const answer = await api.call("POST", "/api/videos/", { token, json: sampleValues(RESOURCES.videos) });
      ids.push(asJson(answer).id as number);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const listed = asList(await api.call("GET", "/api/videos/")).map((item) => item.id as number);
    expect(listed.filter((id) => ids.includes(id))).toEqual([...ids].reverse());
  });

  it("keeps drafts out of public reads; an administrator sees them with include_drafts=1", async () => {
    const token = api.tokens.valid;
    const draft = asJson(
      await api.call("POST", "/api/activities/", {
        token,
        json: { ...sampleValues(RESOURCES.activities), is_published: false },
      }),
    );
    expect(draft.is_published).toBe(false);
    const id = draft.id as number;
    expect(asList(await api.call("GET", "/api/activities/")).map((item) => item.id)).not.toContain(id);
    expect((await api.call("GET", `/api/activities/${id}/`)).status).toBe(404);

    const withDrafts = await api.call("GET", "/api/activities/?include_drafts=1", { token });
    expect(asList(withDrafts).map((item) => item.id)).toContain(id);
    expect(withDrafts.headers.get("Cache-Control")).toBe("no-store");
    expect((await api.call("GET", `/api/activities/${id}/?include_drafts=1`, { token })).status).toBe(200);
    expect((await api.call("GET", "/api/activities/?include_drafts=1")).status).toBe(401);
  });

  it("pages and searches on request, and answers the plain array otherwise", async () => {
    const token = api.tokens.valid;
    const marker = `Zellige${Date.now().toString(36)}`;
    for (const title of [`${marker} un`, `${marker} deux`, `${marker.toUpperCase()} trois`]) {
      await api.call("POST", "/api/platformlinks/", {
        token,
        json: { ...sampleValues(RESOURCES.platformlinks), title_fr: title },
      });
    }
    const searched = await api.call("GET", `/api/platformlinks/?q=${marker.toLowerCase()}`);
    expect(asList(searched)).toHaveLength(3);

    const first = asJson(await api.call("GET", `/api/platformlinks/?q=${marker}&page=1&page_size=2`));
    expect(first.count).toBe(3);
    expect(first.results).toHaveLength(2);
    expect(first.previous).toBeNull();
    expect(first.next).toBe(`${ORIGIN}/api/platformlinks/?q=${marker}&page=2&page_size=2`);
    const second = asJson(await api.call("GET", first.next as string));
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeNull();
    expect(second.previous).toBe(`${ORIGIN}/api/platformlinks/?q=${marker}&page=1&page_size=2`);
    expect(asJson(await api.call("GET", `/api/platformlinks/?q=${marker}&page=9`)).results).toEqual([]);

    const badPage = await api.call("GET", "/api/platformlinks/?page=abc");
    expect(badPage.status).toBe(400);
    expect(asJson(badPage).errors).toEqual({ page: ["Saisissez un nombre entier positif."] });
    const badSize = await api.call("GET", "/api/platformlinks/?page_size=1000");
    expect(asJson(badSize).errors).toEqual({ page_size: ["Choisissez une taille de page entre 1 et 100."] });
  });

  it("serves the blog: published news, by id, by slug and by slug_id", async () => {
    const token = api.tokens.valid;
    const article = asJson(
      await api.call("POST", "/api/news/", {
        token,
        json: { title_fr: "Tournoi de printemps", content_fr: "Le tournoi commence." },
      }),
    );
    const draft = asJson(
      await api.call("POST", "/api/news/", {
        token,
        json: { title_fr: "Brouillon", content_fr: "Pas encore.", is_published: "0" },
      }),
    );
    const slug = article.slug as string;
    expect(slug).toMatch(/^tournoi-de-printemps/);
    const list = asList(await api.call("GET", "/api/blog/")).map((item) => item.id);
    expect(list).toContain(article.id);
    expect(list).not.toContain(draft.id);
    for (const key of [String(article.id), slug, `${slug}_${String(article.id)}`]) {
      const answer = await api.call("GET", `/api/blog/${key}`);
      expect(answer.status, key).toBe(200);
      expect(asJson(answer).id).toBe(article.id);
    }
    expect((await api.call("GET", `/api/blog/${String(draft.id)}/`)).status).toBe(404);
    expect((await api.call("GET", "/api/blog/nope/")).status).toBe(404);
    const write = await api.call("POST", "/api/blog/", { token, json: {} });
    expect(write.status).toBe(405);
    expect(write.headers.get("Allow")).toBe("GET, HEAD");
  });

  it("stores our own media addresses relative and answers them absolute (match logos)", async () => {
    const token = api.tokens.valid;
    const upload = asJson(
      await api.call("POST", "/api/uploads/", {
        token,
        form: { file: (await sampleForm(RESOURCES.photos)).get("image") as File },
      }),
    );
    const match = await api.call("POST", "/api/matches/", {
      token,
      json: {
        ...sampleValues(RESOURCES.matches),
        home_team_logo_url: upload.secure_url,
        banner_image_url: "https://cdn.example.org/banner.jpg",
      },
    });
    expect(match.status, match.text).toBe(201);
    expect(asJson(match).home_team_logo_url).toBe(upload.secure_url);
    expect(asJson(match).banner_image_url).toBe("https://cdn.example.org/banner.jpg");
    const stored = await api.services.db.kysely
      .selectFrom("matches")
      .select("home_team_logo_url")
      .where("id", "=", asJson(match).id as number)
      .executeTakeFirstOrThrow();
    expect(stored.home_team_logo_url).toMatch(/^\/media\//);
    const key = (stored.home_team_logo_url as string).slice("/media/".length);
    const record = await api.services.db.kysely
      .selectFrom("uploads")
      .select("is_used")
      .where("key", "=", key)
      .executeTakeFirstOrThrow();
    expect(record.is_used).toBe(1);
  });
});
