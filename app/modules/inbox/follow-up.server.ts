/**
 * Following up what visitors ask (decision 032): status, assignee, internal notes, reply templates and
 * replies sent through the outbox. The writes are operations of the one write path (decision 020):
 * access (the `inboxes` permission, `replyTemplates` for the templates) → validation → the write and
 * its audit entry in one transaction. Errors are catalogue keys; transports translate them.
 */
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import { nowIso } from "~/db/time";
import { LOCALES, isLocale, type Locale } from "~/i18n/config";
import { translatorFor } from "~/i18n/catalogues.server";
import { allows, roleOf } from "~/modules/access/roles";
import { recordAudit, type AuditActor } from "~/modules/audit/audit.server";
import { actorOf, inTransaction, type WriteServices, type Writer } from "~/modules/content/operations.server";
import { enqueueMail } from "~/modules/mail/outbox.server";
import type { FieldErrors } from "~/modules/validation/validation";
import {
  canMove,
  fillTemplate,
  FOLLOW_UP_KINDS,
  isFollowUpKind,
  isFollowUpStatus,
  NOTE_MAX,
  TEMPLATE_BODY_MAX,
  TEMPLATE_SUBJECT_MAX,
  type FollowUpKind,
  type FollowUpStatus,
  type ReplyTemplate,
} from "./follow-up";
import { getInboxEntry, type InboxEntry } from "./inbox.server";
import { INBOX_KINDS } from "./kinds";

const ERRORS = "admin.followUp.errors";

export interface InboxNote {
  id: number;
  type: "note" | "reply";
  author: string;
  text: string;
  created_at: string;
}

export interface FollowUp {
  status: FollowUpStatus;
  assignee_id: number | null;
  /** The assignee's username, null when nobody is assigned (or the account was deleted). */
  assignee: string | null;
  notes: InboxNote[];
}

export interface Assignee {
  id: number;
  username: string;
}

export type FollowUpOutcome =
  | { status: "saved"; entry: InboxEntry; followUp: FollowUp }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "missing" }
  | { status: "forbidden" };

// Table names come from the registry; Kysely cannot type a table chosen at run time.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const anyDb = (db: Db) => db.kysely as any;

const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** The accounts a request can be given to: active, and whose role answers the inboxes. */
export async function listAssignees(db: Db): Promise<Assignee[]> {
  const rows = await db.kysely
    .selectFrom("admins")
    .select(["id", "username", "role"])
    .where("is_active", "=", 1)
    .orderBy("username", "asc")
    .execute();
  return rows
    .filter((row) => allows(roleOf(row.role), "inboxes"))
    .map(({ id, username }) => ({ id, username }));
}

export async function listNotes(db: Db, kind: FollowUpKind, id: number): Promise<InboxNote[]> {
  const rows = await db.kysely
    .selectFrom("inbox_notes")
    .select(["id", "type", "author", "body", "created_at"])
    .where("kind", "=", kind)
    .where("item_id", "=", id)
    .orderBy("id", "asc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    type: row.type === "reply" ? "reply" : "note",
    author: row.author,
    text: row.body,
    created_at: row.created_at,
  }));
}

