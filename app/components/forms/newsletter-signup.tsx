/**
 * §4 Newsletter: a required e-mail input (Enter submits, blank is not sent), a spinner while sending, the
 * message shown for 5 s then cleared, the input emptied on success. It posts to /newsletter, so it also
 * works without JavaScript (the page comes back with `?newsletter=ok`).
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher, useLocation, useSearchParams } from "react-router";
import { useI18n } from "~/i18n/react";
import type { FormResult } from "~/http/forms/results";
import { SpamFields } from "./fields";
import { useHydrated } from "./use-hydrated";
import { PAGES } from "~/lib/paths";

/** §9: the newsletter message stays 5 s. */
export const NEWSLETTER_MESSAGE_MS = 5_000;

type Shown = { tone: "success" | "error"; lines: string[] };

export function NewsletterSignup(props: {
  id: string;
  stamp: string;
  /** The /newsletter page's answer to a plain POST. */
  actionData?: FormResult;
  variant?: "footer" | "page";
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<FormResult>();
  const stampFetcher = useFetcher<{ stamp: string }>();
  const isHydrated = useHydrated();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const inputRef = useRef<HTMLInputElement>(null);
  const isFooter = (props.variant ?? "footer") === "footer";

  const describe = (result: FormResult): Shown => {
    if (result.status === "success") {
      return { tone: "success", lines: [result.message, t("forms.newsletter.checkInbox")] };
    }
    const detail = result.errors.email?.[0];
    if (result.reason === "connection") return { tone: "error", lines: [t("forms.newsletter.connection")] };
    if (result.reason === "rate_limited" || result.reason === "refused") {
      return { tone: "error", lines: [result.message] };
    }
    return { tone: "error", lines: [t("forms.newsletter.failure"), ...(detail ? [detail] : [])] };
  };

  // A plain POST came back: to this page with ?newsletter=ok, or to /newsletter with an error.
  const [shown, setShown] = useState<Shown | null>(() => {
    if (!isFooter) return props.actionData ? describe(props.actionData) : null;
    return searchParams.get("newsletter") === "ok"
      ? { tone: "success", lines: [t("forms.newsletter.success"), t("forms.newsletter.checkInbox")] }
      : null;
  });

  const [seen, setSeen] = useState(fetcher.data);
  if (seen !== fetcher.data) {
    setSeen(fetcher.data);
    if (fetcher.data) setShown(describe(fetcher.data));
  }
  useEffect(() => {
    if (fetcher.data?.status === "success" && inputRef.current) inputRef.current.value = "";
  }, [fetcher.data]);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), NEWSLETTER_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  const visible = shown;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // §5: a blank address (after trimming) is not sent.
    if ((inputRef.current?.value ?? "").trim() === "") event.preventDefault();
  };
  // The page may come from a cache: the fill time counts from the first focus, with a fresh stamp.
  const onFocus = () => {
    if (stampFetcher.state === "idle" && !stampFetcher.data) void stampFetcher.load(PAGES.newsletter);
  };

  const isSending = fetcher.state !== "idle";
  const keptEmail =
    !isFooter && props.actionData?.status === "error" ? (props.actionData.values.email ?? "") : undefined;
  const redirectTo = (() => {
    const params = new URLSearchParams(location.search);
    params.delete("newsletter");
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  })();
  const inputId = `${props.id}-email`;
  const messageId = `${props.id}-message`;

  return (
    <div id={isFooter ? "newsletter" : undefined}>
      <fetcher.Form
        method="post"
        action={PAGES.newsletter}
        onSubmit={onSubmit}
        className="relative flex flex-col gap-2 sm:flex-row"
      >
        <label htmlFor={inputId} className="sr-only">
          {t("forms.newsletter.emailLabel")}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          dir="ltr"
          placeholder={t("forms.newsletter.placeholder")}
          defaultValue={keptEmail}
          onFocus={onFocus}
          aria-describedby={visible ? messageId : undefined}
          aria-invalid={visible?.tone === "error" ? true : undefined}
          className={`min-w-0 flex-1 rounded-md border px-3 py-2 rtl:text-end ${
            isFooter
              ? "border-brand-700 bg-white text-slate-900 placeholder:text-slate-500"
              : "border-slate-400 bg-white text-slate-900"
          }`}
        />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <SpamFields
          formId={props.id}
          stamp={stampFetcher.data?.stamp ?? props.stamp}
          isScripted={isHydrated}
        />
        <button
          type="submit"
          disabled={isSending}
          className="inline-flex items-center justify-center gap-2 rounded-md bg-accent-600 px-4 py-2 font-semibold text-slate-950 hover:bg-accent-500 disabled:cursor-wait disabled:opacity-80"
        >
          {isSending && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-slate-950 border-t-transparent"
            />
          )}
          {isSending ? <span className="sr-only">{t("forms.sending")}</span> : null}
          <span aria-hidden={isSending || undefined}>{t("forms.newsletter.submit")}</span>
        </button>
      </fetcher.Form>
      <div id={messageId} role="status" aria-live="polite" aria-atomic="true" className="mt-2 empty:hidden">
        {visible && (
          <div
            className={`rounded-md px-3 py-2 text-sm font-medium ${
              visible.tone === "success" ? "bg-green-50 text-green-800" : "bg-red-50 text-red-800"
            }`}
          >
            {visible.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
