/**
 * The old system's lists (§7) and how their items (§3) become this site's items. Field names mostly
 * agree (our schema kept §3's names); what differs is written here once: the plain title some old
 * pages read, the date columns, HTML in text fields, the inboxes' list shapes. Client-safe.
 */
import { RESOURCES, type ResourceName } from "~/modules/content/resources";
import type { InboxKind } from "~/modules/inbox/kinds";
import { isFileField } from "~/modules/content/fields";

export interface OldContentKind {
  kind: ResourceName;
  /** List paths under the base address, tried in order (news falls back to the blog list, §7). */
  paths: string[];
}

/** Every content list of §7, in the order an import reads them. */
export const OLD_CONTENT_KINDS: OldContentKind[] = [
  { kind: "news", paths: ["/api/news/", "/api/blog/"] },
  { kind: "missions", paths: ["/api/missions/"] },
  { kind: "team-messages", paths: ["/api/team-messages/"] },
  { kind: "motpresident", paths: ["/api/motpresident/"] },
  { kind: "fondationtamkine", paths: ["/api/fondationtamkine/"] },
  { kind: "valeurs", paths: ["/api/valeurs/"] },
  { kind: "platformlinks", paths: ["/api/platformlinks/"] },
  { kind: "matches", paths: ["/api/matches/"] },
  { kind: "videos", paths: ["/api/videos/"] },
  // §7: "photo list (configured path)"; --photos-path replaces it.
  { kind: "photos", paths: ["/api/photos/"] },
  { kind: "documents", paths: ["/api/documents/"] },
  { kind: "partenaires", paths: ["/api/partenaires/"] },
  { kind: "activities", paths: ["/api/activities/"] },
];

/** The inboxes read with the administrator's bearer token (§7), and the newsletter's subscribers. */
export const OLD_INBOX_KINDS: Array<{ kind: Exclude<InboxKind, "partners">; path: string }> = [
  { kind: "contact", path: "/api/contact/" },
  { kind: "rejoindre", path: "/api/rejoindre/" },
  { kind: "community", path: "/api/community/" },
  { kind: "newsletter", path: "/api/newsletter/" },
];

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  eacute: "é",
  egrave: "è",
  agrave: "à",
  ccedil: "ç",
};

