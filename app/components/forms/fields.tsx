/**
 * Labelled inputs of the visitors' forms. Each field shows its first error under it, linked with
 * aria-describedby and aria-invalid; required fields carry an asterisk and a spoken "(required)".
 */
import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import { HONEYPOT_FIELD, SCRIPT_FIELD, STAMP_FIELD } from "~/modules/forms/field-names";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm " +
  "focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-accent-500 " +
  "aria-invalid:border-red-700";

interface FieldProps {
  name: string;
  label: string;
  error?: string;
  isRequired?: boolean;
  hint?: string;
  defaultValue?: string;
}

function Label({ htmlFor, label, isRequired }: { htmlFor: string; label: string; isRequired?: boolean }) {
  const { t } = useI18n();
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {label}
      {isRequired && (
        <>
          <span aria-hidden="true" className="ms-1 text-red-700">
            *
          </span>
          <span className="sr-only"> {t("forms.requiredMark")}</span>
        </>
      )}
    </label>
  );
}

const describedBy = (name: string, error?: string, hint?: string) =>
  [hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ") || undefined;

function Help({ name, error, hint }: { name: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={`${name}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

export function TextField(
  props: FieldProps & { type?: "text" | "email" | "tel" | "url"; autoComplete?: string; dir?: "ltr" },
) {
  return (
    <div>
      <Label htmlFor={props.name} label={props.label} isRequired={props.isRequired} />
      <input
        id={props.name}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        required={props.isRequired}
        dir={props.dir}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.name, props.error, props.hint)}
        className={`${inputClass} ${props.dir === "ltr" ? "rtl:text-end" : ""}`}
      />
      <Help name={props.name} error={props.error} hint={props.hint} />
    </div>
  );
}

export function TextArea(props: FieldProps) {
  return (
    <div>
      <Label htmlFor={props.name} label={props.label} isRequired={props.isRequired} />
      <textarea
        id={props.name}
        name={props.name}
        defaultValue={props.defaultValue}
        required={props.isRequired}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.name, props.error, props.hint)}
        // §9: 4 rows under 640 px, else 6.
        className={`${inputClass} h-28 resize-y sm:h-40`}
      />
      <Help name={props.name} error={props.error} hint={props.hint} />
    </div>
  );
}

export function SelectField(
  props: FieldProps & { options: Array<{ value: string; label: string }>; placeholder?: string },
) {
  return (
    <div>
      <Label htmlFor={props.name} label={props.label} isRequired={props.isRequired} />
      <select
        id={props.name}
        name={props.name}
        defaultValue={props.defaultValue ?? ""}
        required={props.isRequired}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.name, props.error, props.hint)}
        className={inputClass}
      >
        {props.placeholder !== undefined && (
          <option value="" disabled>
            {props.placeholder}
          </option>
        )}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Help name={props.name} error={props.error} hint={props.hint} />
    </div>
  );
}

export function CheckboxField(
  props: Omit<FieldProps, "defaultValue"> & { defaultChecked?: boolean; children?: ReactNode },
) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={props.name}
          name={props.name}
          type="checkbox"
          defaultChecked={props.defaultChecked}
          required={props.isRequired}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy(props.name, props.error, props.hint)}
          className="mt-1 size-4 shrink-0 accent-brand-700"
        />
        <Label htmlFor={props.name} label={props.label} isRequired={props.isRequired} />
      </div>
      {props.children && <div className="ms-7 mt-1 text-sm">{props.children}</div>}
      <div className="ms-7">
        <Help name={props.name} error={props.error} hint={props.hint} />
      </div>
    </div>
  );
}

export function FileField(props: Omit<FieldProps, "defaultValue"> & { accept: string }) {
  return (
    <div>
      <Label htmlFor={props.name} label={props.label} isRequired={props.isRequired} />
      <input
        id={props.name}
        name={props.name}
        type="file"
        accept={props.accept}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.name, props.error, props.hint)}
        className="mt-1 block w-full text-sm text-slate-800 file:me-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
      />
      <Help name={props.name} error={props.error} hint={props.hint} />
    </div>
  );
}

/**
 * The hidden anti-spam fields: a honeypot people never see nor reach with the keyboard, the signed
 * render time, and (once scripts run) the mark that asks the action for data instead of a redirect.
 */
export function SpamFields(props: { formId: string; stamp: string; isScripted: boolean }) {
  const { t } = useI18n();
  const id = `${props.formId}-${HONEYPOT_FIELD}`;
  return (
    <>
      <div aria-hidden="true" className="absolute -start-[9999px] top-auto size-px overflow-hidden">
        <label htmlFor={id}>{t("forms.honeypot")}</label>
        <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={STAMP_FIELD} value={props.stamp} />
      {props.isScripted && <input type="hidden" name={SCRIPT_FIELD} value="1" />}
    </>
  );
}

export function SubmitButton({ label, isSending }: { label: string; isSending: boolean }) {
  const { t } = useI18n();
  return (
    <button
      type="submit"
      disabled={isSending}
      aria-disabled={isSending || undefined}
      className="inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
    >
      {isSending ? t("forms.sending") : label}
      {!isSending && <Icon name="send" className="size-4 rtl:-scale-x-100" />}
    </button>
  );
}

/** The form's outcome, inside a live region that is always present so that changes are announced. */
export function FormMessage({ tone, text }: { tone: "success" | "error"; text: string }) {
  return (
    <div
      className={`flex items-start gap-2 rounded-md border p-3 text-sm ${
        tone === "error"
          ? "border-red-300 bg-red-50 text-red-800"
          : "border-green-300 bg-green-50 text-green-800"
      }`}
    >
      <Icon name={tone === "error" ? "close" : "check"} className="mt-0.5 size-4 shrink-0" />
      <p>{text}</p>
    </div>
  );
}
