/**
 * Newsletter subscribers moved in from the old system (docs/decisions/025-moving-in-and-out.md). The
 * old site had no double opt-in: an imported address is kept, pending and marked with the day of its
 * import, and receives issues once it has confirmed through the re-confirmation mail, sent in its own
 * language through the outbox. Without an answer it is erased 30 days after that mail (retention).
 */
import type { Db } from "~/db/client.server";
import { nowIso } from "~/db/time";
import { enqueueMails } from "~/modules/mail/outbox.server";
import type { Services } from "~/services.server";
import { confirmationMail, newToken } from "./newsletter.server";

export async function findSubscriberByEmail(db: Db, email: string) {
  return await db.kysely
    .selectFrom("newsletter_subscribers")
    .select(["id", "status"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
}

/** The columns of a new imported subscriber, besides what the old list gave (email, name, dates...). */
export function importedSubscriberValues(values: Record<string, unknown>): Record<string, unknown> {
  return { ...values, status: "pending", token: newToken(), imported_at: nowIso() };
}

export interface ImportedCounts {
  /** Imported and not confirmed yet. */
  unconfirmed: number;
  /** Of those, the ones never asked again. */
  notAsked: number;
}

export async function countImportedSubscribers(db: Db): Promise<ImportedCounts> {
  const rows = await db.kysely
    .selectFrom("newsletter_subscribers")
    .select(["reconfirm_sent_at"])
    .where("imported_at", "is not", null)
    .where("status", "=", "pending")
    .execute();
  return { unconfirmed: rows.length, notAsked: rows.filter((row) => !row.reconfirm_sent_at).length };
}

/**
 * Queues a confirmation mail, in its language, to every imported subscriber not asked yet, and notes
 * the day: asking twice needs a new import. One transaction: each address is asked once.
 */
export async function sendReconfirmations(services: Pick<Services, "db">, baseUrl: string) {
  const { db } = services;
  return await db.kysely.transaction().execute(async (trx) => {
    const scoped: Db = { kysely: trx, dialect: db.dialect, close: async () => {} };
    const subscribers = await trx
      .selectFrom("newsletter_subscribers")
      .select(["id", "email", "token", "language"])
      .where("imported_at", "is not", null)
      .where("status", "=", "pending")
      .where("reconfirm_sent_at", "is", null)
      .orderBy("id")
      .execute();
    if (subscribers.length === 0) return 0;
    await enqueueMails(
      scoped,
      subscribers.map((subscriber) => confirmationMail(subscriber, baseUrl)),
    );
    const now = nowIso();
    for (let start = 0; start < subscribers.length; start += 500) {
      await trx
        .updateTable("newsletter_subscribers")
        .set({ reconfirm_sent_at: now })
        .where(
          "id",
          "in",
          subscribers.slice(start, start + 500).map((subscriber) => subscriber.id),
        )
        .execute();
    }
    return subscribers.length;
  });
}
