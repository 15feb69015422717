/**
 * The old site's article links (§2: /blogdetail/{id}, cards linking /blogdetail/{slug}_{id}) after an
 * import: the old id is known in the mapping table, so the link leads (301) to the article it became.
 * Today's links keep their meaning: a bare number or an old slug only redirects when the import
 * recorded that old article, and a slug_id that matches nothing here is tried last (decision 025).
 */
import type { Db } from "~/db/client.server";
import { getContent } from "~/modules/content/content.server";
import { RESOURCES } from "~/modules/content/resources";
import { findMapping } from "./mappings.server";

/**
 * The current path of the article an old link named, or undefined. `loose`: the link's slug need not be
 * the old one (for a link that found no article of this site).
 */
export async function movedArticlePath(
  db: Db,
  param: string | undefined,
  options: { loose?: boolean } = {},
): Promise<string | undefined> {
  const match = /^(?:(.*)_)?(\d{1,12})$/.exec(param ?? "");
  if (!match) return undefined;
  const [, slug, oldId] = match;
  const mapping = await findMapping(db, "old", "news", String(Number(oldId)));
  if (!mapping) return undefined;
  if (slug !== undefined && !options.loose && mapping.details.slug !== slug) return undefined;
  const row = await getContent(db, RESOURCES.news, mapping.newId);
  return row ? RESOURCES.news.itemPath(row) : undefined;
}
