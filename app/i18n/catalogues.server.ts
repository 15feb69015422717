import type { Locale } from "./config";
import { ar } from "./locales/ar";
import { en } from "./locales/en";
import { fr, type Messages } from "./locales/fr";
import type { PartialMessages } from "./react";
import { createTranslator } from "./translate";

export const catalogues: Record<Locale, Messages> = { fr, en, ar };

export type { Messages };

/**
 * The areas of `site` that belong to one page each: a page's loader sends its own (`pageMessages`), so
 * that a page does not carry the texts of every other page (~10 KB of the public part).
 */
export const PAGE_AREAS = [
  "home",
  "news",
  "blog",
  "president",
  "foundation",
  "values",
  "missions",
  "team",
  "about",
  "programs",
  "platforms",
  "activities",
  "partners",
  "matches",
  "videos",
  "photos",
  "documents",
  "categories",
  "sports",
  "searchPage",
] as const satisfies readonly (keyof Messages["site"])[];

export type PageArea = (typeof PAGE_AREAS)[number];

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
    const { site, ...rest } = pick(catalogues[locale], PUBLIC_MESSAGES) as PartialMessages;
    const shared = Object.fromEntries(
      Object.entries((site ?? {}) as Tree).map(([area, texts]) =>
        (PAGE_AREAS as readonly string[]).includes(area)
          ? [area, pick(texts as Tree, ERROR_TEXTS)]
          : [area, texts],
      ),
    );
    messages = { ...rest, site: shared };
    picked.set(locale, messages);
  }
  return messages;
};

/** One page's own areas of `site`; the public layout adds them to the root's messages for that page. */
export const pageMessages = (locale: Locale, ...areas: PageArea[]): PartialMessages => {
  const site = catalogues[locale].site;
  return { site: Object.fromEntries(areas.map((area) => [area, site[area]])) };
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
    // `site` is sent in part too: the root keeps the shared texts, each page its own.
    const wholePublicAreas = new Set<string>(
      PUBLIC_MESSAGES.filter((path) => !path.includes(".") && path !== "site"),
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
