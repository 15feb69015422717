/**
 * Schema version 10, rich text (docs/decisions/027-rich-text.md): every long text written before it is
 * plain text by definition, so it is stored again as the HTML it always rendered as — a blank line
 * makes a paragraph, a line break stays one, and every `<`, `>` and `&` is escaped. No guess is made
 * about a text that happens to contain tags: before version 10 they were shown as typed, and still are.
 *
 * The list of columns is frozen here as it was at version 10 (a later registry change must not change
 * what this step did); a test checks it against the registry's rich-text fields of today.
 */
import type { Kysely } from "kysely";
import { plainToHtml } from "./html";

export const RICH_TEXT_COLUMNS_AT_7: Readonly<Record<string, readonly string[]>> = {
  news: ["content_fr", "content_en", "content_ar"],
  missions: ["content_fr", "content_en", "content_ar"],
  team_messages: ["content_fr", "content_en", "content_ar"],
  president_messages: ["description_fr", "description_en", "description_ar"],
  foundation_entries: ["description_fr", "description_en", "description_ar"],
  valeurs: ["description_fr", "description_en", "description_ar"],
  platform_links: ["description_fr", "description_en", "description_ar"],
  videos: ["comment_fr", "comment_en", "comment_ar"],
  photos: ["comment_fr", "comment_en", "comment_ar"],
  media_partners: ["description", "description_fr", "description_en", "description_ar"],
  activities: ["comment_fr", "comment_en", "comment_ar"],
  site_pages: ["body_fr", "body_en", "body_ar"],
};

const BATCH = 500;

export async function plainTextToRichTextStep(db: Kysely<unknown>) {
  // The table and column names come from the frozen list above, not from the typed schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const any = db as Kysely<any>;
  for (const [table, columns] of Object.entries(RICH_TEXT_COLUMNS_AT_7)) {
    let lastId = 0;
    for (;;) {
      const rows = (await any
        .selectFrom(table)
        .select(["id", ...columns])
        .where("id", ">", lastId)
        .orderBy("id")
        .limit(BATCH)
        .execute()) as Array<Record<string, unknown> & { id: number }>;
      if (rows.length === 0) break;
      for (const row of rows) {
        const values: Record<string, string> = {};
        for (const column of columns) {
          const value = row[column];
          if (typeof value === "string" && value.trim() !== "") values[column] = plainToHtml(value);
        }
        if (Object.keys(values).length > 0)
          await any.updateTable(table).set(values).where("id", "=", row.id).execute();
      }
      lastId = rows[rows.length - 1]!.id;
    }
  }
}
