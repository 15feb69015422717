/**
 * REST handlers of what visitors send (§7): contact, rejoindre, community, partners and newsletter.
 * The public POST belongs to the forms module (validation, spam checks, mail); reading, marking and
 * deleting need an administrator.
 */
import { deleteInboxItem } from "~/modules/content/operations.server";
import { requireApiAdmin } from "~/http/auth/guard.server";
import { handleFormPost } from "~/http/forms/api.server";
import { apiError, json } from "~/http/responses.server";
import {
  addInboxNote,
  followUpOf,
  updateFollowUp,
  type FollowUpOutcome,
} from "~/modules/inbox/follow-up.server";
import { isFollowUpKind, isFollowUpStatus } from "~/modules/inbox/follow-up";
import type { FieldErrors } from "~/modules/validation/validation";
import type { Db } from "~/db/client.server";
import type { Translate } from "~/i18n/catalogues.server";
import {
  countInbox,
  getInboxEntry,
  listInbox,
  setInboxRead,
  type InboxEntry,
} from "~/modules/inbox/inbox.server";
import { INBOX_SORTS, type InboxKind, type InboxSort } from "~/modules/inbox/kinds";
import { readJsonObject } from "~/http/api/body.server";
import { listParamsOrThrow } from "~/http/api/content-api.server";
import { pagedBody } from "~/http/api/paging";
import { normalizedSubmission } from "~/http/api/submission.server";
import {
  methodNotAllowed,
  notFound,
  parseId,
  publicOrigin,
  translatorOf,
  type ApiArgs,
  type HttpMethod,
} from "~/http/api/respond.server";

export const inboxCollectionMethods = (kind: InboxKind): readonly HttpMethod[] =>
  kind === "newsletter" ? ["GET", "HEAD", "POST", "DELETE"] : ["GET", "HEAD", "POST"];

export const INBOX_ITEM_METHODS: readonly HttpMethod[] = ["GET", "HEAD", "PATCH", "DELETE"];

/** Uploaded files (a partner's logo) are answered as absolute URLs, like content media. */
function withAbsoluteMedia(entry: InboxEntry, origin: string): InboxEntry {
  const output: Record<string, unknown> = { ...entry };
  for (const [key, value] of Object.entries(entry)) {
    if (typeof value === "string" && value.startsWith("/media/")) output[key] = `${origin}${value}`;
  }
  return output as InboxEntry;
}

async function listEntries(args: ApiArgs, kind: InboxKind) {
  const { request, context } = args;
  await requireApiAdmin(args, "inboxes");
  const t = translatorOf(request);
  const params = listParamsOrThrow(request, t);
  const url = new URL(request.url);
  const sortText = url.searchParams.get("sort") || "newest";
  if (!(INBOX_SORTS as readonly string[]).includes(sortText)) {
    return apiError(400, t("api.errors.invalid"), { errors: { sort: [t("restApi.errors.invalidValue")] } });
  }
  // The follow-up filters (decision 032): ?status= and ?assignee=<account id>|none.
  const statusText = url.searchParams.get("status") ?? "";
  const assigneeText = url.searchParams.get("assignee") ?? "";
  const assignee = assigneeText === "none" ? ("none" as const) : parseId(assigneeText);
  if (isFollowUpKind(kind) && statusText && !isFollowUpStatus(statusText)) {
    return apiError(400, t("api.errors.invalid"), {
      errors: { status: [t("admin.followUp.errors.unknownStatus")] },
    });
  }
  if (isFollowUpKind(kind) && assigneeText && !assignee) {
    return apiError(400, t("api.errors.invalid"), {
      errors: { assignee: [t("admin.followUp.errors.unknownAssignee")] },
    });
  }
  const filter = {
    query: params.query,
    sort: sortText as InboxSort,
    isUnreadOnly: ["1", "true"].includes(url.searchParams.get("unread") ?? ""),
    ...(isFollowUpKind(kind) ? { status: statusText || undefined, assignee } : {}),
  };
  const origin = publicOrigin(request, context.services.config);
  const absolute = (entries: InboxEntry[]) => entries.map((entry) => withAbsoluteMedia(entry, origin));
  if (!params.isPaged) return json(absolute(await listInbox(context.services.db, kind, filter)));
  const [count, entries] = await Promise.all([
    countInbox(context.services.db, kind, filter),
    listInbox(context.services.db, kind, { ...filter, page: params.page, pageSize: params.pageSize }),
  ]);
  return json(pagedBody(url, origin, params, count, absolute(entries)));
}

/** An id given in a JSON body: a positive integer, or its digits as text. */
function idFromBody(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  return typeof value === "string" ? parseId(value.trim()) : undefined;
}

/** §7: DELETE /api/newsletter/ with JSON {id}; without a valid id, 400 with the spec's sentence. */
async function deleteSubscriberByBody(args: ApiArgs) {
  const { request, context } = args;
  const viewer = await requireApiAdmin(args, "inboxes");
  const t = translatorOf(request);
  const body = await readJsonObject(request, t);
  const id = idFromBody(body.id);
  if (!id) {
    const message = t("restApi.errors.newsletterInvalidId");
    return apiError(400, message, { errors: { id: [message] } });
  }
  const result = await deleteInboxItem(context.services, {
    kind: "newsletter",
    id,
    writer: { actor: viewer },
  });
  return result.status === "deleted" ? new Response(null, { status: 204 }) : notFound(request);
}

