/**
 * The one write path of content and of the inboxes (docs/decisions/020-one-write-path.md). Every writer
 * — the back-office screens, the REST API, command-line scripts and tests — calls these operations, and
 * each runs the same steps in the same order:
 *
 *   1. access: an account whose role holds the permission (decision 026), or the explicit `asSystem` of a
 *      script that runs without one;
 *   2. derived input: plain fields that follow their French translation (`mirrorFrench`);
 *   3. validation and uploads;
 *   4. derived columns (slug, folded search text) and the write, with its audit entry, its revision
 *      (a snapshot of the item, decision 028) and its translation state (which languages are missing,
 *      current or outdated, decision 031), in one transaction; an update made from a copy that is no
 *      longer current is refused (`conflict`);
 *   5. the uploads the row refers to are adopted (no longer removed as orphans);
 *   6. caches: the services' change feed empties the page caches, here and on the other instances.
 *
 * Transports only parse their request, call an operation and map its result to an answer.
 * `draftTranslation` asks the optional language model for the translations an item lacks and keeps them
 * beside it as drafts, unpublished until an editor saves that language (decision 031).
 */
import type { Db } from "~/db/client.server";
import { allows, type Permission, type Role } from "~/modules/access/roles";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { INBOX_KINDS, type InboxKind } from "~/modules/inbox/kinds";
import { deleteInboxEntry, getInboxEntry, writeInboxEntry } from "~/modules/inbox/inbox.server";
import type { FieldErrors } from "~/modules/validation/validation";
import type { CleanedFields } from "~/modules/richtext/fields.server";
import type { Config } from "~/config/env.server";
import { llmSettings } from "~/modules/llm/completions.server";
import type { Services } from "~/services.server";
import {
  adoptMedia,
  deleteContent,
  getContent,
  prepareContentWrite,
  VersionConflict,
  writeContent,
  type ContentInput,
  type ContentRow,
  type PreparedWrite,
} from "./content.server";
import { MESSAGES } from "./fields";
import { itemTitle, RESOURCES, type ContentResource, type ResourceName } from "./resources";
import { getRevision, recordRevision, restorePlan, type RevisionAction } from "./revisions.server";
import { draftFromFrench } from "./translation-draft.server";
import { translatedBases, type TranslationLocale } from "./translation-status";
import {
  forgetTranslations,
  readTranslationStates,
  recordTranslations,
  storeDrafts,
} from "./translations.server";

/** Who writes: a signed-in account and its role, or a script that says so by name. */
export type Writer = { actor: AuditActor & { role: Role } } | { asSystem: string };

type Translate = (key: string, params?: Record<string, string | number>) => string;

export type SaveOutcome =
  /** `cleaned`: per rich-text field, what the server removed from what was sent (decision 027). */
  | { status: "saved"; row: ContentRow; isNew: boolean; cleaned: CleanedFields }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "missing" }
  | { status: "forbidden" }
  /** The item changed since the writer's copy was read (`expectedVersion`): nothing was written. */
  | { status: "conflict"; current: ContentRow | undefined };

export type RestoreOutcome =
  | (Extract<SaveOutcome, { status: "saved" }> & {
      /** Fields of the snapshot the content type no longer has. */
      dropped: string[];
    })
  | Exclude<SaveOutcome, { status: "saved" }>;

export type DeleteOutcome = { status: "deleted" } | { status: "missing" } | { status: "forbidden" };

/**
 * What a script that moves content in (docs/decisions/025-moving-in-and-out.md) adds to a save: the
 * item's original dates, files already in the store (an archive's, kept byte for byte), and its own
 * bookkeeping (which old id became which item) in the same transaction as the write.
 */
export interface ImportExtras {
  /** ISO-8601 UTC: created_at, updated_at, added_at. */
  timestamps?: Partial<Record<"created_at" | "updated_at" | "added_at", string>>;
  storedFiles?: Record<string, string>;
  /** The item's number on the site it came from, kept by a new item when free (`PreparedWrite.keepId`). */
  keepId?: number;
  alsoInTransaction?: (tx: Db, row: ContentRow, isNew: boolean) => Promise<void>;
}

export type WriteServices = Pick<Services, "db" | "storage"> & Partial<Pick<Services, "changes" | "config">>;

/**
 * Step 1. Nobody writes anonymously: a missing actor is refused unless a script named itself, and an
 * account writes only what its role's permission allows (modules/access/roles.ts).
 */
