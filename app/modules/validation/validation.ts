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
  const result = safeParseOf(schema, input);
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

/** A value of no field's type: it fails every schema's type check and no check after it can throw on it. */
const WRONG_TYPE = Symbol("wrong type");

/**
 * The schema library can throw instead of refusing: a length check still runs on an object of the wrong
 * type whose `length` is itself an object ({"length": {"toString": 0}}). Such a field is then refused as
 * of the wrong type, like any other value that is not what the field takes.
 */
function safeParseOf<S extends z.ZodType>(schema: S, input: unknown) {
  try {
    return schema.safeParse(input);
  } catch {
    const isObject = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);
    const defused = isObject(input)
      ? Object.fromEntries(
          Object.entries(input as Record<string, unknown>).map(([name, value]) => [
            name,
            isObject(value) ? WRONG_TYPE : value,
          ]),
        )
      : input;
    return schema.safeParse(defused);
  }
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
