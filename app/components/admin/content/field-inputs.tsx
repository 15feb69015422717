/** The inputs of the content forms, one per field type of the content registry. */
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Locale } from "~/i18n/config";
import { useI18n } from "~/i18n/react";
import type { FieldSpec } from "~/modules/content/fields";
import type { MediaPick } from "~/modules/media/library";
import { MediaPicker } from "~/components/admin/media/media-picker";

export const inputClass =
  "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600";

export interface FieldProps {
  id: string;
  name: string;
  label: ReactNode;
  spec: FieldSpec;
  defaultValue: string;
  errors?: string[];
  /** Set on translated inputs, so Arabic text is typed right to left. */
  lang?: Locale;
  hint?: string;
  /** A flag beside the label that the field's text needs a look (a machine translation, decision 031). */
  mark?: string;
}

const isRequired = (spec: FieldSpec) => "required" in spec && spec.required === true;

export function FieldLabel(props: { htmlFor: string; label: ReactNode; isRequired: boolean }) {
  const { t } = useI18n();
  return (
    <label htmlFor={props.htmlFor} className="block text-sm font-medium text-slate-800">
      {props.label}
      {props.isRequired && (
        <>
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
          <span className="sr-only"> ({t("admin.content.form.requiredMark")})</span>
        </>
      )}
    </label>
  );
}

/** The field's flag, under its label; inputs name it in aria-describedby. */
export function FieldMark(props: { id: string; mark?: string }) {
  if (!props.mark) return null;
  return (
    <p
      id={`${props.id}-mark`}
      className="mt-1 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900"
    >
      {props.mark}
    </p>
  );
}

