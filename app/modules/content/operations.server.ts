/**
 * The one write path of content and of the inboxes (docs/decisions/020-one-write-path.md). Every writer
 * — the back-office screens, the REST API, command-line scripts and tests — calls these operations, and
 * each runs the same steps in the same order:
 *
 *   1. access: an administrator, or the explicit `asSystem` of a script that runs without one;
 *   2. derived input: plain fields that follow their French translation (`mirrorFrench`);
 *   3. validation and uploads;
 *   4. derived columns (slug, folded search text) and the write, with its audit entry, in one transaction;
 *   5. the uploads the row refers to are adopted (no longer removed as orphans);
 *   6. caches: the services' change feed empties the page caches, here and on the other instances.
 *
 * Transports only parse their request, call an operation and map its result to an answer.
 */
import type { Db } from "~/db/client.server";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { INBOX_KINDS, type InboxKind } from "~/modules/inbox/kinds";
import { deleteInboxEntry, getInboxEntry } from "~/modules/inbox/inbox.server";
import type { FieldErrors } from "~/modules/validation/validation";
import type { CleanedFields } from "~/modules/richtext/fields.server";
import type { Services } from "~/services.server";
import {
  adoptMedia,
  deleteContent,
  getContent,
  prepareContentWrite,
  writeContent,
  type ContentInput,
  type ContentRow,
} from "./content.server";
import { itemTitle, RESOURCES, type ContentResource, type ResourceName } from "./resources";

/** Who writes: a signed-in administrator, or a script that says so by name. */
export type Writer = { actor: AuditActor } | { asSystem: string };

type Translate = (key: string, params?: Record<string, string | number>) => string;

export type SaveOutcome =
  /** `cleaned`: per rich-text field, what the server removed from what was sent (decision 027). */
  | { status: "saved"; row: ContentRow; isNew: boolean; cleaned: CleanedFields }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "missing" }
  | { status: "forbidden" };

export type DeleteOutcome = { status: "deleted" } | { status: "missing" } | { status: "forbidden" };

type WriteServices = Pick<Services, "db" | "storage"> & Partial<Pick<Services, "changes">>;

/** Step 1. Nobody writes anonymously: a missing actor is refused unless a script named itself. */
function actorOf(writer: Writer | null | undefined): AuditActor | null | "forbidden" {
  if (!writer) return "forbidden";
  if ("asSystem" in writer) return null;
  return writer.actor.id > 0 ? writer.actor : "forbidden";
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
  entry: { action: "create" | "update" | "delete"; resource: string; itemId: number; summary: string },
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
  },
): Promise<SaveOutcome> {
  const actor = actorOf(options.writer);
  if (actor === "forbidden") return { status: "forbidden" };
  const resource = RESOURCES[options.kind];
  const input = withMirroredFrench(resource, options.input);
  const prepared = await prepareContentWrite(services, resource, input, {
    id: options.id,
    translate: options.translate,
  });
  if (prepared.status !== "ready") return prepared;
  const row = await inTransaction(services.db, async (tx) => {
    const written = await writeContent(tx, prepared.write);
    await audit(tx, actor, {
      action: prepared.write.existing ? "update" : "create",
      resource: options.kind,
      itemId: written.id,
      summary: itemTitle(resource, written, "fr"),
    });
    return written;
  });
  await adoptMedia(services.db, resource, row);
  services.changes?.publish();
  return { status: "saved", row, isNew: !prepared.write.existing, cleaned: prepared.cleaned };
}

export async function deleteItem(
  services: WriteServices,
  options: { kind: ResourceName; id: number; writer: Writer | null | undefined },
): Promise<DeleteOutcome> {
  const actor = actorOf(options.writer);
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
  const actor = actorOf(options.writer);
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