export function actorOf(
  writer: Writer | null | undefined,
  permission: Permission,
): AuditActor | null | "forbidden" {
  if (!writer) return "forbidden";
  if ("asSystem" in writer) return null;
  const { actor } = writer;
  return actor.id > 0 && allows(actor.role, permission)
    ? { id: actor.id, username: actor.username }
    : "forbidden";
}

/** Runs `work` in one transaction, with a Db whose queries all belong to it. */
export async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return await db.kysely
    .transaction()
    .execute(async (trx) => work({ kysely: trx, dialect: db.dialect, close: async () => {} }));
}

/** Step 2: the plain fields that mirror French take its value whenever the French one is sent. */
function withMirroredFrench(resource: ContentResource, input: ContentInput): ContentInput {
  if (!resource.mirrorFrench) return input;
  const values = { ...input.values };
  for (const plain of resource.mirrorFrench) {
    const french = values[`${plain}_fr`];
    if (french !== undefined) values[plain] = french;
  }
  return { ...input, values };
}

async function audit(
  db: Db,
  actor: AuditActor | null,
  entry: {
    action: "create" | "update" | "delete" | "restore";
    resource: string;
    itemId: number;
    summary: string;
  },
) {
  // A script's change is journalled under its own name, with no account behind it.
  await recordAudit(db, { actor: actor ?? { id: 0, username: "system" }, ...entry });
}

export async function saveItem(
  services: WriteServices,
  options: {
    kind: ResourceName;
    /** Absent: a new item. */
    id?: number;
    input: ContentInput;
    writer: Writer | null | undefined;
    translate: Translate;
    /** A script's import only (decision 025): see `ImportExtras`. */
    imported?: ImportExtras;
    /** The `updated_at` of the copy the writer edited; absent: last write wins (older API clients). */
    expectedVersion?: string;
    /**
     * Languages the writer checked after a French change and leaves as they are: they count as saved
     * against today's French (decision 031).
     */
    reviewedLanguages?: readonly TranslationLocale[];
  },
): Promise<SaveOutcome> {
  const actor = actorOf(options.writer, "content");
  if (actor === "forbidden") return { status: "forbidden" };
  const resource = RESOURCES[options.kind];
  const input = withMirroredFrench(resource, options.input);
  // What only an import may do; an administrator's write never sets its own dates.
  const imported = options.writer && "asSystem" in options.writer ? options.imported : undefined;
  const prepared = await prepareContentWrite(services, resource, input, {
    id: options.id,
    translate: options.translate,
    timeZone: services.config?.SITE_TIME_ZONE,
    storedFiles: imported?.storedFiles,
  });
  if (prepared.status !== "ready") return prepared;
  const write = {
    ...prepared.write,
    expectedVersion: options.expectedVersion,
    timestamps: imported?.timestamps,
    keepId: imported?.keepId,
  };
  const outcome = await commit(services, {
    kind: options.kind,
    write,
    actor,
    translation: { sent: Object.keys(input.values), reviewed: options.reviewedLanguages ?? [] },
    alsoInTransaction: imported?.alsoInTransaction,
    translate: options.translate,
  });
  // What the rich-text cleaning removed is told to the writer (decision 027).
  return outcome.status === "saved" ? { ...outcome, cleaned: prepared.cleaned } : outcome;
}

/** A unique index refused the write (SQLite's and PostgreSQL's codes). */
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "23505";
};

/** The type's field that must be unique (a site page's slug), if it has one. */
const uniqueFieldOf = (resource: ContentResource) =>
  Object.entries(resource.fields).find(([, spec]) => spec.type === "text" && spec.unique === true)?.[0];

/**
 * Step 4 to 6 of a save or a restore: the write, its audit entry and its revision in one transaction,
 * then the uploads adopted and the caches told.
 */
