/**
 * Loader and action shared by the inbox screens (contacts, join and partner requests, community
 * applicants, newsletter subscribers): search, sort, pages, read state, delete with an audit entry.
 */
import { data, type AppLoadContext } from "react-router";
import {
  INBOX_PAGE_SIZE,
  type InboxActionData,
  type InboxDetail,
  type InboxFieldKey,
  type InboxRowView,
  type InboxScreen,
  type InboxScreenData,
} from "~/components/admin/inbox/inbox-screens";
import { clampPage, pageCountFor } from "~/components/admin/pager-items";
import { isLocale, type Locale } from "~/i18n/config";
import { translatorFor, type Translate } from "~/i18n/catalogues.server";
import { formatDate } from "~/i18n/format";
import { requireAdmin } from "~/http/auth/guard.server";
import { isHttpUrl } from "~/modules/content/fields";
import { deleteInboxItem } from "~/modules/content/operations.server";
import { countInboxWithUnread, listInbox, setInboxRead, type InboxEntry } from "~/modules/inbox/inbox.server";
import { INBOX_SORTS, type InboxKind, type InboxSort } from "~/modules/inbox/kinds";
import { requestContext } from "~/http/request-context.server";
import { allows } from "~/modules/access/roles";
import { isFollowUpKind, isFollowUpStatus, type FollowUpKind } from "~/modules/inbox/follow-up";
import {
  addInboxNote,
  draftReply,
  followUpOf,
  listAssignees,
  replyToInboxItem,
  updateFollowUp,
  type FollowUpOutcome,
  type ReplyOutcome,
} from "~/modules/inbox/follow-up.server";
import type { Db } from "~/db/client.server";

interface Args {
  request: Request;
  context: AppLoadContext;
}

export const parseSort = (value: string | null): InboxSort =>
  (INBOX_SORTS as readonly string[]).includes(value ?? "") ? (value as InboxSort) : "newest";

/** The search text, bounded: it goes into a LIKE pattern. */
export const parseQuery = (value: string | null) => (value ?? "").trim().slice(0, 200);

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

const CATEGORIES = ["general", "support", "billing", "partnership", "feedback"] as const;
const STATUSES = ["pending", "confirmed", "unsubscribed"] as const;

function detail(field: InboxFieldKey, entry: InboxEntry, t: Translate, locale: Locale): InboxDetail | null {
  const raw = entry[field];
  const value = text(raw);
  switch (field) {
    case "category":
      return {
        field,
        value: (CATEGORIES as readonly string[]).includes(value)
          ? t(`admin.inbox.categories.${value as (typeof CATEGORIES)[number]}`)
          : value,
        kind: "text",
      };
    case "language":
      return { field, value: isLocale(value) ? t(`common.languages.${value}`) : value, kind: "text" };
    case "status":
      return {
        field,
        value: (STATUSES as readonly string[]).includes(value)
          ? t(`admin.inbox.statuses.${value as (typeof STATUSES)[number]}`)
          : value,
        kind: "text",
      };
    case "conditions":
    case "accept_terms":
      return { field, value: raw === true ? t("admin.inbox.yes") : t("admin.inbox.no"), kind: "text" };
    case "confirmed_at":
    case "created_at":
      return value
        ? {
            field,
            value: formatDate(value, locale, { dateStyle: "long", timeStyle: "short" }) ?? "",
            kind: "text",
          }
        : null;
    case "website_url":
      return value ? { field, value, kind: isHttpUrl(value) ? "link" : "text" } : null;
    case "logo":
      return value && (value.startsWith("/media/") || isHttpUrl(value))
        ? { field, value, kind: "image" }
        : null;
    case "email":
      return { field, value, kind: "email" };
    default:
      return value ? { field, value, kind: "text" } : null;
  }
}

/**
 * A mail draft to the sender (§2 reply-by-email): a fixed subject and a greeting with their name,
 * written in the language they used on the site.
 */
export function replyHref(kind: InboxKind, entry: InboxEntry, fallback: Locale): string | null {
  if (!entry.email || /[\r\n]/.test(entry.email)) return null;
  const language = isLocale(entry.language) ? entry.language : fallback;
  const t = translatorFor(language);
  const greeting = entry.name.trim()
    ? t("admin.inbox.replyDraft.greeting", { name: entry.name.trim() })
    : t("admin.inbox.replyDraft.greetingNoName");
  const body = `${greeting}\n\n\n\n${t("admin.inbox.replyDraft.signature")}`;
  const address = encodeURIComponent(entry.email).replace(/%40/g, "@");
  const subject = encodeURIComponent(t(`admin.inbox.replyDraft.subjects.${kind}`));
  return `mailto:${address}?subject=${subject}&body=${encodeURIComponent(body)}`;
}

