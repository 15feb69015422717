/**
 * One exchange with the assistant: answer from the current index (optionally phrased by a language
 * model), then store the exchange so administrators can review it and the visitor can rate it.
 */
import type { Locale } from "~/i18n/config";
import type { Services } from "~/services.server";
import { answerQuestion, withLinks, type ChatAnswer } from "./answer.server";
import { chatIndexFor } from "./index-cache.server";
import { llmSettings } from "~/modules/llm/completions.server";
import { phraseWithModel } from "./llm.server";
import { insertChatLog } from "./logs.server";
import { getPublicSettings } from "~/modules/settings/site-settings.server";

export interface AskInput {
  message: string;
  hint?: Locale;
  ipHash: string;
  now?: Date;
  /** Replaces the global fetch for the language model (tests). */
  fetch?: typeof fetch;
}

export type AskResult = ChatAnswer & { id: number };

export async function askChat(
  services: Pick<Services, "db" | "config">,
  input: AskInput,
): Promise<AskResult> {
  const started = performance.now();
  const index = await chatIndexFor(services.db);
  // The contact details and opening hours are the site's settings (decision 030).
  const settings = await getPublicSettings(services.db);
  let answer = answerQuestion(index, {
    message: input.message,
    hint: input.hint,
    now: input.now,
    contact: {
      email: settings.contact_email || undefined,
      phone: settings.contact_phone || undefined,
      address: { fr: settings.address_fr, en: settings.address_en, ar: settings.address_ar },
      openingHours: settings.opening_hours,
    },
  });
  const model = llmSettings(services.config);
  if (model) {
    const phrased = await phraseWithModel(model, { question: input.message, answer }, { fetch: input.fetch });
    if (phrased) answer = { ...answer, response: withLinks(answer.language, phrased, answer.links) };
  }
  const id = await insertChatLog(services.db, {
    question: input.message,
    language: answer.language,
    answer: answer.response,
    sources: answer.sources,
    intent: answer.kind,
    isAnswered: answer.isAnswered,
    ipHash: input.ipHash,
    responseMs: performance.now() - started,
  });
  return { ...answer, id };
}
