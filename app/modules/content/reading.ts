/**
 * What is read of a content type, besides its form: the texts the site search matches in each language
 * and what the chat assistant learns of an item. Each registry entry (resources.ts) states both, in this
 * small vocabulary, so that search-columns.ts and the assistant's sources derive from the registry.
 * Client-safe data.
 */

/** A text of an item: a translated field (`title` is title_fr, title_en, title_ar) or one column. */
export type Field = { translated: string } | { plain: string };

export const translatedField = (base: string): Field => ({ translated: base });
export const plainField = (column: string): Field => ({ plain: column });

/**
 * One searchable text: the first of its fields that is not empty, or (`joined`) several fields shown
 * as one, the way the search page titles a match "home – away".
 */
export type SearchPart = { firstOf: readonly Field[] } | { joined: readonly Field[]; separator: string };

/** The kinds of passage the assistant makes of content (catalogue chat.kinds names the tagged ones). */
export type ChatKind =
  | "news"
  | "mission"
  | "teamMessage"
  | "president"
  | "foundation"
  | "value"
  | "platform"
  | "match"
  | "video"
  | "photo"
  | "document"
  | "mediaPartner"
  | "activity"
  | "page";

/** The catalogue's chat.knowledge texts that describe a row in a language (matches, media partners). */
export type ChatTemplate = "match" | "mediaPartner";

/** What the assistant reads of a content type (decision 021). */
export interface ChatPart {
  kind: ChatKind;
  /** Title fields, the first not empty wins; a template may build it instead. */
  title: readonly Field[];
  /** Text fields, the first not empty wins; a template adds sentences of its own before it. */
  text: readonly Field[];
  /** Whether an answer links to the item's own page, or to the list page that shows it. */
  linksTo: "item" | "list";
  /** The column holding the item's own address, given when a visitor asks for the link. */
  link?: string;
  /** Columns whose words name the item whatever the question's language (a slug). */
  names?: readonly string[];
  /** Sentences built from the row's columns by a catalogue text. */
  template?: ChatTemplate;
  /** The newest rows only: the assistant's memory stays bounded however many items are published. */
  limit?: number;
  /** How much to trust this kind of passage when several match (1 = fully). */
  prior: number;
  /** Words describing the kind (catalogue chat.kinds) are searched, never shown. */
  isTagged: boolean;
}
