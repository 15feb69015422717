/**
 * What the assistant reads of each content type: one entry per type, so that it can be lifted into a
 * content-type registry as that type's "chat part". Each entry names its table, the fields a visitor
 * of each language reads as the item's title and text (a translated field `{ translated: "title" }`
 * is title_fr, title_en, title_ar with the site's fallback; `{ plain: "titre" }` an untranslated
 * column), the page the item lives on, the column holding the item's own address (a platform's
 * site, a video, a document's file) and the columns whose words name it (a news item's slug).
 * Client-safe data: knowledge.server.ts reads the rows.
 */
import type { Locale } from "~/i18n/config";
import { RESOURCES, type ContentResource } from "~/modules/content/resources";
import type { PassageKind } from "./search";

export type ContentTable =
  | "news"
  | "missions"
  | "team_messages"
  | "president_messages"
  | "foundation_entries"
  | "valeurs"
  | "platform_links"
  | "matches"
  | "videos"
  | "photos"
  | "documents"
  | "media_partners"
  | "activities"
  | "site_pages";

/** A text of an item: a translated field, an untranslated column, or the first of them not empty. */
export type Field = { translated: string } | { plain: string };

export type Row = Record<string, unknown> & { id: number };

/** The catalogue's chat.knowledge texts that describe a row in a language (matches, media partners). */
export type Template = "match" | "mediaPartner";

export interface ChatSource {
  kind: Exclude<PassageKind, "guide" | "faq">;
  table: ContentTable;
  /** Title fields, the first not empty wins; a template may build it instead. */
  title: readonly Field[];
  /** Text fields, joined; a template adds sentences of its own before them. */
  text: readonly Field[];
  /** The page the item lives on. */
  page: (row: Row) => string;
  /** The column holding the item's own address, given when a visitor asks for the link. */
  link?: string;
  /** Columns whose words name the item whatever the question's language (a slug). */
  names?: readonly string[];
  /** Sentences built from the row's columns by a catalogue text. */
  template?: Template;
  /** The newest rows only: the assistant's memory stays bounded however many items are published. */
  limit?: number;
  /** How much to trust this kind of passage when several match (1 = fully). */
  prior: number;
  /** Words describing the kind (catalogue chat.kinds): searched, never shown. */
  isTagged: boolean;
}

const translated = (base: string): Field => ({ translated: base });
const plain = (column: string): Field => ({ plain: column });
/** The page that lists a type's items: the registry's public page (the chat links to the list). */
const listPage = (resource: ContentResource) => {
  const path = resource.publicPath ?? "/";
  return () => path;
};

export const CHAT_SOURCES: readonly ChatSource[] = [
  {
    kind: "news",
    table: "news",
    title: [translated("title")],
    text: [translated("content")],
    page: (row) => RESOURCES.news.itemPath(row),
    names: ["slug"],
    limit: 1000,
    prior: 1,
    isTagged: true,
  },
  {
    kind: "mission",
    table: "missions",
    title: [translated("title")],
    text: [translated("content")],
    page: listPage(RESOURCES.missions),
    prior: 1,
    isTagged: true,
  },
  {
    kind: "teamMessage",
    table: "team_messages",
    title: [translated("title")],
    text: [translated("content")],
    page: listPage(RESOURCES["team-messages"]),
    prior: 1,
    isTagged: false,
  },
  {
    kind: "president",
    table: "president_messages",
    title: [translated("titre")],
    text: [translated("description")],
    page: listPage(RESOURCES.motpresident),
    prior: 1,
    isTagged: true,
  },
  {
    kind: "foundation",
    table: "foundation_entries",
    title: [translated("title")],
    text: [translated("description")],
    page: listPage(RESOURCES.fondationtamkine),
    prior: 1,
    isTagged: false,
  },
  {
    kind: "value",
    table: "valeurs",
    title: [translated("titre")],
    text: [translated("description")],
    page: listPage(RESOURCES.valeurs),
    prior: 1,
    isTagged: true,
  },
  {
    kind: "platform",
    table: "platform_links",
    title: [translated("title")],
    text: [translated("description")],
    page: listPage(RESOURCES.platformlinks),
    link: "url",
    prior: 1,
    isTagged: true,
  },
  {
    kind: "match",
    table: "matches",
    title: [],
    text: [translated("description")],
    page: listPage(RESOURCES.matches),
    template: "match",
    limit: 500,
    // A match's line says less than the article about the same game.
    prior: 0.9,
    isTagged: true,
  },
  {
    kind: "video",
    table: "videos",
    title: [translated("title")],
    text: [translated("comment")],
    page: listPage(RESOURCES.videos),
    link: "lien_video",
    limit: 500,
    // A video or a photo caption says less than the article about the same event.
    prior: 0.75,
    isTagged: true,
  },
  {
    kind: "photo",
    table: "photos",
    title: [translated("title")],
    text: [translated("comment")],
    page: listPage(RESOURCES.photos),
    limit: 500,
    prior: 0.55,
    isTagged: true,
  },
  {
    kind: "document",
    table: "documents",
    // Documents have one title and description (§3), shown as they are in every language.
    title: [plain("titre")],
    text: [plain("description")],
    page: listPage(RESOURCES.documents),
    link: "fichier",
    limit: 500,
    prior: 1,
    isTagged: true,
  },
  {
    kind: "mediaPartner",
    table: "media_partners",
    title: [translated("titre"), plain("titre")],
    text: [translated("description"), plain("description")],
    page: listPage(RESOURCES.partenaires),
    link: "site_url",
    template: "mediaPartner",
    prior: 0.95,
    isTagged: true,
  },
  {
    kind: "activity",
    table: "activities",
    title: [translated("title")],
    text: [translated("comment")],
    page: listPage(RESOURCES.activities),
    limit: 500,
    prior: 1,
    isTagged: true,
  },
  {
    kind: "page",
    table: "site_pages",
    title: [translated("title")],
    text: [translated("body")],
    page: (row) => RESOURCES.pages.itemPath(row),
    prior: 0.95,
    isTagged: false,
  },
];

/** The language each field of a passage is written in, when it is not the passage's language. */
export interface PassageLangs {
  title?: Locale;
  text?: Locale;
}
