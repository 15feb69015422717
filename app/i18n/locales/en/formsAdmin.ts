import type { Messages } from "../fr";
import { plural } from "~/i18n/translate";

export const formsAdmin = {
  newsletter: {
    title: "Send a newsletter",
    subtitle:
      "Each confirmed subscriber receives it in their language; a language left empty falls back to French.",
    audience: plural({
      zero: "No confirmed subscribers yet.",
      one: "{count} confirmed subscriber: {fr} in French, {en} in English, {ar} in Arabic.",
      other: "{count} confirmed subscribers: {fr} in French, {en} in English, {ar} in Arabic.",
    }),
    languages: { fr: "French", en: "English", ar: "Arabic" },
    subject: "Subject",
    body: "Text",
    bodyHint: "A blank line separates two paragraphs; http(s) addresses become links.",
    confirm: plural({
      zero: "I confirm sending it (no recipients yet).",
      one: "I confirm sending it to {count} confirmed subscriber.",
      other: "I confirm sending it to the {count} confirmed subscribers.",
    }),
    send: "Send the newsletter",
    sending: "Sending...",
    sent: plural({
      zero: "The newsletter is saved; no confirmed subscriber received it.",
      one: "The newsletter has been queued for {count} subscriber.",
      other: "The newsletter has been queued for {count} subscribers.",
    }),
    errors: {
      subjectRequired: "The French subject is required.",
      bodyRequired: "The French text is required.",
      confirmRequired: "Tick the box to confirm sending.",
    },
    historyTitle: "Newsletters sent",
    historyEmpty: "No newsletter sent yet.",
    columns: { date: "Date", subject: "Subject", recipients: "Recipients", sentBy: "Sent by" },
  },
  outbox: {
    title: "Outbox",
    subtitle:
      "Every e-mail the site sends goes through here: it is sent in the background and retried if it fails.",
    noSmtp: "No mail server is configured (SMTP_URL): e-mails stay here and can be read below.",
    filters: { label: "Filter by status", all: "All", pending: "Waiting", failed: "Failed", sent: "Sent" },
    statuses: { pending: "Waiting", failed: "Failed", sent: "Sent" },
    empty: "No e-mails in this list.",
    to: "To",
    replyTo: "Reply to",
    kind: "Type",
    createdAt: "Created on",
    sentAt: "Sent on",
    nextAttempt: "Next attempt",
    attempts: plural({ zero: "No attempts", one: "{count} attempt", other: "{count} attempts" }),
    lastError: "Last error",
    read: "Read the e-mail",
    retry: "Retry",
    retried: "The e-mail is queued again.",
    retryFailed: "This e-mail cannot be retried.",
    kinds: {
      notification: "Notification to administrators",
      confirmation: "Acknowledgement",
      newsletterConfirm: "Subscription confirmation",
      newsletterIssue: "Newsletter",
      unknown: "Other",
    },
  },
  personalData: {
    title: "Personal data",
    subtitle:
      "To answer an access or erasure request: find, export or delete everything the site keeps about an e-mail address.",
    email: "E-mail address",
    search: "Search",
    invalidEmail: "Enter a valid e-mail address.",
    found: plural({
      zero: "Nothing is kept for {email}.",
      one: "{count} record kept for {email}:",
      other: "{count} records kept for {email}:",
    }),
    tables: {
      contact_messages: "Contact messages",
      join_requests: "Membership requests",
      community_applications: "Community registrations",
      partner_requests: "Partnership requests",
      newsletter_subscribers: "Newsletter subscription",
      outbox: "E-mails sent or waiting",
    },
    export: "Export (JSON)",
    deleteTitle: "Delete everything",
    deleteConfirm: "I confirm the permanent deletion of all this data.",
    delete: "Delete permanently",
    deleted: plural({
      zero: "No data to delete for {email}.",
      one: "{count} record deleted for {email}.",
      other: "{count} records deleted for {email}.",
    }),
    auditSummary: "Personal data erased at the person’s request ({count})",
    confirmRequired: "Tick the box to confirm the deletion.",
  },
} satisfies Messages["formsAdmin"];
