/**
 * The media library's vocabulary, shared by the server, the back office and the picker (decision 029).
 * Client-safe: no server imports.
 */
import { z } from "zod";
import { ADMIN } from "~/lib/paths";

export const MEDIA_KINDS = ["image", "document"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const ALT_MAX = 300;
export const CAPTION_MAX = 1000;

/** One place that uses a file: a content item, found from the registry's fields (decision 029). */
export interface MediaUsage {
  /** The content resource (`news`, `photos`…). */
  resource: string;
  id: number;
  /** The item's title in French, as the journal names it. */
  title: string;
  /** The field that refers to the file (`image`, `content_fr`…). */
  field: string;
  /** The back-office screen that edits the item, when it has one. */
  adminPath: string | null;
  /** Where the item is on the public site. */
  publicPath: string;
}

export interface MediaVariant {
  url: string;
  width: number;
  format: string;
}

/** A library item as the back office and the API see it (addresses relative: the API makes them absolute). */
export interface MediaItem {
  id: number;
  url: string;
  kind: MediaKind;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  variants: MediaVariant[];
  original_name: string;
  alt_fr: string;
  alt_en: string;
  alt_ar: string;
  caption: string;
  focal_x: number;
  focal_y: number;
  created_at: string;
  updated_at: string;
  usage: MediaUsage[];
}

/** What the picker hands to the form (or the rich-text editor) that opened it. */
export interface MediaPick {
  id: number;
  url: string;
  alt_fr: string;
  alt_en: string;
  alt_ar: string;
}

const text = (max: number) => z.string({ error: "validation.tooLong" }).trim().max(max, "validation.tooLong");
const fraction = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z
    .number({ error: "media.errors.focal" })
    .finite("media.errors.focal")
    .min(0, "media.errors.focal")
    .max(1, "media.errors.focal"),
);

/** PATCH /api/media/{id}/ and the library screen's form: every field optional, nothing else accepted. */
export const mediaPatchSchema = z.object({
  alt_fr: text(ALT_MAX).optional(),
  alt_en: text(ALT_MAX).optional(),
  alt_ar: text(ALT_MAX).optional(),
  caption: text(CAPTION_MAX).optional(),
  focal_x: fraction.optional(),
  focal_y: fraction.optional(),
});

export type MediaPatch = z.infer<typeof mediaPatchSchema>;

/** The fields that only mean something for an image. */
export const IMAGE_ONLY_FIELDS = ["alt_fr", "alt_en", "alt_ar", "focal_x", "focal_y"] as const;

export { objectPosition } from "./focal";

/** The library's back-office screen; the picker loads its pages and posts its uploads there too. */
export const MEDIA_LIBRARY_PATH = ADMIN.mediaLibrary;

/** What the library screen's loader answers (and the picker reads). */
export interface MediaLibraryPage {
  items: MediaItem[];
  total: number;
  page: number;
  pageCount: number;
  query: string;
  kind: MediaKind | "";
  view: "grid" | "list";
  editing: MediaItem | null;
}

/** What the library screen's action answers. */
export interface MediaActionData {
  intent: "upload" | "save" | "delete" | "unknown";
  item?: MediaItem;
  error?: string;
  errors?: Record<string, string[]>;
  /** Where a file whose delete was refused is used. */
  usage?: MediaUsage[];
  notice?: string;
}
