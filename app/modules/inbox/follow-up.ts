/**
 * The follow-up of what visitors ask (decision 032): where a request stands, the moves between
 * statuses, and the reply templates' placeholder. Client-safe: the inbox screens read it too.
 */
import type { Locale } from "~/i18n/config";
import type { InboxKind } from "./kinds";

/** The inboxes that are requests to answer; the newsletter's subscribers have their own status. */
export const FOLLOW_UP_KINDS = [
  "contact",
  "rejoindre",
  "community",
  "partners",
] as const satisfies readonly InboxKind[];
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

export const isFollowUpKind = (kind: string): kind is FollowUpKind =>
  (FOLLOW_UP_KINDS as readonly string[]).includes(kind);

export const FOLLOW_UP_STATUSES = ["new", "in_progress", "answered", "archived"] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

export const isFollowUpStatus = (value: unknown): value is FollowUpStatus =>
  typeof value === "string" && (FOLLOW_UP_STATUSES as readonly string[]).includes(value);

/**
 * The moves a person answering requests expects: forward at any pace (a request can be answered or
 * archived straight away), back one step when a reply was premature or a request comes back. A request
 * once answered is not "new" again; an archived one is reopened as in progress (or answered).
 */
export const FOLLOW_UP_MOVES: Record<FollowUpStatus, readonly FollowUpStatus[]> = {
  new: ["in_progress", "answered", "archived"],
  in_progress: ["new", "answered", "archived"],
  answered: ["in_progress", "archived"],
  archived: ["in_progress", "answered"],
};

export const canMove = (from: FollowUpStatus, to: FollowUpStatus) =>
  from === to || FOLLOW_UP_MOVES[from].includes(to);

export const NOTE_MAX = 5000;
export const TEMPLATE_SUBJECT_MAX = 200;
export const TEMPLATE_BODY_MAX = 5000;

export interface ReplyTemplate {
  kind: FollowUpKind;
  subject: Record<Locale, string>;
  body: Record<Locale, string>;
}

/**
 * A template with the sender's name in place of `{name}` (every occurrence). A sender without a name
 * gets `fallbackName` ("Madame, Monsieur") so the greeting still reads.
 */
export function fillTemplate(text: string, name: string, fallbackName: string): string {
  const shown = name.trim() || fallbackName;
  return text.replaceAll("{name}", shown);
}
