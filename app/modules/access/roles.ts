/**
 * Who may do what (docs/decisions/026-roles.md). Three roles, and one table from permissions to the
 * roles that hold them: the operations (content writes, inbox deletes), the REST operation table, the
 * back-office screens, the sidebar and the generated access tests all read `PERMISSION_ROLES`.
 * Client-safe: the sidebar and the dashboard use it to show each person only what they may open.
 */

export const ROLES = ["admin", "editor", "messages"] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === "string" && (ROLES as readonly string[]).includes(value);

/** A stored role that is not one of the three (hand-edited row) grants nothing. */
export const roleOf = (value: unknown): Role | null => (isRole(value) ? value : null);

const EVERYONE = ROLES;
const ADMIN = ["admin"] as const satisfies readonly Role[];
const CONTENT = ["admin", "editor"] as const satisfies readonly Role[];
const MESSAGES = ["admin", "messages"] as const satisfies readonly Role[];

/**
 * Every permission and the roles that hold it. `satisfies` makes a permission without its roles a type
 * error; a permission missing here cannot be named anywhere else.
 */
export const PERMISSION_ROLES = {
  /** The dashboard, one's own account security, signing oneself out everywhere. */
  signedIn: EVERYONE,
  /** Create, change, delete content; drafts, previews, uploads with a token. */
  content: CONTENT,
  /**
   * The chat assistant: what visitors asked it and the answers it gives (FAQ). Improving the answers is
   * editing what the site publishes, so it belongs to the content roles.
   */
  chat: CONTENT,
  /** The five inboxes: read, mark, export, delete (the newsletter's subscribers are one of them). */
  inboxes: MESSAGES,
  /** The reply templates of the inboxes (decision 032): what every answer starts from. */
  replyTemplates: ADMIN,
  /** Sending an issue of the newsletter to every subscriber. */
  newsletterSend: ADMIN,
  /** Every e-mail the site sent or will send (invitations and resets included). */
  outbox: ADMIN,
  /** Finding, exporting and erasing everything the site holds about a person. */
  personalData: ADMIN,
  /** The change journal. */
  audit: ADMIN,
  /** Accounts, invitations, roles and the site's sign-in policy. */
  accounts: ADMIN,
  /** The site's settings: contact details, address, opening hours, social links, footer claims (decision 030). */
  settings: ADMIN,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSION_ROLES;

export const PERMISSIONS = Object.keys(PERMISSION_ROLES) as Permission[];

export function allows(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSION_ROLES[permission] as readonly Role[]).includes(role);
}
