/**
 * The field vocabulary of editable content. Each resource (resources.ts) lists its fields once; the zod
 * schema used by the API, the admin forms and the OpenAPI document is built from that list.
 * Client-safe: no server imports.
 */
import { z } from "zod";
import { zonedToIso } from "~/i18n/time-zone";
import { isReservedSlug, SLUG_PATTERN } from "~/lib/paths";

export type FieldSpec =
  | {
      type: "text";
      required?: boolean;
      multiline?: boolean;
      max?: number;
      /** A site page's address (`/{slug}`): lowercase words and dashes, no address the product uses. */
      format?: "slug";
      /** No two items share the value (checked by the write path against the stored rows). */
      unique?: boolean;
    }
  /**
   * A long text with headings, links, lists and images: HTML of a small subset or a plain text, cleaned
   * by the write path on the server (docs/decisions/027-rich-text.md). `max` counts the submitted text.
   */
  | { type: "richText"; required?: boolean; max?: number }
  | { type: "url"; required?: boolean }
  | { type: "date"; required?: boolean }
  | { type: "time"; required?: boolean }
  /**
   * An instant (the publication date and schedule, decision 028): ISO 8601 with a zone, or a wall-clock
   * time without one, read in the site's time zone. Stored as ISO UTC.
   */
  | { type: "datetime"; required?: boolean }
  | { type: "integer"; required?: boolean }
  /** A media address given as text (the match form's logos and banner, from POST /api/uploads/). */
  | { type: "mediaUrl"; required?: boolean }
  /** An uploaded file: image (re-encoded) or document (.pdf, .doc, .docx, .zip). */
  | { type: "image"; required?: boolean }
  | { type: "document"; required?: boolean }
  | { type: "flag" };

export type Fields = Record<string, FieldSpec>;

export const isRichTextField = (spec: FieldSpec): spec is Extract<FieldSpec, { type: "richText" }> =>
  spec.type === "richText";

/** The largest rich text a writer may send (characters of HTML), the editor's and the API's limit. */
export const RICH_TEXT_MAX = 100_000;

export const isFileField = (spec: FieldSpec): spec is Extract<FieldSpec, { type: "image" | "document" }> =>
  spec.type === "image" || spec.type === "document";

/** Messages are catalogue keys under `validation.`; the caller translates them. */
export const MESSAGES = {
  required: "validation.required",
  url: "validation.url",
  date: "validation.date",
  time: "validation.time",
  datetime: "validation.datetime",
  integer: "validation.integer",
  tooLong: "validation.tooLong",
  flag: "validation.flag",
  slug: "siteSettings.pages.errors.slug",
  slugReserved: "siteSettings.pages.errors.slugReserved",
  slugFixed: "siteSettings.pages.errors.slugFixed",
  unique: "siteSettings.pages.errors.unique",
} as const;

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export const isHttpUrl = (value: string) => {
  if (!HTTP_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};

/** Empty strings, null and undefined all mean "not given" for optional fields. */
const blankToUndefined = (value: unknown) =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "")
    ? undefined
    : value;

const text = (max: number) => z.string().trim().max(max, MESSAGES.tooLong);

/** A JSON number or a form's text: anything else (an object, a list) is not a number. */
const numberLike = (value: unknown) =>
  typeof value === "number" || typeof value === "string" ? value : Number.NaN;

/** ISO 8601 with Z or an offset; a value without one is the site's wall-clock time. */
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

function toInstant(value: string, timeZone: string) {
  if (ZONED.test(value)) {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? undefined : new Date(parsed).toISOString();
  }
  return zonedToIso(value, timeZone);
}

