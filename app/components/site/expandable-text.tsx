import { useId, useState } from "react";
import type { Locale } from "~/i18n/config";
import { textLang } from "~/i18n/content-language";
import { useI18n } from "~/i18n/react";
import type { TextCut } from "~/modules/site/text";
import { RichText } from "./rich-text";

/**
 * Read more / read less over a cut of §9. Usually the whole text is in the page (search engines and
 * script-less readers get it all); the tail is only hidden while collapsed. With `loadWhole`, the page
 * carries the beginning alone and the whole text is fetched when the reader first expands it (news
 * cards, whose articles have a page of their own).
 */
export function ExpandableText(props: {
  cut: TextCut;
  /** Fetches the whole text, when the cut's tail is not in the page. */
  loadWhole?: () => Promise<string>;
  className?: string;
  moreLabel?: string;
  lessLabel?: string;
  /** Names the text for the toggle, e.g. the card's title: "Lire la suite : {title}". */
  subject?: string;
  /** The text's language when it is not the page's (content-language.ts). */
  lang?: Locale;
  /**
   * The whole text as rich text (decision 027): the cut is its words, the open view its formatting.
   * Readers without scripts get the cut's words whole.
   */
  html?: string;
}) {
  const { t } = useI18n();
  const [isOpen, setIsOpen] = useState(false);
  const [whole, setWhole] = useState<{ text?: string; hasFailed?: boolean }>({});
  const id = useId();
  const { head, tail, hasEllipsis } = props.cut;
  const isLazy = !tail && hasEllipsis && props.loadWhole !== undefined;
  const isLoading = isLazy && isOpen && whole.text === undefined && !whole.hasFailed;
  const label = isOpen
    ? (props.lessLabel ?? t("common.actions.readLess"))
    : (props.moreLabel ?? t("common.actions.readMore"));
  const toggle = () => {
    setIsOpen((open) => !open);
    if (isLazy && !isOpen && whole.text === undefined) {
      setWhole({});
      props.loadWhole!().then(
        (text) => setWhole({ text }),
        () => setWhole({ hasFailed: true }),
      );
    }
  };
  return (
    <div className={props.className}>
      {isOpen && props.html !== undefined ? (
        <RichText id={id} value={props.html} lang={props.lang} className="leading-7 text-slate-700" />
      ) : (
        <p
          id={id}
          {...textLang(props.lang)}
          aria-busy={isLoading || undefined}
          className="whitespace-pre-line leading-7 text-slate-700"
        >
          {isOpen && whole.text !== undefined ? (
            whole.text
          ) : (
            <>
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
              {/* The rest is not in the page: the ellipsis stays for readers without scripts too. */}
              {isLazy && <span aria-hidden="true">…</span>}
            </>
          )}
        </p>
      )}
      {isOpen && whole.hasFailed && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t("common.states.error")}
        </p>
      )}
      {(tail || isLazy) && (
        <button
          type="button"
          data-js-only
          aria-expanded={isOpen}
          aria-controls={id}
          aria-label={
            props.subject ? t("site.actionAbout", { action: label, subject: props.subject }) : undefined
          }
          onClick={toggle}
          className="mt-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {label}
        </button>
      )}
    </div>
  );
}
