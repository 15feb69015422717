import { useEffect, useRef, type ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import type { Locale } from "~/i18n/config";
import { useI18n } from "~/i18n/react";
import { ContentText } from "./content-text";

const FOCUSABLE =
  'a[href], button:not([disabled]), iframe, video[controls], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native <dialog>: the page behind is inert, Escape and the close button close it,
 * Tab stays inside, page scroll is locked while open (§2 video modal), and focus returns to the
 * control that opened it. Its content is only rendered while open (no hidden iframes loading).
 */
export function Modal(props: {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** The title's language when it is not the page's (content-language.ts). */
  titleLang?: Locale;
  children: ReactNode;
  /** A dark, full-screen overlay (video full screen, photo zoom) instead of a centred panel. */
  isFullScreen?: boolean;
  /** Clicking outside the content closes it (the photo zoom, §2 "closed by click"). */
  isClosedByBackdrop?: boolean;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const { isOpen, onClose } = props;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !isOpen) return;
    const opener = document.activeElement as HTMLElement | null;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    if (!dialog.open) dialog.showModal();
    return () => {
      root.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      aria-label={props.title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (props.isClosedByBackdrop && event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Tab") return;
        const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
      className={
        props.isFullScreen
          ? "m-0 h-dvh max-h-none w-dvw max-w-none bg-slate-950/95 p-4 text-white backdrop:bg-black/80 sm:p-8"
          : "m-auto w-[min(56rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/70"
      }
    >
      {isOpen && (
        <div className={props.isFullScreen ? "flex h-full flex-col" : "p-6"}>
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 className="text-xl font-semibold">
              <ContentText lang={props.titleLang}>{props.title}</ContentText>
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t("common.actions.close")}
              className={`rounded-full p-2 ${props.isFullScreen ? "bg-white/10 hover:bg-white/20" : "hover:bg-slate-100"}`}
            >
              <Icon name="close" className="size-6" />
            </button>
          </div>
          <div
            className={props.isFullScreen ? "flex min-h-0 flex-1 items-center justify-center" : ""}
            onClick={(event) => {
              if (props.isClosedByBackdrop && event.target === event.currentTarget) onClose();
            }}
          >
            {props.children}
          </div>
        </div>
      )}
    </dialog>
  );
}
