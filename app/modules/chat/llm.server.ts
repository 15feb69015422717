/**
 * Optional: a language model phrases the answer from the passages retrieval found. It is told to use
 * only those passages and to say NO_ANSWER otherwise; any error, timeout, refusal or odd reply keeps
 * the built-in answer. Links always come from retrieval, never from the model.
 */
import type { Config } from "~/config/env.server";
import type { Locale } from "~/i18n/config";
import type { ChatAnswer } from "./answer.server";

export const LLM_TIMEOUT_MS = 8000;
const DEFAULT_MODEL = "gpt-4o-mini";
const MAX_REPLY = 800;
const NO_ANSWER = "NO_ANSWER";

const LANGUAGE_NAMES: Record<Locale, string> = { fr: "French", en: "English", ar: "Arabic" };

export interface LlmSettings {
  url: string;
  apiKey: string;
  model: string;
}

/** The OpenAI-compatible API's completions endpoint, under the configured base address. */
const COMPLETIONS_PATH = "chat/completions";

/** The model's settings, or null when the site runs on the built-in answers only (the default). */
export function llmSettings(config: Pick<Config, "CHAT_LLM_URL" | "CHAT_LLM_API_KEY" | "CHAT_LLM_MODEL">) {
  if (!config.CHAT_LLM_URL || !config.CHAT_LLM_API_KEY) return null;
  const base = config.CHAT_LLM_URL.replace(/\/+$/, "");
  return {
    url: base.endsWith(`/${COMPLETIONS_PATH}`) ? base : `${base}/${COMPLETIONS_PATH}`,
    apiKey: config.CHAT_LLM_API_KEY,
    model: config.CHAT_LLM_MODEL ?? DEFAULT_MODEL,
  } satisfies LlmSettings;
}

function prompt(question: string, answer: ChatAnswer) {
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
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(settings.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${settings.apiKey}` },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.2,
        max_tokens: 300,
        messages: prompt(input.question, input.answer),
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? LLM_TIMEOUT_MS),
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    const content = body.choices?.[0]?.message?.content;
    // The refusal is checked on the raw reply: plain-text clean-up would eat its underscore.
    if (typeof content !== "string" || content.toUpperCase().includes(NO_ANSWER)) return null;
    const text = toPlainText(content);
    if (!text) return null;
    return text;
  } catch {
    return null;
  }
}
