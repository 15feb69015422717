/**
 * One path for every visitor's submission, whether it comes from a page (HTML form) or the REST API:
 *   validation with the form's schema → spam checks (honeypot, signed minimum fill time) → duplicate
 *   collapsing → budgets per e-mail address and per network address → commit → mails queued in the outbox.
 * The visitor is told "sent" only once the row is committed; mail problems never undo a submission.
 */
import { createHash, createHmac } from "node:crypto";
import type { Db } from "~/db/client.server";
import { nowIso } from "~/db/time";
import type { Locale } from "~/i18n/config";
import { uploadErrorKey } from "~/modules/content/content.server";
import { parseWith, type FieldErrors } from "~/modules/validation/validation";
import { LIMITS, markUsed, storeImage, UploadError } from "~/modules/media/upload.server";
import { hitRateLimit, hitSlidingRateLimit, resetRateLimit } from "~/modules/rate-limit/rate-limit.server";
import { withSearchColumns } from "~/modules/search/search-columns";
import type { Services } from "~/services.server";
import type { CommunityInput } from "./community.schema";
import type { ContactInput } from "./contact.schema";
import type { JoinInput } from "./join.schema";
import { FORM_SCHEMAS, HONEYPOT_FIELD, STAMP_FIELD, type FormKind } from "./kinds";
import type { NewsletterInput } from "./newsletter.schema";
import { subscribe } from "./newsletter.server";
import { enqueueSubmissionMails, type InboxFormKind } from "./notifications.server";
import type { PartnerInput } from "./partner.schema";
import { checkFormStamp } from "./stamp.server";

/**
 * Budgets per form, in sliding windows (docs/decisions/023-shared-address-limits.md). A school, a library
 * or a mobile operator puts many people behind one network address: its budget holds a class signing up
 * together and still refuses a flood. Each e-mail address has a small budget of its own, from whichever
 * network it writes, so one person (or someone mailing a victim's address) cannot use a shared budget up.
 */
export const ADDRESS_LIMIT = { limit: 40, windowMs: 10 * 60 * 1000 };
export const EMAIL_LIMIT = { limit: 3, windowMs: 10 * 60 * 1000 };
/** An identical submission within this window is stored once. */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

export type Translator = (key: string, params?: Record<string, string | number>) => string;

export interface SubmitInput {
  kind: FormKind;
  values: Record<string, unknown>;
  files?: Record<string, File>;
  locale: Locale;
  clientIp: string;
  /** Absolute base of links in mails (PUBLIC_URL, else the request's origin). */
  baseUrl: string;
  /** HTML forms always carry the signed stamp; JSON clients of the REST API (§7) may not. */
  isStampRequired: boolean;
  translate: Translator;
  now?: number;
}

export type SubmitResult =
  | { status: "created"; id: number }
  | { status: "duplicate"; id: number }
  | { status: "invalid"; errors: FieldErrors }
  | { status: "refused" }
  | { status: "rate_limited"; scope: "address" | "email"; retryAfterSeconds: number };

/** Honeypot filled, or stamp missing (when required), forged, too recent or stale. */
export function isSpam(
  values: Record<string, unknown>,
  secret: string,
  options: { isStampRequired: boolean; now?: number },
): boolean {
  const honeypot = values[HONEYPOT_FIELD];
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined && honeypot !== null) {
    return true;
  }
  const stamp = values[STAMP_FIELD];
  if ((stamp === undefined || stamp === "") && !options.isStampRequired) return false;
  return checkFormStamp(secret, stamp, options.now) !== "ok";
}

const normalise = (value: unknown) =>
  typeof value === "string" ? value.trim().replace(/\s+/g, " ").toLowerCase() : JSON.stringify(value);

/** The same form with the same content (case and spacing aside) gives the same fingerprint. */
export function fingerprintOf(kind: FormKind, data: Record<string, unknown>, extra = ""): string {
  const hash = createHash("sha256").update(`${kind}\n`);
  for (const key of Object.keys(data).sort()) hash.update(`${key}=${normalise(data[key])}\n`);
  return hash.update(extra).digest("hex");
}

const INBOX_TABLES = {
  contact: "contact_messages",
  rejoindre: "join_requests",
  community: "community_applications",
  partners: "partner_requests",
} as const satisfies Record<InboxFormKind, string>;

