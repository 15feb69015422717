/**
 * The mails a submission causes: a notification to the administrators (reply-to = the sender) and a
 * confirmation to the sender in their language. Both go through the outbox. The confirmation repeats
 * nothing the visitor typed, so the forms cannot be used to send someone else a message of one's choice.
 */
import type { Db } from "~/db/client.server";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/config";
import { translatorFor, type Translate } from "~/i18n/catalogues.server";
import { formatDate } from "~/i18n/format";
import { enqueueMail } from "~/modules/mail/outbox.server";
import { oneLine, renderMail } from "~/modules/mail/layout.server";
import type { Services } from "~/services.server";
import { COMMUNITY_ROLES } from "./community.schema";
import { CONTACT_CATEGORIES } from "./contact.schema";
import { adminPathOf } from "~/modules/inbox/kinds";
import type { FormKind } from "./kinds";

export type InboxFormKind = Exclude<FormKind, "newsletter">;

/** Where administrators read each inbox (§2 Admin routes). */
export const ADMIN_LIST_PATHS: Record<InboxFormKind, string> = {
  contact: adminPathOf("contact"),
  rejoindre: adminPathOf("rejoindre"),
  community: adminPathOf("community"),
  partners: adminPathOf("partners"),
};

export interface StoredSubmission {
  kind: InboxFormKind;
  id: number;
  /** The stored row's fields (validated). */
  fields: Record<string, unknown>;
  locale: Locale;
  createdAt: string;
}

