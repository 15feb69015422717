import { useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import type { VideoView } from "~/modules/site/media-library.server";
import { ResponsiveImage } from "./responsive-image";

/**
 * Plays one video (§3 Video): a YouTube link as a privacy-enhanced embed, a video file in <video>,
 * anything else as a link. The embed only loads after a click (a cover stands in before), so the page
 * stays light and no third party is contacted until the visitor asks; without JavaScript the cover
 * links to the video itself.
 */
export function VideoPlayer(props: { video: VideoView; isAutoplay?: boolean; isPriority?: boolean }) {
  const { t } = useI18n();
  const { video } = props;
  const [isPlaying, setIsPlaying] = useState(Boolean(props.isAutoplay));
  const { source } = video;
  const frame = "aspect-video w-full overflow-hidden rounded-xl bg-black";

  if (source.kind === "file") {
    return (
      <video
        key={video.id}
        className={frame}
        controls
        preload="none"
        autoPlay={props.isAutoplay}
        poster={video.cover?.src}
        src={source.url}
        aria-label={video.title}
      >
        <a href={source.url}>{t("site.videos.openExternal")}</a>
      </video>
    );
  }
  if (source.kind === "youtube" && isPlaying) {
    return (
      <iframe
        key={video.id}
        className={frame}
        src={`${source.embedUrl}?autoplay=1&rel=0`}
        title={video.title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  const href = source.kind === "youtube" ? source.watchUrl : source.url;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (source.kind !== "youtube") return;
        event.preventDefault();
        setIsPlaying(true);
      }}
      aria-label={
        source.kind === "youtube"
          ? t("site.videos.playLabel", { title: video.title })
          : t("site.videos.openLabel", { title: video.title })
      }
      className={`group relative block ${frame}`}
    >
      <ResponsiveImage
        image={video.cover}
        alt=""
        sizes="(min-width: 1024px) 900px, 100vw"
        isPriority={props.isPriority}
        className="h-full w-full object-cover opacity-90 group-hover:opacity-100"
      />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-20 items-center justify-center rounded-full bg-red-700 text-white shadow-lg group-hover:scale-105 motion-reduce:transform-none">
          <Icon name={source.kind === "youtube" ? "play" : "external"} className="size-9" />
        </span>
      </span>
    </a>
  );
}
