/**
 * "Draft from French" (docs/decisions/031-translation-workflow.md): the optional language model
 * translates the French text of the fields an editor has to translate. Each reply is made a valid value
 * of its field — a rich text is cleaned by the write path's own sanitizer, a plain text loses any markup
 * — or the whole draft is given up: nothing is stored unless every field could be drafted.
 */
import { complete, type ChatMessage, type LlmSettings } from "~/modules/llm/completions.server";
import { cleanRichText } from "~/modules/richtext/sanitize.server";
import { schemaFor, type FieldSpec, type Fields } from "./fields";
import type { TranslationLocale } from "./translation-status";

/** An editor asked and waits for it; long texts take a model longer than a chat answer (8 s). */
export const DRAFT_TIMEOUT_MS = 30_000;
/** Room for a long text's translation (a model counts about four characters per token). */
const MAX_TOKENS = 4000;

const LANGUAGE_NAMES: Record<TranslationLocale, string> = {
  en: "English",
  ar: "Modern Standard Arabic",
};

function messages(spec: FieldSpec, locale: TranslationLocale, french: string): ChatMessage[] {
  return [
    {
      role: "system",
      content: [
        "You translate texts of the website of the Tamkine Foundation (an education foundation in Morocco and its basketball club)",
        `from French into ${LANGUAGE_NAMES[locale]}.`,
        "Reply with the translation only: no introduction, no comment, no quotation marks around it.",
        spec.type === "richText"
          ? "The text is HTML: keep every tag and attribute as it is; translate only the text between the tags and the alt attributes."
          : "The text is plain text: reply with plain text, without markdown or HTML.",
        "Keep the names of people, places and organisations, numbers, dates and web addresses as they are.",
      ].join(" "),
    },
    { role: "user", content: french },
  ];
}

/** A reply a model wrapped in a code fence (```html … ```) is unwrapped. */
const unfenced = (text: string) => text.trim().replace(/^```[a-z]*\s*\n?([\s\S]*?)\n?```$/i, "$1");

/** The reply as a value of the field, or undefined when it cannot be one (empty, too long). */
function fieldValue(name: string, spec: FieldSpec, reply: string): string | undefined {
  let value: string;
  if (spec.type === "richText") {
    value = cleanRichText(unfenced(reply)).html;
  } else {
    const plain = unfenced(reply).replace(/<[^>]*>/g, " ");
    value = (spec.type === "text" && spec.multiline ? plain : plain.replace(/\s+/g, " ")).trim();
  }
  if (value === "") return undefined;
  return schemaFor({ [name]: spec }).safeParse({ [name]: value }).success ? value : undefined;
}

export type DraftResult =
  | { ok: true; drafts: Record<string, string> }
  /** `unusable`: the model answered, but not with a text the field can hold. */
  | { ok: false; reason: "timeout" | "failed" | "unusable" };

/** Machine drafts of `bases` in `locale` from the row's French, asked at once under one deadline. */
export async function draftFromFrench(
  settings: LlmSettings,
  input: {
    fields: Fields;
    row: Record<string, unknown>;
    bases: readonly string[];
    locale: TranslationLocale;
  },
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<DraftResult> {
  const { fields, row, locale } = input;
  type Reply = { base: string; value: string } | { base: string; failure: "timeout" | "failed" | "unusable" };
  const replies = await Promise.all(
    input.bases.map(async (base): Promise<Reply> => {
      const name = `${base}_${locale}`;
      const spec = fields[name];
      const french = row[`${base}_fr`];
      if (!spec || typeof french !== "string") return { base, failure: "unusable" };
      const completion = await complete(
        settings,
        { messages: messages(spec, locale, french), temperature: 0.2, maxTokens: MAX_TOKENS },
        { timeoutMs: options.timeoutMs ?? DRAFT_TIMEOUT_MS, fetch: options.fetch },
      );
      if (!completion.ok) return { base, failure: completion.reason };
      const value = fieldValue(name, spec, completion.content);
      return value === undefined ? { base, failure: "unusable" } : { base, value };
    }),
  );
  const drafts: Record<string, string> = {};
  for (const reply of replies) {
    if ("failure" in reply) return { ok: false, reason: reply.failure };
    drafts[reply.base] = reply.value;
  }
  return { ok: true, drafts };
}
