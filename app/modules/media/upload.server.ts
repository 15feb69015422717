/**
 * The one upload path used by every content type. Images are recognised by content, decoded and
 * re-encoded with sharp (metadata stripped, largest side capped, WebP variants beside the original
 * format). Documents are recognised by signature. Nothing the client names becomes a path.
 */
import { randomBytes } from "node:crypto";
import type Sharp from "sharp";
import type { Db } from "~/db/client.server";
import { DOCUMENT_MIME, IMAGE_MIME, sniffDocument, sniffImage } from "./sniff";
import { loadSharp } from "./sharp.server";
import type { Storage } from "./storage.server";

export const LIMITS = {
  /** Anonymous uploads (the partner form's logo). */
  publicImageBytes: 2 * 1024 * 1024,
  imageBytes: 10 * 1024 * 1024,
  documentBytes: 25 * 1024 * 1024,
  /** Decoded size cap: refuses decompression bombs before they use memory. */
  maxInputPixels: 40_000_000,
  maxSide: 2000,
  variantWidths: [480, 960] as const,
};

export type UploadErrorCode = "empty" | "too_large" | "not_image" | "not_document" | "image_too_large";

export class UploadError extends Error {
  override name = "UploadError";
  constructor(
    readonly code: UploadErrorCode,
    readonly limitBytes?: number,
  ) {
    super(code);
  }
}

export interface ImageVariant {
  url: string;
  width: number;
  format: "webp" | "jpeg" | "png";
}

export interface StoredUpload {
  key: string;
  url: string;
  kind: "image" | "document";
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  variants: ImageVariant[];
}

export const mediaUrl = (key: string) => `/media/${key}`;

function newKey(extension: string) {
  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  return `${now.getUTCFullYear()}/${month}/${randomBytes(12).toString("hex")}.${extension}`;
}

const withExtension = (key: string, suffix: string) => key.replace(/\.[a-z0-9]+$/, suffix);

async function encodeImage(input: Buffer) {
  const format = sniffImage(input);
  if (!format) throw new UploadError("not_image");
  const sharp = await loadSharp();
  let decoded: Sharp.Sharp;
  let metadata: Sharp.Metadata;
  try {
    decoded = sharp(input, { limitInputPixels: LIMITS.maxInputPixels, failOn: "error" });
    metadata = await decoded.metadata();
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    throw new UploadError(/pixel limit/i.test(message) ? "image_too_large" : "not_image");
  }
  if (!metadata.width || !metadata.height) throw new UploadError("not_image");
  if (metadata.width * metadata.height > LIMITS.maxInputPixels) throw new UploadError("image_too_large");

  // Photos keep JPEG; images with transparency or few colours keep PNG.
  const output: "jpeg" | "png" =
    format === "jpeg" || (!metadata.hasAlpha && format !== "png") ? "jpeg" : "png";
  const base = () =>
    sharp(input, { limitInputPixels: LIMITS.maxInputPixels, animated: false })
      .rotate()
      .resize({ width: LIMITS.maxSide, height: LIMITS.maxSide, fit: "inside", withoutEnlargement: true });
  try {
    const main = await (
      output === "jpeg" ? base().jpeg({ quality: 82, mozjpeg: true }) : base().png()
    ).toBuffer({ resolveWithObject: true });
    const webp = await base().webp({ quality: 78 }).toBuffer();
    const smaller = await Promise.all(
      LIMITS.variantWidths
        .filter((width) => width < main.info.width)
        .map(async (width) => ({
          width,
          data: await sharp(main.data).resize({ width }).webp({ quality: 76 }).toBuffer(),
        })),
    );
    return { main, output, webp, smaller };
  } catch {
    throw new UploadError("not_image");
  }
}

