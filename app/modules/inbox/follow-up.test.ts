import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestServices } from "../../../tests/support/services";
import { testDatabases } from "../../../tests/support/databases";
import type { Role } from "~/modules/access/roles";
import { createAdmin } from "~/modules/auth/admins.server";
import { insertContactMessage, insertJoinRequest } from "~/modules/demo/factories.server";
import { deleteInboxItem } from "~/modules/content/operations.server";
import type { Services } from "~/services.server";
import {
  addInboxNote,
  draftReply,
  followUpCounts,
  listAssignees,
  listNotes,
  replyToInboxItem,
  saveReplyTemplate,
  updateFollowUp,
} from "./follow-up.server";
import { getInboxEntry, listInbox } from "./inbox.server";

describe.each(testDatabases())("inbox follow-up on $dialect", (database) => {
  let services: Services;
  let dispose: () => Promise<void>;
  const accounts: Record<string, { id: number; username: string; role: Role }> = {};

  async function account(username: string, role: Role, isActive = true) {
    const row = await createAdmin(services.db, { username, password: "a-long-password-1" });
    await services.db.kysely
      .updateTable("admins")
      .set({ role, is_active: isActive ? 1 : 0 })
      .where("id", "=", row.id)
      .execute();
    accounts[username] = { id: row.id, username, role };
  }
  const as = (username: string) => ({ actor: accounts[username]! });

  beforeAll(async () => {
    ({ services, dispose } = await openTestServices(database, { SMTP_URL: "smtp://127.0.0.1:2525" }));
    await account("amina", "messages");
    await account("boss", "admin");
    await account("ed", "editor");
    await account("gone", "messages", false);
  });
  afterAll(() => dispose());

  it("starts new, moves forward and back as the table of moves allows, and refuses the rest", async () => {
    const { id } = await insertContactMessage(services.db, { name: "Salma" });
    expect((await getInboxEntry(services.db, "contact", id))?.status).toBe("new");
    const moved = await updateFollowUp(services, {
      kind: "contact",
      id,
      status: "in_progress",
      writer: as("amina"),
    });
    expect(moved.status === "saved" && moved.followUp.status).toBe("in_progress");
    expect(moved.status === "saved" && moved.entry.is_read).toBe(true);
    const answered = await updateFollowUp(services, {
      kind: "contact",
      id,
      status: "answered",
      writer: as("amina"),
    });
    expect(answered.status === "saved" && answered.followUp.status).toBe("answered");
    // Answered is not new again; an unknown status is a field error, nothing changes.
    expect(
      await updateFollowUp(services, { kind: "contact", id, status: "new", writer: as("amina") }),
    ).toEqual({
      status: "invalid",
      errors: { status: ["admin.followUp.errors.notAllowedMove"] },
    });
    expect(
      await updateFollowUp(services, { kind: "contact", id, status: "done", writer: as("amina") }),
    ).toEqual({
      status: "invalid",
      errors: { status: ["admin.followUp.errors.unknownStatus"] },
    });
    const archived = await updateFollowUp(services, {
      kind: "contact",
      id,
      status: "archived",
      writer: as("boss"),
    });
    expect(archived.status === "saved" && archived.followUp.status).toBe("archived");
    const reopened = await updateFollowUp(services, {
      kind: "contact",
      id,
      status: "in_progress",
      writer: as("boss"),
    });
    expect(reopened.status === "saved" && reopened.followUp.status).toBe("in_progress");
    const journal = await services.db.kysely
      .selectFrom("audit_log")
      .select("summary")
      .where("resource", "=", "inbox.contact")
      .where("item_id", "=", id)
      .orderBy("id")
      .execute();
    expect(journal.map((row) => row.summary)).toEqual([
      "status: new → in_progress · Salma",
      "status: in_progress → answered · Salma",
      "status: answered → archived · Salma",
      "status: archived → in_progress · Salma",
    ]);
  });

  it("assigns only active accounts of the messages or admin role, and refuses editors", async () => {
    const { id } = await insertJoinRequest(services.db, { organisation: "Club Atlas" });
    expect((await listAssignees(services.db)).map((a) => a.username)).toEqual(["amina", "boss"]);
    const given = await updateFollowUp(services, {
      kind: "rejoindre",
      id,
      assigneeId: accounts.amina!.id,
      writer: as("boss"),
    });
    expect(given.status === "saved" && given.followUp.assignee).toBe("amina");
    for (const username of ["ed", "gone"]) {
      expect(
        await updateFollowUp(services, {
          kind: "rejoindre",
          id,
          assigneeId: accounts[username]!.id,
          writer: as("boss"),
        }),
      ).toEqual({ status: "invalid", errors: { assignee_id: ["admin.followUp.errors.unknownAssignee"] } });
    }
    expect((await getInboxEntry(services.db, "rejoindre", id))?.assignee_id).toBe(accounts.amina!.id);
    // An editor may not follow up at all.
    expect(
      await updateFollowUp(services, { kind: "rejoindre", id, status: "archived", writer: as("ed") }),
    ).toEqual({
      status: "forbidden",
    });
    const cleared = await updateFollowUp(services, {
      kind: "rejoindre",
      id,
      assigneeId: null,
      writer: as("amina"),
    });
    expect(cleared.status === "saved" && cleared.followUp.assignee_id).toBeNull();
  });

  it("filters lists by status and assignee, and counts new and in-progress requests", async () => {
    const first = await insertJoinRequest(services.db, { organisation: "Filtre Un" });
    const second = await insertJoinRequest(services.db, { organisation: "Filtre Deux" });
    await updateFollowUp(services, {
      kind: "rejoindre",
      id: first.id,
      status: "in_progress",
      assigneeId: accounts.boss!.id,
      writer: as("boss"),
    });
    const inProgress = await listInbox(services.db, "rejoindre", { status: "in_progress" });
    expect(inProgress.map((entry) => entry.name)).toEqual(["Filtre Un"]);
    const forBoss = await listInbox(services.db, "rejoindre", { assignee: accounts.boss!.id });
    expect(forBoss.map((entry) => entry.name)).toEqual(["Filtre Un"]);
    const unassigned = await listInbox(services.db, "rejoindre", { assignee: "none", status: "new" });
    expect(unassigned.map((entry) => entry.name)).toContain("Filtre Deux");
    expect(unassigned.map((entry) => entry.name)).not.toContain("Filtre Un");
    const counts = await followUpCounts(services.db);
    expect(counts.rejoindre.in_progress).toBe(1);
    expect(counts.rejoindre.new).toBe(unassigned.length);
    expect(second.id).toBeGreaterThan(0);
  });

  it("keeps notes in order with their author, and removes them with their request", async () => {
    const { id } = await insertContactMessage(services.db, { name: "Noted" });
    expect(await addInboxNote(services, { kind: "contact", id, text: "  ", writer: as("amina") })).toEqual({
      status: "invalid",
      errors: { text: ["admin.followUp.errors.noteRequired"] },
    });
    await addInboxNote(services, { kind: "contact", id, text: "Appelée ce matin", writer: as("amina") });
    const second = await addInboxNote(services, {
      kind: "contact",
      id,
      text: "Rappel lundi",
      writer: as("boss"),
    });
    expect(second.status === "saved" && second.followUp.notes.map((n) => [n.author, n.text])).toEqual([
      ["amina", "Appelée ce matin"],
      ["boss", "Rappel lundi"],
    ]);
    await deleteInboxItem(services, { kind: "contact", id, writer: as("amina") });
    expect(await listNotes(services.db, "contact", id)).toEqual([]);
  });

  it("fills the template with the sender's name in their language; admins alone edit templates", async () => {
    const { id } = await insertContactMessage(services.db, { name: "Youssef", language: "ar" });
    const entry = (await getInboxEntry(services.db, "contact", id))!;
    expect(
      await saveReplyTemplate(services, {
        kind: "contact",
        subject: { fr: "Merci", en: "Thanks", ar: "شكرا" },
        body: { fr: "Bonjour {name}", en: "Hello {name}", ar: "مرحبا {name}، شكرا {name}" },
        writer: as("amina"),
      }),
    ).toEqual({ status: "forbidden" });
    expect(
      await saveReplyTemplate(services, {
        kind: "contact",
        subject: { fr: "Merci\nBcc: x@example.org", en: "", ar: "" },
        body: {},
        writer: as("boss"),
      }),
    ).toEqual({ status: "invalid", errors: { subject_fr: ["admin.followUp.errors.subjectOneLine"] } });
    await saveReplyTemplate(services, {
      kind: "contact",
      subject: { fr: "Merci", en: "", ar: "شكرا" },
      body: { fr: "Bonjour {name}", en: "", ar: "مرحبا {name}، شكرا {name}" },
      writer: as("boss"),
    });
    expect(await draftReply(services.db, "contact", entry, "fr")).toEqual({
      language: "ar",
      subject: "شكرا",
      body: "مرحبا Youssef، شكرا Youssef",
    });
    // An empty language keeps the default text, greeting the sender by name.
    const english = await draftReply(services.db, "contact", { ...entry, language: "en" }, "fr");
    expect(english.body.startsWith("Hello Youssef,")).toBe(true);
  });

  it("sends a reply through the outbox, records it on the request and marks it answered", async () => {
    const { id } = await insertContactMessage(services.db, { name: "Leila", email: "leila@example.org" });
    expect(
      await replyToInboxItem(services, { kind: "contact", id, subject: "", body: "x", writer: as("amina") }),
    ).toEqual({ status: "invalid", errors: { subject: ["admin.followUp.errors.subjectRequired"] } });
    const sent = await replyToInboxItem(services, {
      kind: "contact",
      id,
      subject: "Votre message",
      body: "Bonjour Leila,\n\nMerci.",
      writer: as("amina"),
    });
    expect(sent.status).toBe("saved");
    if (sent.status !== "saved") return;
    expect(sent.followUp.status).toBe("answered");
    expect(sent.followUp.notes.map((note) => [note.type, note.author])).toEqual([["reply", "amina"]]);
    const mail = await services.db.kysely
      .selectFrom("outbox")
      .selectAll()
      .where("kind", "=", "inbox-reply")
      .where("to", "=", "leila@example.org")
      .executeTakeFirstOrThrow();
    expect([mail.subject, mail.text, mail.status]).toEqual([
      "Votre message",
      "Bonjour Leila,\n\nMerci.",
      "pending",
    ]);
    // Without SMTP the screen opens a mail draft instead: the operation sends nothing.
    const withoutSmtp = { ...services, config: { ...services.config, SMTP_URL: undefined } };
    expect(
      await replyToInboxItem(withoutSmtp, {
        kind: "contact",
        id,
        subject: "a",
        body: "b",
        writer: as("amina"),
      }),
    ).toEqual({ status: "noSmtp" });
  });
});
