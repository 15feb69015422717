import type { Locale } from "./config";
import { ar } from "./locales/ar";
import { en } from "./locales/en";
import { fr, type Messages } from "./locales/fr";
import { createTranslator } from "./translate";

export const catalogues: Record<Locale, Messages> = { fr, en, ar };

export type { Messages };

/**
 * What the public pages' browsers need of the catalogue. The rest (back office, mails, REST errors,
 * the assistant's answers) stays on the server: every public page carries its messages in its HTML,
 * and the whole catalogue would double that page's weight (issue 4). A key outside these shows as
 * itself, which the end-to-end journeys would catch.
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

const picked = new Map<Locale, Partial<Messages>>();
const completed = new Map<Locale, Partial<Messages>>();

/** The public pages' part of a catalogue (the root loader sends it to every page). */
export const publicMessages = (locale: Locale): Partial<Messages> => {
  let messages = picked.get(locale);
  if (!messages) {
    messages = pick(catalogues[locale], PUBLIC_MESSAGES) as Partial<Messages>;
    picked.set(locale, messages);
  }
  return messages;
};

/**
 * What the back office, the sign-in pages and the API docs add to the public part: every top-level area
 * the public part does not hold whole (an area it holds only in part, such as `chat`, comes whole, since
 * the nested provider completes the outer one area by area), so no message is sent twice.
 */
export const remainingMessages = (locale: Locale): Partial<Messages> => {
  let messages = completed.get(locale);
  if (!messages) {
    const wholePublicAreas = new Set<string>(PUBLIC_MESSAGES.filter((path) => !path.includes(".")));
    messages = Object.fromEntries(
      Object.entries(catalogues[locale]).filter(([area]) => !wholePublicAreas.has(area)),
    ) as Partial<Messages>;
    completed.set(locale, messages);
  }
  return messages;
};

export const translatorFor = (locale: Locale) => createTranslator(catalogues[locale], locale);

export type Translate = ReturnType<typeof translatorFor>;
