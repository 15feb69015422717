/**
 * Whose thing a word names. Someone's own phone, e-mail or address ("il filme avec SON téléphone",
 * "can I pay with MY phone?", "يصور بهاتفه") is no way to reach us: such a word neither fires the
 * contact topic nor asks for our phone number. "Its" is left out: "what is its phone number?" asks.
 */
import type { Locale } from "~/i18n/config";
import { perLanguage } from "./lexicon";
import { words } from "./normalize";
import type { Token } from "./search";

const OTHERS_POSSESSIVES = perLanguage(
  (language) =>
    new Set(
      words(
        { fr: "mon ma mes son sa ses leur leurs notre nos", en: "my his her their our", ar: "" }[language],
      ),
    ),
);
/** Arabic glues the owner to the noun: "هاتفه" (his phone), "برقمي" (with my number). */
const ARABIC_OWN_CONTACT = new Set(
  words("هاتف رقم بريد عنوان ايميل").flatMap((noun) =>
    ["ه", "ها", "هم", "ي"].flatMap((ending) => [`${noun}${ending}`, `ب${noun}${ending}`]),
  ),
);

/** True when the token at `index` is someone's own (not "your") phone, number, e-mail or address. */
export const isSomeonesOwn = (tokens: readonly Token[], index: number, language: Locale) =>
  OTHERS_POSSESSIVES[language].has(tokens[index - 1]?.word ?? "") ||
  ARABIC_OWN_CONTACT.has(tokens[index]?.written ?? "");
