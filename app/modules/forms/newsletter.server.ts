/**
 * The newsletter: double opt-in (pending → confirmed through a link sent by mail), one-click unsubscribe
 * (RFC 8058), and issues sent to confirmed subscribers, each in their own language, through the outbox.
 * An address is stored once: subscribing again updates the language and, if still pending, resends the
 * confirmation (at most once per RESEND_AFTER_MS). Unsubscribing erases the address (privacy policy).
 */
import { randomBytes } from "node:crypto";
import type { Db } from "~/db/client.server";
import type { Row } from "~/db/schema";
import { nowIso } from "~/db/time";
import { isLocale, LOCALES, type Locale } from "~/i18n/config";
import { translatorFor } from "~/i18n/catalogues.server";
import { localized } from "~/i18n/format";
import { enqueueMail, enqueueMails, type OutgoingMail } from "~/modules/mail/outbox.server";
import { oneLine, renderMail } from "~/modules/mail/layout.server";
import { withSearchColumns } from "~/modules/search/search-columns";
import type { Services } from "~/services.server";
import { PAGES } from "~/lib/paths";

export const RESEND_AFTER_MS = 10 * 60 * 1000;

export const newToken = () => randomBytes(24).toString("base64url");

export function newsletterLinks(baseUrl: string, token: string) {
  const link = (path: string) => {
    const url = new URL(path, baseUrl);
    url.searchParams.set("token", token);
    return url.href;
  };
  return { confirm: link(PAGES.newsletterConfirm), unsubscribe: link(PAGES.newsletterUnsubscribe) };
}

