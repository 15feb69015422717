import { z } from "zod";
import { mustAccept, optionalText, requiredText } from "./fields";

/**
 * A newsletter issue written in the back office: French is required (the fallback of every language),
 * English and Arabic optional, and the send must be confirmed. Client-safe.
 */
export const newsletterIssueSchema = z.object({
  subject_fr: requiredText("formsAdmin.newsletter.errors.subjectRequired", 200),
  subject_en: optionalText(200),
  subject_ar: optionalText(200),
  body_fr: requiredText("formsAdmin.newsletter.errors.bodyRequired", 50_000),
  body_en: optionalText(50_000),
  body_ar: optionalText(50_000),
  confirm: mustAccept("formsAdmin.newsletter.errors.confirmRequired"),
});

export type NewsletterIssueInput = z.infer<typeof newsletterIssueSchema>;