/** Who hears about submissions: ADMIN_EMAIL, or else every administrator who has an address. */
export async function adminRecipients(services: Pick<Services, "db" | "config">): Promise<string[]> {
  if (services.config.ADMIN_EMAIL) return [services.config.ADMIN_EMAIL];
  const rows = await services.db.kysely
    .selectFrom("admins")
    .select("email")
    .where("email", "is not", null)
    .execute();
  return [...new Set(rows.map((row) => row.email).filter((email): email is string => !!email))];
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function senderName(kind: InboxFormKind, fields: Record<string, unknown>): string {
  switch (kind) {
    case "contact":
      return text(fields.name);
    case "rejoindre":
      return text(fields.organisation);
    case "community":
      return `${text(fields.prenom)} ${text(fields.nom)}`.trim();
    case "partners":
      return `${text(fields.first_name)} ${text(fields.last_name)}`.trim();
  }
}

/** The submission as label/value pairs, in the administrators' language. */
function details(submission: StoredSubmission, t: Translate, baseUrl: string, locale: Locale) {
  const { fields } = submission;
  const rows: Array<{ label: string; value: string }> = [];
  const add = (label: string, value: string) => {
    if (value.trim() !== "") rows.push({ label, value });
  };
  switch (submission.kind) {
    case "contact": {
      const category = text(fields.category);
      add(t("forms.contact.fields.name"), text(fields.name));
      add(t("forms.contact.fields.email"), text(fields.email));
      add(t("forms.contact.fields.subject"), text(fields.subject));
      add(
        t("forms.contact.fields.category"),
        (CONTACT_CATEGORIES as readonly string[]).includes(category)
          ? t(`forms.contact.categories.${category as (typeof CONTACT_CATEGORIES)[number]}`)
          : category,
      );
      add(t("forms.contact.fields.message"), text(fields.message));
      break;
    }
    case "rejoindre":
      add(t("forms.join.fields.organisation"), text(fields.organisation));
      add(t("forms.join.fields.email"), text(fields.email));
      add(t("forms.join.fields.message"), text(fields.message));
      break;
    case "community": {
      const role = text(fields.role);
      add(t("forms.community.fields.nom"), text(fields.nom));
      add(t("forms.community.fields.prenom"), text(fields.prenom));
      add(
        t("forms.community.fields.role"),
        (COMMUNITY_ROLES as readonly string[]).includes(role)
          ? t(`forms.community.roles.${role as (typeof COMMUNITY_ROLES)[number]}`)
          : role,
      );
      add(t("forms.community.fields.tel"), text(fields.tel));
      add(t("forms.community.fields.email"), text(fields.email));
      add(
        t("mail.notification.fields.conditions"),
        formatDate(text(fields.conditions_accepted_at), locale, { dateStyle: "long", timeStyle: "short" }) ??
          "",
      );
      break;
    }
    case "partners":
      add(t("forms.partner.fields.last_name"), text(fields.last_name));
      add(t("forms.partner.fields.first_name"), text(fields.first_name));
      add(t("forms.partner.fields.role"), text(fields.role));
      add(t("forms.partner.fields.organisation"), text(fields.organisation));
      add(t("forms.partner.fields.website_url"), text(fields.website_url));
      add(t("forms.partner.fields.email"), text(fields.email));
      add(t("forms.partner.fields.phone"), text(fields.phone));
      add(t("forms.partner.fields.message"), text(fields.message));
      if (text(fields.logo))
        add(t("mail.notification.fields.logo"), new URL(text(fields.logo), baseUrl).href);
      add(
        t("mail.notification.fields.conditions"),
        formatDate(text(fields.accept_terms_at), locale, { dateStyle: "long", timeStyle: "short" }) ?? "",
      );
      break;
  }
  add(t("mail.notification.fields.language"), t(`mail.notification.languages.${submission.locale}`));
  return rows;
}

const siteName = (baseUrl: string) => new URL(baseUrl).host;

export function adminNotification(submission: StoredSubmission, baseUrl: string) {
  // Administrators read the back office in French, the site's default language.
  const locale = DEFAULT_LOCALE;
  const t = translatorFor(locale);
  const form = t(`mail.forms.${submission.kind}`);
  const email = text(submission.fields.email);
  const name = senderName(submission.kind, submission.fields) || email;
  const date = formatDate(submission.createdAt, locale, { dateStyle: "long", timeStyle: "short" }) ?? "";
  const body = renderMail({
    locale,
    heading: t("mail.notification.heading", { form }),
    paragraphs: [t("mail.notification.intro", { date }), t("mail.notification.reply", { email })],
    details: details(submission, t, baseUrl, locale),
    action: {
      label: t("mail.notification.open"),
      url: new URL(ADMIN_LIST_PATHS[submission.kind], baseUrl).href,
    },
    footer: [t("mail.automatic", { site: siteName(baseUrl) })],
  });
  return {
    subject: oneLine(t("mail.notification.subject", { form, name })),
    replyTo: email,
    ...body,
  };
}

export function senderConfirmation(submission: StoredSubmission, baseUrl: string) {
  const t = translatorFor(submission.locale);
  const form = t(`mail.forms.${submission.kind}`);
  const date =
    formatDate(submission.createdAt, submission.locale, { dateStyle: "long", timeStyle: "short" }) ?? "";
  const body = renderMail({
    locale: submission.locale,
    heading: t("mail.confirmation.heading"),
    paragraphs: [
      t("mail.confirmation.greeting"),
      t("mail.confirmation.body", { form, date }),
      t("mail.confirmation.notYou"),
      t("mail.signature"),
    ],
    footer: [t("mail.automatic", { site: siteName(baseUrl) })],
  });
  return { subject: oneLine(t("mail.confirmation.subject", { form })), ...body };
}

/** Queues both mails. Called after the submission is committed. */
export async function enqueueSubmissionMails(
  services: Pick<Services, "db" | "config">,
  submission: StoredSubmission,
  baseUrl: string,
) {
  const db: Db = services.db;
  const notification = adminNotification(submission, baseUrl);
  for (const to of await adminRecipients(services)) {
    await enqueueMail(db, {
      to,
      subject: notification.subject,
      text: notification.text,
      html: notification.html,
      replyTo: notification.replyTo,
      kind: `notification:${submission.kind}`,
    });
  }
  const email = text(submission.fields.email);
  if (email) {
    const confirmation = senderConfirmation(submission, baseUrl);
    await enqueueMail(db, {
      to: email,
      subject: confirmation.subject,
      text: confirmation.text,
      html: confirmation.html,
      kind: `confirmation:${submission.kind}`,
    });
  }
}
