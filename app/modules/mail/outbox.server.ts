/**
 * The outbox: every mail the site sends is first a row here, written right after what caused it was
 * committed. The worker (worker.server.ts) sends due rows later, so a mail server that is down or slow
 * never delays nor loses a submission; without SMTP_URL the rows simply wait and administrators can
 * read them in the back office (/admin/outbox).
 */
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import type { Row } from "~/db/schema";
import { nowIso } from "~/db/time";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** What the mail is for (admin-notification, confirmation, newsletter-confirm, newsletter-issue...). */
  kind: string;
}

export const OUTBOX_STATUSES = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const isOutboxStatus = (value: unknown): value is OutboxStatus =>
  typeof value === "string" && (OUTBOX_STATUSES as readonly string[]).includes(value);

/** Header names and values must not smuggle line breaks into the message. */
const HEADER_NAME = /^[A-Za-z0-9-]{1,64}$/;
const hasLineBreak = (value: string) => /[\r\n]/.test(value);

function toRow(mail: OutgoingMail) {
  for (const value of [mail.to, mail.subject, mail.replyTo ?? ""]) {
    if (hasLineBreak(value)) throw new Error("A mail address or subject contains a line break.");
  }
  const headers = mail.headers ?? {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HEADER_NAME.test(name) || hasLineBreak(value)) throw new Error(`Invalid mail header: ${name}`);
  }
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? "",
    reply_to: mail.replyTo ?? "",
    headers: JSON.stringify(headers),
    kind: mail.kind,
    status: "pending",
    attempts: 0,
    next_attempt_at: nowIso(),
  };
}

/** Queues one mail; the worker sends it. Returns the outbox id. */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<number> {
  const row = await db.kysely
    .insertInto("outbox")
    .values(toRow(mail))
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Queues many mails in few statements (a newsletter issue). */
export async function enqueueMails(db: Db, mails: OutgoingMail[], chunkSize = 200): Promise<number> {
  let count = 0;
  for (let start = 0; start < mails.length; start += chunkSize) {
    const rows = mails.slice(start, start + chunkSize).map(toRow);
    await db.kysely.insertInto("outbox").values(rows).execute();
    count += rows.length;
  }
  return count;
}

export type OutboxRow = Row<"outbox">;

export function parseHeaders(row: Pick<OutboxRow, "headers">): Record<string, string> {
  try {
    const value = JSON.parse(row.headers) as unknown;
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    return {};
  }
}

export interface OutboxQuery {
  status?: OutboxStatus;
  page?: number;
  pageSize?: number;
}

export async function listOutbox(db: Db, options: OutboxQuery = {}): Promise<OutboxRow[]> {
  let query = db.kysely.selectFrom("outbox").selectAll();
  if (options.status) query = query.where("status", "=", options.status);
  const pageSize = options.pageSize ?? 20;
  return await query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((Math.max(1, options.page ?? 1) - 1) * pageSize)
    .execute();
}

export async function countOutbox(db: Db): Promise<Record<OutboxStatus, number>> {
  const rows = await db.kysely
    .selectFrom("outbox")
    .select(["status", sql<number | string>`count(*)`.as("count")])
    .groupBy("status")
    .execute();
  const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) if (isOutboxStatus(row.status)) counts[row.status] = Number(row.count);
  return counts;
}

export async function getOutboxMail(db: Db, id: number): Promise<OutboxRow | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  return await db.kysely.selectFrom("outbox").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Puts a failed mail back in the queue for a fresh series of attempts. */
export async function retryOutboxMail(db: Db, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const now = nowIso();
  const result = await db.kysely
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: now, last_error: "", updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
