import { Link } from "react-router";
import { useI18n } from "~/i18n/react";
import { CheckboxField } from "./fields";

/** The consent box of the community and partner forms; its time is stored with the submission. */
export function TermsCheckbox(props: { name: string; defaultChecked: boolean; error?: string }) {
  const { t } = useI18n();
  return (
    <CheckboxField
      name={props.name}
      label={t("forms.terms.label")}
      isRequired
      defaultChecked={props.defaultChecked}
      error={props.error}
    >
      <Link to="/politique-confidentialite" className="text-brand-700 underline underline-offset-2">
        {t("forms.terms.details")}
      </Link>
    </CheckboxField>
  );
}
