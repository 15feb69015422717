import { useI18n } from "~/i18n/react";
import type { FormResult } from "~/http/forms/results";
import { FileField, TextArea, TextField } from "./fields";
import { TermsCheckbox } from "./terms-checkbox";
import { useVisitorForm } from "./use-visitor-form";
import { VisitorForm } from "./visitor-form";

/** §9: the partner form's success banner shows for 5 s. */
export const PARTNER_SUCCESS_MS = 5_000;

export function PartnerForm(props: { stamp: string; isSent: boolean; actionData?: FormResult }) {
  const { t } = useI18n();
  const form = useVisitorForm({
    actionData: props.actionData,
    isSent: props.isSent,
    successText: t("forms.partner.success"),
    failureText: t("forms.partner.failure"),
    connectionText: t("forms.errors.connection"),
    successForMs: PARTNER_SUCCESS_MS,
  });
  const { errors, values } = form;
  return (
    <VisitorForm
      id="partner-form"
      title={t("forms.partner.formTitle")}
      form={form}
      stamp={props.stamp}
      submitLabel={t("forms.partner.submit")}
      isMultipart
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="last_name"
          label={t("forms.partner.fields.last_name")}
          autoComplete="family-name"
          isRequired
          defaultValue={values.last_name}
          error={errors.last_name}
        />
        <TextField
          name="first_name"
          label={t("forms.partner.fields.first_name")}
          autoComplete="given-name"
          isRequired
          defaultValue={values.first_name}
          error={errors.first_name}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="role"
          label={t("forms.partner.fields.role")}
          autoComplete="organization-title"
          isRequired
          defaultValue={values.role}
          error={errors.role}
        />
        <TextField
          name="organisation"
          label={t("forms.partner.fields.organisation")}
          autoComplete="organization"
          defaultValue={values.organisation}
          error={errors.organisation}
        />
      </div>
      <TextField
        name="website_url"
        type="url"
        dir="ltr"
        label={t("forms.partner.fields.website_url")}
        autoComplete="url"
        hint={t("forms.partner.websiteHint")}
        defaultValue={values.website_url}
        error={errors.website_url}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="email"
          type="email"
          dir="ltr"
          label={t("forms.partner.fields.email")}
          autoComplete="email"
          isRequired
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          name="phone"
          type="tel"
          dir="ltr"
          label={t("forms.partner.fields.phone")}
          autoComplete="tel"
          isRequired
          defaultValue={values.phone}
          error={errors.phone}
        />
      </div>
      <TextArea
        name="message"
        label={t("forms.partner.fields.message")}
        isRequired
        defaultValue={values.message}
        error={errors.message}
      />
      <FileField
        name="logo"
        label={t("forms.partner.fields.logo")}
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        hint={t("forms.partner.logoHint")}
        error={errors.logo}
      />
      <TermsCheckbox
        name="accept_terms"
        defaultChecked={values.accept_terms === "on"}
        error={errors.accept_terms}
      />
    </VisitorForm>
  );
}
