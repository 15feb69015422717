import { LOCALES, type Locale } from "~/i18n/config";
import { useI18n } from "~/i18n/react";

const SHORT: Record<Locale, string> = { fr: "FR", en: "EN", ar: "AR" };

/**
 * "Langues disponibles" (§2 activitiesPost), on every content list: each language is marked available
 * or missing, in words for screen readers and by colour and strike-through on screen.
 */
export function LanguageStatus({ missing }: { missing: readonly Locale[] }) {
  const { t } = useI18n();
  return (
    <p className="flex flex-wrap items-center gap-1 text-xs text-slate-600">
      <span className="me-1">{t("admin.content.list.languages")}</span>
      {LOCALES.map((locale) => {
        const isMissing = missing.includes(locale);
        return (
          <span
            key={locale}
            className={`rounded px-1.5 py-0.5 font-semibold ${
              isMissing ? "bg-slate-100 text-slate-600 line-through" : "bg-green-100 text-green-900"
            }`}
          >
            <span aria-hidden="true">{SHORT[locale]}</span>
            <span className="sr-only">
              {` ${t(`common.languages.${locale}`)} (${t(
                isMissing ? "admin.content.list.missing" : "admin.content.list.available",
              )})`}
            </span>
          </span>
        );
      })}
    </p>
  );
}
