import type { Messages } from "../fr";

export const mail = {
  signature: "The Tamkine Foundation team",
  automatic: "This message was sent automatically by the {site} website.",
  forms: {
    contact: "contact message",
    rejoindre: "membership request",
    community: "community registration",
    partners: "partnership request",
    newsletter: "newsletter subscription",
  },
  notification: {
    subject: "New submission on the website: {form} ({name})",
    heading: "New submission: {form}",
    intro: "Someone filled in a form on the website on {date}. Here is what they sent.",
    reply: "Simply reply to this message to write to them: your answer will go to {email}.",
    open: "Open in the back office",
    fields: {
      language: "Language",
      logo: "Logo",
      conditions: "Terms accepted on",
    },
    languages: { fr: "French", en: "English", ar: "Arabic" },
  },
  confirmation: {
    subject: "We have received your {form}",
    heading: "Thank you, we have received your submission",
    greeting: "Hello,",
    body: "We received your {form} on {date}. Our team will get back to you as soon as possible, Monday to Friday, 9 am to 6 pm.",
    notYou: "If you did not send this, ignore this message or write to us from the Contact page.",
  },
  newsletterConfirm: {
    subject: "Confirm your newsletter subscription",
    heading: "One more step",
    body: "You asked to receive the Tamkine Foundation newsletter. Confirm your address by clicking the button below.",
    action: "Confirm my subscription",
    ignore:
      "If you did not ask for this, ignore this message: without confirmation, your address will be erased within 30 days.",
  },
  newsletterIssue: {
    reason: "You are receiving this message because you subscribed to the Tamkine Foundation newsletter.",
    unsubscribe: "Unsubscribe in one click: {url}",
  },
} satisfies Messages["mail"];
