/**
 * Whether a site already has content: the demo is never seeded over it. Kept apart from the demo's
 * content so that a start can ask without loading it (docs/decisions/015-memory-budget.md).
 */
import type { Db } from "~/db/client.server";

export async function hasNews(db: Db): Promise<boolean> {
  const row = await db.kysely.selectFrom("news").select("id").limit(1).executeTakeFirst();
  return row !== undefined;
}
