/**
 * How the rich-text editor gets an image (decision 027): a picker component behind a small interface,
 * so that another source (a media library) can replace the default by providing its own picker with
 * `ImagePickerContext`, without touching the editor.
 */
import { createContext, useId, useState, type ComponentType } from "react";
import type { Locale } from "~/i18n/config";
import { useI18n } from "~/i18n/react";

/** What the editor inserts: a web or media address, and its text for people who cannot see it. */
export interface PickedImage {
  src: string;
  alt: string;
}

export interface ImagePickerProps {
  /** The language of the text the image goes into (the alt text is written in it). */
  lang: Locale;
  onPick: (image: PickedImage) => void;
  onCancel: () => void;
}

export type ImagePicker = ComponentType<ImagePickerProps>;

/** An image the editor may show: on the web, or among this site's uploads (the server keeps the same). */
export const isImageAddress = (src: string) =>
  /^(?:https?:\/\/\S+|\/media\/[a-z0-9][a-z0-9/._-]*)$/i.test(src);

/** A site upload is stored by its path, so that the text does not depend on the site's address. */
export function storedAddress(url: string, origin: string): string {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && parsed.pathname.startsWith("/media/") ? parsed.pathname : url;
  } catch {
    return url;
  }
}

/** Uploads through the one upload path (POST /api/uploads/, validated by content on the server). */
async function upload(file: File): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  const answer = await fetch("/api/uploads/", { method: "POST", body, credentials: "same-origin" });
  const json = (await answer.json().catch(() => ({}))) as { secure_url?: string; error?: string };
  if (!answer.ok || !json.secure_url) throw new Error(json.error ?? String(answer.status));
  return storedAddress(json.secure_url, window.location.origin);
}

/** The default picker: upload a new image or give the address of one already uploaded, with its alt text. */
export function UploadImagePicker(props: ImagePickerProps) {
  const { t } = useI18n();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState("");
  const [alt, setAlt] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const insert = async () => {
    setError(null);
    if (!file && !url.trim()) return setError(t("richText.imageDialog.missing"));
    if (!file && !isImageAddress(storedAddress(url.trim(), window.location.origin)))
      return setError(t("richText.imageDialog.invalidUrl"));
    try {
      setIsBusy(true);
      const src = file ? await upload(file) : storedAddress(url.trim(), window.location.origin);
      props.onPick({ src, alt: alt.trim() });
    } catch (failure) {
      setError(t("richText.imageDialog.uploadError", { error: (failure as Error).message }));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={`${id}-file`} className="block text-sm font-medium text-slate-800">
          {t("richText.imageDialog.upload")}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
          className="mt-1 block text-sm file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-900"
        />
      </div>
      <div>
        <label htmlFor={`${id}-url`} className="block text-sm font-medium text-slate-800">
          {t("richText.imageDialog.url")}
        </label>
        <input
          id={`${id}-url`}
          type="text"
          dir="ltr"
          inputMode="url"
          value={url}
          placeholder="/media/… https://…"
          onChange={(event) => setUrl(event.currentTarget.value)}
          className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
        />
      </div>
      <div>
        <label htmlFor={`${id}-alt`} className="block text-sm font-medium text-slate-800">
          {t("richText.imageDialog.alt")}
        </label>
        <input
          id={`${id}-alt`}
          type="text"
          lang={props.lang}
          dir={props.lang === "ar" ? "rtl" : "ltr"}
          value={alt}
          aria-describedby={`${id}-alt-hint`}
          onChange={(event) => setAlt(event.currentTarget.value)}
          className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
        />
        <p id={`${id}-alt-hint`} className="mt-1 text-xs text-slate-600">
          {t("richText.imageDialog.altHint")}
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={isBusy}
          onClick={() => void insert()}
          className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {isBusy ? t("richText.imageDialog.uploading") : t("richText.imageDialog.insert")}
        </button>
        <button
          type="button"
          onClick={props.onCancel}
          className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
        >
          {t("richText.imageDialog.cancel")}
        </button>
      </div>
    </div>
  );
}

/** The picker the editor uses; a media library provides its own here. */
export const ImagePickerContext = createContext<ImagePicker>(UploadImagePicker);