function scalarSchema(spec: Exclude<FieldSpec, { type: "image" | "document" }>, timeZone: string): z.ZodType {
  switch (spec.type) {
    case "text":
    case "richText": {
      const plain = text(
        spec.max ?? (spec.type === "richText" ? RICH_TEXT_MAX : spec.multiline ? 50_000 : 300),
      );
      const base =
        spec.type === "text" && spec.format === "slug"
          ? plain
              .toLowerCase()
              .refine((v) => v === "" || SLUG_PATTERN.test(v), MESSAGES.slug)
              .refine((v) => !isReservedSlug(v), MESSAGES.slugReserved)
          : plain;
      return spec.required
        ? z.preprocess(
            (v) => v ?? "",
            z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).pipe(base),
          )
        : z.preprocess((v) => blankToUndefined(v) ?? "", base);
    }
    case "url":
    case "mediaUrl": {
      const check =
        spec.type === "url"
          ? (v: string) => isHttpUrl(v)
          : (v: string) => isHttpUrl(v) || /^\/media\/[a-z0-9][a-z0-9/._-]*$/.test(v);
      const url = z
        .string({ error: MESSAGES.url })
        .trim()
        .max(2000, MESSAGES.tooLong)
        .refine(check, MESSAGES.url);
      return spec.required
        ? z.preprocess(blankToUndefined, url.optional()).refine((v) => v !== undefined, MESSAGES.required)
        : z.preprocess(blankToUndefined, url.optional()).transform((v) => v ?? null);
    }
    case "date": {
      const date = z
        .string({ error: MESSAGES.date })
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.date)
        .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), MESSAGES.date);
      return spec.required
        ? z.preprocess(blankToUndefined, date.optional()).refine((v) => v !== undefined, MESSAGES.required)
        : z.preprocess(blankToUndefined, date.optional()).transform((v) => v ?? null);
    }
    case "time": {
      const time = z
        .string({ error: MESSAGES.time })
        .trim()
        .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, MESSAGES.time)
        .transform((v) => (v.length === 5 ? `${v}:00` : v));
      return spec.required
        ? z.preprocess(blankToUndefined, time.optional()).refine((v) => v !== undefined, MESSAGES.required)
        : z.preprocess(blankToUndefined, time.optional()).transform((v) => v ?? null);
    }
    case "datetime": {
      const instant = z
        .string({ error: MESSAGES.datetime })
        .trim()
        .max(40, MESSAGES.datetime)
        .transform((v, context) => {
          const iso = toInstant(v, timeZone);
          if (iso === undefined) context.addIssue({ code: "custom", message: MESSAGES.datetime });
          return iso ?? "";
        });
      return spec.required
        ? z.preprocess(blankToUndefined, instant.optional()).refine((v) => v !== undefined, MESSAGES.required)
        : z.preprocess(blankToUndefined, instant.optional()).transform((v) => v ?? null);
    }
    case "integer": {
      const integer = z.preprocess(
        numberLike,
        z.coerce
          .number({ error: MESSAGES.integer })
          .int(MESSAGES.integer)
          .min(0, MESSAGES.integer)
          .max(100_000, MESSAGES.integer),
      );
      return spec.required
        ? z.preprocess(blankToUndefined, integer.optional()).refine((v) => v !== undefined, MESSAGES.required)
        : z.preprocess(blankToUndefined, integer.optional()).transform((v) => v ?? null);
    }
    case "flag":
      // A JSON boolean or number, or a form's text; an object or a list is refused, not read as false.
      return z.preprocess(
        (v) => {
          if (v === undefined || v === null || v === "") return undefined;
          if (typeof v === "boolean") return v ? 1 : 0;
          if (typeof v !== "string" && typeof v !== "number") return v;
          return ["1", "true", "on", "yes"].includes(String(v).toLowerCase()) ? 1 : 0;
        },
        z.union([z.literal(0), z.literal(1)], { error: MESSAGES.flag }).optional(),
      );
  }
}

/**
 * The schema of a resource's text-like fields (files are checked by the upload path). Wall-clock times
 * are read in `timeZone` (the site's, SITE_TIME_ZONE).
 */
export function schemaFor(fields: Fields, options: { timeZone?: string } = {}) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, spec] of Object.entries(fields)) {
    if (!isFileField(spec)) shape[name] = scalarSchema(spec, options.timeZone ?? "UTC");
  }
  return z.object(shape);
}
