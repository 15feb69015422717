/** What every form handler needs from a request: its language, a translator and the site's address. */
import type { Config } from "~/config/env.server";
import { translatorFor } from "~/i18n/catalogues.server";
import { detectLocale } from "~/i18n/detect";
import type { Translator } from "./submit.server";

/** Links in mails use PUBLIC_URL when set, else the address the visitor used. */
export const baseUrlFor = (config: Pick<Config, "PUBLIC_URL">, request: Request) =>
  config.PUBLIC_URL ?? new URL(request.url).origin;

export function requestLanguage(request: Request) {
  const { locale } = detectLocale(request);
  const t = translatorFor(locale);
  // Schema messages are catalogue keys chosen at run time.
  const translate: Translator = (key, params) => t(key as Parameters<typeof t>[0], params);
  return { locale, t, translate };
}
