/** What the responsive image component needs to know about a picture. Client-safe. */
export interface ImageInfo {
  src: string;
  width: number | null;
  height: number | null;
  /** WebP variants, e.g. "/media/a-480.webp 480w, /media/a-960.webp 960w, /media/a.webp 1200w". */
  srcSet: string | null;
}
