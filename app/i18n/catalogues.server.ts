import type { Locale } from "./config";
import { ar } from "./locales/ar";
import { en } from "./locales/en";
import { fr, type Messages } from "./locales/fr";
import type { PartialMessages } from "./react";
import { createTranslator } from "./translate";

export const catalogues: Record<Locale, Messages> = { fr, en, ar };

export type { Messages };

/**
 * The areas of the catalogue that belong to one page each: a page's loader sends its own
 * (`pageMessages`), so that a page does not carry the texts of every other page (~14 KB of the public
 * part).
 */
export const PAGE_AREAS = [
  "site.home",
  "site.news",
  "site.blog",
  "site.president",
  "site.foundation",
  "site.values",
  "site.missions",
  "site.team",
  "site.about",
  "site.programs",
  "site.platforms",
  "site.activities",
  "site.partners",
  "site.matches",
  "site.videos",
  "site.photos",
  "site.documents",
  "site.categories",
  "site.sports",
  "site.searchPage",
  "forms.contact",
  "forms.join",
  "forms.community",
  "forms.partner",
] as const satisfies readonly (
  | `site.${keyof Messages["site"] & string}`
  | `forms.${keyof Messages["forms"] & string}`
)[];

export type PageArea = (typeof PAGE_AREAS)[number];

/** "site.news" → ["site", "news"]: the catalogue area and the page's part of it. */
const splitArea = (path: PageArea) => path.split(".") as [keyof Messages, string];

/**
 * A page's error boundary renders when its loader failed, so without the page's own texts: these keys of
 * every page area stay with the root's messages.
 */
const ERROR_TEXTS = ["loadError", "error", "notFound", "back"] as const;

/**
 * What the public pages' browsers need of the catalogue on every page (the root loader sends it). The
 * rest (back office, mails, REST errors, the assistant's answers) stays on the server: every public page
 * carries its messages in its HTML, and the whole catalogue would double that page's weight (issue 4). A
 * key outside these shows as itself, which the end-to-end journeys would catch.
 */
const PUBLIC_MESSAGES = [
  "common",
  "validation",
  "site",
  "forms",
  "chat.botName",
  "chat.launcher",
  "chat.panel",
  "chat.voice",
  "chat.suggestions",
  "chat.feedback",
  "chat.errors",
  "chat.questions",
  "siteSettings.public",
] as const;

type Tree = { [key: string]: unknown };

function pick(source: Tree, paths: readonly string[]): Tree {
  const picked: Tree = {};
  for (const path of paths) {
    const [head = "", ...rest] = path.split(".");
    if (!(head in source)) continue;
    if (rest.length === 0) picked[head] = source[head];
    else picked[head] = { ...(picked[head] as Tree), ...pick(source[head] as Tree, [rest.join(".")]) };
  }
  return picked;
}

const picked = new Map<Locale, PartialMessages>();
const completed = new Map<Locale, Partial<Messages>>();

/** The public pages' part of a catalogue (the root loader sends it to every page). */
export const publicMessages = (locale: Locale): PartialMessages => {
  let messages = picked.get(locale);
  if (!messages) {
    const shared = pick(catalogues[locale], PUBLIC_MESSAGES);
    for (const path of PAGE_AREAS) {
      const [top, area] = splitArea(path);
      const texts = shared[top] as Tree;
      shared[top] = { ...texts, [area]: pick(texts[area] as Tree, ERROR_TEXTS) };
    }
    messages = shared as PartialMessages;
    picked.set(locale, messages);
  }
  return messages;
};

/** One page's own areas; the public layout adds them to the root's messages for that page. */
export const pageMessages = (locale: Locale, ...areas: PageArea[]): PartialMessages => {
  const messages: Record<string, Tree> = {};
  for (const path of areas) {
    const [top, area] = splitArea(path);
    messages[top] = { ...messages[top], [area]: (catalogues[locale][top] as Tree)[area] };
  }
  return messages as PartialMessages;
};

/**
 * What the back office, the sign-in pages and the API docs add to the public part: every top-level area
 * the public part does not hold whole (an area it holds only in part, such as `chat` or `site`, comes
 * whole, since the nested provider completes the outer one area by area), so that those screens can use
 * any key.
 */
export const remainingMessages = (locale: Locale): Partial<Messages> => {
  let messages = completed.get(locale);
  if (!messages) {
    // Areas with page texts are sent in part too: the root keeps the shared texts, each page its own.
    const partlyPublic = new Set<string>(PAGE_AREAS.map((path) => splitArea(path)[0]));
    const wholePublicAreas = new Set<string>(
      PUBLIC_MESSAGES.filter((path) => !path.includes(".") && !partlyPublic.has(path)),
    );
    messages = Object.fromEntries(
      Object.entries(catalogues[locale]).filter(([area]) => !wholePublicAreas.has(area)),
    ) as Partial<Messages>;
    completed.set(locale, messages);
  }
  return messages;
};

export const translatorFor = (locale: Locale) => createTranslator(catalogues[locale], locale);

export type Translate = ReturnType<typeof translatorFor>;
