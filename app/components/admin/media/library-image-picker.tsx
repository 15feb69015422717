/**
 * The rich-text editor's image picker (the interface of decision 027) over the media library (decision
 * 029): the library's dialog opens at once — search, pick, or upload a new file into the library — then
 * the chosen image is shown with its alt text in the language of the text it goes into, which the editor
 * may adapt before inserting it. The alt text of another language is never used: it would be read in
 * the wrong language (the public pages mark a fallback's language; an `alt` inside a text cannot).
 */
import { useEffect, useId, useRef, useState } from "react";
import { useI18n } from "~/i18n/react";
import type { MediaPick } from "~/modules/media/library";
import type { ImagePickerProps } from "../rich-text/image-picker";
import { MediaPicker } from "./media-picker";

const secondaryButton =
  "rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50";

export function LibraryImagePicker({ lang, onPick, onCancel }: ImagePickerProps) {
  const { t } = useI18n();
  const altId = useId();
  const hintId = useId();
  const [isChoosing, setChoosing] = useState(true);
  const [chosen, setChosen] = useState<MediaPick | null>(null);
  const [alt, setAlt] = useState("");
  // The dialog's close event follows the pick within the same turn: a ref sees the pick, state would not.
  const chosenRef = useRef<MediaPick | null>(null);
  const altInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (chosen && !isChoosing) altInput.current?.focus();
  }, [chosen, isChoosing]);

  const insert = () => {
    if (chosen) onPick({ src: chosen.url, alt: alt.trim() });
  };
  const libraryAlt = chosen?.[`alt_${lang}`] ?? "";

  return (
    <div className="space-y-3">
      {isChoosing && (
        // Escape closes the dialog only (its own close says what follows), not the editor's panel
        // around it: React passes a portal's events to its parents in the component tree.
        <div onKeyDown={(event) => event.key === "Escape" && event.stopPropagation()}>
          <MediaPicker
            onPick={(pick) => {
              chosenRef.current = pick;
              setChosen(pick);
              setAlt(pick[`alt_${lang}`]);
            }}
            onClose={() => {
              setChoosing(false);
              if (!chosenRef.current) onCancel();
            }}
          />
        </div>
      )}
      {chosen && (
        <>
          <div className="flex flex-wrap items-start gap-4">
            <figure className="text-xs text-slate-600">
              {/* The alt text is the field beside it; the thumbnail only shows which image. */}
              <img src={chosen.url} alt="" className="h-24 rounded object-cover" />
              <figcaption className="mt-1">{t("media.picker.picked")}</figcaption>
            </figure>
            <div className="min-w-60 flex-1">
              <label htmlFor={altId} className="block text-sm font-medium text-slate-800">
                {t("richText.imageDialog.alt")}
              </label>
              <input
                ref={altInput}
                id={altId}
                type="text"
                lang={lang}
                dir={lang === "ar" ? "rtl" : "ltr"}
                value={alt}
                aria-describedby={hintId}
                onChange={(event) => setAlt(event.currentTarget.value)}
                onKeyDown={(event) => {
                  // Enter inserts the image; it must not submit the content form around the editor.
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  insert();
                }}
                className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
              />
              <p id={hintId} className="mt-1 text-xs text-slate-600">
                {libraryAlt
                  ? t("editorial.imagePicker.altFromLibrary")
                  : t("editorial.imagePicker.noAltInLibrary")}{" "}
                {t("richText.imageDialog.altHint")}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              onClick={insert}
              className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t("richText.imageDialog.insert")}
            </button>
            <button type="button" onClick={() => setChoosing(true)} className={secondaryButton}>
              {t("media.picker.change")}
            </button>
            <button type="button" onClick={onCancel} className={secondaryButton}>
              {t("richText.imageDialog.cancel")}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
