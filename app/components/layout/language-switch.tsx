import { Link, useLocation } from "react-router";
import { LOCALE_COOKIE, LOCALES, type Locale } from "~/i18n/config";
import { useI18n } from "~/i18n/react";

const SHORT: Record<Locale, string> = { fr: "FR", en: "EN", ar: "AR" };

/** Plain links with `?lng=`: they work without JavaScript, and the server remembers the choice. */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { locale, t } = useI18n();
  const location = useLocation();
  const hrefFor = (target: Locale) => {
    const params = new URLSearchParams(location.search);
    params.set("lng", target);
    return `${location.pathname}?${params.toString()}`;
  };
  return (
    <nav aria-label={t("common.languages.label")} className={`flex items-center gap-1 ${className}`}>
      {LOCALES.map((target) => (
        <Link
          key={target}
          to={hrefFor(target)}
          lang={target}
          hrefLang={target}
          aria-current={target === locale ? "true" : undefined}
          aria-label={t("common.languages.switchTo", { language: t(`common.languages.${target}`) })}
          onClick={() => {
            document.cookie = `${LOCALE_COOKIE}=${target}; Path=/; Max-Age=31536000; SameSite=Lax`;
          }}
          className={`rounded px-2 py-1 text-sm font-semibold ${
            target === locale ? "bg-brand-700 text-white" : "text-brand-900 hover:bg-brand-50"
          }`}
        >
          {SHORT[target]}
        </Link>
      ))}
    </nav>
  );
}