/** RFC 2369 and RFC 8058: mail clients show an unsubscribe button that POSTs to the link. */
export const unsubscribeHeaders = (unsubscribeUrl: string) => ({
  "List-Unsubscribe": `<${unsubscribeUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

const siteName = (baseUrl: string) => new URL(baseUrl).host;

export function confirmationMail(
  subscriber: Pick<Row<"newsletter_subscribers">, "email" | "token" | "language">,
  baseUrl: string,
): OutgoingMail {
  const locale: Locale = isLocale(subscriber.language) ? subscriber.language : "fr";
  const t = translatorFor(locale);
  const links = newsletterLinks(baseUrl, subscriber.token);
  const body = renderMail({
    locale,
    heading: t("mail.newsletterConfirm.heading"),
    paragraphs: [t("mail.newsletterConfirm.body")],
    action: { label: t("mail.newsletterConfirm.action"), url: links.confirm },
    footer: [
      t("mail.newsletterConfirm.ignore"),
      t("mail.newsletterIssue.unsubscribe", { url: links.unsubscribe }),
      t("mail.automatic", { site: siteName(baseUrl) }),
    ],
  });
  return {
    to: subscriber.email,
    subject: t("mail.newsletterConfirm.subject"),
    ...body,
    headers: unsubscribeHeaders(links.unsubscribe),
    kind: "newsletter-confirm",
  };
}

export type SubscribeResult = { isNew: boolean; id: number };

export async function subscribe(
  services: Pick<Services, "db">,
  input: { email: string; locale: Locale; baseUrl: string },
): Promise<SubscribeResult> {
  const { db } = services;
  const email = input.email.trim().toLowerCase();
  const now = nowIso();
  // One statement decides who is first: two simultaneous sign-ups of one address store it once.
  const inserted = await db.kysely
    .insertInto("newsletter_subscribers")
    .values(
      withSearchColumns("newsletter_subscribers", {
        email,
        language: input.locale,
        status: "pending",
        token: newToken(),
      }),
    )
    .onConflict((conflict) => conflict.column("email").doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) {
    await enqueueMail(db, confirmationMail(inserted, input.baseUrl));
    return { isNew: true, id: inserted.id };
  }
  const existing = await db.kysely
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where("email", "=", email)
    .executeTakeFirstOrThrow();
  const shouldResend =
    existing.status !== "confirmed" && Date.parse(existing.updated_at) <= Date.now() - RESEND_AFTER_MS;
  if (existing.language !== input.locale || shouldResend) {
    await db.kysely
      .updateTable("newsletter_subscribers")
      .set({ language: input.locale, updated_at: now })
      .where("id", "=", existing.id)
      .execute();
  }
  if (shouldResend) {
    await enqueueMail(db, confirmationMail({ ...existing, language: input.locale }, input.baseUrl));
  }
  return { isNew: false, id: existing.id };
}

const isTokenShaped = (token: unknown): token is string =>
  typeof token === "string" && /^[A-Za-z0-9_-]{16,128}$/.test(token);

export async function findSubscriberByToken(db: Db, token: unknown) {
  if (!isTokenShaped(token)) return undefined;
  return await db.kysely
    .selectFrom("newsletter_subscribers")
    .selectAll()
    .where("token", "=", token)
    .executeTakeFirst();
}

export type ConfirmResult = "confirmed" | "already" | "invalid";

export async function confirmSubscription(db: Db, token: unknown): Promise<ConfirmResult> {
  const subscriber = await findSubscriberByToken(db, token);
  if (!subscriber) return "invalid";
  if (subscriber.status === "confirmed") return "already";
  const now = nowIso();
  await db.kysely
    .updateTable("newsletter_subscribers")
    .set({ status: "confirmed", confirmed_at: now, updated_at: now })
    .where("id", "=", subscriber.id)
    .execute();
  return "confirmed";
}

/** Erases the subscriber. Idempotent: an unknown token answers false. */
export async function unsubscribe(db: Db, token: unknown): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  const result = await db.kysely
    .deleteFrom("newsletter_subscribers")
    .where("token", "=", token)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export type Translated = Record<Locale, string>;

export interface IssueInput {
  subject: Translated;
  body: Translated;
  sentBy: string;
  baseUrl: string;
}

function issueMail(
  subscriber: Pick<Row<"newsletter_subscribers">, "email" | "token" | "language">,
  issue: { subject: Translated; body: Translated },
  baseUrl: string,
): OutgoingMail {
  const locale: Locale = isLocale(subscriber.language) ? subscriber.language : "fr";
  const t = translatorFor(locale);
  const content = {
    subject_fr: issue.subject.fr,
    subject_en: issue.subject.en,
    subject_ar: issue.subject.ar,
    body_fr: issue.body.fr,
    body_en: issue.body.en,
    body_ar: issue.body.ar,
  };
  // A language left empty by the editor falls back fr → en → ar, like every content field.
  const subject = oneLine(localized(content, "subject", locale));
  const links = newsletterLinks(baseUrl, subscriber.token);
  const body = renderMail({
    locale,
    heading: subject,
    paragraphs: [localized(content, "body", locale)],
    footer: [
      t("mail.newsletterIssue.reason"),
      t("mail.newsletterIssue.unsubscribe", { url: links.unsubscribe }),
    ],
  });
  return {
    to: subscriber.email,
    subject,
    ...body,
    headers: unsubscribeHeaders(links.unsubscribe),
    kind: "newsletter-issue",
  };
}

/**
 * Records the issue and queues one mail per confirmed subscriber, in one transaction: the issue is
 * either queued for everyone or for no one.
 */
export async function sendNewsletterIssue(services: Pick<Services, "db">, input: IssueInput) {
  const { db } = services;
  return await db.kysely.transaction().execute(async (trx) => {
    const scoped: Db = { kysely: trx, dialect: db.dialect, close: async () => {} };
    const subscribers = await trx
      .selectFrom("newsletter_subscribers")
      .select(["email", "token", "language"])
      .where("status", "=", "confirmed")
      .orderBy("id")
      .execute();
    const now = nowIso();
    const issue = await trx
      .insertInto("newsletter_issues")
      .values({
        subject_fr: input.subject.fr,
        subject_en: input.subject.en,
        subject_ar: input.subject.ar,
        body_fr: input.body.fr,
        body_en: input.body.en,
        body_ar: input.body.ar,
        recipient_count: subscribers.length,
        sent_at: now,
        sent_by: input.sentBy,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await enqueueMails(
      scoped,
      subscribers.map((subscriber) => issueMail(subscriber, input, input.baseUrl)),
    );
    return { id: issue.id, recipients: subscribers.length };
  });
}

export async function countConfirmedByLanguage(db: Db): Promise<Record<Locale, number>> {
  const rows = await db.kysely
    .selectFrom("newsletter_subscribers")
    .select(["language", db.kysely.fn.countAll<number | string>().as("count")])
    .where("status", "=", "confirmed")
    .groupBy("language")
    .execute();
  const counts = Object.fromEntries(LOCALES.map((locale) => [locale, 0])) as Record<Locale, number>;
  for (const row of rows) {
    const locale: Locale = isLocale(row.language) ? row.language : "fr";
    counts[locale] += Number(row.count);
  }
  return counts;
}

export async function listNewsletterIssues(db: Db, limit = 20) {
  return await db.kysely
    .selectFrom("newsletter_issues")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
