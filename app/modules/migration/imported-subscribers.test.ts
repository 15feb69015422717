/**
 * The newsletter screen and imported subscribers: it shows how many wait for their confirmation, asks
 * them once (a mail each, in their language, through the outbox), and the retention job leaves an
 * imported address alone until 30 days after it was asked.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outcome, signedInAdmin } from "../../../tests/support/admin-requests";
import { testDatabases } from "../../../tests/support/databases";
import { openTestServices } from "../../../tests/support/services";
import { importInboxItem } from "~/modules/content/operations.server";
import { importedSubscriberValues } from "~/modules/forms/imported-subscribers.server";
import { purgeExpiredPersonalData } from "~/modules/forms/retention.server";
import { countInbox } from "~/modules/inbox/inbox.server";
import { listOutbox } from "~/modules/mail/outbox.server";
import { action, loader } from "~/routes/admin/newsletter-send";

describe.each(testDatabases())("imported subscribers on $dialect", (database) => {
  let opened: Awaited<ReturnType<typeof openTestServices>>;
  beforeAll(async () => {
    opened = await openTestServices(database);
    for (const [email, language] of [
      ["ahmed@example.org", "ar"],
      ["anna@example.org", "en"],
    ] as const) {
      await importInboxItem(opened.services, {
        kind: "newsletter",
        values: importedSubscriberValues({ email, language, created_at: "2019-01-01T00:00:00.000Z" }),
        writer: { asSystem: "import" },
      });
    }
  });
  afterAll(() => opened.dispose());

  it("counts them, asks them once in their language, and keeps them until 30 days after asking", async () => {
    const admin = await signedInAdmin(opened);
    // Subscribed years ago on the old site: the retention of unconfirmed sign-ups does not erase them.
    await purgeExpiredPersonalData(opened.services.db);
    expect(await countInbox(opened.services.db, "newsletter")).toBe(2);

    const shown = await loader({ ...admin.get("/admin/newsletter"), params: {} } as never);
    expect(shown.imported).toEqual({ unconfirmed: 2, notAsked: 2 });

    const form = new FormData();
    form.set("intent", "reconfirm");
    let answer: unknown;
    try {
      answer = await action({ ...admin.post("/admin/newsletter", form), params: {} } as never);
    } catch (thrown) {
      answer = thrown;
    }
    expect(outcome(answer)).toMatchObject({ status: 302, location: "/admin/newsletter?relances=2" });
    const mails = await listOutbox(opened.services.db);
    expect(mails.map((mail) => mail.to).sort()).toEqual(["ahmed@example.org", "anna@example.org"]);
    const arabic = mails.find((mail) => mail.to === "ahmed@example.org")!;
    expect(arabic.subject).toMatch(/[\u0600-\u06ff]/);
    const after = await loader({ ...admin.get("/admin/newsletter?relances=2"), params: {} } as never);
    expect(after).toMatchObject({ imported: { unconfirmed: 2, notAsked: 0 }, askedCount: 2 });

    await purgeExpiredPersonalData(opened.services.db, Date.now() + 29 * 24 * 3600 * 1000);
    expect(await countInbox(opened.services.db, "newsletter")).toBe(2);
    await purgeExpiredPersonalData(opened.services.db, Date.now() + 31 * 24 * 3600 * 1000);
    expect(await countInbox(opened.services.db, "newsletter")).toBe(0);
  });
});
