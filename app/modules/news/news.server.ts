import type { Db } from "~/db/client.server";

export async function listPublishedNews(db: Db, options: { limit?: number } = {}) {
  return db.kysely
    .selectFrom("news")
    .selectAll()
    .where("is_published", "=", 1)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(options.limit ?? 100)
    .execute();
}
