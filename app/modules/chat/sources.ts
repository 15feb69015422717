/**
 * What the assistant reads of each content type: the registry's `chat` part of every entry, with the
 * table to read, its order and the page each item lives on. Client-safe data: knowledge.server.ts
 * reads the rows.
 */
import type { Locale } from "~/i18n/config";
import type { ChatPart } from "~/modules/content/reading";
import { RESOURCES, type ContentResource } from "~/modules/content/resources";

export type { Field } from "~/modules/content/reading";

export type ContentTable = ContentResource["table"];

export type Row = Record<string, unknown> & { id: number };

export interface ChatSource extends ChatPart {
  table: ContentTable;
  /** The newest first, as the registry orders the type's lists. */
  orderBy: ContentResource["orderBy"];
  /** The page the item lives on. */
  page: (row: Row) => string;
}

function sourceOf(resource: ContentResource): ChatSource {
  const list = resource.publicPath ?? "/";
  return {
    ...resource.chat,
    table: resource.table,
    orderBy: resource.orderBy,
    page: resource.chat.linksTo === "item" ? (row) => resource.itemPath(row) : () => list,
  };
}

export const CHAT_SOURCES: readonly ChatSource[] = Object.values(RESOURCES).map(sourceOf);

/** The language each field of a passage is written in, when it is not the passage's language. */
export interface PassageLangs {
  title?: Locale;
  text?: Locale;
}
