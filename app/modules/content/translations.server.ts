/**
 * The translation state of content (docs/decisions/031-translation-workflow.md). For each item and each
 * language translated from French, every field remembers the French text its translation was last
 * saved against, as a SHA-256 (`sources`): a field whose French has text and whose translation has none
 * is `missing`; one whose French no longer has that hash is `outdated`; anything else is `current`.
 *
 * The write path (operations.server.ts, step 4) records it in the item's own transaction, whoever
 * writes: a language's field counts as saved when its text changed, when the item is created, or when
 * the writer says they checked it (`reviewed`). The stored status serves the lists' filter and the
 * dashboard's counts; reads recompute it from the row, which gives the same answer.
 */
import { createHash } from "node:crypto";
import type { Db } from "~/db/client.server";
import { nowIso } from "~/db/time";
import { hasRichContent, looksLikeHtml } from "~/modules/richtext/html";
import {
  TRANSLATION_LOCALES,
  type TranslationLocale,
  type TranslationStatus,
  type TranslationStates,
  type TranslationStatuses,
} from "./translation-status";

type Row = Record<string, unknown>;
/** Field base → SHA-256 of the French text its translation was saved against. */
export type Sources = Record<string, string>;
/** Field base → machine draft. */
export type Drafts = Record<string, string>;

export const frenchHash = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** Whether a stored field holds anything a reader sees (an emptied rich text is `""` or `<p></p>`). */
export function hasText(value: unknown): boolean {
  if (typeof value !== "string" || value.trim() === "") return false;
  return looksLikeHtml(value) ? hasRichContent(value) : true;
}

const french = (row: Row, base: string) => {
  const value = row[`${base}_fr`];
  return typeof value === "string" ? value : "";
};

/**
 * A language taken as saved with the item as it is: every field with text was translated from the
 * French it has now. The migration gives existing items this state, and an item written before it had
 * one (a row inserted by hand) starts from it.
 */
export function sourcesAsSaved(bases: readonly string[], row: Row, locale: TranslationLocale): Sources {
  const sources: Sources = {};
  for (const base of bases) {
    if (hasText(row[`${base}_${locale}`])) sources[base] = frenchHash(french(row, base));
  }
  return sources;
}

/**
 * The state rows of items that had none (the migration's existing items, rows inserted by the demo seed
 * and the test factories): every language taken as saved with the item as it is.
 */
export function initialStates(
  kind: string,
  bases: readonly string[],
  rows: ReadonlyArray<Row & { id: number }>,
) {
  return rows.flatMap((row) =>
    TRANSLATION_LOCALES.map((locale) => {
      const sources = sourcesAsSaved(bases, row, locale);
      return {
        resource: kind,
        item_id: row.id,
        locale,
        status: languageStatus(fieldStatuses(bases, row, locale, sources)),
        sources: JSON.stringify(sources),
      };
    }),
  );
}

export function fieldStatus(
  row: Row,
  base: string,
  locale: TranslationLocale,
  sources: Sources,
): TranslationStatus {
  if (!hasText(row[`${base}_fr`])) return "current";
  if (!hasText(row[`${base}_${locale}`])) return "missing";
  const source = sources[base];
  return source === undefined || source === frenchHash(french(row, base)) ? "current" : "outdated";
}

export function fieldStatuses(
  bases: readonly string[],
  row: Row,
  locale: TranslationLocale,
  sources: Sources,
): Record<string, TranslationStatus> {
  return Object.fromEntries(bases.map((base) => [base, fieldStatus(row, base, locale, sources)]));
}

/** A language's status: missing if a field is, else outdated if a field is, else current. */
export function languageStatus(fields: Record<string, TranslationStatus>): TranslationStatus {
  const values = Object.values(fields);
  if (values.includes("missing")) return "missing";
  return values.includes("outdated") ? "outdated" : "current";
}

/** A stored JSON object of texts; anything else reads as empty. */
function textsOf(json: unknown): Record<string, string> {
  if (typeof json !== "string") return {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  } catch {
    return {};
  }
}

interface StoredState {
  item_id: number;
  locale: string;
  sources: string;
  drafts: string;
  drafted_at: string | null;
}

async function storedStates(db: Db, kind: string, ids: readonly number[]): Promise<StoredState[]> {
  const states: StoredState[] = [];
  // Chunks keep the statement under every database's limit of parameters.
  for (let start = 0; start < ids.length; start += 500) {
    states.push(
      ...(await db.kysely
        .selectFrom("content_translations")
        .select(["item_id", "locale", "sources", "drafts", "drafted_at"])
        .where("resource", "=", kind)
        .where("item_id", "in", ids.slice(start, start + 500))
        .execute()),
    );
  }
  return states;
}

