/**
 * Building blocks of the visitors' form schemas. Messages are catalogue keys: the page, its action and
 * the REST API translate them into the visitor's language. Client-safe.
 */
import { z } from "zod";
import { isHttpUrl } from "~/modules/content/fields";

export const TOO_LONG = "validation.tooLong";
export const INVALID_EMAIL = "validation.email";

/** A required one-line or multi-line text, trimmed, with a length cap. */
export const requiredText = (requiredKey: string, max: number) =>
  z
    .string({ error: requiredKey })
    .trim()
    // Blank stops here: "required" alone, not also "invalid" from later checks.
    .min(1, { error: requiredKey, abort: true })
    .max(max, TOO_LONG);

/** Optional text: missing, null and blank all become "". */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? "" : value),
    z.string({ error: TOO_LONG }).trim().max(max, TOO_LONG),
  );

export const requiredEmail = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, requiredKey)
    .max(254, TOO_LONG)
    .pipe(z.email({ error: INVALID_EMAIL }));

/** Digits with the usual separators, 6 to 20 digits, an optional leading +. */
const PHONE = /^\+?[0-9][0-9 .()/-]{4,28}[0-9]$/;

export const isPhoneNumber = (value: string) => PHONE.test(value) && value.replace(/\D/g, "").length >= 6;

export const requiredPhone = (requiredKey: string) =>
  requiredText(requiredKey, 30).refine(isPhoneNumber, "forms.errors.phoneInvalid");

export const optionalHttpUrl = () =>
  optionalText(500).refine((value) => value === "" || isHttpUrl(value), "validation.url");

/**
 * A checkbox that must be ticked. HTML forms send "on" (or the input's value); JSON sends true.
 * Anything else, including a missing field, is "not accepted".
 */
export const mustAccept = (requiredKey: string) =>
  z.preprocess(
    (value) => value === true || value === "on" || value === "true" || value === "1" || value === 1,
    z.literal(true, { error: requiredKey }),
  );
