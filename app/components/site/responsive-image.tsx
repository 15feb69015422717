import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import type { ImageInfo } from "~/modules/site/image-info";

/**
 * An uploaded image with its WebP variants as `srcset`, its intrinsic size (no layout shift) and lazy
 * loading unless it is the page's main picture (`isPriority`, above the fold).
 */
export function ResponsiveImage(props: {
  image: ImageInfo | null;
  alt: string;
  sizes: string;
  className?: string;
  isPriority?: boolean;
  /** Used when the stored size is unknown (external address). */
  fallbackSize?: [number, number];
}) {
  const { image } = props;
  if (!image) return <ImagePlaceholder className={props.className} />;
  const [width, height] =
    image.width && image.height ? [image.width, image.height] : (props.fallbackSize ?? [1200, 800]);
  return (
    <img
      src={image.src}
      srcSet={image.srcSet ?? undefined}
      sizes={image.srcSet ? props.sizes : undefined}
      width={width}
      height={height}
      alt={props.alt}
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
