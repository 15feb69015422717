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
  };
}

export async function loadInboxScreen(args: Args, screen: InboxScreen): Promise<InboxScreenData> {
  await requireAdmin(args, "inboxes");
  const { db } = args.context.services;
  const locale = requestContext(args.request, args.context).locale;
  const t = translatorFor(locale);
  const url = new URL(args.request.url);
  const query = parseQuery(url.searchParams.get("q"));
  const sort = parseSort(url.searchParams.get("sort"));
  const { total, unread } = await countInboxWithUnread(db, screen.kind, { query });
  const pageCount = pageCountFor(total, INBOX_PAGE_SIZE);
  const page = clampPage(url.searchParams.get("page"), pageCount);
  const entries = await listInbox(db, screen.kind, { query, sort, page, pageSize: INBOX_PAGE_SIZE });
  return {
    kind: screen.kind,
    rows: entries.map((entry) => toRowView(screen, entry, t, locale)),
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
  if ((intent !== "delete" && intent !== "read") || !screen || !id) {
    return refuse("unknown", t("admin.inbox.invalidRequest"), 400);
  }

  if (intent === "read") {
    const isDone = await setInboxRead(db, screen, id, form.get("isRead") === "1");
    return data<InboxActionData>({ intent, isDone, message: "" }, { status: isDone ? 200 : 404 });
  }

  const result = await deleteInboxItem(context.services, { kind: screen, id, writer: { actor: viewer } });
  if (result.status !== "deleted") return refuse("delete", t("admin.inbox.notFound"), 404);
  return data<InboxActionData>({ intent, isDone: true, message: t(`admin.inbox.screens.${screen}.deleted`) });
}
