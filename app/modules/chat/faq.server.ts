/** The assistant's FAQ, managed by administrators in three languages. */
import type { Db } from "~/db/client.server";
import type { Row } from "~/db/schema";
import { isLocale } from "~/i18n/config";
import { parseWith, type FieldErrors } from "~/modules/validation/validation";
import { faqSchema } from "./faq.schema";
import { getChatLog, linkChatLogToFaq } from "./logs.server";

export type FaqRow = Row<"faq_entries">;

export async function listFaq(db: Db): Promise<FaqRow[]> {
  return db.kysely
    .selectFrom("faq_entries")
    .selectAll()
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function getFaq(db: Db, id: number): Promise<FaqRow | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  return db.kysely.selectFrom("faq_entries").selectAll().where("id", "=", id).executeTakeFirst();
}

export type FaqSaveResult =
  | { isSaved: true; row: FaqRow }
  | { isSaved: false; errors: FieldErrors }
  | { isSaved: false; isMissing: true };

export async function saveFaq(
  db: Db,
  input: { id?: number; values: Record<string, unknown>; translate: (key: string) => string },
): Promise<FaqSaveResult> {
  if (input.id !== undefined && !(await getFaq(db, input.id))) return { isSaved: false, isMissing: true };
  const parsed = parseWith(faqSchema, input.values, input.translate);
  if (!parsed.isValid) return { isSaved: false, errors: parsed.errors };
  const values = parsed.data;
  const row =
    input.id !== undefined
      ? await db.kysely
          .updateTable("faq_entries")
          .set({ ...values, updated_at: new Date().toISOString() })
          .where("id", "=", input.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await db.kysely.insertInto("faq_entries").values(values).returningAll().executeTakeFirstOrThrow();
  return { isSaved: true, row };
}

export async function deleteFaq(db: Db, id: number): Promise<boolean> {
  if (!Number.isSafeInteger(id) || id <= 0) return false;
  const result = await db.kysely.deleteFrom("faq_entries").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * One step from a visitor's question to a FAQ draft: the question in its language and, when the
 * assistant had found an answer, that answer to start from. It stays unpublished until an
 * administrator completes it. A question already turned into an entry gives that entry back.
 */
export async function createFaqFromLog(
  db: Db,
  logId: number,
): Promise<{ row: FaqRow; isNew: boolean } | undefined> {
  const log = await getChatLog(db, logId);
  if (!log) return undefined;
  if (log.faqEntryId !== null) {
    const existing = await getFaq(db, log.faqEntryId);
    if (existing) return { row: existing, isNew: false };
  }
  const locale = isLocale(log.language) ? log.language : "fr";
  const row = await db.kysely
    .insertInto("faq_entries")
    .values({
      [`question_${locale}`]: log.question.slice(0, 300),
      [`answer_${locale}`]: log.isAnswered ? log.answer.slice(0, 2000) : "",
      is_published: 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await linkChatLogToFaq(db, log.id, row.id);
  return { row, isNew: true };
}
