import type { Locale } from "./config";
import { ar } from "./locales/ar";
import { en } from "./locales/en";
import { fr, type Messages } from "./locales/fr";
import { createTranslator } from "./translate";

export const catalogues: Record<Locale, Messages> = { fr, en, ar };

export type { Messages };

export const translatorFor = (locale: Locale) => createTranslator(catalogues[locale], locale);

export type Translate = ReturnType<typeof translatorFor>;
