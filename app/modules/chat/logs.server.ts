/**
 * The record of every exchange with the assistant: question, answer, what it was built from, and the
 * visitor's Oui/Non. The visitor's address is kept only as a keyed hash, enough to let the same
 * visitor rate an answer and to count abuse, not to find who they are.
 */
import { createHmac } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import type { Row } from "~/db/schema";
import type { Locale } from "~/i18n/config";
import type { ChatSource } from "./answer.server";
import type { ChatLogView } from "./log-views";

/** HMAC-SHA-256 of the address with the site's secret: not reversible by trying every address. */
export function hashClientIp(ip: string, secret: string): string {
  return createHmac("sha256", secret).update(`chat-ip:${ip}`).digest("hex").slice(0, 32);
}

export async function insertChatLog(
  db: Db,
  entry: {
    question: string;
    language: Locale;
    answer: string;
    sources: readonly ChatSource[];
    intent: string;
    isAnswered: boolean;
    ipHash: string;
    responseMs: number;
  },
): Promise<number> {
  const row = await db.kysely
    .insertInto("chat_logs")
    .values({
      question: entry.question,
      language: entry.language,
      answer: entry.answer,
      sources: JSON.stringify(entry.sources),
      intent: entry.intent,
      is_answered: entry.isAnswered ? 1 : 0,
      ip_hash: entry.ipHash,
      response_ms: Math.max(0, Math.round(entry.responseMs)),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Stores a visitor's Oui/Non on one of their own answers. Answering again replaces the first opinion.
 * Returns false when there is no such answer from this address.
 */
export async function setChatFeedback(
  db: Db,
  input: { id: number; ipHash: string; isHelpful: boolean },
): Promise<boolean> {
  const result = await db.kysely
    .updateTable("chat_logs")
    .set({ feedback: input.isHelpful ? "up" : "down", updated_at: new Date().toISOString() })
    .where("id", "=", input.id)
    .where("ip_hash", "=", input.ipHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

function viewQuery(db: Db, view: ChatLogView) {
  let query = db.kysely.selectFrom("chat_logs");
  // A probable answer says it is not sure: staff check it with those it could not give (decision 021).
  if (view === "unanswered")
    query = query.where((where) =>
      where.or([where("is_answered", "=", 0), where("intent", "=", "probable")]),
    );
  if (view === "negative") query = query.where("feedback", "=", "down");
  return query;
}

export interface ChatLogEntry {
  id: number;
  createdAt: string;
  question: string;
  language: string;
  answer: string;
  sources: ChatSource[];
  intent: string;
  isAnswered: boolean;
  feedback: "up" | "down" | null;
  faqEntryId: number | null;
}

function parseSources(json: string): ChatSource[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as ChatSource[]) : [];
  } catch {
    return [];
  }
}

const toEntry = (row: Row<"chat_logs">): ChatLogEntry => ({
  id: row.id,
  createdAt: row.created_at,
  question: row.question,
  language: row.language,
  answer: row.answer,
  sources: parseSources(row.sources),
  intent: row.intent,
  isAnswered: row.is_answered === 1,
  feedback: row.feedback === "up" || row.feedback === "down" ? row.feedback : null,
  faqEntryId: row.faq_entry_id,
});

export async function listChatLogs(
  db: Db,
  options: { view?: ChatLogView; page?: number; pageSize?: number } = {},
): Promise<ChatLogEntry[]> {
  const pageSize = options.pageSize ?? 20;
  const page = Math.max(1, options.page ?? 1);
  const rows = await viewQuery(db, options.view ?? "recent")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return rows.map(toEntry);
}

export async function countChatLogs(db: Db, view: ChatLogView = "recent"): Promise<number> {
  const row = await viewQuery(db, view)
    .select(sql<number | string>`count(*)`.as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function getChatLog(db: Db, id: number): Promise<ChatLogEntry | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const row = await db.kysely.selectFrom("chat_logs").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toEntry(row);
}

export async function linkChatLogToFaq(db: Db, logId: number, faqId: number) {
  await db.kysely.updateTable("chat_logs").set({ faq_entry_id: faqId }).where("id", "=", logId).execute();
}
