import { createContext, useContext, useMemo, type ReactNode } from "react";
import { directionOf, type Locale } from "./config";
import type { Messages } from "./locales/fr";
import { createTranslator } from "./translate";

/** Messages with some areas only in part: the root's share of `site`, or a page's own texts. */
export type PartialMessages = { [Area in keyof Messages]?: Partial<Messages[Area]> };

interface I18nValue {
  locale: Locale;
  messages: PartialMessages;
  dir: "ltr" | "rtl";
  t: ReturnType<typeof createTranslator<Messages>>;
}

const I18nContext = createContext<I18nValue | null>(null);

type Areas = Record<string, unknown>;

const isAreas = (value: unknown): value is Areas =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The outer messages completed by the inner ones, area by area and one level below (`site.news`). */
function completeMessages(outer: PartialMessages, inner: PartialMessages): PartialMessages {
  const merged: Areas = { ...outer };
  for (const [area, value] of Object.entries(inner)) {
    const before = merged[area];
    merged[area] = isAreas(before) && isAreas(value) ? { ...before, ...value } : value;
  }
  return merged as PartialMessages;
}

/**
 * Only the active language's messages reach the browser: the root loader sends the public pages' part,
 * a public page adds its own texts, and an area that needs more (back office, sign-in, API docs) adds
 * its own; each through a nested provider, which completes the outer one's messages.
 */
export function I18nProvider(props: { locale: Locale; messages: PartialMessages; children: ReactNode }) {
  const outer = useContext(I18nContext);
  const { locale } = props;
  const outerMessages = outer?.locale === locale ? outer.messages : undefined;
  const value = useMemo(() => {
    const messages = outerMessages ? completeMessages(outerMessages, props.messages) : props.messages;
    return { locale, messages, dir: directionOf(locale), t: createTranslator(messages as Messages, locale) };
  }, [locale, outerMessages, props.messages]);
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n must be used inside <I18nProvider>");
  return value;
}
