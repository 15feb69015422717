/**
 * The layout of an export (docs/deployment.md, "Moving from the old system", and decision 025):
 *
 *   manifest.json          format, schema version, date, counts and SHA-256 of every other file
 *   content/<kind>.json    one file per content type of the registry: its fields, then every item in
 *                          every language, drafts included, with id, created_at and updated_at
 *   settings.json          the site's settings as saved (key → value; a key never saved is left out)
 *   reply-templates.json   the inboxes' reply templates as saved (kind, subject and body in three
 *                          languages; an inbox never given one is left out and keeps the default)
 *   uploads.json           every upload record (key, type, size, variants, original name, and alt
 *                          texts when the media library has them)
 *   files/<key>            every stored file, byte for byte, under the key /media/<key> serves
 *   inbox/<kind>.json      what visitors sent — only with --with-personal-data
 *
 * Client-safe: types and names only.
 */
export const ARCHIVE_FORMAT = "tamkine-site-export";
export const ARCHIVE_VERSION = 1;

export interface ManifestFile {
  path: string;
  size: number;
  sha256: string;
}

export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  schemaVersion: number;
  createdAt: string;
  withPersonalData: boolean;
  /** Items per content type (`content/<kind>.json`), per inbox (`inbox.<kind>`), and uploads. */
  counts: Record<string, number>;
  files: ManifestFile[];
}

/** What each content file says about its fields, so the archive can be read without this code. */
export interface ContentFile {
  kind: string;
  label: { fr: string; en: string; ar: string };
  /** Field name → its type ("text", "url", "date", "time", "integer", "mediaUrl", "image", "document", "flag"), whether required, whether multi-line. */
  fields: Record<string, { type: string; required?: boolean; multiline?: boolean; max?: number }>;
  /** Columns every item has besides its fields. */
  columns: Record<string, string>;
  items: Array<Record<string, unknown>>;
}

export const COMMON_COLUMNS = {
  id: "the item's number on the exporting site (an import gives it a new one and remembers the old)",
  created_at: "creation time, ISO-8601 UTC",
  updated_at: "last change, ISO-8601 UTC",
  added_at: "platform links only: when the link was added, ISO-8601 UTC",
  slug: "news and pages: the address part (/blogdetail/{slug}_{id}, /{slug})",
};
