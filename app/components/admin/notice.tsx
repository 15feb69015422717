import { useEffect, useState } from "react";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";

export type NoticeTone = "success" | "error";

/** §9: admin success and error messages show for 5 s; inbox delete toasts for 3 s. */
export const NOTICE_MS = 5000;
export const TOAST_MS = 3000;

/**
 * Shows `value` for `ms` milliseconds after it changes. A new value (even an equal text from a new
 * submission, passed as a new object) restarts the timer.
 */
export function useTimed<T>(value: T | null | undefined, ms: number): [T | null, () => void] {
  const [shown, setShown] = useState<T | null>(value ?? null);
  useEffect(() => {
    setShown(value ?? null);
    if (value === null || value === undefined) return;
    const timer = window.setTimeout(() => setShown(null), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return [shown, () => setShown(null)];
}

/** A message in the page flow. Success is polite (status); an error is assertive (alert). */
export function Notice(props: { tone: NoticeTone; message: string; onClose?: () => void }) {
  const { t } = useI18n();
  const isError = props.tone === "error";
  return (
    <div
      role={isError ? "alert" : "status"}
      className={`flex items-start gap-3 rounded-md border p-3 text-sm ${
        isError ? "border-red-200 bg-red-50 text-red-800" : "border-green-200 bg-green-50 text-green-800"
      }`}
    >
      <Icon name={isError ? "alert" : "check"} className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1">{props.message}</p>
      {props.onClose && (
        <button
          type="button"
          onClick={props.onClose}
          className="rounded p-0.5 hover:bg-black/5"
          aria-label={t("admin.ui.closeMessage")}
        >
          <Icon name="close" className="size-4" />
        </button>
      )}
    </div>
  );
}

/** A toast at the bottom of the screen (inbox deletes, §4). */
export function Toast(props: { tone: NoticeTone; message: string }) {
  return (
    <div className="fixed bottom-6 end-6 z-50 max-w-sm shadow-lg">
      <Notice tone={props.tone} message={props.message} />
    </div>
  );
}
