import type { Locale } from "./config";

/** A message with plural forms chosen by Intl.PluralRules (Arabic has six). */
export interface Plural {
  other: string;
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
}

export const plural = (forms: Plural): Plural => forms;

export interface Catalogue {
  [key: string]: string | Plural | Catalogue;
}

type Join<A extends string, B extends string> = `${A}.${B}`;

/** Every dotted path to a message in a catalogue. */
export type MessageKey<C> = {
  [K in keyof C & string]: C[K] extends string | Plural ? K : Join<K, MessageKey<C[K]>>;
}[keyof C & string];

export type Params = Record<string, string | number>;

const isPlural = (value: unknown): value is Plural =>
  typeof value === "object" && value !== null && "other" in value && typeof value.other === "string";

function lookup(catalogue: Catalogue, key: string): string | Plural | undefined {
  let node: string | Plural | Catalogue | undefined = catalogue;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || isPlural(node)) return undefined;
    node = (node as Catalogue)[part];
  }
  return typeof node === "string" || isPlural(node) ? node : undefined;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

export function createTranslator<C extends Catalogue>(catalogue: C, locale: Locale) {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const selectRules = rules;
  return function t(key: MessageKey<C>, params?: Params): string {
    const message = lookup(catalogue, key);
    if (message === undefined) return key;
    let text: string;
    if (typeof message === "string") text = message;
    else {
      const count = Number(params?.count ?? 0);
      const form = count === 0 && message.zero !== undefined ? "zero" : selectRules.select(count);
      text = message[form as keyof Plural] ?? message.other;
    }
    if (!params) return text;
    return text.replace(/\{(\w+)\}/g, (match, name: string) =>
      params[name] === undefined ? match : String(params[name]),
    );
  };
}
