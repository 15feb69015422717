/**
 * Every write is journalled, whoever makes it: creating, changing and deleting an item of every content
 * type through the REST API with a bearer token, and deleting an entry of every inbox, each leave an
 * entry that GET /api/audit/ shows (generated from the registries). A media partner's plain title follows
 * its French one through the API as through the back office.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { create } from "~/modules/demo/factories.server";
import { RESOURCES, type ResourceName } from "~/modules/content/resources";
import { INBOX_KINDS, type InboxKind } from "~/modules/inbox/kinds";
import { testDatabases } from "../../support/databases";
import { firstTextField, sampleForm, sampleValues } from "./samples";
import { asJson, openApiHarness, type ApiHarness, type Json } from "./support";

describe.each(testDatabases())("the change journal on $dialect", (database) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await openApiHarness(database);
  });
  afterAll(() => api.dispose());

  const journal = async (query: string) => {
    const answer = await api.call("GET", `/api/audit/${query}`, { token: api.tokens.valid });
    expect(answer.status).toBe(200);
    return asJson(answer) as { count: number; next: string | null; results: Json[] };
  };

  it.each(Object.keys(RESOURCES) as ResourceName[])(
    "%s: an API create, update and delete are each journalled",
    async (name) => {
      const resource = RESOURCES[name];
      const created = await api.call("POST", `/api/${name}/`, {
        token: api.tokens.valid,
        form: await sampleForm(resource),
      });
      expect(created.status).toBe(201);
      const id = asJson(created).id as number;
      const field = firstTextField(resource);
      const changed = await api.call("PATCH", `/api/${name}/${id}/`, {
        token: api.tokens.valid,
        json: { [field]: `${sampleValues(resource)[field]} changé` },
      });
      expect(changed.status).toBe(200);
      expect((await api.call("DELETE", `/api/${name}/${id}/`, { token: api.tokens.valid })).status).toBe(204);

      const { results } = await journal(`?resource=${name}&page_size=100`);
      const ofItem = results.filter((entry) => entry.item_id === id);
      expect(ofItem.map((entry) => entry.action)).toEqual(["delete", "update", "create"]);
      for (const entry of ofItem) {
        expect(entry.actor).toBe(api.admin.username);
        expect(entry.resource).toBe(name);
        expect(typeof entry.created_at).toBe("string");
      }
    },
  );

  it.each(Object.keys(INBOX_KINDS) as InboxKind[])("inbox %s: an API delete is journalled", async (kind) => {
    const entry = await create(api.services.db, INBOX_KINDS[kind].table);
    const target = kind === "newsletter" ? `/api/newsletter/` : `/api/${kind}/${entry.id}/`;
    const answer = await api.call("DELETE", target, {
      token: api.tokens.valid,
      ...(kind === "newsletter" ? { json: { id: entry.id } } : {}),
    });
    expect(answer.status).toBe(204);
    const { results } = await journal(`?resource=inbox.${kind}`);
    expect(results.find((row) => row.item_id === entry.id)).toMatchObject({
      action: "delete",
      actor: api.admin.username,
    });
  });

  it("keeps a media partner's plain title and description on its French ones, through the API", async () => {
    const created = await api.call("POST", "/api/partenaires/", {
      token: api.tokens.valid,
      json: { titre_fr: "Radio Atlas", description_fr: "Radio locale", site_url: "https://radio.example" },
    });
    // Both descriptions are rich text (decision 027): the plain one follows the cleaned French one.
    expect(asJson(created)).toMatchObject({
      titre: "Radio Atlas",
      description: "<p>Radio locale</p>",
      description_fr: "<p>Radio locale</p>",
    });
    const id = asJson(created).id as number;
    const changed = await api.call("PATCH", `/api/partenaires/${id}/`, {
      token: api.tokens.valid,
      json: { titre_fr: "Radio Atlas FM" },
    });
    expect(asJson(changed)).toMatchObject({ titre: "Radio Atlas FM", titre_fr: "Radio Atlas FM" });
  });

  it("pages newest first, filters by who made the change, and is for administrators only", async () => {
    const page = await journal("?page_size=2");
    expect(page.results).toHaveLength(2);
    expect(page.count).toBeGreaterThan(2);
    expect(page.next).toContain("page=2");
    const [newer, older] = page.results;
    expect(Date.parse(String(newer!.created_at))).toBeGreaterThanOrEqual(
      Date.parse(String(older!.created_at)),
    );
    expect((await journal(`?actor=${api.admin.username}&page_size=1`)).count).toBe(page.count);
    expect((await journal("?actor=personne")).count).toBe(0);
    expect((await api.call("GET", "/api/audit/")).status).toBe(401);
    expect((await api.call("GET", "/api/audit/", { token: api.tokens.forged })).status).toBe(401);
    expect((await api.call("GET", "/api/audit/?page=x", { token: api.tokens.valid })).status).toBe(400);
  });
});
