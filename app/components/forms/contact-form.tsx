import { useI18n } from "~/i18n/react";
import { CONTACT_CATEGORIES } from "~/modules/forms/choices";
import type { FormResult } from "~/http/forms/results";
import { SelectField, TextArea, TextField } from "./fields";
import { useVisitorForm } from "./use-visitor-form";
import { VisitorForm } from "./visitor-form";

export function ContactForm(props: { stamp: string; isSent: boolean; actionData?: FormResult }) {
  const { t } = useI18n();
  const form = useVisitorForm({
    actionData: props.actionData,
    isSent: props.isSent,
    successText: t("forms.contact.success"),
    failureText: t("forms.errors.generic"),
    connectionText: t("forms.errors.connection"),
  });
  const { errors, values } = form;
  return (
    <VisitorForm
      id="contact-form"
      title={t("forms.contact.formTitle")}
      form={form}
      stamp={props.stamp}
      submitLabel={t("forms.contact.submit")}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="name"
          label={t("forms.contact.fields.name")}
          autoComplete="name"
          isRequired
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          name="email"
          type="email"
          dir="ltr"
          label={t("forms.contact.fields.email")}
          autoComplete="email"
          isRequired
          defaultValue={values.email}
          error={errors.email}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="subject"
          label={t("forms.contact.fields.subject")}
          isRequired
          defaultValue={values.subject}
          error={errors.subject}
        />
        <SelectField
          name="category"
          label={t("forms.contact.fields.category")}
          defaultValue={values.category || "general"}
          error={errors.category}
          options={CONTACT_CATEGORIES.map((category) => ({
            value: category,
            label: t(`forms.contact.categories.${category}`),
          }))}
        />
      </div>
      <TextArea
        name="message"
        label={t("forms.contact.fields.message")}
        isRequired
        defaultValue={values.message}
        error={errors.message}
      />
    </VisitorForm>
  );
}
