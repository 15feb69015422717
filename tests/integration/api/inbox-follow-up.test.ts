/**
 * The follow-up of a request through the REST API (decision 032): reads carry status, assignee and
 * notes; PATCH changes status and assignee, POST …/notes/ adds a note; lists filter by both; errors are
 * translated field errors. The rules themselves are tested in app/modules/inbox/follow-up.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertContactMessage } from "~/modules/demo/factories.server";
import { testDatabases } from "../../support/databases";
import { asJson, asList, openApiHarness, type ApiHarness } from "./support";

describe.each(testDatabases())("inbox follow-up API on $dialect", (database) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await openApiHarness(database);
  });
  afterAll(() => api.dispose());

  it("reads, moves, assigns, notes and filters a contact request", async () => {
    const token = api.tokens.valid;
    const { id } = await insertContactMessage(api.services.db, { name: "Hajar API" });
    const base = `/api/contact/${id}/`;
    expect(asJson(await api.call("GET", base, { token }))).toMatchObject({
      id,
      status: "new",
      assignee_id: null,
      assignee: null,
      notes: [],
    });

    const moved = await api.call("PATCH", base, {
      token,
      json: { status: "in_progress", assignee_id: api.admin.id },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(asJson(moved)).toMatchObject({
      status: "in_progress",
      assignee: api.admin.username,
      is_read: true,
    });

    const unknown = await api.call("PATCH", base, { token, json: { status: "finished" } });
    expect(unknown.status).toBe(400);
    expect(asJson(unknown).errors).toEqual({
      status: ["Statut inconnu : choisissez Nouveau, En cours, Répondu ou Archivé."],
    });
    const english = await api.call("PATCH", `${base}?lng=en`, { token, json: { assignee_id: 987654 } });
    expect(asJson(english).errors).toEqual({
      assignee_id: [
        "A request can only be assigned to an active account with the Messages or Administrator role.",
      ],
    });

    const noted = await api.call("POST", `${base}notes/`, { token, json: { text: "Rappeler jeudi" } });
    expect(noted.status, noted.text).toBe(201);
    expect(
      (asJson(noted).notes as { author: string; text: string }[]).map((n) => [n.author, n.text]),
    ).toEqual([[api.admin.username, "Rappeler jeudi"]]);
    const empty = await api.call("POST", `${base}notes/`, { token, json: { text: "" } });
    expect(asJson(empty).errors).toEqual({ text: ["La note est vide."] });
    expect((await api.call("POST", `${base}notes/`, { json: { text: "x" } })).status).toBe(401);

    const inProgress = asList(await api.call("GET", "/api/contact/?status=in_progress", { token }));
    expect(inProgress.map((entry) => entry.id)).toEqual([id]);
    const unassigned = asList(await api.call("GET", "/api/contact/?assignee=none", { token }));
    expect(unassigned.map((entry) => entry.id)).not.toContain(id);
    const badFilter = await api.call("GET", "/api/contact/?status=closed", { token });
    expect(badFilter.status).toBe(400);
  });
});