async function commit(
  services: WriteServices,
  options: {
    kind: ResourceName;
    write: PreparedWrite;
    actor: AuditActor | null;
    isRestore?: boolean;
    /** What the writer sent and checked, for the translation state (decision 031). */
    translation: { sent: readonly string[]; reviewed: readonly TranslationLocale[] };
    alsoInTransaction?: ImportExtras["alsoInTransaction"];
    translate: Translate;
  },
): Promise<SaveOutcome> {
  const { kind, write, actor } = options;
  const resource = RESOURCES[kind];
  const action: RevisionAction = options.isRestore ? "restore" : write.existing ? "update" : "create";
  let row: ContentRow;
  try {
    row = await inTransaction(services.db, async (tx) => {
      const written = await writeContent(tx, write);
      await options.alsoInTransaction?.(tx, written, !write.existing);
      await audit(tx, actor, {
        action: action === "restore" ? "restore" : action,
        resource: kind,
        itemId: written.id,
        summary: itemTitle(resource, written, "fr"),
      });
      await recordRevision(tx, { kind, row: written, action, actor });
      await recordTranslations(tx, {
        kind,
        bases: translatedBases(resource.fields),
        before: write.existing,
        row: written,
        ...options.translation,
      });
      return written;
    });
  } catch (error) {
    // Two writers took the same unique value at once: the check before the write passed for both, and
    // the database's unique index refused the second. Told like the check would have told it.
    const taken = isUniqueViolation(error) ? uniqueFieldOf(resource) : undefined;
    if (taken) return { status: "invalid", errors: { [taken]: [options.translate(MESSAGES.unique)] } };
    if (!(error instanceof VersionConflict)) throw error;
    const current = write.existing
      ? await getContent(services.db, resource, write.existing.id, { includeDrafts: true })
      : undefined;
    return { status: "conflict", current };
  }
  await adoptMedia(services.db, resource, row);
  services.changes?.publish();
  return { status: "saved", row, isNew: !write.existing, cleaned: {} };
}

/**
 * Brings an item back as one of its revisions was — also an item deleted in the last 30 days, with its
 * id. The restore is itself a revision and an audit entry. Fields the content type no longer has are
 * named in `dropped`; the values are checked by today's rules, so a snapshot that no longer meets them
 * is refused with the fields' errors instead of being written.
 */
export async function restoreRevision(
  services: WriteServices,
  options: {
    kind: ResourceName;
    id: number;
    number: number;
    writer: Writer | null | undefined;
    translate: Translate;
    expectedVersion?: string;
  },
): Promise<RestoreOutcome> {
  const actor = actorOf(options.writer, "content");
  if (actor === "forbidden") return { status: "forbidden" };
  const resource = RESOURCES[options.kind];
  const revision = await getRevision(services.db, options.kind, options.id, options.number);
  if (!revision) return { status: "missing" };
  const plan = restorePlan(resource, revision.data);
  const prepared = await prepareContentWrite(
    services,
    resource,
    { values: plan.values, files: {} },
    {
      id: options.id,
      translate: options.translate,
      timeZone: services.config?.SITE_TIME_ZONE,
      isRestore: true,
    },
  );
  if (prepared.status !== "ready") return prepared;
  const write = { ...prepared.write, expectedVersion: options.expectedVersion };
  // A deleted item comes back whole: its creation time and the columns no form edits.
  if (write.recreateId) write.values = { ...plan.columns, ...write.values };
  // A restore sends no field of its own: the languages whose text it brings back count as saved.
  const outcome = await commit(services, {
    kind: options.kind,
    write,
    actor,
    isRestore: true,
    translation: { sent: [], reviewed: [] },
    translate: options.translate,
  });
  return outcome.status === "saved" ? { ...outcome, dropped: plan.dropped } : outcome;
}

export async function deleteItem(
  services: WriteServices,
  options: { kind: ResourceName; id: number; writer: Writer | null | undefined },
): Promise<DeleteOutcome> {
  const actor = actorOf(options.writer, "content");
  if (actor === "forbidden") return { status: "forbidden" };
  const resource = RESOURCES[options.kind];
  const isDeleted = await inTransaction(services.db, async (tx) => {
    const existing = await getContent(tx, resource, options.id, { includeDrafts: true });
    if (!existing || !(await deleteContent(tx, resource, options.id))) return false;
    await audit(tx, actor, {
      action: "delete",
      resource: options.kind,
      itemId: options.id,
      summary: itemTitle(resource, existing, "fr"),
    });
    // The last state is kept: the "recently deleted" list restores it for 30 days.
    await recordRevision(tx, { kind: options.kind, row: existing, action: "delete", actor });
    await forgetTranslations(tx, options.kind, options.id);
    return true;
  });
  if (!isDeleted) return { status: "missing" };
  services.changes?.publish();
  return { status: "deleted" };
}

export type DraftOutcome =
  /** `fields`: the fields that now hold a machine draft (`title_en`...). */
  | { status: "drafted"; fields: string[] }
  /** No field of that language is missing or outdated: nothing to draft. */
  | { status: "nothing" }
  /** The site has no language model (CHAT_LLM_URL and its key). */
  | { status: "unavailable" }
  /** The model was too slow, failed or gave what a field cannot hold: nothing was stored. */
  | { status: "failed"; reason: "timeout" | "failed" | "unusable" }
  | { status: "missing" }
  | { status: "forbidden" };

