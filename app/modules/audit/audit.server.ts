/**
 * The audit log: who created, changed or deleted what in the back office, and when. Rows are written
 * by the admin actions right after the change succeeded and are never edited.
 */
import { sql } from "kysely";
import type { Db } from "~/db/client.server";
import type { Row } from "~/db/schema";
import { AUDIT_ACTIONS, type AuditAction } from "./audit-actions";

export interface AuditActor {
  id: number;
  username: string;
}

export interface AuditInput {
  actor: AuditActor;
  action: AuditAction;
  /** A content resource (`news`), an inbox (`inbox.contact`) or `admins`. */
  resource: string;
  itemId?: number | null;
  /** A few words a person recognises the item by, as it was at the time (its title, an e-mail...). */
  summary?: string;
}

export type AuditEntry = Row<"audit_log">;

const SUMMARY_MAX = 200;

/** One line, at most 200 characters: titles can be long and contain line breaks. */
export function summarize(text: string | null | undefined): string {
  const flat = (text ?? "").replace(/\s+/g, " ").trim();
  return flat.length > SUMMARY_MAX ? `${flat.slice(0, SUMMARY_MAX - 1)}…` : flat;
}

export async function recordAudit(db: Db, input: AuditInput): Promise<AuditEntry> {
  if (!AUDIT_ACTIONS.includes(input.action)) throw new Error(`Unknown audit action: ${input.action}`);
  return await db.kysely
    .insertInto("audit_log")
    .values({
      // A script's entry (id 0) has no account behind it.
      admin_id: input.actor.id > 0 ? input.actor.id : null,
      username: input.actor.username,
      action: input.action,
      resource: input.resource,
      item_id: input.itemId ?? null,
      summary: summarize(input.summary),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface AuditQuery {
  resource?: string;
  /** The username of who made the change. */
  actor?: string;
  page?: number;
  pageSize?: number;
}

function filtered(db: Db, options: AuditQuery) {
  let query = db.kysely.selectFrom("audit_log");
  if (options.resource) query = query.where("resource", "=", options.resource);
  if (options.actor) query = query.where("username", "=", options.actor);
  return query;
}

/** Newest first. */
export async function listAudit(db: Db, options: AuditQuery = {}): Promise<AuditEntry[]> {
  const pageSize = options.pageSize ?? 20;
  return await filtered(db, options)
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((Math.max(1, options.page ?? 1) - 1) * pageSize)
    .execute();
}

export async function countAudit(db: Db, options: AuditQuery = {}): Promise<number> {
  const row = await filtered(db, options)
    .select(sql<number | string>`count(*)`.as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The resources that appear in the log, for the journal's filter. */
export async function auditResources(db: Db): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom("audit_log")
    .select("resource")
    .distinct()
    .orderBy("resource")
    .execute();
  return rows.map((row) => row.resource);
}
