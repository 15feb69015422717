import { useId, useRef } from "react";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";

/**
 * A search field that filters as you type (§4: client-side, can be cleared). It is also a GET form
 * with `q`, so without JavaScript pressing Enter reloads the page filtered by the server.
 */
export function SearchBox(props: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  /** Other fields of the same GET form (filters), so a script-less submit keeps them. */
  children?: React.ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <form
      method="get"
      role="search"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="relative w-full max-w-md">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
          {props.label}
        </label>
        <Icon
          name="search"
          className="pointer-events-none absolute bottom-2.5 start-3 size-5 text-slate-500"
        />
        <input
          ref={inputRef}
          id={id}
          name="q"
          type="search"
          value={props.value}
          maxLength={200}
          autoComplete="off"
          placeholder={props.placeholder}
          onChange={(event) => props.onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && props.value) {
              event.preventDefault();
              props.onChange("");
            }
          }}
          className="w-full rounded-lg border border-slate-400 bg-white py-2 pe-10 ps-10 text-slate-900 [&::-webkit-search-cancel-button]:hidden"
        />
        {props.value && (
          <a
            href="?"
            role="button"
            aria-label={t("site.search.clear")}
            onClick={(event) => {
              event.preventDefault();
              props.onChange("");
              inputRef.current?.focus();
            }}
            className="absolute bottom-1.5 end-1.5 rounded-full p-1 text-slate-600 hover:bg-slate-100"
          >
            <Icon name="close" className="size-5" />
          </a>
        )}
      </div>
      {props.children}
      <button
        type="submit"
        hidden
        data-nojs-only
        className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white"
      >
        {t("site.search.submit")}
      </button>
    </form>
  );
}
