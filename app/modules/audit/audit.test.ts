import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import type { Db } from "~/db/client.server";
import { createAdmin } from "~/modules/auth/admins.server";
import { auditResources, countAudit, listAudit, recordAudit, summarize } from "./audit.server";

describe("audit summaries", () => {
  it("flattens line breaks and caps the length", () => {
    expect(summarize("  Victoire\n\nà Rabat  ")).toBe("Victoire à Rabat");
    const long = summarize("x".repeat(500));
    expect(long).toHaveLength(200);
    expect(long.endsWith("…")).toBe(true);
    expect(summarize(null)).toBe("");
  });
});

describe.each(testDatabases())("audit log on $dialect", (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let actor: { id: number; username: string };
  beforeAll(async () => {
    ({ db, dispose } = await database.open());
    const admin = await createAdmin(db, { username: "journaliste", password: "un mot de passe long" });
    actor = { id: admin.id, username: admin.username };
  });
  afterAll(() => dispose());

  it("records who did what to which item, and lists newest first with paging and a filter", async () => {
    const created = await recordAudit(db, {
      actor,
      action: "create",
      resource: "news",
      itemId: 7,
      summary: "Victoire à Rabat",
    });
    expect(created).toMatchObject({
      admin_id: actor.id,
      username: "journaliste",
      action: "create",
      resource: "news",
      item_id: 7,
      summary: "Victoire à Rabat",
    });
    expect(created.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await recordAudit(db, { actor, action: "update", resource: "news", itemId: 7, summary: "Victoire" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await recordAudit(db, { actor, action: "delete", resource: "inbox.contact", itemId: 3 });

    const all = await listAudit(db);
    expect(all.map((entry) => entry.action)).toEqual(["delete", "update", "create"]);
    expect(await countAudit(db)).toBe(3);
    expect((await listAudit(db, { resource: "news" })).map((entry) => entry.action)).toEqual([
      "update",
      "create",
    ]);
    expect(await countAudit(db, { resource: "news" })).toBe(2);
    expect((await listAudit(db, { page: 2, pageSize: 2 })).map((entry) => entry.action)).toEqual(["create"]);
    expect(await auditResources(db)).toEqual(["inbox.contact", "news"]);
  });

  it("refuses an unknown action", async () => {
    await expect(
      recordAudit(db, { actor, action: "drop" as never, resource: "news", itemId: 1 }),
    ).rejects.toThrow(/Unknown audit action/);
  });
});
