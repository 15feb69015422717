/**
 * The translation workflow in the item form (decision 031): at the top of the English and Arabic panels,
 * the language's status, "I checked it, it is still right" when the French changed, and "Draft from
 * French" when the site has a language model. The draft is asked by a small form of its own (a form
 * cannot hold another): the panel's button names it with `form=`, so it works without JavaScript too.
 */
import type { FetcherWithComponents } from "react-router";
import { useI18n } from "~/i18n/react";
import type { LanguageState, TranslationLocale } from "~/modules/content/translation-status";
import type { ContentActionData } from "./content-form";

export const draftFormId = (idPrefix: string, locale: TranslationLocale) => `${idPrefix}-draft-${locale}`;

const TONE = {
  missing: "border-slate-300 bg-slate-50 text-slate-800",
  outdated: "border-amber-300 bg-amber-50 text-amber-900",
  current: "border-green-300 bg-green-50 text-green-900",
} as const;

export function TranslationPanel(props: {
  idPrefix: string;
  locale: TranslationLocale;
  state: LanguageState;
  canDraft: boolean;
  drafter: FetcherWithComponents<ContentActionData>;
  result: ContentActionData | undefined;
}) {
  const { t } = useI18n();
  const { idPrefix, locale, state, drafter } = props;
  const language = t(`translations.languages.${locale}`);
  const isDrafting = drafter.state !== "idle" && drafter.formData?.get("locale") === locale;
  const result =
    props.result?.intent === "draft" && props.result.locale === locale ? props.result : undefined;
  const canDraft = props.canDraft && state.status !== "current";
  const hintId = `${idPrefix}-translation-${locale}-hint`;
  const fieldStatuses = Object.values(state.fields);
  // A language can miss one field and be outdated in another: each gets its sentence.
  const hasOutdated = fieldStatuses.includes("outdated");
  return (
    <div className={`space-y-2 rounded-md border p-3 text-sm ${TONE[state.status]}`}>
      <p className="font-semibold">
        {t("translations.form.status", { language, status: t(`translations.status.${state.status}`) })}
      </p>
      {fieldStatuses.includes("missing") && <p>{t("translations.form.missingHint")}</p>}
      {hasOutdated && <p>{t("translations.form.outdatedHint")}</p>}
      {hasOutdated && (
        <label className="flex items-center gap-2">
          <input type="checkbox" name="translation_reviewed" value={locale} className="size-4" />
          {t("translations.form.reviewed", { language })}
        </label>
      )}
      {canDraft && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            form={draftFormId(idPrefix, locale)}
            disabled={isDrafting}
            aria-describedby={hintId}
            className="rounded-md border border-brand-300 bg-white px-3 py-1.5 font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60"
          >
            {isDrafting ? t("translations.form.drafting") : t("translations.form.draft")}
          </button>
          <span id={hintId} className="text-xs">
            {t("translations.form.draftHint")}
          </span>
        </div>
      )}
      <div aria-live="polite">
        {result && !isDrafting && (
          <p
            role={result.formError ? "alert" : "status"}
            className={result.formError ? "font-semibold text-red-800" : "font-semibold"}
          >
            {result.formError || result.notice}
          </p>
        )}
      </div>
    </div>
  );
}

/** The draft's own small form, outside the item form (see above). */
export function DraftForm(props: {
  idPrefix: string;
  locale: TranslationLocale;
  id: number;
  page: number;
  drafter: FetcherWithComponents<ContentActionData>;
}) {
  return (
    <props.drafter.Form
      id={draftFormId(props.idPrefix, props.locale)}
      method="post"
      preventScrollReset
      hidden
    >
      <input type="hidden" name="intent" value="draft" />
      <input type="hidden" name="id" value={props.id} />
      <input type="hidden" name="locale" value={props.locale} />
      <input type="hidden" name="page" value={props.page} />
    </props.drafter.Form>
  );
}
