/**
 * The one write path of content and of the inboxes (docs/decisions/020-one-write-path.md). Every writer
 * — the back-office screens, the REST API, command-line scripts and tests — calls these operations, and
 * each runs the same steps in the same order:
 *
 *   1. access: an account whose role holds the permission (decision 026), or the explicit `asSystem` of a
 *      script that runs without one;
 *   2. derived input: plain fields that follow their French translation (`mirrorFrench`);
 *   3. validation and uploads;
 *   4. derived columns (slug, folded search text) and the write, with its audit entry and its revision
 *      (a snapshot of the item, decision 028), in one transaction; an update made from a copy that is no
 *      longer current is refused (`conflict`);
 *   5. the uploads the row refers to are adopted (no longer removed as orphans);
 *   6. caches: the services' change feed empties the page caches, here and on the other instances.
 *
 * Transports only parse their request, call an operation and map its result to an answer.
 */
import type { Db } from "~/db/client.server";
import { allows, type Permission, type Role } from "~/modules/access/roles";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { INBOX_KINDS, type InboxKind } from "~/modules/inbox/kinds";
import { deleteInboxEntry, getInboxEntry, writeInboxEntry } from "~/modules/inbox/inbox.server";
import type { FieldErrors } from "~/modules/validation/validation";
import type { CleanedFields } from "~/modules/richtext/fields.server";
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
import { itemTitle, RESOURCES, type ContentResource, type ResourceName } from "./resources";
import { getRevision, recordRevision, restorePlan, type RevisionAction } from "./revisions.server";

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
    alsoInTransaction: imported?.alsoInTransaction,
  });
  // What the rich-text cleaning removed is told to the writer (decision 027).
  return outcome.status === "saved" ? { ...outcome, cleaned: prepared.cleaned } : outcome;
}

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
    alsoInTransaction?: ImportExtras["alsoInTransaction"];
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
      return written;
    });
  } catch (error) {
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
  const outcome = await commit(services, { kind: options.kind, write, actor, isRestore: true });
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
    return true;
  });
  if (!isDeleted) return { status: "missing" };
  services.changes?.publish();
  return { status: "deleted" };
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
