/**
 * Folded search columns (decision 014). Every searchable table stores its searchable text already passed
 * through `foldText`, so a search is a plain `LIKE` on one column per language instead of loading
 * rows into JavaScript or folding case in SQL (which cannot fold accents nor Arabic letter variants).
 *
 * - Content tables: `search_fr`, `search_en`, `search_ar`: the text a visitor reads in that language
 *   (translated fields with the fr → en → ar fallback of `localized()`, plus untranslated columns).
 * - Inboxes: `search_text`: the columns the back office searches.
 *
 * What is searchable is each content type's `search` in the registry and each inbox kind's
 * `searchable`; this module folds them, and every write path passes its row through
 * `withSearchColumns`. Client-safe (no database access).
 */
import { LOCALES, type Locale } from "~/i18n/config";
import { localized } from "~/i18n/format";
import type { Field, SearchPart } from "~/modules/content/reading";
import { RESOURCES, type ContentResource } from "~/modules/content/resources";
import { INBOX_KINDS } from "~/modules/inbox/kinds";
import { htmlToText } from "~/modules/richtext/html";
import { foldText } from "~/modules/text/fold";

type AnyRow = Record<string, unknown>;

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A field as the visitor of `locale` reads it: a translated one with the site's fallback. */
const fieldText = (row: AnyRow, field: Field, locale: Locale) =>
  "translated" in field
    ? localized(row as Record<string, string>, field.translated, locale)
    : text(row[field.plain]);

function partText(row: AnyRow, part: SearchPart, locale: Locale): string {
  if ("joined" in part) return part.joined.map((field) => fieldText(row, field, locale)).join(part.separator);
  for (const field of part.firstOf) {
    const value = fieldText(row, field, locale);
    if (value) return value;
  }
  return "";
}

/** What the site search matches of each content table: the registry's `search` parts. */
const CONTENT_PARTS = Object.fromEntries(
  Object.values(RESOURCES).map((resource: ContentResource) => [resource.table, resource.search]),
) as Record<ContentResource["table"], readonly SearchPart[]>;

export type ContentSearchTable = ContentResource["table"];
export type InboxSearchTable = (typeof INBOX_KINDS)[keyof typeof INBOX_KINDS]["table"];
export type SearchableTable = ContentSearchTable | InboxSearchTable;

export const CONTENT_SEARCH_TABLES = Object.keys(CONTENT_PARTS) as ContentSearchTable[];
export const INBOX_SEARCH_TABLES = Object.values(INBOX_KINDS).map((kind) => kind.table) as InboxSearchTable[];

/** The folded column of each language; the admin search looks at all three. */
export const SEARCH_COLUMN = { fr: "search_fr", en: "search_en", ar: "search_ar" } as const satisfies Record<
  Locale,
  string
>;
export const CONTENT_SEARCH_COLUMNS = LOCALES.map((locale) => SEARCH_COLUMN[locale]);
export const INBOX_SEARCH_COLUMN = "search_text";

const INBOX_COLUMNS = Object.fromEntries(
  Object.values(INBOX_KINDS).map((kind) => [kind.table, kind.searchable as readonly string[]]),
) as Record<InboxSearchTable, readonly string[]>;

/**
 * Fields joined by a space: a query word never contains one, so no word can match across two fields
 * (the same rule as `matchesQuery`).
 */
const fold = (fields: string[]) => foldText(fields.filter(Boolean).join(" "));

const isContentTable = (table: string): table is ContentSearchTable => Object.hasOwn(CONTENT_PARTS, table);
const isInboxTable = (table: string): table is InboxSearchTable => Object.hasOwn(INBOX_COLUMNS, table);
export const isSearchableTable = (table: string): table is SearchableTable =>
  isContentTable(table) || isInboxTable(table);

/** The folded columns of a complete row of `table` (an update passes the stored row merged with the change). */
export function searchColumns(table: SearchableTable, row: AnyRow): Record<string, string> {
  if (isContentTable(table)) {
    const parts = CONTENT_PARTS[table];
    return Object.fromEntries(
      // Rich text is searched by its words, never its markup (decision 027).
      LOCALES.map((locale) => [
        SEARCH_COLUMN[locale],
        fold(parts.map((part) => htmlToText(partText(row, part, locale)))),
      ]),
    );
  }
  return { [INBOX_SEARCH_COLUMN]: fold(INBOX_COLUMNS[table].map((name) => text(row[name]))) };
}

/** The folded columns of a table: the three languages of content, the one text of an inbox. */
export const searchColumnsOf = (table: SearchableTable): readonly string[] =>
  isContentTable(table) ? CONTENT_SEARCH_COLUMNS : [INBOX_SEARCH_COLUMN];

/** SQLite only: the FTS5 trigram index over a table's folded columns (decision 014). */
export const searchIndexOf = (table: SearchableTable) => `${table}_search`;

/** The row plus its folded columns; rows of tables without search columns come back unchanged. */
export function withSearchColumns<R extends object>(table: string, row: R): R {
  if (!isSearchableTable(table)) return row;
  return { ...row, ...searchColumns(table, row as AnyRow) };
}
