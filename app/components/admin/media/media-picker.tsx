/**
 * Picks a file from the media library, or uploads a new one into it (decision 029). A modal <dialog>:
 * the browser keeps focus inside it and closes it on Escape; it is named by its heading and gives focus
 * back to the button that opened it. It holds no <form> (it opens inside content forms): searching and
 * uploading go through fetchers to the library screen's loader and action.
 *
 * The interface is small on purpose: image fields use it, and so can a rich-text editor that inserts an
 * image with its alt texts — `onPick({ id, url, alt_fr, alt_en, alt_ar })`.
 */
import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useFetcher } from "react-router";
import { useI18n } from "~/i18n/react";
import {
  MEDIA_LIBRARY_PATH,
  type MediaActionData,
  type MediaItem,
  type MediaKind,
  type MediaLibraryPage,
  type MediaPick,
} from "~/modules/media/library";

export interface MediaPickerProps {
  onPick: (pick: MediaPick) => void;
  onClose: () => void;
  /** Which files to offer (images for image fields and the editor). */
  kind?: MediaKind;
}

const buttonClass =
  "rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60";

export const pickOf = (item: MediaItem): MediaPick => ({
  id: item.id,
  url: item.url,
  alt_fr: item.alt_fr,
  alt_en: item.alt_en,
  alt_ar: item.alt_ar,
});

/** Rendered only while open: mount it when the user asks for it, unmount it in `onClose`. */
export function MediaPicker({ onPick, onClose, kind = "image" }: MediaPickerProps) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const list = useFetcher<MediaLibraryPage>();
  const upload = useFetcher<MediaActionData>();
  const [query, setQuery] = useState("");
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const searchId = useId();
  const uploadId = useId();
  const errorId = useId();

  const load = (page = 1) =>
    list.load(`${MEDIA_LIBRARY_PATH}?${new URLSearchParams({ kind, q: query, page: String(page) })}`);

  // Outside any form: the dialog is a child of <body>.
  useEffect(() => setContainer(document.body), []);
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    load();
    // Opened once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container]);

  const choose = (item: MediaItem) => {
    onPick(pickOf(item));
    dialog.current?.close();
  };

  // A new file lands in the library and is chosen at once.
  useEffect(() => {
    if (upload.state === "idle" && upload.data?.intent === "upload" && upload.data.item)
      choose(upload.data.item);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [upload.state, upload.data]);

  const sendFile = () => {
    const file = fileInput.current?.files?.[0];
    if (!file) return;
    const form = new FormData();
    form.set("intent", "upload");
    form.set("file", file);
    void upload.submit(form, { method: "post", action: MEDIA_LIBRARY_PATH, encType: "multipart/form-data" });
  };

  const page = list.data;
  const uploadError =
    upload.data?.intent === "upload" ? (upload.data.errors?.file?.[0] ?? upload.data.error) : undefined;
  if (!container) return null;
  return createPortal(
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(56rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-5 py-3">
        <h2 id={titleId} className="text-lg font-bold text-brand-900">
          {t("media.picker.title")}
        </h2>
        <button type="button" onClick={() => dialog.current?.close()} className={buttonClass}>
          {t("media.picker.close")}
        </button>
      </div>
      <div className="space-y-4 p-5">
        <div className="flex flex-wrap items-end gap-3">
          <div role="search" className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
                {t("media.screen.searchLabel")}
              </label>
              <input
                id={searchId}
                type="search"
                value={query}
                placeholder={t("media.screen.searchPlaceholder")}
                onChange={(event) => setQuery(event.currentTarget.value)}
                onKeyDown={(event) => {
                  // Enter searches here; it must not submit the content form around the dialog.
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  load();
                }}
                className="mt-1 rounded-md border border-slate-300 px-3 py-2"
              />
            </div>
            <button type="button" onClick={() => load()} className={buttonClass}>
              {t("media.screen.search")}
            </button>
          </div>
          <div className="ms-auto">
            <label htmlFor={uploadId} className="block text-sm font-medium text-slate-800">
              {t("media.picker.upload")}
            </label>
            <input
              ref={fileInput}
              id={uploadId}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              aria-describedby={uploadError ? errorId : undefined}
              aria-invalid={uploadError ? true : undefined}
              onChange={sendFile}
              className="mt-1 block text-sm file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-900"
            />
            {upload.state !== "idle" && (
              <p role="status" className="mt-1 text-sm text-slate-700">
                {t("media.picker.uploading")}
              </p>
            )}
            {uploadError && (
              <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
                {uploadError}
              </p>
            )}
          </div>
        </div>
        {!page ? (
          <p role="status">{t("media.picker.loading")}</p>
        ) : page.items.length === 0 ? (
          <p className="rounded-md bg-slate-100 p-4 text-slate-700">{t("media.picker.empty")}</p>
        ) : (
          <ul className="grid max-h-[50vh] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-4">
            {page.items.map((item) => {
              const name = item.alt_fr || item.alt_en || item.alt_ar || item.original_name || `#${item.id}`;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => choose(item)}
                    aria-label={t("media.picker.pick", { name })}
                    className="block w-full overflow-hidden rounded-lg border border-slate-200 text-start hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
                  >
                    {item.kind === "image" ? (
                      <img
                        src={item.variants[1]?.url ?? item.url}
                        alt=""
                        className="aspect-[4/3] w-full object-cover"
                        loading="lazy"
                      />
                    ) : (
                      <span className="flex aspect-[4/3] items-center justify-center bg-slate-100 text-sm">
                        {t("media.screen.document")}
                      </span>
                    )}
                    <span className="block truncate px-2 py-1 text-xs text-slate-700">
                      <bdi>{name}</bdi>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {page && page.pageCount > 1 && (
          <div className="flex items-center justify-between gap-2">
            <button
              type="button"
              disabled={page.page <= 1}
              onClick={() => load(page.page - 1)}
              className={buttonClass}
            >
              {t("media.screen.previous")}
            </button>
            <span className="text-sm text-slate-700">
              {t("media.screen.pageOf", { page: page.page, pageCount: page.pageCount })}
            </span>
            <button
              type="button"
              disabled={page.page >= page.pageCount}
              onClick={() => load(page.page + 1)}
              className={buttonClass}
            >
              {t("media.screen.next")}
            </button>
          </div>
        )}
      </div>
    </dialog>,
    container,
  );
}
