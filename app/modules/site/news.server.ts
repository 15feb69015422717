/** News read models: cards of /actualites and /home, and one article of /blogdetail/{slug}_{id}. */
import type { Db } from "~/db/client.server";
import type { Row } from "~/db/schema";
import type { Locale } from "~/i18n/config";
import { formatDate, localized } from "~/i18n/format";
import { getContent } from "~/modules/content/content.server";
import { RESOURCES } from "~/modules/content/resources";
import type { ImageInfo } from "./image-info";
import { loadImages } from "./images.server";
import { published } from "./published.server";
import { paragraphsOf } from "./text";

export interface NewsCard {
  id: number;
  href: string;
  title: string;
  text: string;
  date: string | undefined;
  isoDate: string;
  image: ImageInfo | null;
}

export const articlePath = (row: { slug: string; id: number }) => `/blogdetail/${row.slug}_${row.id}`;

function toCard(row: Row<"news">, locale: Locale, image: ImageInfo | null): NewsCard {
  return {
    id: row.id,
    href: articlePath(row),
    title: localized(row, "title", locale),
    text: localized(row, "content", locale),
    date: formatDate(row.created_at, locale),
    isoDate: row.created_at,
    image,
  };
}

/** Published news, newest first (§7 GET /api/news/); the first one is the featured headline (§9). */
export async function listNewsCards(db: Db, locale: Locale, options: { limit?: number } = {}) {
  const rows = await published(db, "news", { limit: options.limit ?? 200 });
  const image = await loadImages(
    db,
    rows.map((row) => row.image),
  );
  return rows.map((row) => toCard(row, locale, image(row.image)));
}

/** `{slug}_{id}` or a bare id; the slug is informative, the id decides. */
export function parseArticleParam(param: string | undefined): number | undefined {
  const match = /(?:^|_)(\d{1,12})$/.exec(param ?? "");
  if (!match) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export interface Article extends NewsCard {
  slug: string;
  paragraphs: string[];
  updatedAt: string;
}

export async function findArticle(db: Db, id: number, locale: Locale): Promise<Article | undefined> {
  const row = (await getContent(db, RESOURCES.news, id)) as unknown as Row<"news"> | undefined;
  if (!row) return undefined;
  const image = await loadImages(db, [row.image]);
  const card = toCard(row, locale, image(row.image));
  return { ...card, slug: row.slug, paragraphs: paragraphsOf(card.text), updatedAt: row.updated_at };
}
