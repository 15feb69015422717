/**
 * A rich-text field of the content forms (decision 027). The server renders a textarea, so the form
 * works without JavaScript (plain text or simple HTML, cleaned by the server like any other input). In
 * the browser the editor's code is loaded on demand — it is never part of a public page's scripts — and
 * takes the textarea's place, writing every change back into it.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useI18n } from "~/i18n/react";
import { RICH_TEXT_MAX } from "~/modules/content/fields";
import { FieldLabel, FieldMark, FieldMessages, inputClass, type FieldProps } from "../content/field-inputs";

const RichTextEditor = lazy(() => import("./rich-text-editor"));

const isRequired = (spec: FieldProps["spec"]) => "required" in spec && spec.required === true;

export function RichTextField(props: FieldProps & { labelText: string }) {
  const { t } = useI18n();
  const hintId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [element, setElement] = useState<HTMLTextAreaElement | null>(null);
  const [isReady, setIsReady] = useState(false);
  const lang = props.lang ?? "fr";
  const labelId = `${props.id}-label`;
  const hasErrors = (props.errors?.length ?? 0) > 0;
  const describedBy =
    [
      props.mark ? `${props.id}-mark` : "",
      hintId,
      props.hint ? `${props.id}-hint` : "",
      hasErrors ? `${props.id}-error` : "",
    ]
      .filter(Boolean)
      .join(" ") || undefined;

  // After hydration only: the server's page and the first render are the plain textarea.
  useEffect(() => setElement(textarea.current), []);

  // `data-rich-text` says whether the editor has taken the textarea's place yet: a script (or a
  // journey) that types into the textarea while the editor is loading would lose the textarea under it.
  return (
    <div data-rich-text={isReady ? "ready" : "pending"}>
      <div id={labelId}>
        <FieldLabel htmlFor={props.id} label={props.label} isRequired={isRequired(props.spec)} />
      </div>
      <FieldMark id={props.id} mark={props.mark} />
      <p id={hintId} className="mt-1 text-xs text-slate-600">
        {isReady ? t("richText.shortcutsHint") : t("richText.fallbackHint")}
      </p>
      <textarea
        ref={textarea}
        id={props.id}
        name={props.name}
        defaultValue={props.defaultValue}
        lang={props.lang}
        dir={lang === "ar" ? "rtl" : "ltr"}
        rows={8}
        maxLength={RICH_TEXT_MAX}
        hidden={isReady}
        aria-required={isRequired(props.spec) || undefined}
        aria-invalid={hasErrors || undefined}
        aria-describedby={describedBy}
        className={`${inputClass} max-sm:h-28`}
      />
      {element && (
        <Suspense
          fallback={
            <p role="status" className="mt-1 text-xs text-slate-600">
              {t("richText.loading")}
            </p>
          }
        >
          <div className={isReady ? "mt-1" : "hidden"}>
            <RichTextEditor
              textarea={element}
              lang={lang}
              labelId={labelId}
              describedBy={describedBy}
              isInvalid={hasErrors}
              isRequired={isRequired(props.spec)}
              fieldLabel={props.labelText}
              onReady={() => setIsReady(true)}
            />
          </div>
        </Suspense>
      )}
      <FieldMessages id={props.id} errors={props.errors} hint={props.hint} />
    </div>
  );
}
