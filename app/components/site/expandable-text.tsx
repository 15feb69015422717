import { useId, useState } from "react";
import type { Locale } from "~/i18n/config";
import { textLang } from "~/i18n/content-language";
import { useI18n } from "~/i18n/react";
import type { TextCut } from "~/modules/site/text";

/**
 * Read more / read less over a cut of §9. The whole text is in the page (search engines and
 * script-less readers get it all); the tail is only hidden while collapsed.
 */
export function ExpandableText(props: {
  cut: TextCut;
  className?: string;
  moreLabel?: string;
  lessLabel?: string;
  /** Names the text for the toggle, e.g. the card's title: "Lire la suite : {title}". */
  subject?: string;
  /** The text's language when it is not the page's (content-language.ts). */
  lang?: Locale;
}) {
  const { t } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const { head, tail, hasEllipsis } = props.cut;
  const label = isOpen
    ? (props.lessLabel ?? t("common.actions.readLess"))
    : (props.moreLabel ?? t("common.actions.readMore"));
  return (
    <div className={props.className}>
      <p id={id} {...textLang(props.lang)} className="whitespace-pre-line leading-7 text-slate-700">
        {head}
        {tail && (
          <>
            {hasEllipsis && !isOpen && (
              <span data-ellipsis aria-hidden="true">
                …
              </span>
            )}
            <span data-more hidden={!isOpen}>
              {tail}
            </span>
          </>
        )}
      </p>
      {tail && (
        <button
          type="button"
          data-js-only
          aria-expanded={isOpen}
          aria-controls={id}
          aria-label={
            props.subject ? t("site.actionAbout", { action: label, subject: props.subject }) : undefined
          }
          onClick={() => setIsOpen((open) => !open)}
          className="mt-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {label}
        </button>
      )}
    </div>
  );
}
