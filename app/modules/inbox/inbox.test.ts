import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/databases";
import { insertCommunityApplication, insertContactMessage } from "~/modules/demo/factories.server";
import type { Db } from "~/db/client.server";
import {
  countInbox,
  countInboxWithUnread,
  deleteInboxEntry,
  getInboxEntry,
  listInbox,
  setInboxRead,
} from "./inbox.server";

describe.each(testDatabases())("inboxes on $dialect", (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await database.open());
    await insertContactMessage(db, {
      name: "Zineb",
      email: "zineb@example.org",
      created_at: "2026-01-01T10:00:00.000Z",
    });
    await insertContactMessage(db, {
      name: "amine",
      email: "amine@example.org",
      created_at: "2026-03-01T10:00:00.000Z",
    });
    await insertContactMessage(db, {
      name: "Bouchra",
      message: "Question sur les BOURSES",
      created_at: "2026-02-01T10:00:00.000Z",
    });
  });
  afterAll(() => dispose());

  it("sorts newest first by default, oldest, or by name A–Z ignoring case", async () => {
    expect((await listInbox(db, "contact")).map((entry) => entry.name)).toEqual([
      "amine",
      "Bouchra",
      "Zineb",
    ]);
    expect((await listInbox(db, "contact", { sort: "oldest" })).map((entry) => entry.name)).toEqual([
      "Zineb",
      "Bouchra",
      "amine",
    ]);
    expect((await listInbox(db, "contact", { sort: "name" })).map((entry) => entry.name)).toEqual([
      "amine",
      "Bouchra",
      "Zineb",
    ]);
  });

  it("searches name, e-mail and message case-insensitively, and pages", async () => {
    expect((await listInbox(db, "contact", { query: "bourses" })).map((entry) => entry.name)).toEqual([
      "Bouchra",
    ]);
    expect(await countInbox(db, "contact", { query: "example.org" })).toBeGreaterThanOrEqual(2);
    expect(await listInbox(db, "contact", { pageSize: 2, page: 2 })).toHaveLength(1);
  });

  it("searches accent- and Arabic-variant-insensitively, every word somewhere in the entry", async () => {
    const student = await insertContactMessage(db, {
      name: "Hâjar Étudiante",
      email: "hajar@example.net",
      subject: "Inscription",
      message: "سؤال عن المدرسة",
      created_at: "2026-04-01T10:00:00.000Z",
    });
    const ids = async (query: string) => (await listInbox(db, "contact", { query })).map((entry) => entry.id);
    expect(await ids("etudiante")).toEqual([student.id]);
    expect(await ids("HAJAR inscription")).toEqual([student.id]);
    expect(await ids("المدرسه")).toEqual([student.id]);
    expect(await ids("etudiante bourses")).toEqual([]);
    expect(await countInbox(db, "contact", { query: "étudiante" })).toBe(1);
    expect(await getInboxEntry(db, "contact", student.id)).not.toHaveProperty("search_text");
    await deleteInboxEntry(db, "contact", student.id);
    expect(await ids("etudiante")).toEqual([]);
  });

  it("answers the common list shape for community applicants", async () => {
    const row = await insertCommunityApplication(db, {
      nom: "Alaoui",
      prenom: "Sara",
      role: "joueur",
      tel: "0600000000",
    });
    const entry = await getInboxEntry(db, "community", row.id);
    expect(entry).toMatchObject({
      name: "Sara Alaoui",
      message: "joueur · 0600000000",
      conditions: expect.any(Boolean),
    });
    expect(entry).not.toHaveProperty("fingerprint");
  });

  it("marks read and deletes", async () => {
    const [first] = await listInbox(db, "contact");
    expect(await setInboxRead(db, "contact", first!.id, true)).toBe(true);
    expect((await getInboxEntry(db, "contact", first!.id))?.is_read).toBe(true);
    expect(await countInbox(db, "contact", { isUnreadOnly: true })).toBe(
      (await countInbox(db, "contact")) - 1,
    );
    expect(await deleteInboxEntry(db, "contact", first!.id)).toBe(true);
    expect(await deleteInboxEntry(db, "contact", first!.id)).toBe(false);
  });

  it("counts the matches and the unread among them together, as two counts would", async () => {
    const [first] = await listInbox(db, "contact", { query: "example.org" });
    await setInboxRead(db, "contact", first!.id, true);
    for (const query of ["example.org", "", "aucun-resultat-possible"]) {
      expect(await countInboxWithUnread(db, "contact", { query })).toEqual({
        total: await countInbox(db, "contact", { query }),
        unread: await countInbox(db, "contact", { query, isUnreadOnly: true }),
      });
    }
  });
});
