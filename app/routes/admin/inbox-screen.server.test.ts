import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { form, outcome, signedInAdmin } from "../../../tests/support/admin-requests";
import { testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import { INBOX_SCREENS } from "~/components/admin/inbox/inbox-screens";
import { insertContactMessage, insertNewsletterSubscriber } from "~/modules/demo/factories.server";
import { listAudit } from "~/modules/audit/audit.server";
import { getInboxEntry } from "~/modules/inbox/inbox.server";
import type { Services } from "~/services.server";
import { loader as exportCsv } from "./inbox-export";
import { inboxScreenAction, loadInboxScreen } from "./inbox-screen.server";

describe.each(testDatabases())("inbox screens on $dialect", (database) => {
  let services: Services;
  let dispose: () => Promise<void>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeAll(async () => {
    const opened = await openTestServices(database);
    ({ services, dispose } = opened);
    admin = await signedInAdmin(opened);
  });
  afterAll(() => dispose());

  it("shows 6 a page with the search, and drafts a reply in the sender's language", async () => {
    for (let index = 0; index < 7; index++) {
      await insertContactMessage(services.db, {
        name: index === 0 ? "" : `Personne ${index}`,
        email: `personne-${index}@example.org`,
        language: index === 1 ? "ar" : "fr",
        category: "partnership",
        message: `Bonjour numéro ${index}`,
        created_at: `2026-03-0${index + 1}T09:00:00.000Z`,
      });
    }
    const first = await loadInboxScreen(admin.get("/listeContacts?q=numéro"), INBOX_SCREENS.contact);
    expect(first).toMatchObject({
      total: 7,
      unread: 7,
      page: 1,
      pageCount: 2,
      sort: "newest",
      query: "numéro",
    });
    expect(first.rows).toHaveLength(6);
    expect(first.rows[0]!.name).toBe("Personne 6");
    const second = await loadInboxScreen(admin.get("/listeContacts?q=numéro&page=2"), INBOX_SCREENS.contact);
    const anonymous = second.rows[0]!;
    expect(anonymous.name).toBe("");
    // The draft is the inbox's reply template; a sender without a name is greeted formally (decision 032).
    expect(decodeURIComponent(anonymous.replyHref!)).toBe(
      "mailto:personne-0@example.org?subject=Réponse à votre message – Fondation Tamkine&body=Bonjour Madame, Monsieur,\n\n\n\nL'équipe de la Fondation Tamkine",
    );
    const arabic = first.rows.find((row) => row.name === "Personne 1")!;
    expect(decodeURIComponent(arabic.replyHref!)).toContain("body=مرحبًا Personne 1،");
    expect(arabic.details).toContainEqual({ field: "category", value: "Partenariat", kind: "text" });
    expect(arabic.details).toContainEqual({ field: "language", value: "العربية", kind: "text" });
  });

  it("marks read, deletes with an audit entry, and refuses another inbox's entries", async () => {
    const entry = await insertContactMessage(services.db, { name: "Lina", email: "lina@example.org" });
    const read = outcome(
      await inboxScreenAction(
        admin.post(
          "/listeContacts",
          form({ intent: "read", kind: "contact", id: String(entry.id), isRead: "1" }),
        ),
        ["contact"],
      ),
    );
    expect(read).toMatchObject({ status: 200, body: { intent: "read", isDone: true } });
    expect((await getInboxEntry(services.db, "contact", entry.id))?.is_read).toBe(true);

    const subscriber = await insertNewsletterSubscriber(services.db, { email: "abonne@example.org" });
    const wrongInbox = outcome(
      await inboxScreenAction(
        admin.post(
          "/listeContacts",
          form({ intent: "delete", kind: "newsletter", id: String(subscriber.id) }),
        ),
        ["contact"],
      ),
    );
    expect(wrongInbox.status).toBe(400);
    expect(await getInboxEntry(services.db, "newsletter", subscriber.id)).toBeDefined();

    const deleted = outcome(
      await inboxScreenAction(
        admin.post("/listeContacts", form({ intent: "delete", kind: "contact", id: String(entry.id) })),
        ["contact"],
      ),
    );
    expect(deleted).toMatchObject({
      status: 200,
      body: { intent: "delete", isDone: true, message: "Contact supprimé avec succès" },
    });
    const [audit] = await listAudit(services.db, { resource: "inbox.contact" });
    expect(audit).toMatchObject({ action: "delete", item_id: entry.id, summary: "Lina · lina@example.org" });

    const again = outcome(
      await inboxScreenAction(
        admin.post("/listeContacts", form({ intent: "delete", kind: "contact", id: String(entry.id) })),
        ["contact"],
      ),
    );
    expect(again).toMatchObject({
      status: 404,
      body: { isDone: false, message: "Erreur lors de la suppression: Cette entrée n'existe plus." },
    });
  });

  it("exports an inbox as CSV with the search, formulas neutralised", async () => {
    await insertContactMessage(services.db, {
      name: "Tableur",
      email: "tableur@example.org",
      message: "=SOMME(A1:A9) csvtest",
    });
    const response = (await exportCsv({
      ...admin.get("/admin/export/contact?q=csvtest"),
      params: { kind: "contact" },
    } as Parameters<typeof exportCsv>[0])) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",Tableur,tableur@example.org,");
    expect(lines[1]).toContain(",'=SOMME(A1:A9) csvtest,");

    const unknown = await exportCsv({
      ...admin.get("/admin/export/constructor"),
      params: { kind: "constructor" },
    } as Parameters<typeof exportCsv>[0]).catch((error: unknown) => error);
    expect((unknown as Response).status).toBe(404);
  });
});
