import type { Translate } from "~/i18n/catalogues.server";

type Key = Parameters<Translate>[0];

/**
 * The translate function handed to validation: schema messages are catalogue keys; anything else
 * (a library's own English message for a value of the wrong type) becomes one translated sentence.
 */
export function validationTranslator(t: Translate) {
  return (key: string, params?: Record<string, string | number>) => {
    const text = t(key as Key, params);
    return text === key ? t("restApi.errors.invalidValue") : text;
  };
}
