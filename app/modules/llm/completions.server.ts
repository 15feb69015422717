/**
 * The optional language model: an OpenAI-compatible chat completions API (`CHAT_LLM_URL` and
 * `CHAT_LLM_API_KEY`). The chat assistant has it word its answers (decision 011) and the content forms
 * draft translations with it (decision 031). One client, one way to give up: every call has a deadline,
 * and a timeout, a refused or malformed answer all come back as a failure the caller handles, never as
 * an exception.
 */
import type { Config } from "~/config/env.server";

const DEFAULT_MODEL = "gpt-4o-mini";

export interface LlmSettings {
  url: string;
  apiKey: string;
  model: string;
}

/** The OpenAI-compatible API's completions endpoint, under the configured base address. */
const COMPLETIONS_PATH = "chat/completions";

/** The model's settings, or null when the site runs without one (the default). */
export function llmSettings(config: Pick<Config, "CHAT_LLM_URL" | "CHAT_LLM_API_KEY" | "CHAT_LLM_MODEL">) {
  if (!config.CHAT_LLM_URL || !config.CHAT_LLM_API_KEY) return null;
  const base = config.CHAT_LLM_URL.replace(/\/+$/, "");
  return {
    url: base.endsWith(`/${COMPLETIONS_PATH}`) ? base : `${base}/${COMPLETIONS_PATH}`,
    apiKey: config.CHAT_LLM_API_KEY,
    model: config.CHAT_LLM_MODEL ?? DEFAULT_MODEL,
  } satisfies LlmSettings;
}

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export type Completion =
  | { ok: true; content: string }
  /** `timeout`: no answer before the deadline; `failed`: an error status, a network error, no text. */
  | { ok: false; reason: "timeout" | "failed" };

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");

/** One completion, or the reason there is none; the deadline covers reading the answer too. */
export async function complete(
  settings: LlmSettings,
  request: { messages: ChatMessage[]; temperature: number; maxTokens: number },
  options: { timeoutMs: number; fetch?: typeof fetch },
): Promise<Completion> {
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(settings.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${settings.apiKey}` },
      body: JSON.stringify({
        model: settings.model,
        temperature: request.temperature,
        max_tokens: request.maxTokens,
        messages: request.messages,
      }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      return { ok: false, reason: "failed" };
    }
    const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    const content = body?.choices?.[0]?.message?.content;
    return typeof content === "string" && content.trim() !== ""
      ? { ok: true, content }
      : { ok: false, reason: "failed" };
  } catch (error) {
    return { ok: false, reason: isTimeout(error) ? "timeout" : "failed" };
  }
}