/** The usernames of the given accounts, by id (one query for a whole list). */
export async function usernamesOf(db: Db, ids: (number | null | undefined)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (wanted.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom("admins")
    .select(["id", "username"])
    .where("id", "in", wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

const statusOf = (entry: InboxEntry): FollowUpStatus =>
  isFollowUpStatus(entry.status) ? entry.status : "new";
const assigneeIdOf = (entry: InboxEntry): number | null =>
  typeof entry.assignee_id === "number" ? entry.assignee_id : null;

export async function followUpOf(db: Db, kind: FollowUpKind, entry: InboxEntry): Promise<FollowUp> {
  const assigneeId = assigneeIdOf(entry);
  const [names, notes] = await Promise.all([usernamesOf(db, [assigneeId]), listNotes(db, kind, entry.id)]);
  return {
    status: statusOf(entry),
    assignee_id: assigneeId,
    assignee: assigneeId === null ? null : (names.get(assigneeId) ?? null),
    notes,
  };
}

/** How many requests of each inbox are new and in progress (the dashboard's counts). */
export async function followUpCounts(
  db: Db,
): Promise<Record<FollowUpKind, { new: number; in_progress: number }>> {
  const counts = await Promise.all(
    FOLLOW_UP_KINDS.map(async (kind) => {
      const rows = (await anyDb(db)
        .selectFrom(INBOX_KINDS[kind].table)
        .select(["status", sql<number>`count(*)`.as("count")])
        .where("status", "in", ["new", "in_progress"])
        .groupBy("status")
        .execute()) as { status: string; count: number | string }[];
      const of = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
      return [kind, { new: of("new"), in_progress: of("in_progress") }] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<FollowUpKind, { new: number; in_progress: number }>;
}

/** Notes of entries that no longer exist (erased personal data, purged submissions). */
export async function deleteOrphanNotes(db: Db): Promise<number> {
  let removed = 0;
  for (const kind of FOLLOW_UP_KINDS) {
    const result = await db.kysely
      .deleteFrom("inbox_notes")
      .where("kind", "=", kind)
      .where(
        "item_id",
        "not in",
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        anyDb(db).selectFrom(INBOX_KINDS[kind].table).select("id") as any,
      )
      .executeTakeFirst();
    removed += Number(result.numDeletedRows);
  }
  return removed;
}

async function audit(db: Db, actor: AuditActor | null, kind: FollowUpKind, id: number, summary: string) {
  await recordAudit(db, {
    actor: actor ?? { id: 0, username: "system" },
    action: "update",
    resource: `inbox.${kind}`,
    itemId: id,
    summary,
  });
}

async function insertNote(
  db: Db,
  options: { kind: FollowUpKind; id: number; actor: AuditActor | null; type: "note" | "reply"; text: string },
) {
  await db.kysely
    .insertInto("inbox_notes")
    .values({
      kind: options.kind,
      item_id: options.id,
      type: options.type,
      author_id: options.actor && options.actor.id > 0 ? options.actor.id : null,
      author: options.actor?.username ?? "system",
      body: options.text,
    })
    .execute();
}

async function setFollowUpColumns(
  db: Db,
  kind: FollowUpKind,
  id: number,
  values: { status?: FollowUpStatus; assignee_id?: number | null },
) {
  const set: Record<string, unknown> = { ...values, updated_at: nowIso() };
  // Working on a request means it has been read.
  if (values.status && values.status !== "new") set.is_read = 1;
  await anyDb(db).updateTable(INBOX_KINDS[kind].table).set(set).where("id", "=", id).execute();
}

async function saved(db: Db, kind: FollowUpKind, id: number): Promise<FollowUpOutcome> {
  const entry = await getInboxEntry(db, kind, id);
  if (!entry) return { status: "missing" };
  return { status: "saved", entry, followUp: await followUpOf(db, kind, entry) };
}

/**
 * Moves a request to another status and/or gives it to someone (`assigneeId` null: nobody). A move the
 * table of moves does not allow, an unknown status, or an assignee who is not an active account of the
 * messages or admin role is refused with nothing changed.
 */
export async function updateFollowUp(
  services: WriteServices,
  options: {
    kind: string;
    id: number;
    status?: unknown;
    assigneeId?: unknown;
    writer: Writer | null | undefined;
  },
): Promise<FollowUpOutcome> {
  // 1. access
  const actor = actorOf(options.writer, "inboxes");
  if (actor === "forbidden") return { status: "forbidden" };
  const { kind, id } = options;
  if (!isFollowUpKind(kind) || !validId(id)) return { status: "missing" };
  // 2. validation of the shape (the rest needs the current row, inside the transaction)
  const errors: FieldErrors = {};
  if (options.status !== undefined && !isFollowUpStatus(options.status)) {
    errors.status = [`${ERRORS}.unknownStatus`];
  }
  const assigneeId = options.assigneeId;
  const isAssigneeGiven = assigneeId !== undefined;
  if (isAssigneeGiven && assigneeId !== null && !(typeof assigneeId === "number" && validId(assigneeId))) {
    errors.assignee_id = [`${ERRORS}.unknownAssignee`];
  }
  if (options.status === undefined && !isAssigneeGiven) errors._form = [`${ERRORS}.nothingToChange`];
  if (Object.keys(errors).length > 0) return { status: "invalid", errors };
  const status = options.status as FollowUpStatus | undefined;

  // 3. the write and its audit entry, in one transaction
  return await inTransaction(services.db, async (tx): Promise<FollowUpOutcome> => {
    const entry = await getInboxEntry(tx, kind, id);
    if (!entry) return { status: "missing" };
    const from = statusOf(entry);
    if (status && !canMove(from, status)) {
      return { status: "invalid", errors: { status: [`${ERRORS}.notAllowedMove`] } };
    }
    const changes: string[] = [];
    const values: { status?: FollowUpStatus; assignee_id?: number | null } = {};
    if (status && status !== from) {
      values.status = status;
      changes.push(`status: ${from} → ${status}`);
    }
    if (isAssigneeGiven && assigneeId !== assigneeIdOf(entry)) {
      if (assigneeId === null) {
        values.assignee_id = null;
        changes.push("assignee: —");
      } else {
        const account = (await listAssignees(tx)).find((candidate) => candidate.id === assigneeId);
        if (!account) return { status: "invalid", errors: { assignee_id: [`${ERRORS}.unknownAssignee`] } };
        values.assignee_id = account.id;
        changes.push(`assignee: ${account.username}`);
      }
    }
    if (changes.length > 0) {
      await setFollowUpColumns(tx, kind, id, values);
      await audit(tx, actor, kind, id, `${changes.join(" · ")} · ${entry.name}`);
    }
    return await saved(tx, kind, id);
  });
}

/** Adds an internal note to a request (append-only: notes are neither edited nor removed alone). */
export async function addInboxNote(
  services: WriteServices,
  options: { kind: string; id: number; text: unknown; writer: Writer | null | undefined },
): Promise<FollowUpOutcome> {
  const actor = actorOf(options.writer, "inboxes");
  if (actor === "forbidden") return { status: "forbidden" };
  const { kind, id } = options;
  if (!isFollowUpKind(kind) || !validId(id)) return { status: "missing" };
  const text = typeof options.text === "string" ? options.text.trim() : "";
  if (!text) return { status: "invalid", errors: { text: [`${ERRORS}.noteRequired`] } };
  if (text.length > NOTE_MAX) return { status: "invalid", errors: { text: [`${ERRORS}.noteTooLong`] } };
  return await inTransaction(services.db, async (tx): Promise<FollowUpOutcome> => {
    const entry = await getInboxEntry(tx, kind, id);
    if (!entry) return { status: "missing" };
    await insertNote(tx, { kind, id, actor, type: "note", text });
    await anyDb(tx)
      .updateTable(INBOX_KINDS[kind].table)
      .set({ updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    await audit(tx, actor, kind, id, `note · ${entry.name}`);
    return await saved(tx, kind, id);
  });
}

/** The default template of an inbox: the fixed subject and greeting of §2's mail draft. */
function defaultTemplate(kind: FollowUpKind): ReplyTemplate {
  const subject = {} as Record<Locale, string>;
  const body = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const t = translatorFor(locale);
    subject[locale] = t(`admin.inbox.replyDraft.subjects.${kind}`);
    body[locale] = `${t("admin.inbox.replyDraft.greeting", { name: "{name}" })}\n\n\n\n${t(
      "admin.inbox.replyDraft.signature",
    )}`;
  }
  return { kind, subject, body };
}

export async function getReplyTemplate(db: Db, kind: FollowUpKind): Promise<ReplyTemplate> {
  const row = await db.kysely
    .selectFrom("reply_templates")
    .selectAll()
    .where("kind", "=", kind)
    .executeTakeFirst();
  const fallback = defaultTemplate(kind);
  if (!row) return fallback;
  const subject = {} as Record<Locale, string>;
  const body = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    // An empty language keeps the default, so a template is never sent blank.
    subject[locale] = row[`subject_${locale}`] || fallback.subject[locale];
    body[locale] = row[`body_${locale}`] || fallback.body[locale];
  }
  return { kind, subject, body };
}

/** The templates a site has saved, as stored (an inbox never given one keeps following the default). */
export async function storedReplyTemplates(db: Db): Promise<StoredReplyTemplate[]> {
  const rows = await db.kysely
    .selectFrom("reply_templates")
    .select([
      "kind",
      ...LOCALES.flatMap((locale) => [`subject_${locale}` as const, `body_${locale}` as const]),
    ])
    .orderBy("kind")
    .execute();
  return rows as StoredReplyTemplate[];
}

export type StoredReplyTemplate = { kind: string } & Record<`${"subject" | "body"}_${Locale}`, string>;

export async function listReplyTemplates(db: Db): Promise<ReplyTemplate[]> {
  return await Promise.all(FOLLOW_UP_KINDS.map((kind) => getReplyTemplate(db, kind)));
}

/** The reply a request gets: its inbox's template in the sender's language, with their name. */
export async function draftReply(
  db: Db,
  kind: FollowUpKind,
  entry: InboxEntry,
  fallback: Locale,
): Promise<{ language: Locale; subject: string; body: string }> {
  const language = isLocale(entry.language) ? entry.language : fallback;
  const template = await getReplyTemplate(db, kind);
  const fallbackName = translatorFor(language)("admin.followUp.nameFallback");
  return {
    language,
    subject: fillTemplate(template.subject[language], entry.name, fallbackName),
    body: fillTemplate(template.body[language], entry.name, fallbackName),
  };
}

export async function saveReplyTemplate(
  services: WriteServices,
  options: {
    kind: string;
    subject: Partial<Record<Locale, unknown>>;
    body: Partial<Record<Locale, unknown>>;
    writer: Writer | null | undefined;
  },
): Promise<
  | { status: "saved"; template: ReplyTemplate }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "missing" }
  | { status: "forbidden" }
> {
  const actor = actorOf(options.writer, "replyTemplates");
  if (actor === "forbidden") return { status: "forbidden" };
  const { kind } = options;
  if (!isFollowUpKind(kind)) return { status: "missing" };
  const errors: FieldErrors = {};
  const values: Record<string, string> = {};
  for (const locale of LOCALES) {
    const subject = options.subject[locale];
    const body = options.body[locale];
    const subjectText = typeof subject === "string" ? subject.trim() : "";
    const bodyText = typeof body === "string" ? body.replace(/\r\n/g, "\n").trim() : "";
    if (/[\r\n]/.test(subjectText)) errors[`subject_${locale}`] = [`${ERRORS}.subjectOneLine`];
    else if (subjectText.length > TEMPLATE_SUBJECT_MAX)
      errors[`subject_${locale}`] = [`${ERRORS}.subjectTooLong`];
    if (bodyText.length > TEMPLATE_BODY_MAX) errors[`body_${locale}`] = [`${ERRORS}.bodyTooLong`];
    values[`subject_${locale}`] = subjectText;
    values[`body_${locale}`] = bodyText;
  }
  if (Object.keys(errors).length > 0) return { status: "invalid", errors };
  await inTransaction(services.db, async (tx) => {
    const current = await tx.kysely
      .selectFrom("reply_templates")
      .select("id")
      .where("kind", "=", kind)
      .executeTakeFirst();
    if (current) {
      await tx.kysely
        .updateTable("reply_templates")
        .set({ ...values, updated_at: nowIso() })
        .where("id", "=", current.id)
        .execute();
    } else {
      await tx.kysely
        .insertInto("reply_templates")
        .values({ kind, ...values })
        .execute();
    }
    await recordAudit(tx, {
      actor: actor ?? { id: 0, username: "system" },
      action: "update",
      resource: "reply_templates",
      itemId: null,
      summary: kind,
    });
  });
  return { status: "saved", template: await getReplyTemplate(services.db, kind) };
}

export type ReplyOutcome = FollowUpOutcome | { status: "noSmtp" } | { status: "noAddress" };

/**
 * Sends a reply through the outbox (only when the site has SMTP: without it, the screen opens a mail
 * draft instead, §2). In one transaction: the mail is queued, the reply is recorded on the request
 * (a note of type "reply"), and the request moves to "answered" — so a reply is never sent without its
 * record, nor recorded without its mail.
 */
export async function replyToInboxItem(
  services: WriteServices,
  options: {
    kind: string;
    id: number;
    subject: unknown;
    body: unknown;
    writer: Writer | null | undefined;
  },
): Promise<ReplyOutcome> {
  const actor = actorOf(options.writer, "inboxes");
  if (actor === "forbidden") return { status: "forbidden" };
  const { kind, id } = options;
  if (!isFollowUpKind(kind) || !validId(id)) return { status: "missing" };
  if (!services.config?.SMTP_URL) return { status: "noSmtp" };
  const subject = typeof options.subject === "string" ? options.subject.trim() : "";
  const body = typeof options.body === "string" ? options.body.replace(/\r\n/g, "\n").trim() : "";
  const errors: FieldErrors = {};
  if (!subject) errors.subject = [`${ERRORS}.subjectRequired`];
  else if (/[\r\n]/.test(subject)) errors.subject = [`${ERRORS}.subjectOneLine`];
  else if (subject.length > TEMPLATE_SUBJECT_MAX) errors.subject = [`${ERRORS}.subjectTooLong`];
  if (!body) errors.body = [`${ERRORS}.bodyRequired`];
  else if (body.length > TEMPLATE_BODY_MAX) errors.body = [`${ERRORS}.bodyTooLong`];
  if (Object.keys(errors).length > 0) return { status: "invalid", errors };
  return await inTransaction(services.db, async (tx): Promise<ReplyOutcome> => {
    const entry = await getInboxEntry(tx, kind, id);
    if (!entry) return { status: "missing" };
    if (!entry.email || /[\r\n]/.test(entry.email)) return { status: "noAddress" };
    await enqueueMail(tx, { to: entry.email, subject, text: body, kind: "inbox-reply" });
    await insertNote(tx, { kind, id, actor, type: "reply", text: `${subject}\n\n${body}` });
    const from = statusOf(entry);
    await setFollowUpColumns(tx, kind, id, { status: "answered" });
    await audit(tx, actor, kind, id, `reply · status: ${from} → answered · ${entry.name}`);
    return await saved(tx, kind, id);
  });
}
