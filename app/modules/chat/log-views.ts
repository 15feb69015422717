/** The back office's views of the chat log. Client-safe: the screen shows them as tabs. */
export const CHAT_LOG_VIEWS = ["recent", "unanswered", "negative"] as const;

export type ChatLogView = (typeof CHAT_LOG_VIEWS)[number];

export const isChatLogView = (value: unknown): value is ChatLogView =>
  typeof value === "string" && (CHAT_LOG_VIEWS as readonly string[]).includes(value);