async function findRecentDuplicate(db: Db, kind: InboxFormKind, fingerprint: string, now: number) {
  const since = new Date(now - DUPLICATE_WINDOW_MS).toISOString();
  const row = await db.kysely
    .selectFrom(INBOX_TABLES[kind])
    .select("id")
    .where("fingerprint", "=", fingerprint)
    .where("created_at", ">=", since)
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row?.id;
}

/**
 * Two identical submissions racing each other (a double click without JavaScript): the first to bump the
 * shared counter stores; the second waits briefly for the first's row and collapses onto it.
 */
const claimBucket = (kind: InboxFormKind, fingerprint: string) => `form-dup:${kind}:${fingerprint}`;

async function claimFingerprint(db: Db, kind: InboxFormKind, fingerprint: string, now: number) {
  const result = await hitRateLimit(db, {
    bucket: claimBucket(kind, fingerprint),
    limit: 1,
    windowMs: DUPLICATE_WINDOW_MS,
    now,
  });
  return result.isAllowed;
}

/**
 * The e-mail address's budget first: a person who repeats themselves is refused without using the
 * budget their network shares. Counter names carry a keyed hash of the e-mail address, never the address.
 */
async function checkBudgets(
  services: Pick<Services, "db" | "config">,
  input: { kind: FormKind; clientIp: string; email: string; now: number },
): Promise<Extract<SubmitResult, { status: "rate_limited" }> | null> {
  const { db, config } = services;
  const emailHash = createHmac("sha256", config.SESSION_SECRET)
    .update(input.email.trim().toLowerCase())
    .digest("base64url")
    .slice(0, 22);
  const byEmail = await hitSlidingRateLimit(db, {
    bucket: `form-email:${input.kind}:${emailHash}`,
    ...EMAIL_LIMIT,
    now: input.now,
  });
  if (!byEmail.isAllowed) {
    return { status: "rate_limited", scope: "email", retryAfterSeconds: byEmail.retryAfterSeconds };
  }
  const byAddress = await hitSlidingRateLimit(db, {
    bucket: `form:${input.kind}:${input.clientIp}`,
    ...ADDRESS_LIMIT,
    now: input.now,
  });
  if (!byAddress.isAllowed) {
    return { status: "rate_limited", scope: "address", retryAfterSeconds: byAddress.retryAfterSeconds };
  }
  return null;
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

function rowFor(kind: InboxFormKind, data: Record<string, unknown>, now: string) {
  switch (kind) {
    case "contact": {
      const input = data as ContactInput;
      return {
        name: input.name,
        email: input.email,
        subject: input.subject,
        category: input.category,
        message: input.message,
      };
    }
    case "rejoindre": {
      const input = data as JoinInput;
      return { organisation: input.organisation, email: input.email, message: input.message };
    }
    case "community": {
      const input = data as CommunityInput;
      return {
        nom: input.nom,
        prenom: input.prenom,
        role: input.role,
        tel: input.tel,
        email: input.email,
        conditions: 1,
        conditions_accepted_at: now,
      };
    }
    case "partners": {
      const input = data as PartnerInput;
      return {
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        role: input.role,
        organisation: input.organisation,
        website_url: input.website_url,
        phone: input.phone,
        message: input.message,
        accept_terms: 1,
        accept_terms_at: now,
      };
    }
  }
}

async function insertSubmission(
  db: Db,
  kind: InboxFormKind,
  row: Record<string, unknown>,
): Promise<{ id: number; created_at: string }> {
  // The table follows the kind; the row was built for that table by rowFor.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const kysely = db.kysely as any;
  return (await kysely
    .insertInto(INBOX_TABLES[kind])
    .values(withSearchColumns(INBOX_TABLES[kind], row))
    .returning(["id", "created_at"])
    .executeTakeFirstOrThrow()) as { id: number; created_at: string };
}

/** A logo given as text (JSON clients) must be one of our own stored images. */
async function isStoredImage(db: Db, url: string) {
  const key = url.startsWith("/media/") ? url.slice("/media/".length) : "";
  if (!key) return false;
  const upload = await db.kysely
    .selectFrom("uploads")
    .select("id")
    .where("key", "=", key)
    .where("kind", "=", "image")
    .executeTakeFirst();
  return Boolean(upload);
}

export async function submitForm(
  services: Pick<Services, "db" | "config" | "storage">,
  input: SubmitInput,
): Promise<SubmitResult> {
  const { db, config } = services;
  const now = input.now ?? Date.now();
  const parsed = parseWith(FORM_SCHEMAS[input.kind], input.values, input.translate);
  const logoFile = input.kind === "partners" ? input.files?.logo : undefined;
  const logoText = input.kind === "partners" ? input.values.logo : undefined;
  const errors: FieldErrors = parsed.isValid ? {} : { ...parsed.errors };
  if (logoFile && logoFile.size > LIMITS.publicImageBytes) {
    errors.logo = [
      input.translate("api.upload.tooLarge", { size: Math.round(LIMITS.publicImageBytes / (1024 * 1024)) }),
    ];
  }
  const hasLogoText = typeof logoText === "string" && logoText.trim() !== "";
  if (!logoFile && logoText !== undefined && logoText !== null && logoText !== "") {
    if (!hasLogoText || !(await isStoredImage(db, logoText.trim()))) {
      errors.logo = [input.translate("forms.errors.logoInvalid")];
    }
  }
  if (!parsed.isValid || Object.keys(errors).length > 0) return { status: "invalid", errors };
  // After validation: a person who sends an empty form at once sees what is missing, not a refusal.
  if (isSpam(input.values, config.SESSION_SECRET, { isStampRequired: input.isStampRequired, now })) {
    return { status: "refused" };
  }

  const email = (parsed.data as { email: string }).email;
  const budget = { kind: input.kind, clientIp: input.clientIp, email, now };

  if (input.kind === "newsletter") {
    const refusal = await checkBudgets(services, budget);
    if (refusal) return refusal;
    const result = await subscribe(services, {
      email: (parsed.data as NewsletterInput).email,
      locale: input.locale,
      baseUrl: input.baseUrl,
    });
    return { status: result.isNew ? "created" : "duplicate", id: result.id };
  }

  const kind = input.kind;
  const logoData = logoFile ? Buffer.from(await logoFile.arrayBuffer()) : undefined;
  const data = parsed.data as Record<string, unknown>;
  const fingerprint = fingerprintOf(
    kind,
    { ...data, ...(hasLogoText ? { logo: logoText } : {}) },
    logoData ? createHash("sha256").update(logoData).digest("hex") : "",
  );
  // A repeated submission (a double click, a reload) is answered before the budgets: it costs nobody's.
  if (!(await claimFingerprint(db, kind, fingerprint, now))) {
    for (let attempt = 0; attempt < 10; attempt++) {
      const id = await findRecentDuplicate(db, kind, fingerprint, now);
      if (id !== undefined) return { status: "duplicate", id };
      await sleep(100);
    }
    // The first submission never committed (it failed): this one is stored instead.
  }
  const refusal = await checkBudgets(services, budget);
  if (refusal) {
    // Nothing was stored: the same submission sent again later must not wait for a row that never comes.
    await resetRateLimit(db, claimBucket(kind, fingerprint));
    return refusal;
  }

  let logo: string | null = hasLogoText ? (logoText as string).trim() : null;
  if (logoData) {
    try {
      logo = (
        await storeImage(db, services.storage, {
          data: logoData,
          originalName: logoFile?.name,
          maxBytes: LIMITS.publicImageBytes,
          scope: "visitor",
        })
      ).url;
    } catch (error) {
      if (!(error instanceof UploadError)) throw error;
      const size = error.limitBytes ? Math.round(error.limitBytes / (1024 * 1024)) : 0;
      return { status: "invalid", errors: { logo: [input.translate(uploadErrorKey(error), { size })] } };
    }
  }

  const stamp = nowIso();
  const row = {
    ...rowFor(kind, data, stamp),
    ...(kind === "partners" ? { logo } : {}),
    language: input.locale,
    fingerprint,
  };
  const stored = await insertSubmission(db, kind, row);
  if (logo) await markUsed(db, [logo]);

  // Committed: the visitor's submission is safe whatever happens to the mails.
  try {
    await enqueueSubmissionMails(
      services,
      { kind, id: stored.id, fields: row, locale: input.locale, createdAt: stored.created_at },
      input.baseUrl,
    );
  } catch (error) {
    console.error(`Could not queue the mails of ${kind} #${stored.id}:`, error);
  }
  return { status: "created", id: stored.id };
}