const looksLikeHtml = (text: string) => /<\/?[a-z][^>]*>|&(?:[a-z]+|#\d+|#x[0-9a-f]+);/i.test(text);

/** Plain text of an HTML fragment: blocks and <br> become line breaks, tags go, entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|h[1-6]|li|blockquote)>/gi, "\n\n")
    .replace(/<li[^>]*>/gi, "- ")
    .replace(/<[^>]+>/g, "")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&([a-z]+);/gi, (whole, name: string) => ENTITIES[name.toLowerCase()] ?? whole)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** An old date (ISO, with or without a zone, or a bare date) as ISO-8601 UTC; undefined if unreadable. */
export function isoDate(value: unknown): string | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const text = value.trim();
  const withZone = /^\d{4}-\d{2}-\d{2}$/.test(text)
    ? `${text}T00:00:00Z`
    : /[zZ]|[+-]\d{2}:?\d{2}$/.test(text)
      ? text
      : `${text.replace(" ", "T")}Z`;
  const time = Date.parse(withZone);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

export interface MappedItem {
  /** Text-like values for the operations (files apart). */
  values: Record<string, unknown>;
  /** File fields (image/document) and media-address fields: the old address of each file. */
  files: Record<string, string>;
  timestamps: { created_at?: string; updated_at?: string; added_at?: string };
  /** What was changed or dropped on the way, for the report. */
  notes: string[];
}

const text = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";

/** One old content item as this site's values; the operations validate them as any other write. */
export function mapOldItem(kind: ResourceName, old: Record<string, unknown>): MappedItem {
  const resource = RESOURCES[kind];
  const values: Record<string, unknown> = {};
  const files: Record<string, string> = {};
  const notes: string[] = [];
  for (const [name, spec] of Object.entries(resource.fields)) {
    let value = old[name];
    // Some old pages read a plain title and content (§3): it stands for the French one when that is empty.
    const base = /^(.*)_fr$/.exec(name)?.[1];
    if (base && text(value).trim() === "" && text(old[base]).trim() !== "") value = old[base];
    if (isFileField(spec) || spec.type === "mediaUrl") {
      if (text(value).trim() !== "") files[name] = text(value).trim();
      continue;
    }
    if (spec.type === "flag") continue;
    if (value === null || value === undefined) continue;
    if (spec.type === "text" && typeof value === "string" && looksLikeHtml(value)) {
      value = htmlToText(value);
      notes.push(`${name}: HTML removed`);
    }
    if (spec.type === "date") value = text(value).slice(0, 10);
    if (spec.type === "time") value = text(value).slice(0, 8);
    values[name] = value;
  }
  // The old system has no drafts: what it listed was public.
  values.is_published = 1;
  if (kind === "news" && text(old.slug).trim() !== "") values.slug = text(old.slug).trim();
  const created = isoDate(old.created_at) ?? isoDate(old.added_at) ?? isoDate(old.date_creation);
  const timestamps: MappedItem["timestamps"] = {};
  if (created) {
    timestamps.created_at = created;
    timestamps.updated_at = isoDate(old.updated_at) ?? created;
  }
  const added = isoDate(old.added_at);
  if (added) timestamps.added_at = added;
  for (const key of ["created_at", "added_at"])
    if (old[key] !== undefined && old[key] !== null && old[key] !== "" && !isoDate(old[key]))
      notes.push(`${key}: unreadable date "${text(old[key]).slice(0, 40)}"`);
  return { values, files, timestamps, notes };
}

const CONTACT_CATEGORIES = ["general", "support", "billing", "partnership", "feedback"];

/** One old inbox entry as this site's columns (§3 list shapes: id, name, email, message, created_at). */
export function mapOldInboxEntry(
  kind: Exclude<InboxKind, "partners">,
  old: Record<string, unknown>,
): { values: Record<string, unknown>; notes: string[] } {
  const notes: string[] = [];
  const clean = (key: string, value: unknown) => {
    const raw = text(value);
    if (!looksLikeHtml(raw)) return raw.trim();
    notes.push(`${key}: HTML removed`);
    return htmlToText(raw);
  };
  const email = text(old.email).trim().toLowerCase();
  const created = isoDate(old.created_at);
  // Read long ago on the old site: they do not count as new here.
  const dates = { is_read: 1, ...(created ? { created_at: created, updated_at: created } : {}) };
  const language = ["fr", "en", "ar"].includes(text(old.language)) ? text(old.language) : "fr";
  switch (kind) {
    case "contact": {
      const category = text(old.category);
      return {
        values: {
          name: clean("name", old.name),
          email,
          subject: clean("subject", old.subject),
          category: CONTACT_CATEGORIES.includes(category) ? category : "general",
          message: clean("message", old.message),
          language,
          ...dates,
        },
        notes,
      };
    }
    case "rejoindre":
      return {
        values: {
          organisation: clean("organisation", old.organisation ?? old.nom ?? old.name),
          email,
          message: clean("message", old.message),
          language,
          ...dates,
        },
        notes,
      };
    case "community": {
      // The list shape gives "name" (first and last name together) when the form's fields are absent.
      const [first = "", ...rest] = text(old.name).trim().split(/\s+/);
      const conditions = old.conditions === true || old.conditions === 1 || old.conditions === "true";
      return {
        values: {
          nom: clean("nom", old.nom ?? rest.join(" ")),
          prenom: clean("prenom", old.prenom ?? first),
          role: clean("role", old.role),
          tel: clean("tel", old.tel),
          email,
          conditions: conditions ? 1 : 0,
          conditions_accepted_at: conditions ? (created ?? null) : null,
          language,
          ...dates,
        },
        notes,
      };
    }
    case "newsletter":
      return {
        values: {
          email,
          name: clean("name", old.name),
          message: clean("message", old.message),
          language,
          ...dates,
        },
        notes,
      };
  }
}
