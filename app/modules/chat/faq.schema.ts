/**
 * The assistant's FAQ entry form, shared by the back-office action and its error display. Client-safe.
 * Messages are catalogue keys.
 */
import { z } from "zod";
import { LOCALES } from "~/i18n/config";
import { isHttpUrl } from "~/modules/content/fields";

const MAX_QUESTION = 300;
const MAX_ANSWER = 2000;

const trimmed = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : ""),
    z.string().max(max, "validation.tooLong"),
  );

/** An internal path ("/partner", never "//host") or an http(s) address. */
export const isFaqLink = (value: string) =>
  value === "" || /^\/(?![/\\])[^\s<>"'`]*$/.test(value) || isHttpUrl(value);

export const faqSchema = z
  .object({
    question_fr: trimmed(MAX_QUESTION),
    question_en: trimmed(MAX_QUESTION),
    question_ar: trimmed(MAX_QUESTION),
    answer_fr: trimmed(MAX_ANSWER),
    answer_en: trimmed(MAX_ANSWER),
    answer_ar: trimmed(MAX_ANSWER),
    link: trimmed(500).refine(isFaqLink, "chat.faq.errors.link"),
    is_published: z.preprocess(
      (value) =>
        value === true || value === 1 || value === "1" || value === "on" || value === "true" ? 1 : 0,
      z.union([z.literal(0), z.literal(1)]),
    ),
  })
  .superRefine((values, ctx) => {
    let pairs = 0;
    for (const locale of LOCALES) {
      const question = values[`question_${locale}`];
      const answer = values[`answer_${locale}`];
      if (question && answer) pairs += 1;
      else if (question)
        ctx.addIssue({
          code: "custom",
          path: [`answer_${locale}`],
          message: "chat.faq.errors.answerRequired",
        });
      else if (answer)
        ctx.addIssue({
          code: "custom",
          path: [`question_${locale}`],
          message: "chat.faq.errors.questionRequired",
        });
    }
    if (pairs === 0) ctx.addIssue({ code: "custom", path: [], message: "chat.faq.errors.pairRequired" });
  });

export type FaqValues = z.infer<typeof faqSchema>;
