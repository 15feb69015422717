import { useI18n } from "~/i18n/react";
import type { FormResult } from "~/http/forms/results";
import { TextArea, TextField } from "./fields";
import { useVisitorForm } from "./use-visitor-form";
import { VisitorForm } from "./visitor-form";

/** §2 Join-us: the organisation form (/nous-rejoindre and /nousRejoindreHeader). */
export function JoinForm(props: { stamp: string; isSent: boolean; actionData?: FormResult }) {
  const { t } = useI18n();
  const form = useVisitorForm({
    actionData: props.actionData,
    isSent: props.isSent,
    successText: t("forms.join.success"),
    failureText: t("forms.join.failure"),
    connectionText: t("forms.errors.connection"),
  });
  const { errors, values } = form;
  return (
    <VisitorForm id="join-form" form={form} stamp={props.stamp} submitLabel={t("forms.join.submit")}>
      <TextField
        name="organisation"
        label={t("forms.join.fields.organisation")}
        autoComplete="organization"
        isRequired
        defaultValue={values.organisation}
        error={errors.organisation}
      />
      <TextField
        name="email"
        type="email"
        dir="ltr"
        label={t("forms.join.fields.email")}
        autoComplete="email"
        isRequired
        defaultValue={values.email}
        error={errors.email}
      />
      <TextArea
        name="message"
        label={t("forms.join.fields.message")}
        isRequired
        defaultValue={values.message}
        error={errors.message}
      />
    </VisitorForm>
  );
}
