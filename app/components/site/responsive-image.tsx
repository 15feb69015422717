import { Icon } from "~/components/ui/icon";
import type { Locale } from "~/i18n/config";
import { pickTranslation, textLang } from "~/i18n/content-language";
import { useI18n } from "~/i18n/react";
import { objectPosition } from "~/modules/media/focal";
import type { ImageInfo } from "~/modules/site/image-info";

/**
 * The alt text of a picture on a page in `locale` (decision 029): the media library's in the page's
 * language, else its fallbacks (fr → en → ar), else the caller's text (the item's title, or "" for a
 * picture beside its title), each with the language it is written in when not the page's.
 */
export function altTextOf(
  image: Pick<ImageInfo, "alt"> | null,
  fallback: { text: string; lang?: Locale },
  locale: Locale,
): { text: string; lang?: Locale } {
  const picked = image?.alt ? pickTranslation(image.alt, "alt", locale) : undefined;
  if (!picked) return fallback;
  return { text: picked.value, ...(picked.lang !== locale ? { lang: picked.lang } : {}) };
}

/**
 * An uploaded image with its WebP variants as `srcset`, its intrinsic size (no layout shift), lazy
 * loading unless it is the page's main picture (`isPriority`, above the fold), the library's alt text
 * and its focal point for every crop (`object-position`).
 */
export function ResponsiveImage(props: {
  image: ImageInfo | null;
  /** Used when the library has no alt text in any language: the item's title, or "" beside it. */
  alt: string;
  /** The language of `alt` when it is not the page's (content-language.ts). */
  altLang?: Locale;
  sizes: string;
  className?: string;
  isPriority?: boolean;
  /** Used when the stored size is unknown (external address). */
  fallbackSize?: [number, number];
}) {
  const { image } = props;
  const { locale } = useI18n();
  if (!image) return <ImagePlaceholder className={props.className} />;
  const alt = altTextOf(image, { text: props.alt, lang: props.altLang }, locale);
  const position = objectPosition(image.focal);
  const [width, height] =
    image.width && image.height ? [image.width, image.height] : (props.fallbackSize ?? [1200, 800]);
  return (
    <img
      src={image.src}
      srcSet={image.srcSet ?? undefined}
      sizes={image.srcSet ? props.sizes : undefined}
      width={width}
      height={height}
      alt={alt.text}
      {...textLang(alt.lang)}
      style={position ? { objectPosition: position } : undefined}
      loading={props.isPriority ? "eager" : "lazy"}
      fetchPriority={props.isPriority ? "high" : undefined}
      decoding={props.isPriority ? "auto" : "async"}
      draggable={false}
      className={props.className}
    />
  );
}

/** §2 Activities: "an image-unavailable placeholder" where there is no picture. */
export function ImagePlaceholder({ className }: { className?: string }) {
  const { t } = useI18n();
  return (
    <div
      role="img"
      aria-label={t("common.states.imageUnavailable")}
      className={`flex aspect-[3/2] flex-col items-center justify-center gap-2 bg-slate-100 text-slate-600 ${className ?? ""}`}
    >
      <Icon name="photo" className="size-10" />
      <span className="text-sm">{t("common.states.imageUnavailable")}</span>
    </div>
  );
}
