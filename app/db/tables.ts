/**
 * The one description of the database. Field names follow spec §3 (`title_fr`, `titre_ar`,
 * `lien_video`...). Row types (schema.ts) and migrations (migrations.ts) are derived from it.
 * To change the schema: add columns or tables with `since: <next version>` and bump SCHEMA_VERSION.
 */
import { col, table } from "./columns";

/** 10: rich text, a data step only (the long texts stored as HTML, decision 027). */
/** 11: roles, accounts and site settings (decision 026). */
/** 12: content lists order by publication date; their indexes follow (decision 028). */
/** 13: the translation workflow (decision 031). */
/** 14: inbox follow-up: status, assignee, notes and reply templates (decision 032). */
export const SCHEMA_VERSION = 14;

const translated = <P extends string>(prefix: P) =>
  ({
    [`${prefix}_fr`]: col.textOr(""),
    [`${prefix}_en`]: col.textOr(""),
    [`${prefix}_ar`]: col.textOr(""),
  }) as Record<`${P}_fr` | `${P}_en` | `${P}_ar`, ReturnType<typeof col.textOr>>;

/** Content that administrators can keep unpublished (drafts) until it is ready. */
const publishable = { is_published: col.flag(1) };

/**
 * Content lists show the most recently published first (`published_at`, decision 028); until version 12
 * they ordered by creation time.
 */
const newestFirst = [
  { columns: ["is_published", "created_at"], until: 12 },
  { columns: ["is_published", "published_at"], since: 12 },
] as const;

/**
 * Version 3: the searchable text as each language's visitor reads it, folded by foldText and written
 * by the app on every write (app/modules/search/search-columns.ts, decision 014). Version 6 has no
 * column of its own: it refolds these with the folding shared with the chat assistant (decision 021).
 */
const searchColumns = {
  search_fr: col.textOr("", { since: 3 }),
  search_en: col.textOr("", { since: 3 }),
  search_ar: col.textOr("", { since: 3 }),
};
// Revisions and scheduling (version 9, decision 028).
/**
 * The publication date a visitor reads (editable; old articles keep theirs; filled from created_at by
 * the migration) and an optional window: before `publish_at` and from `unpublish_at` on, the item is
 * hidden from every public read (app/modules/content/visibility.server.ts).
 */
const scheduling = {
  published_at: col.nullableTimestamp({ since: 9 }),
  publish_at: col.nullableTimestamp({ since: 9 }),
  unpublish_at: col.nullableTimestamp({ since: 9 }),
};

/** Version 3: the inbox's searchable columns, folded (decision 014). */
const inboxSearchColumn = { search_text: col.textOr("", { since: 3 }) };
/**
 * Version 4: every inbox screen counts its unread entries; without this index that count read the whole
 * table (21 ms at 100,000 contacts, on every page of the inbox).
 */
const unreadFirst = { columns: ["is_read", "created_at"], since: 4 } as const;

/**
 * Version 14: the follow-up of a request (decision 032): where it stands (new, in_progress, answered,
 * archived) and who answers it. Lists filter and the dashboard counts by status.
 */
const followUp = {
  status: col.textOr("new", { since: 14 }),
  assignee_id: col.nullableInteger({ since: 14 }),
};
const byStatus = { columns: ["status", "created_at"], since: 14 } as const;

