import { createContext, useContext, useMemo, type ReactNode } from "react";
import { directionOf, type Locale } from "./config";
import type { Messages } from "./locales/fr";
import { createTranslator } from "./translate";

interface I18nValue {
  locale: Locale;
  messages: Partial<Messages>;
  dir: "ltr" | "rtl";
  t: ReturnType<typeof createTranslator<Messages>>;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Only the active language's messages reach the browser: the root loader sends the public pages' part,
 * and an area that needs more (back office, sign-in, API docs) adds its own through a nested provider,
 * which completes the outer one's messages.
 */
export function I18nProvider(props: { locale: Locale; messages: Partial<Messages>; children: ReactNode }) {
  const outer = useContext(I18nContext);
  const { locale } = props;
  const outerMessages = outer?.locale === locale ? outer.messages : undefined;
  const value = useMemo(() => {
    const messages = outerMessages ? { ...outerMessages, ...props.messages } : props.messages;
    return { locale, messages, dir: directionOf(locale), t: createTranslator(messages as Messages, locale) };
  }, [locale, outerMessages, props.messages]);
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used inside <I18nProvider>");
  return value;
}
