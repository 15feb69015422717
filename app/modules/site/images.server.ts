/**
 * Responsive image data for stored uploads: intrinsic size (width/height attributes against layout
 * shift), the WebP variants as a `srcset`, and the media library's alt texts and focal point (decision
 * 029). Addresses that are not uploads (external links, missing
 * files) still render, as a plain image without a size.
 */
import type { Db } from "~/db/client.server";
import type { ImageInfo } from "./image-info";

interface Variant {
  url: string;
  width: number;
  format: string;
}

const keyOf = (url: string) => url.slice("/media/".length);

function parseVariants(json: string): Variant[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value)
      ? value.filter(
          (item): item is Variant =>
            typeof item === "object" &&
            item !== null &&
            typeof (item as Variant).url === "string" &&
            typeof (item as Variant).width === "number",
        )
      : [];
  } catch {
    return [];
  }
}

/** Looks every stored image up once; the result maps each address to what <img> needs. */
export async function loadImages(
  db: Db,
  urls: ReadonlyArray<string | null | undefined>,
): Promise<(url: string | null | undefined) => ImageInfo | null> {
  const local = [...new Set(urls.filter((url): url is string => Boolean(url?.startsWith("/media/"))))];
  const found = new Map<string, ImageInfo>();
  for (let start = 0; start < local.length; start += 500) {
    const keys = local.slice(start, start + 500).map(keyOf);
    const rows = await db.kysely
      .selectFrom("uploads")
      .select(["key", "width", "height", "variants", "alt_fr", "alt_en", "alt_ar", "focal_x", "focal_y"])
      .where("key", "in", keys)
      .where("kind", "=", "image")
      .execute();
    for (const row of rows) {
      const webp = parseVariants(row.variants)
        .filter((variant) => variant.format === "webp")
        .sort((a, b) => a.width - b.width);
      found.set(`/media/${row.key}`, {
        src: `/media/${row.key}`,
        width: row.width,
        height: row.height,
        srcSet: webp.length > 0 ? webp.map((variant) => `${variant.url} ${variant.width}w`).join(", ") : null,
        // Only what the page needs: no alt texts when there are none, no focal point in the middle.
        ...(row.alt_fr || row.alt_en || row.alt_ar
          ? { alt: { alt_fr: row.alt_fr, alt_en: row.alt_en, alt_ar: row.alt_ar } }
          : {}),
        ...(Number(row.focal_x) !== 0.5 || Number(row.focal_y) !== 0.5
          ? { focal: { x: Number(row.focal_x), y: Number(row.focal_y) } }
          : {}),
      });
    }
  }
  return (url) => {
    if (!url) return null;
    return found.get(url) ?? { src: url, width: null, height: null, srcSet: null };
  };
}
