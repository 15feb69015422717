import type { Locale } from "~/i18n/config";
import { textLang } from "~/i18n/content-language";

/**
 * A short text of the content (a title, a label) written in another language than the page's: an
 * isolated run with its own lang and direction, so that its punctuation lands right, while the line keeps
 * the page's alignment (a French title in an Arabic card stays on the right, like the card's other
 * texts). Whole paragraphs set lang and dir on their own element instead, and read left to right.
 */
export function ContentText({ lang, children }: { lang: Locale | undefined; children: string }) {
  return lang ? <span {...textLang(lang)}>{children}</span> : children;
}
