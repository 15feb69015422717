/**
 * An article's whole text in the page's language (with §9's fallbacks, as its card was cut from it), from
 * the public REST API: a news card carries only its beginning and fetches the rest when a reader expands
 * it (docs/decisions/022-workers-and-render-cost.md). The page cache keeps the API's answer.
 */
import type { Locale } from "~/i18n/config";
import { pickTranslation } from "~/i18n/content-language";
import { htmlToText } from "~/modules/richtext/html";

export async function fetchArticleText(id: number, locale: Locale): Promise<string> {
  const answer = await fetch(`/api/blog/${id}/`, { headers: { Accept: "application/json" } });
  if (!answer.ok) throw new Error(`GET /api/blog/${id}/ answered ${answer.status}`);
  const row = (await answer.json()) as Record<string, unknown>;
  // The card shows the words; the article's page shows the formatting (decision 027).
  return htmlToText(pickTranslation(row, "content", locale)?.value).trim();
}
