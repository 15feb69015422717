import { z } from "zod";
import { requiredEmail } from "./fields";

/** §5 Newsletter: a required e-mail, blank after trimming is not sent. Stored in lower case. */
export const newsletterSchema = z.object({
  email: requiredEmail("forms.errors.emailRequired").transform((email) => email.toLowerCase()),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
