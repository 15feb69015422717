/**
 * Optional: a language model phrases the answer from the passages retrieval found. It is told to use
 * only those passages and to say NO_ANSWER otherwise; any error, timeout, refusal or odd reply keeps
 * the built-in answer. Links always come from retrieval, never from the model.
 */
import type { Locale } from "~/i18n/config";
import { complete, type ChatMessage, type LlmSettings } from "~/modules/llm/completions.server";
import type { ChatAnswer } from "./answer.server";

export const LLM_TIMEOUT_MS = 8000;
const MAX_REPLY = 800;
const NO_ANSWER = "NO_ANSWER";

const LANGUAGE_NAMES: Record<Locale, string> = { fr: "French", en: "English", ar: "Arabic" };

function prompt(question: string, answer: ChatAnswer): ChatMessage[] {
  const passages = answer.context
    .map(
      (passage, index) =>
        `[${index + 1}] ${passage.title}${passage.path ? ` (${passage.path})` : ""}\n${passage.text}`,
    )
    .join("\n\n");
  return [
    {
      role: "system",
      content: [
        "You are the assistant of the Tamkine Foundation website (an education foundation and its basketball club).",
        `Answer in ${LANGUAGE_NAMES[answer.language]}, in at most three short sentences of plain text (no markdown, no HTML, no links).`,
        "Use only the facts in the passages given by the user. Never add names, dates, numbers or facts that are not in them.",
        `If the passages do not answer the question, reply with exactly ${NO_ANSWER}.`,
      ].join(" "),
    },
    { role: "user", content: `Passages:\n${passages}\n\nQuestion: ${question}` },
  ];
}

/** Plain text only: tags, markdown emphasis and links are reduced to their words. */
export function toPlainText(text: string) {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`#>]+/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
  if (plain.length <= MAX_REPLY) return plain;
  const cut = plain.lastIndexOf(" ", MAX_REPLY);
  return `${plain.slice(0, cut > 0 ? cut : MAX_REPLY)}…`;
}

/**
 * The model's wording of an answer, or null to keep the built-in one. Only answers grounded in
 * passages are sent; greetings and the honest "I don't know" never are.
 */
export async function phraseWithModel(
  settings: LlmSettings,
  input: { question: string; answer: ChatAnswer },
  options: { timeoutMs?: number; fetch?: typeof fetch } = {},
): Promise<string | null> {
  if (!input.answer.isAnswered || input.answer.context.length === 0) return null;
  const completion = await complete(
    settings,
    { messages: prompt(input.question, input.answer), temperature: 0.2, maxTokens: 300 },
    { timeoutMs: options.timeoutMs ?? LLM_TIMEOUT_MS, fetch: options.fetch },
  );
  // The refusal is checked on the raw reply: plain-text clean-up would eat its underscore.
  if (!completion.ok || completion.content.toUpperCase().includes(NO_ANSWER)) return null;
  return toPlainText(completion.content) || null;
}
