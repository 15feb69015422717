import { useI18n } from "~/i18n/react";
import { COMMUNITY_ROLES } from "~/modules/forms/choices";
import type { FormResult } from "~/http/forms/results";
import { SelectField, TextField } from "./fields";
import { TermsCheckbox } from "./terms-checkbox";
import { useVisitorForm } from "./use-visitor-form";
import { VisitorForm } from "./visitor-form";

export function CommunityForm(props: { stamp: string; isSent: boolean; actionData?: FormResult }) {
  const { t } = useI18n();
  const form = useVisitorForm({
    actionData: props.actionData,
    isSent: props.isSent,
    successText: t("forms.community.success"),
    failureText: t("forms.errors.generic"),
    connectionText: t("forms.errors.connection"),
  });
  const { errors, values } = form;
  return (
    <VisitorForm
      id="community-form"
      form={form}
      stamp={props.stamp}
      submitLabel={t("forms.community.submit")}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="nom"
          label={t("forms.community.fields.nom")}
          autoComplete="family-name"
          isRequired
          defaultValue={values.nom}
          error={errors.nom}
        />
        <TextField
          name="prenom"
          label={t("forms.community.fields.prenom")}
          autoComplete="given-name"
          isRequired
          defaultValue={values.prenom}
          error={errors.prenom}
        />
      </div>
      <SelectField
        name="role"
        label={t("forms.community.fields.role")}
        isRequired
        placeholder={t("forms.community.chooseRole")}
        defaultValue={values.role}
        error={errors.role}
        options={COMMUNITY_ROLES.map((role) => ({ value: role, label: t(`forms.community.roles.${role}`) }))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="tel"
          type="tel"
          dir="ltr"
          label={t("forms.community.fields.tel")}
          autoComplete="tel"
          isRequired
          defaultValue={values.tel}
          error={errors.tel}
        />
        <TextField
          name="email"
          type="email"
          dir="ltr"
          label={t("forms.community.fields.email")}
          autoComplete="email"
          isRequired
          defaultValue={values.email}
          error={errors.email}
        />
      </div>
      <TermsCheckbox
        name="conditions"
        defaultChecked={values.conditions === "on"}
        error={errors.conditions}
      />
    </VisitorForm>
  );
}
