import { useRef, type KeyboardEvent } from "react";
import { LOCALES, type Locale } from "~/i18n/config";
import { useI18n } from "~/i18n/react";

/**
 * The fr/en/ar switch of the content forms: a tab list (arrow keys move between tabs). All three
 * panels stay in the form, hidden, so every translation is submitted together.
 */
export function LanguageTabs(props: {
  idPrefix: string;
  active: Locale;
  onChange: (locale: Locale) => void;
  withErrors: readonly Locale[];
}) {
  const { t } = useI18n();
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = event.currentTarget.closest("[dir=rtl]") ? "ArrowLeft" : "ArrowRight";
    const backward = forward === "ArrowRight" ? "ArrowLeft" : "ArrowRight";
    const index = LOCALES.indexOf(props.active);
    let next: Locale | undefined;
    if (event.key === forward) next = LOCALES[(index + 1) % LOCALES.length];
    else if (event.key === backward) next = LOCALES[(index + LOCALES.length - 1) % LOCALES.length];
    else if (event.key === "Home") next = LOCALES[0];
    else if (event.key === "End") next = LOCALES[LOCALES.length - 1];
    if (!next) return;
    event.preventDefault();
    props.onChange(next);
    tabs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t("admin.content.form.languages")}
      className="flex gap-1 border-b border-slate-200"
      onKeyDown={move}
    >
      {LOCALES.map((locale) => {
        const isActive = locale === props.active;
        const hasErrors = props.withErrors.includes(locale);
        return (
          <button
            key={locale}
            ref={(element) => {
              tabs.current[locale] = element;
            }}
            type="button"
            role="tab"
            id={`${props.idPrefix}-tab-${locale}`}
            aria-selected={isActive}
            aria-controls={`${props.idPrefix}-panel-${locale}`}
            tabIndex={isActive ? 0 : -1}
            onClick={() => props.onChange(locale)}
            className={`-mb-px flex items-center gap-2 rounded-t-md border px-4 py-2 text-sm font-semibold ${
              isActive
                ? "border-slate-200 border-b-white bg-white text-brand-900"
                : "border-transparent text-slate-700 hover:bg-slate-100"
            }`}
          >
            <span lang={locale}>{t(`common.languages.${locale}`)}</span>
            {hasErrors && (
              <>
                <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />
                <span className="sr-only">{t("admin.content.form.tabHasErrors")}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
