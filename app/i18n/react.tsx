import { createContext, useContext, useMemo, type ReactNode } from "react";
import { directionOf, type Locale } from "./config";
import type { Messages } from "./locales/fr";
import { createTranslator } from "./translate";

interface I18nValue {
  locale: Locale;
  dir: "ltr" | "rtl";
  t: ReturnType<typeof createTranslator<Messages>>;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Only the active language's catalogue reaches the browser, through the root loader. */
export function I18nProvider(props: { locale: Locale; messages: Messages; children: ReactNode }) {
  const { locale, messages } = props;
  const value = useMemo(
    () => ({ locale, dir: directionOf(locale), t: createTranslator(messages, locale) }),
    [locale, messages],
  );
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used inside <I18nProvider>");
  return value;
}
