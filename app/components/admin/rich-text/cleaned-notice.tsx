import { useSearchParams } from "react-router";
import { useI18n } from "~/i18n/react";

/** The address parameter that carries, after a save, what the server removed from a rich text. */
export const CLEANED_PARAM = "cleaned";

/**
 * Only labels the sanitizer writes ("<script>", "onclick", "style", "javascript:", "//") are shown: the
 * address can be typed by anyone, and must not put arbitrary words in an administrator's screen.
 */
const LABEL = /^(?:<[a-z][a-z0-9:-]{0,30}>|on[a-z]{1,30}|style|[a-z][a-z0-9+.-]{0,30}:|\/\/)$/;

export function cleanedItems(value: string | null): string[] {
  return (value ?? "")
    .split(" ")
    .filter((item) => LABEL.test(item))
    .slice(0, 20);
}

/** After a save: what the server took out of a rich text (decision 027), until the next screen. */
export function CleanedNotice() {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const items = cleanedItems(searchParams.get(CLEANED_PARAM));
  if (items.length === 0) return null;
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p>{t("richText.cleaned", { items: items.join(", ") })}</p>
    </div>
  );
}
