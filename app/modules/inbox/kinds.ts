import { ADMIN } from "~/lib/paths";
/**
 * The five inboxes of what visitors send (§2 Inbox lists, §3), with the REST path of §7, the back-office
 * screen (partner requests are a tab of the join requests' screen), the table, and the columns that
 * search and the name sort look at. Client-safe.
 */
export const INBOX_KINDS = {
  contact: {
    path: "contact",
    adminPath: ADMIN.contacts,
    table: "contact_messages",
    searchable: ["name", "email", "subject", "message"],
    nameColumn: "name",
  },
  rejoindre: {
    path: "rejoindre",
    adminPath: ADMIN.joinRequests,
    table: "join_requests",
    searchable: ["organisation", "email", "message"],
    nameColumn: "organisation",
  },
  community: {
    path: "community",
    adminPath: ADMIN.community,
    table: "community_applications",
    searchable: ["nom", "prenom", "email", "role", "tel"],
    nameColumn: "nom",
  },
  partners: {
    path: "partners",
    adminPath: ADMIN.joinRequests,
    adminTab: "partners",
    table: "partner_requests",
    searchable: ["first_name", "last_name", "email", "organisation", "message"],
    nameColumn: "last_name",
  },
  newsletter: {
    path: "newsletter",
    adminPath: ADMIN.subscribers,
    table: "newsletter_subscribers",
    searchable: ["name", "email", "message"],
    nameColumn: "email",
  },
} as const;

export type InboxKind = keyof typeof INBOX_KINDS;

export const INBOX_SORTS = ["newest", "oldest", "name"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

/** Own keys only: "constructor" or "toString" are not inboxes. */
export const isInboxKind = (value: string): value is InboxKind => Object.hasOwn(INBOX_KINDS, value);

/** Where administrators read an inbox: its screen, and its tab when it shares one. */
export const adminPathOf = (kind: InboxKind): string => {
  const entry: { adminPath: string; adminTab?: string } = INBOX_KINDS[kind];
  return entry.adminTab ? `${entry.adminPath}?tab=${entry.adminTab}` : entry.adminPath;
};
