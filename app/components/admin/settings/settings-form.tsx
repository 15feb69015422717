/**
 * The settings screen's form (decision 030): a fieldset per topic, every input labelled, each refused
 * field marked with its message. It posts the whole form; without JavaScript it works the same.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FieldMessages, inputClass } from "~/components/admin/content/field-inputs";
import { Notice, NOTICE_MS, useTimed } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { LOCALES, type Locale } from "~/i18n/config";
import { useI18n } from "~/i18n/react";
import { weekdayKey } from "~/modules/settings/opening-hours";
import {
  claimField,
  CLAIM_ROWS,
  hoursField,
  RANGES_PER_DAY,
  socialField,
  socialRowsFor,
  type FormValues,
} from "~/modules/settings/settings-form";
import { WEEKDAYS } from "~/modules/settings/site-settings.schema";
import type { FieldErrors } from "~/modules/validation/validation";

interface InputProps {
  name: string;
  label: string;
  type?: "text" | "email" | "tel" | "url" | "time";
  hint?: string;
  lang?: Locale;
  inputMode?: "decimal";
}

function Fieldset(props: { legend: string; hint?: string; errors?: string[]; children: ReactNode }) {
  const id = `settings-${props.legend.replace(/\W+/g, "-")}`;
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <legend className="px-1 text-lg font-semibold text-brand-900">{props.legend}</legend>
      {props.hint && <p className="text-sm text-slate-600">{props.hint}</p>}
      <FieldMessages id={id} errors={props.errors} />
      {props.children}
    </fieldset>
  );
}

export function SettingsForm(props: {
  values: FormValues;
  errors: FieldErrors;
  message: string | null;
  isSaved: boolean;
}) {
  const { t } = useI18n();
  const { values, errors } = props;
  const navigation = useNavigation();
  const isBusy = navigation.state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  const [saved, closeSaved] = useTimed(props.isSaved ? t("siteSettings.screen.saved") : null, NOTICE_MS);

  // After a refused save, the focus goes to the first field to correct.
  useEffect(() => {
    if (Object.keys(props.errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [props.errors]);

  const input = (field: InputProps) => {
    const id = `settings-${field.name}`;
    const fieldErrors = errors[field.name];
    const describedBy =
      [field.hint ? `${id}-hint` : "", fieldErrors?.length ? `${id}-error` : ""].filter(Boolean).join(" ") ||
      undefined;
    const isText = field.type === undefined || field.type === "text";
    return (
      <div key={field.name}>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {field.label}
        </label>
        <input
          id={id}
          name={field.name}
          type={field.type ?? "text"}
          defaultValue={values[field.name] ?? ""}
          lang={field.lang}
          // Addresses, numbers and times read left to right in every language.
          dir={field.lang === "ar" ? "rtl" : field.lang || !isText ? "ltr" : undefined}
          inputMode={field.inputMode}
          aria-invalid={fieldErrors?.length ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
        <FieldMessages id={id} errors={fieldErrors} hint={field.hint} />
      </div>
    );
  };

  const languageName = (locale: Locale) => t(`common.languages.${locale}`);
  const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
  const socialRows = Array.from({ length: socialRowsFor(values) }, (_, index) => index + 1);

  return (
    <section>
      <PageHeader title={t("siteSettings.screen.title")} subtitle={t("siteSettings.screen.intro")} />
      <div className="mb-4 space-y-2">
        {saved && <Notice tone="success" message={saved} onClose={closeSaved} />}
        {props.message && <Notice tone="error" message={props.message} />}
      </div>
      <Form ref={form} method="post" noValidate aria-busy={isBusy} className="space-y-6">
        <Fieldset legend={t("siteSettings.screen.contactLegend")}>
          <div className="grid gap-4 md:grid-cols-2">
            {input({
              name: "contact_email",
              type: "email",
              label: t("siteSettings.screen.email"),
              hint: t("siteSettings.screen.emailHint"),
            })}
            {input({
              name: "contact_phone",
              type: "tel",
              label: t("siteSettings.screen.phone"),
              hint: t("siteSettings.screen.phoneHint"),
            })}
          </div>
        </Fieldset>

        <Fieldset legend={t("siteSettings.screen.addressLegend")}>
          <div className="grid gap-4 md:grid-cols-3">
            {LOCALES.map((locale) =>
              input({
                name: `address_${locale}`,
                label: `${t("siteSettings.screen.address")} (${languageName(locale)})`,
                lang: locale,
              }),
            )}
          </div>
          <fieldset className="rounded-md border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-800">
              {t("siteSettings.screen.positionLegend")}
            </legend>
            <p className="text-xs text-slate-600">{t("siteSettings.screen.positionHint")}</p>
            <div className="mt-2 grid gap-4 md:grid-cols-2">
              {input({ name: "map_lat", label: t("siteSettings.screen.latitude"), inputMode: "decimal" })}
              {input({ name: "map_lng", label: t("siteSettings.screen.longitude"), inputMode: "decimal" })}
            </div>
          </fieldset>
        </Fieldset>

        <Fieldset
          legend={t("siteSettings.screen.hoursLegend")}
          hint={t("siteSettings.screen.hoursHint")}
          errors={errors.opening_hours}
        >
          <div className="grid gap-3 lg:grid-cols-2">
            {WEEKDAYS.map((day) => (
              <fieldset key={day} className="rounded-md border border-slate-200 p-3">
                <legend className="px-1 text-sm font-semibold text-slate-800">
                  {capitalized(t(weekdayKey(day)))}
                </legend>
                <div className="grid grid-cols-2 gap-3">
                  {RANGES_PER_DAY.flatMap((range) => [
                    input({
                      name: hoursField(day, range, "opens"),
                      type: "time",
                      label: t("siteSettings.screen.opens", { range }),
                    }),
                    input({
                      name: hoursField(day, range, "closes"),
                      type: "time",
                      label: t("siteSettings.screen.closes", { range }),
                    }),
                  ])}
                </div>
              </fieldset>
            ))}
          </div>
        </Fieldset>

        <Fieldset
          legend={t("siteSettings.screen.socialLegend")}
          hint={t("siteSettings.screen.socialHint")}
          errors={errors.social_links}
        >
          <div className="grid gap-4 md:grid-cols-2">
            {socialRows.map((number) =>
              input({
                name: socialField(number),
                type: "url",
                label: t("siteSettings.screen.socialLink", { number }),
              }),
            )}
          </div>
        </Fieldset>

        <Fieldset legend={t("siteSettings.screen.claimsLegend")} hint={t("siteSettings.screen.claimsHint")}>
          <div className="grid gap-4 lg:grid-cols-3">
            {LOCALES.map((locale) => (
              <fieldset key={locale} className="rounded-md border border-slate-200 p-3">
                <legend className="px-1 text-sm font-semibold text-slate-800">{languageName(locale)}</legend>
                <FieldMessages id={`settings-claims-${locale}`} errors={errors[`footer_claims_${locale}`]} />
                <div className="space-y-3">
                  {CLAIM_ROWS.map((number) => (
                    <div key={number} className="grid grid-cols-2 gap-2">
                      {input({
                        name: claimField(locale, number, "value"),
                        label: t("siteSettings.screen.claimValue", { number }),
                        lang: locale,
                      })}
                      {input({
                        name: claimField(locale, number, "label"),
                        label: t("siteSettings.screen.claimLabel", { number }),
                        lang: locale,
                      })}
                    </div>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        </Fieldset>

        <button
          type="submit"
          disabled={isBusy}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {isBusy ? t("siteSettings.screen.saving") : t("siteSettings.screen.save")}
        </button>
      </Form>
    </section>
  );
}