export async function inboxCollection(args: ApiArgs, kind: InboxKind) {
  switch (args.request.method) {
    case "GET":
    case "HEAD":
      return listEntries(args, kind);
    case "POST": {
      const { request, context } = args;
      const origins = [publicOrigin(request, context.services.config), new URL(request.url).origin];
      const normalized = await normalizedSubmission(request, translatorOf(request), origins);
      return handleFormPost({ request: normalized, context }, kind);
    }
    case "DELETE":
      if (kind === "newsletter") return deleteSubscriberByBody(args);
      return methodNotAllowed(args.request, inboxCollectionMethods(kind));
    default:
      return methodNotAllowed(args.request, inboxCollectionMethods(kind));
  }
}

function readFlag(value: unknown): boolean | undefined {
  if (typeof value === "boolean") return value;
  if (value === 1 || value === "1" || value === "true") return true;
  if (value === 0 || value === "0" || value === "false") return false;
  return undefined;
}

const translateErrors = (t: Translate, errors: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => [
      field,
      keys.map((key) => t(key as Parameters<Translate>[0])),
    ]),
  );

/** An entry as the API answers it; a request to answer carries its follow-up (decision 032). */
async function itemBody(db: Db, kind: InboxKind, entry: InboxEntry, origin: string) {
  const body = withAbsoluteMedia(entry, origin);
  return isFollowUpKind(kind) ? { ...body, ...(await followUpOf(db, kind, entry)) } : body;
}

/** A follow-up operation's outcome as an answer. */
async function followUpAnswer(
  args: ApiArgs,
  kind: InboxKind,
  outcome: FollowUpOutcome,
  status = 200,
): Promise<Response> {
  const { request, context } = args;
  const t = translatorOf(request);
  switch (outcome.status) {
    case "saved":
      return json(
        await itemBody(
          context.services.db,
          kind,
          outcome.entry,
          publicOrigin(request, context.services.config),
        ),
        { status },
      );
    case "invalid":
      return apiError(400, t("api.errors.invalid"), { errors: translateErrors(t, outcome.errors) });
    case "forbidden":
      return apiError(403, t("api.errors.forbidden"));
    default:
      return notFound(request);
  }
}

/** POST /api/<kind>/{id}/notes/ with JSON {text}: an internal note on a request (decision 032). */
export async function inboxNotes(args: ApiArgs, kind: InboxKind, rawId: string | undefined) {
  const { request, context } = args;
  if (request.method !== "POST") return methodNotAllowed(request, ["POST"]);
  const viewer = await requireApiAdmin(args, "inboxes");
  const id = parseId(rawId);
  if (!isFollowUpKind(kind) || !id) return notFound(request);
  const body = await readJsonObject(request, translatorOf(request));
  const outcome = await addInboxNote(context.services, {
    kind,
    id,
    text: body.text,
    writer: { actor: viewer },
  });
  return followUpAnswer(args, kind, outcome, 201);
}

export async function inboxItem(args: ApiArgs, kind: InboxKind, rawId: string | undefined) {
  const { request, context } = args;
  const { db } = context.services;
  if (!INBOX_ITEM_METHODS.includes(request.method as HttpMethod)) {
    return methodNotAllowed(request, INBOX_ITEM_METHODS);
  }
  const viewer = await requireApiAdmin(args, "inboxes");
  const id = parseId(rawId);
  const origin = publicOrigin(request, context.services.config);
  switch (request.method) {
    case "GET":
    case "HEAD": {
      const entry = id ? await getInboxEntry(db, kind, id) : undefined;
      return entry ? json(await itemBody(db, kind, entry, origin)) : notFound(request);
    }
    case "PATCH": {
      const t = translatorOf(request);
      const body = await readJsonObject(request, t);
      const isFollowUp = isFollowUpKind(kind) && ("status" in body || "assignee_id" in body);
      const isRead = readFlag(body.is_read);
      if (isRead === undefined && (!isFollowUp || body.is_read !== undefined)) {
        return apiError(400, t("api.errors.invalid"), {
          errors: { is_read: [t("restApi.errors.isReadRequired")] },
        });
      }
      if (isFollowUp && id) {
        // Status and assignee go through their operation (audit entry, rules of decision 032).
        const outcome = await updateFollowUp(context.services, {
          kind,
          id,
          status: body.status,
          assigneeId: body.assignee_id,
          writer: { actor: viewer },
        });
        if (outcome.status !== "saved" || isRead === undefined) return followUpAnswer(args, kind, outcome);
      }
      if (!id || (isRead !== undefined && !(await setInboxRead(db, kind, id, isRead))))
        return notFound(request);
      const entry = await getInboxEntry(db, kind, id);
      return entry ? json(await itemBody(db, kind, entry, origin)) : notFound(request);
    }
    default: {
      const result = id
        ? await deleteInboxItem(context.services, { kind, id, writer: { actor: viewer } })
        : { status: "missing" as const };
      return result.status === "deleted" ? new Response(null, { status: 204 }) : notFound(request);
    }
  }
}