/**
 * "Draft from French" (decision 031): the fields of `locale` that are missing or outdated get a machine
 * translation of their French, stored beside the item as drafts. The published fields, the public site
 * and the translation status do not change: the draft becomes the translation when an editor saves it.
 *
 *   1. access: the `content` permission, like any content write;
 *   2. the fields to draft, from the item's translation state;
 *   3. the model, before any transaction (the single writer of SQLite is never held while it thinks);
 *   4. the drafts written in one transaction, all or none.
 */
export async function draftTranslation(
  services: Pick<Services, "db"> & {
    config?: Pick<Config, "CHAT_LLM_URL" | "CHAT_LLM_API_KEY" | "CHAT_LLM_MODEL">;
  },
  options: {
    kind: ResourceName;
    id: number;
    locale: TranslationLocale;
    writer: Writer | null | undefined;
    /** Tests: the model's deadline and a replacement for the global fetch. */
    timeoutMs?: number;
    fetch?: typeof fetch;
  },
): Promise<DraftOutcome> {
  if (actorOf(options.writer, "content") === "forbidden") return { status: "forbidden" };
  const settings = services.config ? llmSettings(services.config) : null;
  if (!settings) return { status: "unavailable" };
  const resource = RESOURCES[options.kind];
  const bases = translatedBases(resource.fields);
  const row = await getContent(services.db, resource, options.id, { includeDrafts: true });
  if (!row) return { status: "missing" };
  const states = await readTranslationStates(services.db, { kind: options.kind, bases, rows: [row] });
  const fields = states.get(row.id)?.[options.locale].fields ?? {};
  const wanted = bases.filter((base) => fields[base] === "missing" || fields[base] === "outdated");
  if (wanted.length === 0) return { status: "nothing" };
  const result = await draftFromFrench(
    settings,
    { fields: resource.fields, row, bases: wanted, locale: options.locale },
    { timeoutMs: options.timeoutMs, fetch: options.fetch },
  );
  if (!result.ok) return { status: "failed", reason: result.reason };
  await inTransaction(services.db, (tx) =>
    storeDrafts(tx, { kind: options.kind, bases, row, locale: options.locale, drafts: result.drafts }),
  );
  return { status: "drafted", fields: wanted.map((base) => `${base}_${options.locale}`) };
}

/** An inbox entry (what a visitor sent) is deleted with its audit entry, whoever deletes it. */
export async function deleteInboxItem(
  services: WriteServices,
  options: { kind: InboxKind; id: number; writer: Writer | null | undefined },
): Promise<DeleteOutcome> {
  const actor = actorOf(options.writer, "inboxes");
  if (actor === "forbidden") return { status: "forbidden" };
  if (!Object.hasOwn(INBOX_KINDS, options.kind)) return { status: "missing" };
  const isDeleted = await inTransaction(services.db, async (tx) => {
    const entry = await getInboxEntry(tx, options.kind, options.id);
    if (!entry || !(await deleteInboxEntry(tx, options.kind, options.id))) return false;
    await audit(tx, actor, {
      action: "delete",
      resource: `inbox.${options.kind}`,
      itemId: options.id,
      summary: [entry.name, entry.email].filter(Boolean).join(" · "),
    });
    return true;
  });
  return isDeleted ? { status: "deleted" } : { status: "missing" };
}

/**
 * An inbox entry moved in by a script (decision 025): visitors' entries are otherwise only written by
 * their forms. Journalled like any change; `id` updates the entry an earlier run wrote.
 */
export async function importInboxItem(
  services: WriteServices,
  options: {
    kind: InboxKind;
    id?: number;
    values: Record<string, unknown>;
    writer: Writer | null | undefined;
    alsoInTransaction?: (tx: Db, id: number, isNew: boolean) => Promise<void>;
  },
): Promise<{ status: "saved"; id: number; isNew: boolean } | { status: "forbidden" }> {
  if (!options.writer || !("asSystem" in options.writer)) return { status: "forbidden" };
  if (!Object.hasOwn(INBOX_KINDS, options.kind)) return { status: "forbidden" };
  const isNew = !options.id;
  const id = await inTransaction(services.db, async (tx) => {
    const written = await writeInboxEntry(tx, options.kind, options.values, options.id);
    await audit(tx, null, {
      action: isNew ? "create" : "update",
      resource: `inbox.${options.kind}`,
      itemId: written,
      summary: [options.values.name, options.values.email].filter(Boolean).join(" · "),
    });
    await options.alsoInTransaction?.(tx, written, isNew);
    return written;
  });
  return { status: "saved", id, isNew };
}
