/** Published rows of one content type, newest first, typed by their table (through the content module). */
import type { Db } from "~/db/client.server";
import type { Row } from "~/db/schema";
import { listContent } from "~/modules/content/content.server";
import { RESOURCES, type ResourceName } from "~/modules/content/resources";

type TableOf<R extends ResourceName> = (typeof RESOURCES)[R]["table"];

export async function published<R extends ResourceName>(
  db: Db,
  resource: R,
  options: { limit?: number } = {},
): Promise<Array<Row<TableOf<R>>>> {
  const rows = await listContent(db, RESOURCES[resource], {
    ...(options.limit ? { pageSize: options.limit, page: 1 } : {}),
  });
  return rows as unknown as Array<Row<TableOf<R>>>;
}

/** The day of the server, YYYY-MM-DD (UTC, like every stored date). */
export const todayIso = () => new Date().toISOString().slice(0, 10);
