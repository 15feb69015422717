import { LOCALES, type Locale } from "~/i18n/config";
import { useI18n } from "~/i18n/react";
import type { TranslationStatus, TranslationStatuses } from "~/modules/content/translation-status";

const SHORT: Record<Locale, string> = { fr: "FR", en: "EN", ar: "AR" };

const CHIP: Record<TranslationStatus, string> = {
  current: "bg-green-100 text-green-900",
  missing: "bg-slate-100 text-slate-600 line-through",
  outdated: "bg-amber-100 text-amber-900",
};

/**
 * "Langues disponibles" (§2 activitiesPost), on every content list: each language is marked available,
 * missing or — for English and Arabic, translated from French — outdated (decision 031), in words for
 * screen readers and by colour and strike-through on screen.
 */
export function LanguageStatus(props: {
  /** Languages without the item's name or main text. */
  missing: readonly Locale[];
  /** The stored translation status of English and Arabic, when the item has one. */
  statuses?: TranslationStatuses;
}) {
  const { t } = useI18n();
  const statusOf = (locale: Locale): TranslationStatus =>
    locale !== "fr" && props.statuses
      ? props.statuses[locale]
      : props.missing.includes(locale)
        ? "missing"
        : "current";
  return (
    <p className="flex flex-wrap items-center gap-1 text-xs text-slate-600">
      <span className="me-1">{t("admin.content.list.languages")}</span>
      {LOCALES.map((locale) => {
        const status = statusOf(locale);
        const said =
          status === "outdated"
            ? t("translations.status.outdated")
            : t(status === "missing" ? "admin.content.list.missing" : "admin.content.list.available");
        const label = `${t(`common.languages.${locale}`)} (${said})`;
        return (
          <span key={locale} title={label} className={`rounded px-1.5 py-0.5 font-semibold ${CHIP[status]}`}>
            <span aria-hidden="true">
              {SHORT[locale]}
              {status === "outdated" && " !"}
            </span>
            <span className="sr-only">{` ${label}`}</span>
          </span>
        );
      })}
    </p>
  );
}
