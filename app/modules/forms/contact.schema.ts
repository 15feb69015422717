import { z } from "zod";
import { requiredEmail, requiredText } from "./fields";

/** §3 Contact categories; "general" is the default (§5). */
export const CONTACT_CATEGORIES = ["general", "support", "billing", "partnership", "feedback"] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** §5 Contact: name, email, subject and message required; category defaults to general. */
export const contactSchema = z.object({
  name: requiredText("forms.contact.errors.name", 120),
  email: requiredEmail("forms.errors.emailRequired"),
  subject: requiredText("forms.contact.errors.subject", 200),
  category: z.preprocess(
    (value) => (value === undefined || value === null || value === "" ? "general" : value),
    z.enum(CONTACT_CATEGORIES, { error: "forms.contact.errors.category" }),
  ),
  message: requiredText("forms.errors.messageRequired", 5000),
});

export type ContactInput = z.infer<typeof contactSchema>;
