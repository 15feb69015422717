/**
 * Zod schemas carry catalogue keys as their messages; the page, the form action and the REST API
 * translate them into the visitor's language. Client-safe: no server imports here.
 */
import type { z } from "zod";

export type FieldErrors = Record<string, string[]>;

export type Parsed<T> = { isValid: true; data: T } | { isValid: false; errors: FieldErrors };

export function parseWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
  translate: (key: string) => string = (key) => key,
): Parsed<z.infer<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { isValid: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join(".") : "_form";
    const messages = (errors[field] ??= []);
    const message = translate(issue.message);
    if (!messages.includes(message)) messages.push(message);
  }
  return { isValid: false, errors };
}

/** Turns FormData into a plain object; repeated names become arrays, files are dropped. */
export function formDataToObject(form: FormData): Record<string, string | string[]> {
  // No prototype: a field named "__proto__" must stay an ordinary key.
  const output: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const existing = output[key];
    if (existing === undefined) output[key] = value;
    else output[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return output;
}
