/**
 * The true preview (decision 028): an item as a visitor would see it, built from the values of an
 * unsaved form over the stored row (when it is an edit), in the public read models' own shapes, so the
 * public templates render it. Nothing is written.
 */
import type { Db } from "~/db/client.server";
import type { Row } from "~/db/schema";
import { nowIso } from "~/db/time";
import type { Locale } from "~/i18n/config";
import { translationsOf } from "~/i18n/content-language";
import { zonedToIso } from "~/i18n/time-zone";
import type { ContentRow } from "~/modules/content/content.server";
import { fieldText, type ContentResource } from "~/modules/content/resources";
import type { IllustratedEntry } from "./foundation.server";
import { formatDate } from "~/i18n/format";
import { loadImages } from "./images.server";
import type { VideoView } from "./media-library.server";
import { videoSource } from "./youtube";
import { articleOf, type Article } from "./news.server";
import { introOf } from "./text";

export type PreviewView =
  | { kind: "article"; article: Article }
  /** Other types as an illustrated entry; a video also with the public player. */
  | { kind: "entry"; entry: IllustratedEntry; video?: VideoView };

/** The unsaved values over the stored row: only the type's text fields, as the form sent them. */
export function previewRow(
  resource: ContentResource,
  values: Record<string, unknown>,
  existing: ContentRow | undefined,
  timeZone: string,
): ContentRow {
  const at = nowIso();
  const row: ContentRow = { id: 0, created_at: at, updated_at: at, ...(existing ?? {}) };
  for (const [name, spec] of Object.entries(resource.fields)) {
    const value = values[name];
    if (typeof value !== "string" || spec.type === "image" || spec.type === "document") continue;
    if (spec.type === "flag") row[name] = ["1", "true", "on"].includes(value) ? 1 : 0;
    else row[name] = spec.type === "datetime" ? (zonedToIso(value, timeZone) ?? (value || null)) : value;
  }
  row.published_at ??= row.created_at;
  return row;
}

const firstOfType = (resource: ContentResource, types: string[]) =>
  Object.entries(resource.fields).find(([, spec]) => types.includes(spec.type))?.[0];

/** The long text of a type: its first rich text or multiline field (translated base or plain field). */
function textBase(resource: ContentResource) {
  const name = Object.entries(resource.fields).find(
    ([, spec]) => spec.type === "richText" || (spec.type === "text" && spec.multiline === true),
  )?.[0];
  return name?.replace(/_(fr|en|ar)$/, "");
}

export async function previewView(
  db: Db,
  resource: ContentResource,
  row: ContentRow,
  locale: Locale,
): Promise<PreviewView> {
  if (resource.table === "news") {
    return { kind: "article", article: await articleOf(db, row as unknown as Row<"news">, locale) };
  }
  const translations = translationsOf(row as Record<string, string>, locale);
  const text = (base: string | undefined) =>
    !base ? "" : `${base}_fr` in row ? translations.text(base, "text") : fieldText(row, base, locale);
  const imageField = firstOfType(resource, ["image", "mediaUrl"]);
  const imageUrl = imageField && typeof row[imageField] === "string" ? (row[imageField] as string) : null;
  const image = await loadImages(db, [imageUrl]);
  const nameOf = (field: string) =>
    `${field}_fr` in row ? translations.text(field, "title") : fieldText(row, field, locale);
  // A match is named by both teams, as the back office names it.
  const title = [resource.titleField, resource.titleSecondField]
    .filter((field): field is string => Boolean(field))
    .map(nameOf)
    .filter(Boolean)
    .join(" – ");
  const body = text(textBase(resource));
  const entry: IllustratedEntry = {
    id: row.id,
    title,
    text: body,
    intro: introOf(body),
    image: image(imageUrl),
    langs: translations.langs,
  };
  if (resource.table !== "videos" || typeof row.lien_video !== "string") return { kind: "entry", entry };
  const video: VideoView = {
    id: row.id,
    title,
    comment: body,
    source: videoSource(row.lien_video),
    cover: entry.image,
    date: formatDate(String(row.published_at), locale),
    langs: translations.langs,
  };
  return { kind: "entry", entry, video };
}
