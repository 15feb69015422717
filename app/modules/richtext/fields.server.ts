/**
 * The rich-text part of the write path's validation step (operations.server.ts → prepareContentWrite):
 * every rich-text field of a submission is cleaned once, here, whoever writes.
 */
import type { FieldErrors } from "~/modules/validation/validation";
import type { Fields } from "~/modules/content/fields";
import { cleanRichText } from "./sanitize.server";

/** Per field, what the cleaning removed from what the writer sent (for a notice, not an error). */
export type CleanedFields = Record<string, string[]>;

export function cleanRichTextFields(
  fields: Fields,
  values: Record<string, unknown>,
  options: { sent: Record<string, unknown>; translate: (key: string) => string },
): { values: Record<string, unknown>; errors: FieldErrors; cleaned: CleanedFields } {
  const output = { ...values };
  const errors: FieldErrors = {};
  const cleaned: CleanedFields = {};
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.type !== "richText" || typeof values[name] !== "string") continue;
    const { html, removed } = cleanRichText(values[name]);
    output[name] = html;
    // Nothing a reader would see was left (e.g. only a script): a required field is still empty.
    if (spec.required && html === "") errors[name] = [options.translate("validation.required")];
    if (removed.length > 0 && Object.hasOwn(options.sent, name)) cleaned[name] = removed;
  }
  return { values: output, errors, cleaned };
}