const flat = (value: string, length = 150) => {
  const single = value.replace(/\s+/g, " ").trim();
  return single.length > length ? `${single.slice(0, length).trimEnd()}…` : single;
};

export function toRowView(
  screen: InboxScreen,
  entry: InboxEntry,
  t: Translate,
  locale: Locale,
): InboxRowView {
  return {
    id: entry.id,
    name: entry.name.trim(),
    email: entry.email,
    date: formatDate(entry.created_at, locale) ?? "",
    isRead: entry.is_read,
    preview: flat(entry.message),
    status: typeof entry.status === "string" ? entry.status : null,
    details: screen.details
      .map((field) => detail(field, entry, t, locale))
      .filter((item): item is InboxDetail => item !== null),
    replyHref: replyHref(screen.kind, entry, locale),
    followUp: null,
  };
}

const mailto = (email: string, subject: string, body: string) =>
  `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** A request's row with its follow-up: the mail draft is its inbox's template (decision 032). */
async function withFollowUp(
  db: Db,
  kind: FollowUpKind,
  row: InboxRowView,
  entry: InboxEntry,
  t: Translate,
  locale: Locale,
): Promise<InboxRowView> {
  const followUp = await followUpOf(db, kind, entry);
  const hasAddress = !!entry.email && !/[\r\n]/.test(entry.email);
  const reply = hasAddress ? await draftReply(db, kind, entry, locale) : null;
  return {
    ...row,
    replyHref: reply ? mailto(entry.email, reply.subject, reply.body) : null,
    followUp: {
      status: followUp.status,
      assigneeId: followUp.assignee_id,
      assignee: followUp.assignee,
      notes: followUp.notes.map((note) => ({
        id: note.id,
        type: note.type,
        author: note.author,
        text: note.text,
        date: formatDate(note.created_at, locale, { dateStyle: "medium", timeStyle: "short" }) ?? "",
      })),
      reply: reply && { ...reply, language: t(`common.languages.${reply.language}`) },
    },
  };
}

export async function loadInboxScreen(args: Args, screen: InboxScreen): Promise<InboxScreenData> {
  const viewer = await requireAdmin(args, "inboxes");
  const { db, config } = args.context.services;
  const locale = requestContext(args.request, args.context).locale;
  const t = translatorFor(locale);
  const url = new URL(args.request.url);
  const query = parseQuery(url.searchParams.get("q"));
  const sort = parseSort(url.searchParams.get("sort"));
  const kind = screen.kind;
  // The follow-up filters (decision 032); an unknown value shows everything.
  const statusParam = url.searchParams.get("status") ?? "";
  const status = isFollowUpKind(kind) && isFollowUpStatus(statusParam) ? statusParam : "";
  const assigneeParam = url.searchParams.get("assignee") ?? "";
  const assignees = isFollowUpKind(kind) ? await listAssignees(db) : [];
  const assignee =
    assigneeParam === "none" || assignees.some((account) => String(account.id) === assigneeParam)
      ? assigneeParam
      : "";
  const filters = {
    query,
    status: status || undefined,
    assignee: assignee === "none" ? ("none" as const) : assignee ? Number(assignee) : undefined,
  };
  const { total, unread } = await countInboxWithUnread(db, kind, filters);
  const pageCount = pageCountFor(total, INBOX_PAGE_SIZE);
  const page = clampPage(url.searchParams.get("page"), pageCount);
  const entries = await listInbox(db, kind, { ...filters, sort, page, pageSize: INBOX_PAGE_SIZE });
  const rows = await Promise.all(
    entries.map((entry) => {
      const row = toRowView(screen, entry, t, locale);
      return isFollowUpKind(kind) ? withFollowUp(db, kind, row, entry, t, locale) : row;
    }),
  );
  return {
    kind,
    followUp: isFollowUpKind(kind)
      ? {
          status,
          assignee,
          assignees,
          isSmtpConfigured: Boolean(config.SMTP_URL),
          canEditTemplates: allows(viewer.role, "replyTemplates"),
        }
      : null,
    rows,
    total,
    unread,
    page,
    pageCount,
    query,
    sort,
  };
}

const positiveInteger = (value: FormDataEntryValue | null) => {
  const number = Number(value);
  return typeof value === "string" && Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/** Deletes an entry or changes its read state; `kinds` are the inboxes this screen may touch. */
export async function inboxScreenAction(args: Args, kinds: readonly InboxKind[]) {
  const viewer = await requireAdmin(args, "inboxes");
  const { context } = args;
  const { db } = context.services;
  const t = requestContext(args.request, args.context).t;
  const refuse = (intent: InboxActionData["intent"], reason: string, status: number) =>
    data<InboxActionData>(
      { intent, isDone: false, message: t("admin.inbox.deleteFailed", { message: reason }) },
      { status },
    );

  let form: FormData;
  try {
    form = await args.request.formData();
  } catch {
    return refuse("unknown", t("admin.inbox.invalidRequest"), 400);
  }
  const intent = form.get("intent");
  const kind = form.get("kind");
  const id = positiveInteger(form.get("id"));
  const screen = kinds.find((candidate) => candidate === kind);
  if (
    typeof intent !== "string" ||
    !["delete", "read", "followUp", "note", "reply"].includes(intent) ||
    !screen ||
    !id
  ) {
    return refuse("unknown", t("admin.inbox.invalidRequest"), 400);
  }

  if (intent === "followUp" || intent === "note" || intent === "reply") {
    const writer = { actor: viewer };
    const outcome: FollowUpOutcome | ReplyOutcome =
      intent === "followUp"
        ? await updateFollowUp(context.services, {
            kind: screen,
            id,
            status: form.get("status") ?? undefined,
            // "" in the form: nobody.
            assigneeId: assigneeFrom(form),
            writer,
          })
        : intent === "note"
          ? await addInboxNote(context.services, { kind: screen, id, text: form.get("text"), writer })
          : await replyToInboxItem(context.services, {
              kind: screen,
              id,
              subject: form.get("subject"),
              body: form.get("body"),
              writer,
            });
    return followUpAnswer(outcome, intent, id, t);
  }

  if (intent === "read") {
    const isDone = await setInboxRead(db, screen, id, form.get("isRead") === "1");
    return data<InboxActionData>({ intent, isDone, message: "" }, { status: isDone ? 200 : 404 });
  }

  const result = await deleteInboxItem(context.services, { kind: screen, id, writer: { actor: viewer } });
  if (result.status !== "deleted") return refuse("delete", t("admin.inbox.notFound"), 404);
  return data<InboxActionData>({
    intent: "delete",
    isDone: true,
    message: t(`admin.inbox.screens.${screen}.deleted`),
  });
}

/** The form's assignee: absent (unchanged), "" (nobody), an account's id, or what was sent (refused). */
function assigneeFrom(form: FormData): unknown {
  if (!form.has("assignee")) return undefined;
  const value = form.get("assignee");
  if (value === "") return null;
  return positiveInteger(value) ?? value;
}

/** A follow-up operation's outcome as the screen's action data, errors translated. */
function followUpAnswer(
  outcome: FollowUpOutcome | ReplyOutcome,
  intent: "followUp" | "note" | "reply",
  id: number,
  t: Translate,
) {
  const done = {
    followUp: "admin.followUp.saved",
    note: "admin.followUp.noteAdded",
    reply: "admin.followUp.reply.sent",
  } as const;
  switch (outcome.status) {
    case "saved":
      return data<InboxActionData>({ intent, id, isDone: true, message: t(done[intent]) });
    case "invalid": {
      const errors = Object.fromEntries(
        Object.entries(outcome.errors).map(([field, keys]) => [
          field,
          keys.map((key) => t(key as Parameters<Translate>[0])),
        ]),
      );
      const message = Object.values(errors).flat().join(" ");
      return data<InboxActionData>({ intent, id, isDone: false, message, errors }, { status: 400 });
    }
    case "noSmtp":
    case "noAddress":
      return data<InboxActionData>(
        { intent, id, isDone: false, message: t(`admin.followUp.errors.${outcome.status}`) },
        { status: 409 },
      );
    case "forbidden":
      return data<InboxActionData>(
        { intent, id, isDone: false, message: t("admin.roles.forbidden") },
        { status: 403 },
      );
    default:
      return data<InboxActionData>(
        { intent, id, isDone: false, message: t("admin.inbox.notFound") },
        { status: 404 },
      );
  }
}
