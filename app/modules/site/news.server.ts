/** News read models: cards of /actualites and /home, and one article of /blogdetail/{slug}_{id}. */
import type { Db } from "~/db/client.server";
import type { Row } from "~/db/schema";
import type { Locale } from "~/i18n/config";
import { translationsOf, type TextLangs } from "~/i18n/content-language";
import { formatDate } from "~/i18n/format";
import { countContent, getContent, listContent } from "~/modules/content/content.server";
import { RESOURCES } from "~/modules/content/resources";
import type { ImageInfo } from "./image-info";
import { loadImages } from "./images.server";
import { published } from "./published.server";
import { htmlToText } from "~/modules/richtext/html";
import { cutAtWord, FEATURED_NEWS_CHARS, NEWS_CARD_CHARS } from "./text";

/**
 * What a card shows of its article's text: the beginning, cut at a word, and whether there is more. The
 * rest is not in the page: a reader who expands the card gets it then (docs/decisions/
 * 022-workers-and-render-cost.md), and the card's title leads to the whole article.
 */
export interface NewsExcerpt {
  head: string;
  isCut: boolean;
}

interface NewsView {
  id: number;
  href: string;
  title: string;
  date: string | undefined;
  isoDate: string;
  image: ImageInfo | null;
  /** The language of `title` and `text` where they are not in the page's (content-language.ts). */
  langs: TextLangs;
}

export interface NewsCard extends NewsView {
  excerpt: NewsExcerpt;
}

export const articlePath = (row: { slug: string; id: number }) => RESOURCES.news.itemPath(row);

function toView(row: Row<"news">, locale: Locale, image: ImageInfo | null) {
  const { text, langs } = translationsOf(row, locale);
  const view: NewsView = {
    id: row.id,
    href: articlePath(row),
    title: text("title"),
    date: formatDate(row.published_at ?? row.created_at, locale),
    isoDate: row.published_at ?? row.created_at,
    image,
    langs,
  };
  return { view, text: text("content", "text") };
}

function toCard(row: Row<"news">, locale: Locale, image: ImageInfo | null, chars: number): NewsCard {
  const { view, text } = toView(row, locale, image);
  // Cut from the words, never the markup (decision 027).
  const { head, hasEllipsis } = cutAtWord(htmlToText(text), chars);
  return { ...view, excerpt: { head, isCut: hasEllipsis } };
}

/** Published news, newest first (§7 GET /api/news/); the first one is the featured headline (§9). */
export async function listNewsCards(db: Db, locale: Locale, options: { limit?: number } = {}) {
  const rows = await published(db, "news", { limit: options.limit ?? 200 });
  const image = await loadImages(
    db,
    rows.map((row) => row.image),
  );
  // The first is the headline (§9), with the longer excerpt.
  return rows.map((row, index) =>
    toCard(row, locale, image(row.image), index === 0 ? FEATURED_NEWS_CHARS : NEWS_CARD_CHARS),
  );
}

/** Cards per page of the /actualites grid, under the headline. */
export const NEWS_PAGE_SIZE = 9;

export interface NewsPage {
  /** The newest matching article, shown above the grid on the first page (§9). */
  featured: NewsCard | null;
  items: NewsCard[];
  page: number;
  pageCount: number;
  /** Whether anything is published at all: "no news yet" and "nothing matches" are different states. */
  hasNews: boolean;
}

/**
 * One page of /actualites, searched and paged in the database (in the visitor's language, §5), so the
 * page carries ten articles whatever the number published.
 */
export async function newsPage(
  db: Db,
  locale: Locale,
  options: { query: string; page: number },
): Promise<NewsPage> {
  const search = { query: options.query, searchLocale: locale };
  const total = await countContent(db, RESOURCES.news, search);
  const pageCount = Math.max(1, Math.ceil(Math.max(0, total - 1) / NEWS_PAGE_SIZE));
  const page = Math.min(pageCount, Math.max(1, Math.trunc(options.page) || 1));
  // The first page reads its headline and its grid in one query.
  const [read, hasNews] = await Promise.all([
    page === 1
      ? listContent(db, RESOURCES.news, { ...search, pageSize: NEWS_PAGE_SIZE + 1 })
      : listContent(db, RESOURCES.news, { ...search, page, pageSize: NEWS_PAGE_SIZE, offset: 1 }),
    total > 0 || !options.query.trim()
      ? Promise.resolve(total > 0)
      : countContent(db, RESOURCES.news, { atMost: 1 }).then((count) => count > 0),
  ]);
  const featuredRows = page === 1 ? read.slice(0, 1) : [];
  const rows = page === 1 ? read.slice(1) : read;
  const all = read as unknown as Array<Row<"news">>;
  const image = await loadImages(
    db,
    all.map((row) => row.image),
  );
  const card = (chars: number) => (row: Row<"news">) => toCard(row, locale, image(row.image), chars);
  const [featured] = (featuredRows as unknown as Array<Row<"news">>).map(card(FEATURED_NEWS_CHARS));
  return {
    featured: featured ?? null,
    items: (rows as unknown as Array<Row<"news">>).map(card(NEWS_CARD_CHARS)),
    page,
    pageCount,
    hasNews,
  };
}

/** `{slug}_{id}` or a bare id; the slug is informative, the id decides. */
export function parseArticleParam(param: string | undefined): number | undefined {
  const match = /(?:^|_)(\d{1,12})$/.exec(param ?? "");
  if (!match) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** One article: its rich text once, as stored (the page renders it, RichText). */
export interface Article extends NewsView {
  text: string;
  slug: string;
  updatedAt: string;
}

export async function findArticle(db: Db, id: number, locale: Locale): Promise<Article | undefined> {
  const row = (await getContent(db, RESOURCES.news, id)) as unknown as Row<"news"> | undefined;
  return row ? await articleOf(db, row, locale) : undefined;
}

/** An article as its page shows it, from a row as stored or as an unsaved form has it (the preview). */
export async function articleOf(db: Db, row: Row<"news">, locale: Locale): Promise<Article> {
  const image = await loadImages(db, [row.image]);
  const { view, text } = toView(row, locale, image(row.image));
  return { ...view, text, slug: row.slug, updatedAt: row.updated_at };
}
