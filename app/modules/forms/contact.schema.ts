import { z } from "zod";
import { CONTACT_CATEGORIES } from "./choices";
import { requiredEmail, requiredText } from "./fields";

export { CONTACT_CATEGORIES, type ContactCategory } from "./choices";

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
