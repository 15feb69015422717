/** What the responsive image component needs to know about a picture. Client-safe. */
export interface ImageInfo {
  src: string;
  width: number | null;
  height: number | null;
  /** WebP variants, e.g. "/media/a-480.webp 480w, /media/a-960.webp 960w, /media/a.webp 1200w". */
  srcSet: string | null;
  /** The media library's alt texts (decision 029); the page picks its language's, with fallbacks. */
  alt?: { alt_fr: string; alt_en: string; alt_ar: string };
  /** Where crops centre (decision 029), as fractions; absent for the middle. */
  focal?: { x: number; y: number };
}
