import { useSearchParams } from "react-router";
import { useI18n } from "~/i18n/react";

/**
 * The address parameter that carries, after a save, what the server removed from each rich text:
 * `field:item,item field:item` (decision 027).
 */
export const CLEANED_PARAM = "cleaned";

/** The parameter's value for a save's `cleaned` outcome (field → removed items). */
export function cleanedParamValue(cleaned: Record<string, string[]>): string {
  return Object.entries(cleaned)
    .filter(([, items]) => items.length > 0)
    .map(([field, items]) => `${field}:${items.join(",")}`)
    .join(" ");
}

/**
 * Only labels the sanitizer writes ("<script>", "onclick", "style", "javascript:", "//") are shown, for
 * fields the screen has: the address can be typed by anyone, and must not put arbitrary words in an
 * administrator's screen.
 */
const LABEL = /^(?:<[a-z][a-z0-9:-]{0,30}>|on[a-z]{1,30}|style|[a-z][a-z0-9+.-]{0,30}:|\/\/)$/;

export function cleanedFields(value: string | null, fields: readonly string[]): Array<[string, string[]]> {
  const found: Array<[string, string[]]> = [];
  for (const entry of (value ?? "").split(" ").slice(0, 20)) {
    const colon = entry.indexOf(":");
    const field = entry.slice(0, colon);
    if (colon < 1 || !fields.includes(field)) continue;
    const items = entry
      .slice(colon + 1)
      .split(",")
      .filter((item) => LABEL.test(item))
      .slice(0, 20);
    if (items.length > 0) found.push([field, items]);
  }
  return found;
}

/**
 * After a save: what the server took out of each rich text (decision 027), named by the field's label,
 * until the next screen. The stored text is the cleaned one.
 */
export function CleanedNotice(props: { fields: readonly string[]; labelOf: (field: string) => string }) {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const cleaned = cleanedFields(searchParams.get(CLEANED_PARAM), props.fields);
  if (cleaned.length === 0) return null;
  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p>{t("editorial.cleaned.intro")}</p>
      <ul className="mt-1 list-disc ps-5">
        {cleaned.map(([field, items]) => (
          <li key={field}>
            {t("editorial.cleaned.field", { field: props.labelOf(field), items: items.join(", ") })}
          </li>
        ))}
      </ul>
    </div>
  );
}