export function FieldMessages(props: { id: string; errors?: string[]; hint?: string }) {
  return (
    <>
      {props.hint && (
        <p id={`${props.id}-hint`} className="mt-1 text-xs text-slate-600">
          {props.hint}
        </p>
      )}
      {props.errors?.map((error) => (
        <p key={error} id={`${props.id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ))}
    </>
  );
}

const describedBy = (props: { id: string; errors?: string[]; hint?: string; mark?: string }) =>
  [
    props.mark ? `${props.id}-mark` : "",
    props.hint ? `${props.id}-hint` : "",
    props.errors?.length ? `${props.id}-error` : "",
  ]
    .filter(Boolean)
    .join(" ") || undefined;

const INPUT_TYPES: Partial<Record<FieldSpec["type"], string>> = {
  url: "url",
  date: "date",
  time: "time",
  integer: "number",
  datetime: "datetime-local",
};

/** Text, URL, date, time and number fields. */
export function ScalarField(props: FieldProps) {
  const { spec } = props;
  const common = {
    id: props.id,
    name: props.name,
    defaultValue: props.defaultValue,
    lang: props.lang,
    // Addresses, dates and numbers read left to right in every language.
    dir:
      spec.type !== "text" || props.lang !== undefined
        ? props.lang === "ar" && spec.type === "text"
          ? ("rtl" as const)
          : ("ltr" as const)
        : undefined,
    "aria-required": isRequired(spec) || undefined,
    "aria-invalid": props.errors?.length ? true : undefined,
    "aria-describedby": describedBy(props),
    className: inputClass,
  };
  return (
    <div>
      <FieldLabel htmlFor={props.id} label={props.label} isRequired={isRequired(spec)} />
      <FieldMark id={props.id} mark={props.mark} />
      {spec.type === "text" && spec.multiline ? (
        // §9: textareas have 4 rows under 640 px, 6 above.
        <textarea {...common} rows={6} className={`${inputClass} max-sm:h-28`} />
      ) : (
        <input
          {...common}
          type={INPUT_TYPES[spec.type] ?? "text"}
          {...(spec.type === "integer" ? { min: 0, step: 1, inputMode: "numeric" as const } : {})}
          {...(spec.type === "url" ? { inputMode: "url" as const, placeholder: "https://" } : {})}
        />
      )}
      <FieldMessages id={props.id} errors={props.errors} hint={props.hint} />
    </div>
  );
}

/**
 * An image chosen from disk or from the media library (decision 029), with the stored image (edit) and a
 * preview of the new one. A library pick is sent as the field's text value (its address); the server
 * accepts only a library image there.
 */
export function ImageField(props: Omit<FieldProps, "defaultValue"> & { currentUrl: string | null }) {
  const { t } = useI18n();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [picked, setPicked] = useState<MediaPick | null>(null);
  const [isPicking, setPicking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);
  // The form is reset after a successful save: the preview goes with the chosen file.
  useEffect(() => {
    const form = input.current?.form;
    const clear = () => {
      setPreviewUrl(null);
      setPicked(null);
    };
    form?.addEventListener("reset", clear);
    return () => form?.removeEventListener("reset", clear);
  }, []);
  return (
    <div>
      <FieldLabel htmlFor={props.id} label={props.label} isRequired={isRequired(props.spec)} />
      <div className="mt-1 flex flex-wrap items-start gap-4">
        <input
          ref={input}
          id={props.id}
          name={props.name}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          aria-required={isRequired(props.spec) || undefined}
          aria-invalid={props.errors?.length ? true : undefined}
          aria-describedby={describedBy(props)}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setPreviewUrl(file && file.type.startsWith("image/") ? URL.createObjectURL(file) : null);
            if (file) setPicked(null);
          }}
          className="block text-sm file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-900"
        />
        <button
          type="button"
          onClick={() => setPicking(true)}
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          {picked ? t("media.picker.change") : t("media.picker.choose")}
        </button>
        {picked && <input type="hidden" name={props.name} value={picked.url} />}
        {isPicking && (
          <MediaPicker
            onClose={() => setPicking(false)}
            onPick={(pick) => {
              setPicked(pick);
              setPreviewUrl(null);
              if (input.current) input.current.value = "";
            }}
          />
        )}
        {picked ? (
          <figure className="text-xs text-slate-600">
            <img src={picked.url} alt={picked.alt_fr} className="h-24 rounded object-cover" />
            <figcaption className="mt-1">
              {t("media.picker.picked")}{" "}
              <button type="button" onClick={() => setPicked(null)} className="text-brand-700 underline">
                {t("media.picker.clear")}
              </button>
            </figcaption>
          </figure>
        ) : previewUrl ? (
          <figure className="text-xs text-slate-600">
            <img
              src={previewUrl}
              alt={t("admin.content.form.newImage")}
              className="h-24 rounded object-cover"
            />
            <figcaption className="mt-1">{t("admin.content.form.newImage")}</figcaption>
          </figure>
        ) : (
          props.currentUrl && (
            <figure className="text-xs text-slate-600">
              <img
                src={props.currentUrl}
                alt={t("admin.content.form.currentImage")}
                className="h-24 rounded object-cover"
              />
              <figcaption className="mt-1">{t("admin.content.form.currentImage")}</figcaption>
            </figure>
          )
        )}
      </div>
      <FieldMessages id={props.id} errors={props.errors} hint={props.hint} />
    </div>
  );
}

/** A document (.pdf, .doc, .docx, .zip); the server checks the bytes, `accept` only helps the picker. */
export function DocumentField(props: Omit<FieldProps, "defaultValue"> & { currentUrl: string | null }) {
  const { t } = useI18n();
  return (
    <div>
      <FieldLabel htmlFor={props.id} label={props.label} isRequired={isRequired(props.spec)} />
      <input
        id={props.id}
        name={props.name}
        type="file"
        accept=".pdf,.doc,.docx,.zip,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/zip"
        aria-required={isRequired(props.spec) || undefined}
        aria-invalid={props.errors?.length ? true : undefined}
        aria-describedby={describedBy(props)}
        className="mt-1 block text-sm file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-900"
      />
      {props.currentUrl && (
        <p className="mt-1 text-xs text-slate-600">
          <span className="me-1">{t("admin.content.form.currentFile")}</span>
          <a href={props.currentUrl} className="text-brand-700 underline" target="_blank" rel="noreferrer">
            {props.currentUrl.split("/").pop()}
          </a>
        </p>
      )}
      <FieldMessages id={props.id} errors={props.errors} hint={props.hint} />
    </div>
  );
}
