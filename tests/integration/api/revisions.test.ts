/**
 * Revisions, restores, recently deleted items and concurrent edits through the REST API, for every
 * content type of the registry, on SQLite and PostgreSQL (decision 028).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESOURCES, type ResourceName } from "~/modules/content/resources";
import { listRevisions, purgeDeletedRevisions, REVISIONS_KEPT } from "~/modules/content/revisions.server";
import { saveItem } from "~/modules/content/operations.server";
import { now } from "~/db/time";
import { testDatabases } from "../../support/databases";
import { firstTextField, sampleForm } from "./samples";
import { asJson, openApiHarness, type ApiHarness, type Json } from "./support";

const NAMES = Object.keys(RESOURCES) as ResourceName[];

describe.each(testDatabases())("revisions on $dialect", (database) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await openApiHarness(database);
  });
  afterAll(() => api.dispose());

  async function createItem(name: ResourceName) {
    const created = await api.call("POST", `/api/${name}/`, {
      token: api.tokens.valid,
      form: await sampleForm(RESOURCES[name]),
    });
    expect(created.status, created.text).toBe(201);
    return asJson(created);
  }

  it.each(NAMES)(
    "%s: each save is a revision; one is shown, compared and restored as a new revision, audited",
    async (name) => {
      const resource = RESOURCES[name];
      const field = firstTextField(resource);
      const item = await createItem(name);
      const original = item[field];
      const changed = await api.call("PATCH", `/api/${name}/${item.id}/`, {
        token: api.tokens.valid,
        json: { [field]: `${String(original)} changé` },
      });
      expect(changed.status, changed.text).toBe(200);

      const list = await api.call("GET", `/api/${name}/${item.id}/revisions/`, { token: api.tokens.valid });
      expect(list.status).toBe(200);
      const { results } = asJson(list) as { results: Json[] };
      expect(results.map((revision) => [revision.number, revision.action])).toEqual([
        [2, "update"],
        [1, "create"],
      ]);
      expect(results[0]!.actor).toBe(api.admin.username);

      const first = await api.call("GET", `/api/${name}/${item.id}/revisions/1/`, {
        token: api.tokens.valid,
      });
      expect(first.status).toBe(200);
      const snapshot = asJson(first).data as Json;
      expect(snapshot[field]).toBe(original);
      // All three languages are in the snapshot, and the folded search text is not.
      if (`${field}`.endsWith("_fr")) expect(snapshot).toHaveProperty(field.replace(/_fr$/, "_ar"));
      expect(snapshot).not.toHaveProperty("search_fr");

      const restored = await api.call("POST", `/api/${name}/${item.id}/revisions/1/restore/`, {
        token: api.tokens.valid,
      });
      expect(restored.status, restored.text).toBe(200);
      expect(asJson(restored)[field]).toBe(original);
      expect(asJson(restored).not_restored).toEqual([]);
      const read = await api.call("GET", `/api/${name}/${item.id}/?include_drafts=1`, {
        token: api.tokens.valid,
      });
      expect(asJson(read)[field]).toBe(original);

      const after = asJson(
        await api.call("GET", `/api/${name}/${item.id}/revisions/`, { token: api.tokens.valid }),
      ) as { results: Json[] };
      expect(after.results[0]).toMatchObject({ number: 3, action: "restore" });
      const journal = asJson(
        await api.call("GET", `/api/audit/?resource=${name}&page_size=100`, { token: api.tokens.valid }),
      ) as { results: Json[] };
      expect(journal.results.find((entry) => entry.item_id === item.id)).toMatchObject({ action: "restore" });
    },
  );

  it.each(NAMES)(
    "%s: a deleted item is listed as recently deleted and restored with its id",
    async (name) => {
      const item = await createItem(name);
      expect((await api.call("DELETE", `/api/${name}/${item.id}/`, { token: api.tokens.valid })).status).toBe(
        204,
      );
      const deleted = asJson(
        await api.call("GET", `/api/deleted/?resource=${name}`, { token: api.tokens.valid }),
      ) as { results: Json[] };
      const entry = deleted.results.find((row) => row.id === item.id);
      expect(entry).toMatchObject({ resource: name, actor: api.admin.username });
      const restored = await api.call("POST", String(entry!.restore), { token: api.tokens.valid });
      expect(restored.status, restored.text).toBe(200);
      expect(asJson(restored).id).toBe(item.id);
      const read = await api.call("GET", `/api/${name}/${item.id}/?include_drafts=1`, {
        token: api.tokens.valid,
      });
      expect(read.status).toBe(200);
      const again = asJson(
        await api.call("GET", `/api/deleted/?resource=${name}`, { token: api.tokens.valid }),
      ) as { results: Json[] };
      expect(again.results.some((row) => row.id === item.id)).toBe(false);
    },
  );

  it.each(NAMES)("%s: the second of two writers from the same copy gets a translated 409", async (name) => {
    const resource = RESOURCES[name];
    const field = firstTextField(resource);
    const item = await createItem(name);
    const openedAt = String(item.updated_at);
    const first = await api.call("PATCH", `/api/${name}/${item.id}/`, {
      token: api.tokens.valid,
      headers: { "If-Match": `"${openedAt}"` },
      json: { [field]: "première modification" },
    });
    expect(first.status, first.text).toBe(200);
    const second = await api.call("PATCH", `/api/${name}/${item.id}/?lng=ar`, {
      token: api.tokens.valid,
      json: { [field]: "seconde modification", version: openedAt },
    });
    expect(second.status, second.text).toBe(409);
    expect(asJson(second).error).toMatch(/[\u0600-\u06FF]/);
    expect((asJson(second).current as Json)[field]).toBe("première modification");
    const read = await api.call("GET", `/api/${name}/${item.id}/?include_drafts=1`, {
      token: api.tokens.valid,
    });
    expect(asJson(read)[field]).toBe("première modification");
    // With the version it now has, the save goes through.
    const third = await api.call("PATCH", `/api/${name}/${item.id}/`, {
      token: api.tokens.valid,
      headers: { "If-Match": String(asJson(read).updated_at) },
      json: { [field]: "troisième modification" },
    });
    expect(third.status, third.text).toBe(200);
  });

  it("refuses a version that cannot be one, and answers 404 for unknown revisions", async () => {
    const item = await createItem("missions");
    const bad = await api.call("PATCH", `/api/missions/${item.id}/`, {
      token: api.tokens.valid,
      headers: { "If-Match": "n'importe quoi" },
      json: { title_fr: "x" },
    });
    expect(bad.status).toBe(400);
    expect(asJson(bad).errors).toHaveProperty("version");
    for (const path of [
      `/api/missions/${item.id}/revisions/99/`,
      `/api/missions/999999/revisions/`,
      `/api/missions/${item.id}/revisions/abc/`,
      `/api/nothing/1/revisions/`,
    ]) {
      expect((await api.call("GET", path, { token: api.tokens.valid })).status, path).toBe(404);
    }
    expect(
      (await api.call("POST", `/api/missions/${item.id}/revisions/99/restore/`, { token: api.tokens.valid }))
        .status,
    ).toBe(404);
    expect(
      (await api.call("GET", "/api/deleted/?resource=nothing", { token: api.tokens.valid })).status,
    ).toBe(400);
    expect(
      (await api.call("GET", `/api/missions/${item.id}/revisions/1/restore/`, { token: api.tokens.valid }))
        .status,
    ).toBe(405);
  });

  it("explains which fields of an old revision could not be restored", async () => {
    const item = await createItem("news");
    const id = Number(item.id);
    // A revision written when news had a field it no longer has.
    await api.services.db.kysely
      .updateTable("content_revisions")
      .set({ data: JSON.stringify({ ...item, subtitle_fr: "Ancien sous-titre", title_fr: "Ancien titre" }) })
      .where("resource", "=", "news")
      .where("item_id", "=", id)
      .where("number", "=", 1)
      .execute();
    const restored = await api.call("POST", `/api/news/${id}/revisions/1/restore/?lng=en`, {
      token: api.tokens.valid,
    });
    expect(restored.status, restored.text).toBe(200);
    expect(asJson(restored)).toMatchObject({ title_fr: "Ancien titre", not_restored: ["subtitle_fr"] });
    expect(String(asJson(restored).warning)).toContain("subtitle_fr");
  });

  it(`keeps the last ${REVISIONS_KEPT} revisions of an item`, async () => {
    const item = await createItem("missions");
    const id = Number(item.id);
    for (let index = 0; index < REVISIONS_KEPT + 4; index++) {
      const result = await saveItem(api.services, {
        kind: "missions",
        id,
        input: { values: { title_fr: `Titre ${index}` }, files: {} },
        writer: { asSystem: "test" },
        translate: (key) => key,
      });
      expect(result.status).toBe("saved");
    }
    const revisions = await listRevisions(api.services.db, "missions", id);
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    expect(revisions[0]!.number).toBe(REVISIONS_KEPT + 5);
    expect(revisions.at(-1)!.number).toBe(6);
  });

  it("forgets deleted items after 30 days (the retention job)", async () => {
    const item = await createItem("photos");
    await api.call("DELETE", `/api/photos/${item.id}/`, { token: api.tokens.valid });
    expect(await purgeDeletedRevisions(api.services.db, now())).toBe(0);
    expect(await listRevisions(api.services.db, "photos", Number(item.id))).toHaveLength(2);
    expect(await purgeDeletedRevisions(api.services.db, now() + 31 * 24 * 60 * 60 * 1000)).toBeGreaterThan(0);
    expect(await listRevisions(api.services.db, "photos", Number(item.id))).toHaveLength(0);
  });
});