async function upsertState(
  db: Db,
  state: {
    kind: string;
    id: number;
    locale: TranslationLocale;
    status: TranslationStatus;
    sources: Sources;
    drafts: Drafts;
    draftedAt: string | null;
  },
) {
  const values = {
    status: state.status,
    sources: JSON.stringify(state.sources),
    drafts: JSON.stringify(state.drafts),
    drafted_at: Object.keys(state.drafts).length > 0 ? state.draftedAt : null,
    updated_at: nowIso(),
  };
  await db.kysely
    .insertInto("content_translations")
    .values({ resource: state.kind, item_id: state.id, locale: state.locale, ...values })
    .onConflict((conflict) => conflict.columns(["resource", "item_id", "locale"]).doUpdateSet(values))
    .execute();
}

/**
 * Step 4 of a save or a restore, in its transaction: each language's fields saved by this write take
 * the French they now stand beside; the others keep theirs, so a French change leaves them outdated.
 * A machine draft of a field ends when the writer sends that field (the form shows the draft in it, so
 * what is sent is what the editor kept).
 */
export async function recordTranslations(
  db: Db,
  options: {
    kind: string;
    bases: readonly string[];
    before: Row | undefined;
    row: Row & { id: number };
    /** The field names the writer sent. */
    sent: readonly string[];
    /** Languages the writer checked and left as they are: saved against today's French. */
    reviewed: readonly TranslationLocale[];
  },
) {
  const { kind, bases, before, row } = options;
  if (bases.length === 0) return;
  const stored = await storedStates(db, kind, [row.id]);
  for (const locale of TRANSLATION_LOCALES) {
    const previous = stored.find((state) => state.locale === locale);
    const sources: Sources = previous
      ? textsOf(previous.sources)
      : before
        ? sourcesAsSaved(bases, before, locale)
        : {};
    const drafts: Drafts = textsOf(previous?.drafts);
    for (const base of bases) {
      const name = `${base}_${locale}`;
      const isSaved = !before || row[name] !== before[name] || options.reviewed.includes(locale);
      if (isSaved) {
        if (hasText(row[name])) sources[base] = frenchHash(french(row, base));
        else delete sources[base];
      }
      if (options.sent.includes(name)) delete drafts[base];
    }
    await upsertState(db, {
      kind,
      id: row.id,
      locale,
      status: languageStatus(fieldStatuses(bases, row, locale, sources)),
      sources,
      drafts,
      draftedAt: previous?.drafted_at ?? null,
    });
  }
}

/** The machine drafts of one language, kept beside the item (never in its published fields). */
export async function storeDrafts(
  db: Db,
  options: {
    kind: string;
    bases: readonly string[];
    row: Row & { id: number };
    locale: TranslationLocale;
    drafts: Drafts;
  },
) {
  const { kind, bases, row, locale } = options;
  const [previous] = (await storedStates(db, kind, [row.id])).filter((state) => state.locale === locale);
  const sources = previous ? textsOf(previous.sources) : sourcesAsSaved(bases, row, locale);
  await upsertState(db, {
    kind,
    id: row.id,
    locale,
    status: languageStatus(fieldStatuses(bases, row, locale, sources)),
    sources,
    drafts: { ...textsOf(previous?.drafts), ...options.drafts },
    draftedAt: nowIso(),
  });
}

export async function forgetTranslations(db: Db, kind: string, id: number) {
  await db.kysely
    .deleteFrom("content_translations")
    .where("resource", "=", kind)
    .where("item_id", "=", id)
    .execute();
}

/** Each item's state in both languages, recomputed from its row (one query for the whole list). */
export async function readTranslationStates(
  db: Db,
  options: { kind: string; bases: readonly string[]; rows: ReadonlyArray<Row & { id: number }> },
): Promise<Map<number, TranslationStates>> {
  const { kind, bases, rows } = options;
  const states = new Map<number, TranslationStates>();
  if (bases.length === 0 || rows.length === 0) return states;
  const stored = await storedStates(
    db,
    kind,
    rows.map((row) => row.id),
  );
  for (const row of rows) {
    const languages = {} as TranslationStates;
    for (const locale of TRANSLATION_LOCALES) {
      const state = stored.find((each) => each.item_id === row.id && each.locale === locale);
      const sources = state ? textsOf(state.sources) : sourcesAsSaved(bases, row, locale);
      const fields = fieldStatuses(bases, row, locale, sources);
      languages[locale] = {
        status: languageStatus(fields),
        fields,
        drafts: textsOf(state?.drafts),
        draftedAt: state?.drafted_at ?? null,
      };
    }
    states.set(row.id, languages);
  }
  return states;
}

export const statusesOf = (states: TranslationStates | undefined): TranslationStatuses | undefined =>
  states && { en: states.en.status, ar: states.ar.status };

/** The ids of a content type's items whose translation into `locale` is missing or outdated. */
export const needingTranslation = (db: Db, kind: string, locale: TranslationLocale) =>
  db.kysely
    .selectFrom("content_translations")
    .select("item_id")
    .where("resource", "=", kind)
    .where("locale", "=", locale)
    .where("status", "!=", "current");
