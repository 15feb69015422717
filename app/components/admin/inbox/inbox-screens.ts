/**
 * The inbox screens of §2: where each inbox lives, where its back button goes, and which fields its
 * expanded row shows. Reading and deleting go through `modules/inbox`. Client-safe.
 */
import { INBOX_KINDS, type InboxKind, type InboxSort } from "~/modules/inbox/kinds";
import type { Messages } from "~/i18n/locales/fr";
import type { FollowUpStatus } from "~/modules/inbox/follow-up";
import { ADMIN } from "~/lib/paths";

export type InboxFieldKey = keyof Messages["admin"]["inbox"]["fields"];

export interface InboxScreen {
  kind: InboxKind;
  /** The screen's address; partner requests are a tab of /listeRejoindre. */
  path: string;
  tab?: "partners";
  /** §2: back buttons go to /dashboard (partner requests, applicants) or /dashboardAdmin (contacts, subscribers). */
  back: typeof ADMIN.dashboardAlias | typeof ADMIN.dashboard;
  details: InboxFieldKey[];
  /** Columns of the CSV export, in order. */
  csv: InboxFieldKey[];
}

/** §9: inbox lists show 6 entries a page. */
export const INBOX_PAGE_SIZE = 6;

export const INBOX_SCREENS: Record<InboxKind, InboxScreen> = {
  contact: {
    kind: "contact",
    path: INBOX_KINDS.contact.adminPath,
    back: ADMIN.dashboard,
    details: ["email", "subject", "category", "message", "language"],
    csv: ["id", "created_at", "name", "email", "subject", "category", "message", "language"],
  },
  rejoindre: {
    kind: "rejoindre",
    path: INBOX_KINDS.rejoindre.adminPath,
    back: ADMIN.dashboardAlias,
    details: ["organisation", "email", "message", "language"],
    csv: ["id", "created_at", "organisation", "email", "message", "language"],
  },
  partners: {
    kind: "partners",
    path: INBOX_KINDS.partners.adminPath,
    tab: INBOX_KINDS.partners.adminTab,
    back: ADMIN.dashboardAlias,
    details: [
      "last_name",
      "first_name",
      "role",
      "organisation",
      "website_url",
      "email",
      "phone",
      "message",
      "logo",
      "accept_terms",
      "language",
    ],
    csv: [
      "id",
      "created_at",
      "last_name",
      "first_name",
      "role",
      "organisation",
      "website_url",
      "email",
      "phone",
      "message",
      "logo",
      "accept_terms",
      "language",
    ],
  },
  community: {
    kind: "community",
    path: INBOX_KINDS.community.adminPath,
    back: ADMIN.dashboardAlias,
    details: ["nom", "prenom", "role", "tel", "email", "conditions", "language"],
    csv: ["id", "created_at", "nom", "prenom", "role", "tel", "email", "conditions", "language"],
  },
  newsletter: {
    kind: "newsletter",
    path: INBOX_KINDS.newsletter.adminPath,
    back: ADMIN.dashboard,
    details: ["email", "status", "confirmed_at", "language", "message"],
    csv: ["id", "created_at", "name", "email", "status", "confirmed_at", "language", "message"],
  },
};

/** The address of an inbox screen, with its tab. */
export function inboxHref(screen: InboxScreen, params: Record<string, string | number | undefined> = {}) {
  const search = new URLSearchParams();
  if (screen.tab) search.set("tab", screen.tab);
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== "") search.set(name, String(value));
  const query = search.toString();
  return query ? `${screen.path}?${query}` : screen.path;
}

export interface InboxDetail {
  field: InboxFieldKey;
  value: string;
  kind: "text" | "link" | "email" | "image";
}

export interface InboxRowView {
  id: number;
  /** Empty when the sender gave none: the screen shows "Nom non spécifié". */
  name: string;
  email: string;
  /** Formatted in the administrator's language; empty when unknown ("Date inconnue"). */
  date: string;
  isRead: boolean;
  preview: string;
  status: string | null;
  details: InboxDetail[];
  replyHref: string | null;
  /** A request to answer (decision 032): where it stands, who has it, its notes and its drafted reply. */
  followUp: {
    status: FollowUpStatus;
    assigneeId: number | null;
    assignee: string | null;
    notes: { id: number; type: "note" | "reply"; author: string; date: string; text: string }[];
    reply: { language: string; subject: string; body: string } | null;
  } | null;
}

/** The follow-up part of an inbox screen: its filters, who can be assigned, whether replies are sent. */
export interface InboxFollowUpData {
  status: FollowUpStatus | "";
  /** An account's id, "none", or "" for everyone. */
  assignee: string;
  assignees: { id: number; username: string }[];
  isSmtpConfigured: boolean;
  canEditTemplates: boolean;
}

export interface InboxScreenData {
  kind: InboxKind;
  rows: InboxRowView[];
  total: number;
  unread: number;
  page: number;
  pageCount: number;
  query: string;
  sort: InboxSort;
  followUp: InboxFollowUpData | null;
}

export interface InboxActionData {
  intent: "delete" | "read" | "followUp" | "note" | "reply" | "unknown";
  isDone: boolean;
  message: string;
  /** Translated field errors of a follow-up form. */
  errors?: Record<string, string[]>;
  id?: number;
}
