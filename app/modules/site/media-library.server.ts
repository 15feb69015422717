/** Read models of the video library, the photo library and the documents centre. */
import type { Db } from "~/db/client.server";
import type { Locale } from "~/i18n/config";
import { translationsOf, type TextLangs } from "~/i18n/content-language";
import { formatDate } from "~/i18n/format";
import type { ImageInfo } from "./image-info";
import { loadImages } from "./images.server";
import { published } from "./published.server";
import { videoSource, type VideoSource } from "./youtube";

export interface VideoView {
  id: number;
  title: string;
  comment: string;
  source: VideoSource;
  cover: ImageInfo | null;
  date: string | undefined;
  langs: TextLangs;
}

export async function listVideos(db: Db, locale: Locale): Promise<VideoView[]> {
  const rows = await published(db, "videos");
  const image = await loadImages(
    db,
    rows.map((row) => row.cover_image),
  );
  return rows.map((row) => {
    const { text, langs } = translationsOf(row, locale);
    return {
      id: row.id,
      title: text("title"),
      comment: text("comment"),
      source: videoSource(row.lien_video),
      cover: image(row.cover_image),
      date: formatDate(row.published_at ?? row.created_at, locale),
      langs,
    };
  });
}

export interface PhotoView {
  id: number;
  title: string;
  comment: string;
  image: ImageInfo | null;
  date: string | undefined;
  isoDate: string;
  /** "YYYY-MM", the timeline's grouping. */
  month: string;
  monthLabel: string;
  langs: TextLangs;
}

export async function listPhotos(db: Db, locale: Locale): Promise<PhotoView[]> {
  const rows = await published(db, "photos");
  const image = await loadImages(
    db,
    rows.map((row) => row.image),
  );
  return rows.map((row) => {
    const { text, langs } = translationsOf(row, locale);
    return {
      id: row.id,
      title: text("title"),
      comment: text("comment"),
      image: image(row.image),
      date: formatDate(row.published_at ?? row.created_at, locale),
      isoDate: row.published_at ?? row.created_at,
      month: (row.published_at ?? row.created_at).slice(0, 7),
      monthLabel:
        formatDate(row.published_at ?? row.created_at, locale, { month: "long", year: "numeric" }) ?? "",
      langs,
    };
  });
}

export interface DocumentView {
  id: number;
  title: string;
  description: string;
  file: string;
  cover: ImageInfo | null;
  date: string | undefined;
  /** The file's kind for the download label (PDF, DOCX...). */
  format: string;
  langs: TextLangs;
}

export async function listDocuments(db: Db, locale: Locale): Promise<DocumentView[]> {
  const rows = await published(db, "documents");
  const image = await loadImages(
    db,
    rows.map((row) => row.couverture),
  );
  return rows.map((row) => {
    // A document's title and description have no translations (§3).
    const { plain, langs } = translationsOf(row, locale);
    return {
      id: row.id,
      title: plain(row.titre, "title"),
      description: plain(row.description, "description"),
      file: row.fichier,
      cover: image(row.couverture),
      date: formatDate(row.published_at ?? row.created_at, locale),
      format: (/\.([a-z0-9]{2,4})(?:\?|$)/i.exec(row.fichier)?.[1] ?? "").toUpperCase(),
      langs,
    };
  });
}
