/**
 * The chat calls over HTTP, shared by POST /chat (§7) and POST /api/chat/: parse, limit, answer,
 * store. Bad input gets a translated 400, too many messages a 429; input alone never causes a 500.
 */
import type { AppLoadContext } from "react-router";
import { isLocale, type Locale } from "~/i18n/config";
import { requestContext } from "~/http/request-context.server";
import { translatorFor, type Translate } from "~/i18n/catalogues.server";
import { readJson } from "~/http/body.server";
import { apiError, json } from "~/http/responses.server";
import type { Db } from "~/db/client.server";
import {
  hitRateLimit,
  hitSlidingRateLimit,
  type RateLimitResult,
  type RateLimitRule,
} from "~/modules/rate-limit/rate-limit.server";
import { askChat } from "~/modules/chat/ask.server";
import {
  chatRequestSchema,
  feedbackRequestSchema,
  MAX_MESSAGE_LENGTH,
  type ChatResponseBody,
} from "~/modules/chat/chat.schema";
import { hashClientIp, setChatFeedback } from "~/modules/chat/logs.server";

interface Args {
  request: Request;
  context: AppLoadContext;
}

/**
 * Questions per network address in a sliding minute: a class asking together behind one school address
 * fits, a script does not (docs/decisions/023-shared-address-limits.md).
 */
export const CHAT_RATE_LIMIT = { limit: 45, windowMs: 60_000 };
const FEEDBACK_RATE_LIMIT: RateLimitRule = { limit: 60, windowMs: 60_000 };
/** A question is at most 500 characters; the JSON around it never needs more than this. */
const BODY_LIMIT = 16 * 1024;

const NO_STORE = { "Cache-Control": "no-store" };

export function methodNotAllowed(request: Request) {
  const t = requestContext(request).t;
  return apiError(405, t("api.errors.methodNotAllowed"), { headers: { Allow: "POST" } });
}

/** The body's `language` when it is one of ours, else the request's language. */
function languageOf(body: unknown, request: Request): Locale {
  const asked =
    typeof body === "object" && body !== null ? (body as { language?: unknown }).language : undefined;
  return isLocale(asked) ? asked : requestContext(request).locale;
}

async function readBody(request: Request, t: Translate): Promise<unknown | Response> {
  try {
    return await readJson(request, t, BODY_LIMIT);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

/** Counts one question from this address (hashed) against its budget. */
export function hitChatLimit(db: Db, input: { ipHash: string; now?: number }) {
  return hitSlidingRateLimit(db, { bucket: `chat:${input.ipHash}`, ...CHAT_RATE_LIMIT, now: input.now });
}

function refusalOf(result: RateLimitResult, t: Translate) {
  if (result.isAllowed) return null;
  return apiError(429, t("chat.errors.rateLimited", { seconds: result.retryAfterSeconds }), {
    headers: { "Retry-After": String(result.retryAfterSeconds) },
  });
}

const ipHashOf = (args: Args) =>
  hashClientIp(args.context.clientIp, args.context.services.config.SESSION_SECRET);

export async function handleChatPost(args: Args): Promise<Response> {
  const { request, context } = args;
  if (request.method !== "POST") return methodNotAllowed(request);
  const body = await readBody(request, requestContext(request).t);
  if (body instanceof Response) return body;
  const t = translatorFor(languageOf(body, request));

  const parsed = chatRequestSchema.safeParse(body);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? "chat.errors.invalid";
    const message = key.startsWith("chat.errors.") ? key : "chat.errors.invalid";
    return apiError(400, t(message as "chat.errors.invalid", { max: MAX_MESSAGE_LENGTH }));
  }

  const ipHash = ipHashOf(args);
  const refusal = refusalOf(await hitChatLimit(context.services.db, { ipHash }), t);
  if (refusal) return refusal;

  const result = await askChat(context.services, {
    message: parsed.data.message,
    hint: parsed.data.language,
    ipHash,
  });
  const answer: ChatResponseBody = {
    response: result.response,
    language: result.language,
    suggestions: result.suggestions,
    links: result.links,
    foreign: result.foreign,
    id: result.id,
  };
  return json(answer, { headers: NO_STORE });
}

export async function handleFeedbackPost(args: Args): Promise<Response> {
  const { request, context } = args;
  if (request.method !== "POST") return methodNotAllowed(request);
  const body = await readBody(request, requestContext(request).t);
  if (body instanceof Response) return body;
  const t = translatorFor(languageOf(body, request));

  const parsed = feedbackRequestSchema.safeParse(body);
  if (!parsed.success) return apiError(400, t("chat.errors.feedbackInvalid"));

  const ipHash = ipHashOf(args);
  const feedbackLimit = await hitRateLimit(context.services.db, {
    bucket: `chat-feedback:${ipHash}`,
    ...FEEDBACK_RATE_LIMIT,
  });
  const refusal = refusalOf(feedbackLimit, t);
  if (refusal) return refusal;

  const isStored = await setChatFeedback(context.services.db, {
    id: parsed.data.id,
    ipHash,
    isHelpful: parsed.data.helpful,
  });
  if (!isStored) return apiError(404, t("chat.errors.feedbackNotFound"));
  const text = parsed.data.helpful ? t("chat.feedback.thanks") : t("chat.feedback.sorry");
  return json({ id: parsed.data.id, helpful: parsed.data.helpful, message: text }, { headers: NO_STORE });
}
