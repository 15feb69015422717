/**
 * The five visitors' forms: their schema, the success text of §8, and the REST path (§7) they share
 * with the inboxes. Client-safe.
 */
import { communitySchema } from "./community.schema";
import { contactSchema } from "./contact.schema";
import { joinSchema } from "./join.schema";
import { newsletterSchema } from "./newsletter.schema";
import { partnerSchema } from "./partner.schema";

export const FORM_KINDS = ["contact", "rejoindre", "community", "partners", "newsletter"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const isFormKind = (value: unknown): value is FormKind =>
  typeof value === "string" && (FORM_KINDS as readonly string[]).includes(value);

export const FORM_SCHEMAS = {
  contact: contactSchema,
  rejoindre: joinSchema,
  community: communitySchema,
  partners: partnerSchema,
  newsletter: newsletterSchema,
} as const;

/** Catalogue keys of the §8 success texts. */
export const SUCCESS_MESSAGES = {
  contact: "forms.contact.success",
  rejoindre: "forms.join.success",
  community: "forms.community.success",
  partners: "forms.partner.success",
  newsletter: "forms.newsletter.success",
} as const satisfies Record<FormKind, string>;

export { HONEYPOT_FIELD, SCRIPT_FIELD, STAMP_FIELD } from "./field-names";
