import { useEffect, useRef, useState } from "react";
import { Link, type FetcherWithComponents } from "react-router";
import { LOCALES, type Locale } from "~/i18n/config";
import { useI18n } from "~/i18n/react";
import type { Messages } from "~/i18n/locales/fr";
import type { FieldSpec } from "~/modules/content/fields";
import { useRedirected } from "../use-redirected";
import { DocumentField, ImageField, ScalarField } from "./field-inputs";
import { LanguageTabs } from "./language-tabs";
import { isoToZoned } from "~/i18n/time-zone";
import {
  fieldsOf,
  plainFields,
  SCHEDULE_FIELDS,
  translatedBases,
  type ContentRowData,
  type ContentScreen,
} from "./screens";
import { ADMIN } from "~/lib/paths";
import { LibraryImagePicker } from "../media/library-image-picker";
import { ImagePickerContext } from "../rich-text/image-picker";
import { RichTextField } from "../rich-text/rich-text-field";
import {
  isTranslationLocale,
  TRANSLATION_FILTER_PARAM,
  TRANSLATION_LOCALES,
  type TranslationLocale,
  type TranslationStates,
} from "~/modules/content/translation-status";
import { DraftForm, TranslationPanel } from "./translation-panel";

export interface ContentActionData {
  intent: "save" | "delete" | "draft" | "unknown";
  formError: string;
  /** A draft's language and, when it worked, what to tell the editor (decision 031). */
  locale?: TranslationLocale;
  notice?: string;
  errors?: Record<string, string[]>;
  /** The text values sent, so a form posted without JavaScript comes back filled in. */
  values?: Record<string, string>;
  /** The item changed since the form was opened (decision 028). */
  isConflict?: boolean;
}

/**
 * "Preview": the form as it is, unsaved, posted to the preview page in a new tab. The form's own submit
 * is the fetcher's (a save); this one is the browser's, aimed elsewhere, so nothing is saved. Without
 * JavaScript the button's formaction and formtarget do the same.
 */
function PreviewButton(props: { form: React.RefObject<HTMLFormElement | null>; resource: string }) {
  const { t, locale } = useI18n();
  const action = `${ADMIN.livePreview}/${props.resource}?lng=${locale}`;
  return (
    <button
      type="submit"
      formAction={action}
      formTarget="_blank"
      formMethod="post"
      formNoValidate
      title={t("revisions.preview.hint")}
      onClick={(event) => {
        const form = props.form.current;
        if (!form) return;
        event.preventDefault();
        const saved = { action: form.getAttribute("action"), target: form.getAttribute("target") };
        form.setAttribute("action", action);
        form.setAttribute("target", "_blank");
        HTMLFormElement.prototype.submit.call(form);
        for (const [name, value] of Object.entries(saved)) {
          if (value === null) form.removeAttribute(name);
          else form.setAttribute(name, value);
        }
      }}
      className="rounded-md border border-brand-300 px-4 py-2 font-medium text-brand-800 hover:bg-brand-50"
    >
      {t("revisions.preview.button")}
    </button>
  );
}

type FieldLabelKey = keyof Messages["admin"]["content"]["fields"];

function initialValue(
  spec: FieldSpec,
  name: string,
  editing: ContentRowData | null,
  timeZone: string,
): string {
  if (!editing) return spec.type === "integer" && name.endsWith("_score") ? "0" : "";
  const value = editing[name];
  if (value === null || value === undefined) return "";
  // Stored in UTC; the form shows and takes the site's wall-clock time (decision 028).
  if (spec.type === "datetime") return isoToZoned(String(value), timeZone);
  // A stored time is HH:MM:SS; the time input and §2 show HH:MM.
  return spec.type === "time" ? String(value).slice(0, 5) : String(value);
}

const mediaUrl = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/**
 * The add/edit form of a content screen, built from the registry: translated fields behind the
 * fr/en/ar switch, the other fields below, and the publication flag (drafts).
 */
