/**
 * The per-field comparison of a revision with the item as it is (the history screen, decision 028):
 * every field of the content type, the translated ones once per language. Client-safe.
 */
import type { Locale } from "~/i18n/config";
import type { ContentResource } from "./resources";

export interface FieldComparison {
  /** The field's base name (`title` for title_fr), which labels it. */
  base: string;
  name: string;
  locale: Locale | null;
  before: string;
  after: string;
  isChanged: boolean;
}

const LANGUAGE = /_(fr|en|ar)$/;

const shown = (value: unknown) =>
  value === null || value === undefined ? "" : typeof value === "string" ? value : String(value);

export function compareFields(
  resource: ContentResource,
  revision: Record<string, unknown>,
  current: Record<string, unknown> | undefined,
): FieldComparison[] {
  return Object.keys(resource.fields).map((name) => {
    const language = LANGUAGE.exec(name)?.[1] as Locale | undefined;
    const before = shown(revision[name]);
    const after = current ? shown(current[name]) : "";
    return {
      base: language ? name.slice(0, -3) : name,
      name,
      locale: language ?? null,
      before,
      after,
      isChanged: before !== after,
    };
  });
}
