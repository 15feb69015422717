import type { ReactNode } from "react";
import { useI18n } from "~/i18n/react";
import { FormMessage, SpamFields, SubmitButton } from "./fields";
import type { useVisitorForm } from "./use-visitor-form";

/** The frame of a visitors' form: outcome message, required-fields hint, anti-spam fields, submit. */
export function VisitorForm(props: {
  id: string;
  title?: string;
  form: ReturnType<typeof useVisitorForm>;
  stamp: string;
  submitLabel: string;
  isMultipart?: boolean;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const { form } = props;
  const FetcherForm = form.fetcher.Form;
  return (
    <section aria-labelledby={props.title ? `${props.id}-title` : undefined}>
      {props.title && (
        <h2 id={`${props.id}-title`} className="text-xl font-semibold text-brand-900">
          {props.title}
        </h2>
      )}
      <div
        ref={form.messageRef}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="mt-4 outline-none empty:hidden"
      >
        {form.message && <FormMessage tone={form.message.tone} text={form.message.text} />}
      </div>
      <FetcherForm
        key={form.formKey}
        ref={form.formRef}
        id={props.id}
        method="post"
        encType={props.isMultipart ? "multipart/form-data" : undefined}
        noValidate
        onChange={form.onChange}
        className="relative mt-4 space-y-5"
      >
        <p className="text-sm text-slate-600">{t("forms.requiredHint")}</p>
        <SpamFields formId={props.id} stamp={props.stamp} isScripted={form.isHydrated} />
        {props.children}
        <SubmitButton label={props.submitLabel} isSending={form.isSending} />
      </FetcherForm>
    </section>
  );
}
