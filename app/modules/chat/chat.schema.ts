/**
 * The chat calls' payloads (§3 Chat message / Chat response, §7 POST /chat). Client-safe: the widget
 * uses the same limit and types. Messages are catalogue keys.
 */
import { z } from "zod";
import { LOCALES, type Locale } from "~/i18n/config";
import { MAX_MESSAGE_LENGTH } from "./limits";

export { MAX_MESSAGE_LENGTH };

/** Control characters other than tab and line breaks have no business in a question. */
const withoutControlCharacters = (text: string) =>
  [...text]
    .filter((character) => {
      const code = character.charCodeAt(0);
      return code === 9 || code === 10 || code === 13 || (code >= 32 && code !== 127);
    })
    .join("");

export const chatRequestSchema = z.object({
  message: z
    .string({ error: "chat.errors.invalid" })
    .transform((value) => withoutControlCharacters(value).trim())
    .pipe(z.string().min(1, "chat.errors.empty").max(MAX_MESSAGE_LENGTH, "chat.errors.tooLong")),
  /** The interface language: a hint for questions that give no clue; anything else is ignored. */
  language: z.enum(LOCALES).optional().catch(undefined),
});

export const feedbackRequestSchema = z.object({
  id: z.number({ error: "chat.errors.feedbackInvalid" }).int().positive("chat.errors.feedbackInvalid"),
  helpful: z.boolean({ error: "chat.errors.feedbackInvalid" }),
});

export interface ChatLinkBody {
  href: string;
  label: string;
}

/** A part of the response written in another language than `language` (decision 021). */
export interface ChatForeignTextBody {
  text: string;
  lang: Locale;
}

/** What POST /chat and POST /api/chat/ answer. */
export interface ChatResponseBody {
  response: string;
  language: Locale;
  suggestions: string[];
  links: ChatLinkBody[];
  /** Parts of `response` in another language (a title or text that exists only in it): mark them. */
  foreign: ChatForeignTextBody[];
  /** The stored exchange, for POST /api/chat/feedback/. */
  id: number;
}

export interface ChatErrorBody {
  error: string;
}