export const tables = {
  news: table(
    {
      slug: col.text({ unique: true }),
      ...translated("title"),
      ...translated("content"),
      image: col.nullableText(),
      ...publishable,
      ...searchColumns,
      ...scheduling,
    },
    // Back-office lists include drafts, so they order by the publication date alone.
    {
      indexes: [
        ...newestFirst,
        { columns: ["created_at"], since: 3, until: 12 },
        { columns: ["published_at"], since: 12 },
      ],
    },
  ),
  missions: table(
    { ...translated("title"), ...translated("content"), ...publishable, ...searchColumns, ...scheduling },
    { indexes: newestFirst },
  ),
  team_messages: table(
    { ...translated("title"), ...translated("content"), ...publishable, ...searchColumns, ...scheduling },
    { indexes: newestFirst },
  ),
  president_messages: table(
    {
      ...translated("titre"),
      ...translated("description"),
      image: col.nullableText(),
      ...publishable,
      ...searchColumns,
      ...scheduling,
    },
    { indexes: newestFirst },
  ),
  foundation_entries: table(
    {
      ...translated("title"),
      ...translated("description"),
      image: col.nullableText(),
      ...publishable,
      ...searchColumns,
      ...scheduling,
    },
    { indexes: newestFirst },
  ),
  valeurs: table(
    {
      ...translated("titre"),
      ...translated("description"),
      image: col.nullableText(),
      ...publishable,
      ...searchColumns,
      ...scheduling,
    },
    { indexes: newestFirst },
  ),
  platform_links: table(
    {
      ...translated("title"),
      ...translated("description"),
      url: col.text(),
      icon: col.nullableText(),
      added_at: col.timestamp(),
      ...publishable,
      ...searchColumns,
      ...scheduling,
    },
    { indexes: [{ columns: ["is_published", "created_at"] }] },
  ),
  matches: table(
    {
      ...translated("home_team_name"),
      ...translated("away_team_name"),
      ...translated("location"),
      ...translated("description"),
      match_date: col.text(),
      match_time: col.text(),
      home_score: col.nullableInteger(),
      away_score: col.nullableInteger(),
      home_team_logo_url: col.nullableText(),
      away_team_logo_url: col.nullableText(),
      banner_image_url: col.nullableText(),
      ...publishable,
      ...searchColumns,
      ...scheduling,
    },
    { indexes: [{ columns: ["is_published", "match_date"] }] },
  ),
  videos: table(
    {
      ...translated("title"),
      ...translated("comment"),
      lien_video: col.text(),
      cover_image: col.nullableText(),
      ...publishable,
      ...searchColumns,
      ...scheduling,
    },
    { indexes: newestFirst },
  ),
  photos: table(
    {
      ...translated("title"),
      ...translated("comment"),
      image: col.nullableText(),
      ...publishable,
      ...searchColumns,
      ...scheduling,
    },
    { indexes: newestFirst },
  ),
  documents: table(
    {
      titre: col.text(),
      description: col.textOr(""),
      fichier: col.text(),
      couverture: col.nullableText(),
      ...publishable,
      ...searchColumns,
      ...scheduling,
    },
    { indexes: newestFirst },
  ),
  media_partners: table(
    {
      titre: col.textOr(""),
      ...translated("titre"),
      description: col.textOr(""),
      ...translated("description"),
      categorie: col.textOr(""),
      activite: col.textOr(""),
      ville: col.textOr(""),
      date_creation: col.nullableText(),
      couverture: col.nullableText(),
      site_url: col.text(),
      video: col.nullableText(),
      ...publishable,
      ...searchColumns,
      ...scheduling,
    },
    { indexes: newestFirst },
  ),
  activities: table(
    {
      ...translated("title"),
      ...translated("comment"),
      cover_photo: col.nullableText(),
      ...publishable,
      ...searchColumns,
      ...scheduling,
    },
    { indexes: newestFirst },
  ),
  /** Editable static pages (club, teams, legal notice, privacy, terms...). */
  site_pages: table({
    slug: col.text({ unique: true }),
    ...translated("title"),
    ...translated("body"),
    ...publishable,
    ...searchColumns,
    ...scheduling,
  }),

  // Chat assistant (app/modules/chat).
  /** Questions and answers the administrators write for the assistant; they win over built-in answers. */
  faq_entries: table(
    {
      ...translated("question"),
      ...translated("answer"),
      /** Optional page the answer points to: an internal path (/partner) or an http(s) address. */
      link: col.textOr(""),
      ...publishable,
    },
    { indexes: [{ columns: ["is_published", "updated_at"] }] },
  ),
  /** Every question asked, its answer and the visitor's thumbs; the address only as a keyed hash. */
  chat_logs: table(
    {
      question: col.text(),
      language: col.textOr("fr"),
      answer: col.textOr(""),
      /** JSON array of {kind, id, path, title}: what the answer was built from. */
      sources: col.textOr("[]"),
      intent: col.textOr(""),
      is_answered: col.flag(0),
      /** null until the visitor answers Oui/Non, then "up" or "down". */
      feedback: col.nullableText(),
      ip_hash: col.textOr(""),
      response_ms: col.integer(0),
      /** The FAQ entry an administrator made from this question, if any. */
      faq_entry_id: col.nullableInteger(),
    },
    {
      indexes: [
        { columns: ["created_at"] },
        { columns: ["is_answered", "created_at"] },
        { columns: ["feedback", "created_at"] },
      ],
    },
  ),

  // Inboxes: what visitors send.
  newsletter_subscribers: table(
    {
      email: col.text({ unique: true }),
      name: col.textOr(""),
      message: col.textOr(""),
      language: col.textOr("fr"),
      status: col.textOr("pending"),
      token: col.text({ unique: true }),
      confirmed_at: col.nullableTimestamp(),
      is_read: col.flag(0),
      // Moving in (version 7, decision 025): when the address came from the old system, and when it
      // was last asked to confirm again (double opt-in).
      imported_at: col.nullableTimestamp({ since: 7 }),
      reconfirm_sent_at: col.nullableTimestamp({ since: 7 }),
      ...inboxSearchColumn,
    },
    { indexes: [{ columns: ["created_at"] }, { columns: ["status"] }, unreadFirst] },
  ),
  contact_messages: table(
    {
      name: col.text(),
      email: col.text(),
      subject: col.text(),
      category: col.textOr("general"),
      message: col.text(),
      language: col.textOr("fr"),
      is_read: col.flag(0),
      fingerprint: col.textOr(""),
      ...followUp,
      ...inboxSearchColumn,
    },
    { indexes: [{ columns: ["created_at"] }, { columns: ["fingerprint"] }, unreadFirst, byStatus] },
  ),
  join_requests: table(
    {
      organisation: col.text(),
      email: col.text(),
      message: col.text(),
      language: col.textOr("fr"),
      is_read: col.flag(0),
      fingerprint: col.textOr(""),
      ...followUp,
      ...inboxSearchColumn,
    },
    { indexes: [{ columns: ["created_at"] }, { columns: ["fingerprint"] }, unreadFirst, byStatus] },
  ),
  community_applications: table(
    {
      nom: col.text(),
      prenom: col.text(),
      role: col.text(),
      tel: col.text(),
      email: col.text(),
      conditions: col.flag(0),
      conditions_accepted_at: col.nullableTimestamp(),
      language: col.textOr("fr"),
      is_read: col.flag(0),
      fingerprint: col.textOr(""),
      ...followUp,
      ...inboxSearchColumn,
    },
    { indexes: [{ columns: ["created_at"] }, { columns: ["fingerprint"] }, unreadFirst, byStatus] },
  ),
  partner_requests: table(
    {
      first_name: col.text(),
      last_name: col.text(),
      email: col.text(),
      role: col.textOr(""),
      organisation: col.textOr(""),
      website_url: col.textOr(""),
      phone: col.textOr(""),
      message: col.text(),
      accept_terms: col.flag(0),
      accept_terms_at: col.nullableTimestamp(),
      logo: col.nullableText(),
      language: col.textOr("fr"),
      is_read: col.flag(0),
      fingerprint: col.textOr(""),
      ...followUp,
      ...inboxSearchColumn,
    },
    { indexes: [{ columns: ["created_at"] }, { columns: ["fingerprint"] }, unreadFirst, byStatus] },
  ),

  /** Newsletter issues written in the back office; sent to confirmed subscribers through the outbox. */
  newsletter_issues: table(
    {
      ...translated("subject"),
      ...translated("body"),
      recipient_count: col.integer(0),
      sent_at: col.nullableTimestamp(),
      sent_by: col.textOr(""),
    },
    { indexes: [{ columns: ["created_at"] }] },
  ),
  /**
   * Mail waiting to be sent (or sent, or given up). Written in the same request as what caused it; a
   * worker sends it later, so a slow or absent mail server never delays nor loses a submission.
   */
  outbox: table(
    {
      to: col.text(),
      subject: col.text(),
      text: col.text(),
      html: col.textOr(""),
      reply_to: col.textOr(""),
      /** JSON object of extra headers (List-Unsubscribe...). */
      headers: col.textOr("{}"),
      kind: col.text(),
      /** pending → sent, or failed after the last attempt. */
      status: col.textOr("pending"),
      attempts: col.integer(0),
      next_attempt_at: col.timestamp(),
      last_error: col.textOr(""),
      sent_at: col.nullableTimestamp(),
    },
    {
      indexes: [{ columns: ["status", "next_attempt_at"] }, { columns: ["to"] }, { columns: ["created_at"] }],
    },
  ),

  // Administration.
  admins: table({
    username: col.text({ unique: true }),
    email: col.nullableText(),
    password_hash: col.text(),
    /** Bumped on password change: tokens and sessions issued before are refused. */
    credentials_version: col.integer(1),
    last_login_at: col.nullableTimestamp(),
    // Roles and account lifecycle (version 11, decision 026): what the account may do, and whether it may
    // sign in at all. Accounts older than roles were all administrators: the default keeps them so.
    role: col.textOr("admin", { since: 11 }),
    is_active: col.flag(1, { since: 11 }),
  }),
  // Roles and account lifecycle (version 11, decision 026): invitations by e-mail and site settings.
  /** An invitation: a single-use link (only its SHA-256 here) to choose a password, valid 72 hours. */
  account_invitations: table(
    {
      token_hash: col.text({ unique: true }),
      username: col.text(),
      email: col.text(),
      role: col.text(),
      invited_by: col.textOr(""),
      expires_at: col.text(),
      accepted_at: col.nullableTimestamp(),
    },
    { since: 11, indexes: [{ columns: ["email"] }, { columns: ["expires_at"] }] },
  ),
  /**
   * Site-wide settings, one row per key with a JSON value (`modules/settings/site-settings.ts` lists the
   * keys, their schema and default): a new setting is a new key, never a new column.
   */
  site_settings: table({ key: col.text({ unique: true }), value: col.textOr("null") }, { since: 11 }),
  // Inbox follow-up (version 14, decision 032).
  /**
   * What the team wrote about a request: an internal note, or the record of a reply sent through the
   * outbox (`type` "reply"). Append-only; removed with its entry. `author` keeps the name if the
   * account goes.
   */
  inbox_notes: table(
    {
      kind: col.text(),
      item_id: col.integer(0),
      type: col.textOr("note"),
      author_id: col.nullableInteger(),
      author: col.textOr(""),
      body: col.text(),
    },
    { since: 14, indexes: [{ columns: ["kind", "item_id"] }] },
  ),
  /** One reply template per inbox kind, in three languages; `{name}` is the sender's name. */
  reply_templates: table(
    { kind: col.text({ unique: true }), ...translated("subject"), ...translated("body") },
    { since: 14 },
  ),
  sessions: table(
    {
      /** SHA-256 of the cookie value; the raw value is never stored. */
      token_hash: col.text({ unique: true }),
      admin_id: col.integer(0),
      credentials_version: col.integer(1),
      expires_at: col.text(),
      ip: col.textOr(""),
      user_agent: col.textOr(""),
    },
    { indexes: [{ columns: ["admin_id"] }, { columns: ["expires_at"] }] },
  ),
  refresh_tokens: table(
    {
      token_hash: col.text({ unique: true }),
      /** One sign-in: rotation keeps the family, logout or reuse revokes it with its access tokens. */
      family: col.text(),
      admin_id: col.integer(0),
      credentials_version: col.integer(1),
      expires_at: col.text(),
      revoked_at: col.nullableTimestamp(),
    },
    { indexes: [{ columns: ["admin_id"] }, { columns: ["family"] }] },
  ),
  /**
   * Version 5: the addresses each administrator signed in from, so that a guessing run against the
   * account from elsewhere does not hold back a correct sign-in from them (decision 019). Kept 90 days.
   */
  admin_sign_in_addresses: table(
    {
      admin_id: col.integer(0),
      ip: col.text(),
      last_signed_in_at: col.timestamp(),
    },
    {
      since: 5,
      indexes: [{ columns: ["admin_id", "ip"], isUnique: true }, { columns: ["last_signed_in_at"] }],
    },
  ),
  /** Fixed-window counters shared by every app instance (login throttling, form rate limits). */
  rate_limits: table(
    {
      bucket: col.text({ unique: true }),
      hits: col.integer(0),
      window_ends_at: col.text(),
    },
    { indexes: [{ columns: ["window_ends_at"] }] },
  ),
  /** Who created, changed or deleted what in the back office, and when (/admin/journal). */
  audit_log: table(
    {
      /** Null once the administrator is gone; `username` keeps who it was. */
      admin_id: col.nullableInteger(),
      username: col.text(),
      action: col.text(),
      resource: col.text(),
      item_id: col.nullableInteger(),
      summary: col.textOr(""),
    },
    { indexes: [{ columns: ["created_at"] }] },
  ),
  /**
   * TOTP two-factor sign-in (version 2): one row per administrator who set it up. `secret` is sealed
   * with AES-256-GCM (never in clear); the row is active once `enabled_at` is set. `last_step` is the
   * time step of the last accepted code, so a code is never accepted twice.
   */
  admin_two_factor: table(
    {
      admin_id: col.integer(0, { unique: true }),
      secret: col.text(),
      enabled_at: col.nullableTimestamp(),
      last_step: col.nullableInteger(),
    },
    { since: 2 },
  ),
  /** Single-use recovery codes: a salted SHA-256 of each, spent by setting `used_at`. */
  recovery_codes: table(
    {
      admin_id: col.integer(0),
      code_hash: col.text(),
      used_at: col.nullableTimestamp(),
    },
    { indexes: [{ columns: ["admin_id"] }], since: 2 },
  ),
  /**
   * A correct password for an account with two-factor sign-in: the code step is bound to this row
   * through a cookie whose SHA-256 is `token_hash`. Five minutes, a few attempts, used once.
   */
  pending_logins: table(
    {
      token_hash: col.text({ unique: true }),
      admin_id: col.integer(0),
      credentials_version: col.integer(1),
      attempts: col.integer(0),
      expires_at: col.text(),
    },
    { indexes: [{ columns: ["expires_at"] }], since: 2 },
  ),
  /** Password reset links: one live row per administrator, deleted when used; only the token's SHA-256. */
  password_resets: table(
    {
      token_hash: col.text({ unique: true }),
      admin_id: col.integer(0),
      expires_at: col.text(),
    },
    { indexes: [{ columns: ["admin_id"] }] },
  ),
  /**
   * Moving in (version 7, decision 025): what an import made of each item of its source ("old": the old
   * system's API, "archive": an export of this site), so a second run updates instead of duplicating
   * and the old public links redirect. `details` is JSON: the old file addresses, the old slug.
   */
  import_mappings: table(
    {
      source: col.text(),
      kind: col.text(),
      old_id: col.text(),
      new_id: col.integer(0),
      /** SHA-256 of the item as the source gave it: unchanged items are not written again. */
      fingerprint: col.textOr(""),
      details: col.textOr("{}"),
    },
    {
      since: 7,
      indexes: [{ columns: ["source", "kind", "old_id"], isUnique: true }, { columns: ["kind", "new_id"] }],
    },
  ),
  // Revisions and scheduling (version 9, decision 028).
  /**
   * A snapshot of a content item (every column but the folded search text, all three languages) after
   * each save, restore or delete, numbered per item; the last 50 per item are kept, and a deleted
   * item's last one 30 days (the "recently deleted" list).
   */
  content_revisions: table(
    {
      /** The registry's name of the content type (`news`, `team-messages`...). */
      resource: col.text(),
      item_id: col.integer(0),
      number: col.integer(1),
      /** create, update, restore or delete. */
      action: col.text(),
      /** JSON object: the row as it was after that change. */
      data: col.text(),
      /** Null for a script's change or once the administrator is gone; `username` keeps who it was. */
      admin_id: col.nullableInteger(),
      username: col.textOr(""),
    },
    {
      since: 9,
      indexes: [
        { columns: ["resource", "item_id", "number"], isUnique: true },
        { columns: ["action", "created_at"] },
      ],
    },
  ),
  /**
   * The translation workflow (version 13, decision 031): for each content item and each language
   * translated from French (en, ar), the French text each field's translation was last saved against
   * (`sources`: JSON {field: SHA-256 of that French text}), the status this gives (`missing`, `current`
   * or `outdated`, kept by the write path so that lists filter and count in SQL), and the machine drafts
   * waiting for an editor (`drafts`: JSON {field: text}), which no public read sees.
   */
  content_translations: table(
    {
      /** The registry's name of the content type (`news`, `team-messages`...). */
      resource: col.text(),
      item_id: col.integer(0),
      locale: col.text(),
      status: col.text(),
      sources: col.textOr("{}"),
      drafts: col.textOr("{}"),
      drafted_at: col.nullableTimestamp(),
    },
    {
      since: 13,
      indexes: [
        { columns: ["resource", "item_id", "locale"], isUnique: true },
        { columns: ["resource", "locale", "status"] },
      ],
    },
  ),
  /**
   * Every stored file. `is_used` turns on when something keeps it (a record refers to it, or it was
   * uploaded into the media library); the clean-up removes the others after a day. Where a file is used
   * is not stored: it is derived from the content rows (decision 029).
   */
  uploads: table(
    {
      key: col.text({ unique: true }),
      kind: col.text(),
      mime: col.text(),
      size: col.integer(0),
      width: col.nullableInteger(),
      height: col.nullableInteger(),
      variants: col.textOr("[]"),
      original_name: col.textOr(""),
      is_used: col.flag(0),
      // -- Media library (version 8, decision 029): what an editor says about a file.
      /** "library" (an administrator's file) or "visitor" (a visitor's upload: never in the library). */
      scope: col.textOr("library", { since: 8 }),
      alt_fr: col.textOr("", { since: 8 }),
      alt_en: col.textOr("", { since: 8 }),
      alt_ar: col.textOr("", { since: 8 }),
      caption: col.textOr("", { since: 8 }),
      /** Where crops centre, as fractions of the width and height (0.5, 0.5: the middle). */
      focal_x: col.real(0.5, { since: 8 }),
      focal_y: col.real(0.5, { since: 8 }),
    },
    {
      indexes: [
        { columns: ["is_used", "created_at"] },
        { columns: ["scope", "is_used", "created_at"], since: 8 },
      ],
    },
  ),
};

export type TableName = keyof typeof tables;
