import { textLang, type TextLangs } from "~/i18n/content-language";
import { Draggable } from "./draggable";
import { Modal } from "./modal";
import { htmlToText } from "~/modules/richtext/html";
import type { ImageInfo } from "~/modules/site/image-info";

/**
 * §2 Photo library: click-to-zoom on a dark overlay, closed by a click outside the picture, Escape or
 * the close button; the zoomed picture can be moved and put back (reset position).
 */
export function ZoomOverlay(props: {
  photo: { title: string; comment: string; image: ImageInfo | null; langs: TextLangs } | null;
  onClose: () => void;
}) {
  const { photo } = props;
  return (
    <Modal
      isOpen={photo !== null}
      onClose={props.onClose}
      title={photo?.title ?? ""}
      titleLang={photo?.langs.title}
      isFullScreen
      isClosedByBackdrop
    >
      {photo?.image && (
        <figure className="flex max-h-full flex-col items-center gap-3">
          <Draggable label={photo.title}>
            <img
              src={photo.image.src}
              srcSet={photo.image.srcSet ?? undefined}
              sizes="100vw"
              width={photo.image.width ?? undefined}
              height={photo.image.height ?? undefined}
              alt={photo.title}
              draggable={false}
              className="max-h-[75vh] w-auto max-w-full rounded-lg object-contain"
            />
          </Draggable>
          {photo.comment && (
            <figcaption {...textLang(photo.langs.comment)} className="max-w-3xl text-center text-slate-200">
              {htmlToText(photo.comment)}
            </figcaption>
          )}
        </figure>
      )}
    </Modal>
  );
}