async function recordUpload(db: Db, upload: StoredUpload, input: UploadInput) {
  await db.kysely
    .insertInto("uploads")
    .values({
      key: upload.key,
      kind: upload.kind,
      mime: upload.mime,
      size: upload.size,
      width: upload.width,
      height: upload.height,
      variants: JSON.stringify(upload.variants),
      original_name: (input.originalName ?? "").slice(0, 200),
      scope: input.scope ?? "library",
      is_used: input.isKept ? 1 : 0,
    })
    .execute();
}

export interface UploadInput {
  data: Buffer;
  /** Kept for the administrator's information only; never used to build a path. */
  originalName?: string;
  maxBytes?: number;
  /** A visitor's file (a partner's logo) is never a media library item (decision 029). */
  scope?: "library" | "visitor";
  /** Uploaded into the media library itself: kept even if no record refers to it yet. */
  isKept?: boolean;
}

export async function storeImage(db: Db, storage: Storage, input: UploadInput): Promise<StoredUpload> {
  const maxBytes = input.maxBytes ?? LIMITS.imageBytes;
  if (input.data.length === 0) throw new UploadError("empty");
  if (input.data.length > maxBytes) throw new UploadError("too_large", maxBytes);
  const { main, output, webp, smaller } = await encodeImage(input.data);
  const key = newKey(output === "jpeg" ? "jpg" : "png");
  await storage.put(key, main.data);
  const webpKey = withExtension(key, ".webp");
  await storage.put(webpKey, webp);
  const variants: ImageVariant[] = [{ url: mediaUrl(webpKey), width: main.info.width, format: "webp" }];
  for (const variant of smaller) {
    const variantKey = withExtension(key, `-${variant.width}.webp`);
    await storage.put(variantKey, variant.data);
    variants.push({ url: mediaUrl(variantKey), width: variant.width, format: "webp" });
  }
  const upload: StoredUpload = {
    key,
    url: mediaUrl(key),
    kind: "image",
    mime: IMAGE_MIME[output],
    size: main.data.length,
    width: main.info.width,
    height: main.info.height,
    variants,
  };
  await recordUpload(db, upload, input);
  return upload;
}

export async function storeDocument(db: Db, storage: Storage, input: UploadInput): Promise<StoredUpload> {
  const maxBytes = input.maxBytes ?? LIMITS.documentBytes;
  if (input.data.length === 0) throw new UploadError("empty");
  if (input.data.length > maxBytes) throw new UploadError("too_large", maxBytes);
  const format = sniffDocument(input.data);
  if (!format) throw new UploadError("not_document");
  const key = newKey(format);
  await storage.put(key, input.data);
  const upload: StoredUpload = {
    key,
    url: mediaUrl(key),
    kind: "document",
    mime: DOCUMENT_MIME[format],
    size: input.data.length,
    width: null,
    height: null,
    variants: [],
  };
  await recordUpload(db, upload, input);
  return upload;
}

/** Marks uploads referenced by a record, so the clean-up keeps them. */
export async function markUsed(db: Db, urls: Array<string | null | undefined>) {
  const keys = urls
    .filter((url): url is string => typeof url === "string" && url.includes("/media/"))
    .map((url) => url.slice(url.indexOf("/media/") + "/media/".length));
  if (keys.length === 0) return;
  await db.kysely.updateTable("uploads").set({ is_used: 1 }).where("key", "in", keys).execute();
}

/** Removes uploads that no record adopted within a day, with their variants. */
export async function removeUnusedUploads(db: Db, storage: Storage, olderThanMs = 24 * 60 * 60 * 1000) {
  const cutoff = new Date(Date.now() - olderThanMs).toISOString();
  const stale = await db.kysely
    .selectFrom("uploads")
    .select(["id", "key", "variants"])
    .where("is_used", "=", 0)
    .where("created_at", "<", cutoff)
    .execute();
  for (const upload of stale) {
    const variants = JSON.parse(upload.variants) as ImageVariant[];
    await storage.delete(upload.key);
    for (const variant of variants) await storage.delete(variant.url.replace(/^\/media\//, ""));
    await db.kysely.deleteFrom("uploads").where("id", "=", upload.id).execute();
  }
  return stale.length;
}