export function ContentForm(props: {
  screen: ContentScreen;
  editing: ContentRowData | null;
  page: number;
  fetcher: FetcherWithComponents<ContentActionData>;
  result: ContentActionData | undefined;
  autoFocus?: boolean;
  /** The site's time zone (SITE_TIME_ZONE): publication times are shown and typed in it. */
  timeZone: string;
  /** The translation workflow (decision 031): the edited item's state, the list's filter, the model. */
  translation?: {
    editing: TranslationStates | null;
    canDraft: boolean;
    filter: TranslationLocale | null;
  };
  drafter?: FetcherWithComponents<ContentActionData>;
  draftResult?: ContentActionData;
}) {
  const { t } = useI18n();
  const { screen, editing, fetcher } = props;
  const states = editing ? props.translation?.editing : null;
  const fields = fieldsOf(screen);
  const bases = translatedBases(screen);
  const others = plainFields(screen);
  const errors = props.result?.intent === "save" ? (props.result.errors ?? {}) : {};
  const sent = props.result?.intent === "save" ? props.result.values : undefined;
  const [language, setLanguage] = useState<Locale>("fr");
  const form = useRef<HTMLFormElement>(null);
  const isBusy = fetcher.state !== "idle";
  const idPrefix = `${screen.key}-form`;

  const languagesWithErrors = LOCALES.filter((locale) => bases.some((base) => errors[`${base}_${locale}`]));

  // After a refused save, show the first language with an error and put the focus on that field.
  useEffect(() => {
    if (!props.result?.errors) return;
    const first = LOCALES.find((locale) =>
      Object.keys(props.result?.errors ?? {}).some((name) => name.endsWith(`_${locale}`)),
    );
    if (first) setLanguage(first);
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }, [props.result]);

  // A successful save redirects: clear the form for the next item.
  useRedirected(fetcher, () => {
    form.current?.reset();
    setLanguage("fr");
  });

  useEffect(() => {
    if (props.autoFocus)
      form.current?.querySelector<HTMLElement>("input:not([type=hidden]), textarea")?.focus();
  }, [props.autoFocus]);

  const label = (name: string) => t(`admin.content.fields.${name as FieldLabelKey}`);
  /** A machine draft waiting for review takes the field's place until it is saved (decision 031). */
  const draftOf = (name: string, lang: Locale | undefined) =>
    isTranslationLocale(lang) ? states?.[lang].drafts[name.slice(0, -3)] : undefined;
  const valueOf = (name: string, spec: FieldSpec, lang?: Locale) =>
    sent?.[name] ?? draftOf(name, lang) ?? initialValue(spec, name, editing, props.timeZone);

  const renderField = (name: string, options: { lang?: Locale; labelSuffix?: string } = {}) => {
    const spec = fields[name];
    if (!spec) return null;
    const id = `${idPrefix}-${name}`;
    const base = options.lang ? name.slice(0, -3) : name;
    const lang = options.lang;
    const draft = sent?.[name] === undefined ? draftOf(name, lang) : undefined;
    const fieldState = isTranslationLocale(lang) ? states?.[lang].fields[base] : undefined;
    const mark = draft !== undefined ? t("translations.form.machineDraft") : undefined;
    const hint = mark
      ? undefined
      : fieldState === "outdated"
        ? t("translations.form.fieldOutdated")
        : undefined;
    // A new draft replaces what the field showed: a new key mounts it with the draft.
    const key =
      draft !== undefined && isTranslationLocale(lang) ? `${name}-${states?.[lang].draftedAt}` : name;
    const fieldLabel = (
      <>
        {label(base)}
        {options.labelSuffix && <span className="sr-only"> ({options.labelSuffix})</span>}
      </>
    );
    if (spec.type === "image" || spec.type === "mediaUrl") {
      return (
        <ImageField
          key={name}
          id={id}
          name={name}
          label={fieldLabel}
          spec={spec}
          errors={errors[name]}
          currentUrl={editing ? mediaUrl(editing[name]) : null}
          hint={editing && mediaUrl(editing[name]) ? t("admin.content.form.keepImageHint") : undefined}
        />
      );
    }
    if (spec.type === "document") {
      return (
        <DocumentField
          key={name}
          id={id}
          name={name}
          label={fieldLabel}
          spec={spec}
          errors={errors[name]}
          currentUrl={editing ? mediaUrl(editing[name]) : null}
          hint={editing && mediaUrl(editing[name]) ? t("admin.content.form.keepFileHint") : undefined}
        />
      );
    }
    if (spec.type === "flag") return null;
    if (spec.type === "richText") {
      // The editor's images come from the media library (decisions 027 and 029).
      return (
        <ImagePickerContext.Provider key={key} value={LibraryImagePicker}>
          <RichTextField
            id={id}
            name={name}
            label={fieldLabel}
            labelText={options.labelSuffix ? `${label(base)} (${options.labelSuffix})` : label(base)}
            spec={spec}
            lang={options.lang}
            defaultValue={valueOf(name, spec, lang)}
            errors={errors[name]}
            mark={mark}
            hint={hint}
          />
        </ImagePickerContext.Provider>
      );
    }
    return (
      <ScalarField
        key={key}
        id={id}
        name={name}
        label={fieldLabel}
        spec={spec}
        lang={options.lang}
        defaultValue={valueOf(name, spec, lang)}
        errors={errors[name]}
        mark={mark}
        hint={
          hint ??
          (spec.type === "text" && spec.format === "slug" ? t("siteSettings.pages.slugHint") : undefined)
        }
      />
    );
  };

  const isPublished =
    sent?.is_published !== undefined ? sent.is_published === "1" : editing?.is_published !== 0;

  return (
    <>
      <fetcher.Form
        ref={form}
        method="post"
        encType="multipart/form-data"
        noValidate
        aria-busy={isBusy}
        className="space-y-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
      >
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="page" value={props.page} />
        {props.translation?.filter && (
          <input type="hidden" name={TRANSLATION_FILTER_PARAM} value={props.translation.filter} />
        )}
        {editing && <input type="hidden" name="id" value={editing.id} />}
        {/* The version this form was opened at: a save over someone else's change is refused. */}
        {editing && <input type="hidden" name="version" value={String(editing.updated_at ?? "")} />}
        {props.result?.intent === "save" && props.result.isConflict && editing && (
          <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <a
              href={`${screen.path}?edit=${editing.id}&page=${props.page}`}
              className="font-semibold underline"
            >
              {t("revisions.reload")}
            </a>
          </p>
        )}
        <p className="text-sm text-slate-600">{t("admin.content.form.requiredHint")}</p>

        {bases.length > 0 && (
          <div>
            <LanguageTabs
              idPrefix={idPrefix}
              active={language}
              onChange={setLanguage}
              withErrors={languagesWithErrors}
            />
            {LOCALES.map((locale) => (
              <div
                key={locale}
                role="tabpanel"
                id={`${idPrefix}-panel-${locale}`}
                aria-labelledby={`${idPrefix}-tab-${locale}`}
                hidden={locale !== language}
                lang={locale}
                dir={locale === "ar" ? "rtl" : "ltr"}
                className="space-y-4 rounded-b-md border border-t-0 border-slate-200 p-4"
              >
                {isTranslationLocale(locale) && states && props.drafter && (
                  <TranslationPanel
                    idPrefix={idPrefix}
                    locale={locale}
                    state={states[locale]}
                    canDraft={props.translation?.canDraft ?? false}
                    drafter={props.drafter}
                    result={props.draftResult}
                  />
                )}
                {bases.map((base) =>
                  renderField(`${base}_${locale}`, {
                    lang: locale,
                    labelSuffix: t(`common.languages.${locale}`),
                  }),
                )}
              </div>
            ))}
          </div>
        )}

        {others.length > 0 && (
          <div className="grid gap-4 md:grid-cols-2">{others.map((name) => renderField(name))}</div>
        )}

        <div>
          <input type="hidden" name="is_published" value="0" />
          <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <input
              type="checkbox"
              name="is_published"
              value="1"
              defaultChecked={isPublished}
              aria-describedby={`${idPrefix}-draft-hint`}
              className="size-4"
            />
            {t("admin.content.form.published")}
          </label>
          <p id={`${idPrefix}-draft-hint`} className="ms-6 text-xs text-slate-600">
            {t("admin.content.form.draftHint")}
          </p>
        </div>

        <fieldset className="rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-800">
            {t("revisions.schedule.legend")}
          </legend>
          <p id={`${idPrefix}-zone-hint`} className="text-xs text-slate-600">
            {t("revisions.schedule.timeZone", { zone: props.timeZone })}
          </p>
          <div className="mt-2 grid gap-4 md:grid-cols-3">
            {SCHEDULE_FIELDS.map((name) => renderField(name))}
          </div>
        </fieldset>

        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={isBusy}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {isBusy
              ? t(`admin.content.screens.${screen.key}.sending`)
              : editing
                ? t("admin.content.form.update")
                : t("admin.content.form.add")}
          </button>
          <PreviewButton form={form} resource={screen.resource} />
          {editing && (
            <Link
              to={`${ADMIN.history}/${screen.resource}/${editing.id}`}
              className="rounded-md border border-slate-300 px-4 py-2 text-slate-800 hover:bg-slate-50"
            >
              {t("revisions.history.link")}
            </Link>
          )}
          {editing && (
            <Link
              to={`${screen.path}?page=${props.page}`}
              preventScrollReset
              className="rounded-md border border-slate-300 px-4 py-2 text-slate-800 hover:bg-slate-50"
            >
              {t("admin.content.form.cancelEdit")}
            </Link>
          )}
        </div>
      </fetcher.Form>
      {editing &&
        states &&
        props.drafter &&
        props.translation?.canDraft &&
        TRANSLATION_LOCALES.map((locale) => (
          <DraftForm
            key={locale}
            idPrefix={idPrefix}
            locale={locale}
            id={editing.id}
            page={props.page}
            drafter={props.drafter!}
          />
        ))}
    </>
  );
}
