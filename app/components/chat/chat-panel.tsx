/**
 * The chat panel of §2: loaded only when a visitor first opens the assistant (see chat-widget.tsx).
 * Messages in a polite live region, Enter sends, the §8 texts for feedback, failures and a browser
 * without speech recognition; Escape closes it and gives focus back to the launcher.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { Icon } from "~/components/ui/icon";
import { directionOf, type Locale } from "~/i18n/config";
import { useI18n } from "~/i18n/react";
import { MAX_MESSAGE_LENGTH } from "~/modules/chat/limits";
import type { ChatResponseBody } from "~/modules/chat/chat.schema";
import { BotAvatar } from "./bot-avatar";
import { MessageText, type MessageForeignText, type MessageLink } from "./message-text";
import { placePanel, type Box } from "./placement";
import { useSpeechRecognition, useSpeechSynthesis } from "./speech";
import { PAGES } from "~/lib/paths";

const CHAT_ENDPOINT = PAGES.chat;
const FEEDBACK_ENDPOINT = "/api/chat/feedback/";

interface ChatMessage {
  id: string;
  type: "user" | "bot";
  text: string;
  language: Locale;
  links: MessageLink[];
  /** Parts written in another language than the answer's. */
  foreign?: MessageForeignText[];
  /** The stored exchange, for feedback; only answers from the service have one. */
  logId?: number;
  feedback?: "pending" | "given";
}

/** What is read aloud: page paths are read as the pages' names. */
function spoken(message: ChatMessage) {
  return message.links.reduce((text, link) => text.split(link.href).join(link.label), message.text);
}

const newId = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

function usePanelBox(isOpen: boolean, launcher: RefObject<HTMLButtonElement | null>, locale: Locale) {
  const [box, setBox] = useState<Box | null>(null);
  useLayoutEffect(() => {
    if (!isOpen) return;
    const update = () => {
      const rect = launcher.current?.getBoundingClientRect();
      if (!rect) return;
      setBox(placePanel(rect, { width: window.innerWidth, height: window.innerHeight }, directionOf(locale)));
    };
    update();
    window.addEventListener("resize", update);
    // The launcher may be dragged while the panel is open.
    const observer = new MutationObserver(update);
    if (launcher.current)
      observer.observe(launcher.current, { attributes: true, attributeFilter: ["style"] });
    return () => {
      window.removeEventListener("resize", update);
      observer.disconnect();
    };
  }, [isOpen, launcher, locale]);
  return box;
}

export default function ChatPanel({
  isOpen,
  onClose,
  launcher,
}: {
  isOpen: boolean;
  onClose: () => void;
  launcher: RefObject<HTMLButtonElement | null>;
}) {
  const { t, locale } = useI18n();
  const titleId = useId();
  const inputId = useId();
  const bannerId = useId();
  const suggestionsId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const box = usePanelBox(isOpen, launcher, locale);

  const [exchanges, setMessages] = useState<ChatMessage[]>([]);
  // The welcome note and the first suggestions follow the interface language, even after a switch.
  const welcome: ChatMessage = {
    id: "welcome",
    type: "bot",
    text: t("chat.panel.welcome"),
    language: locale,
    links: [],
  };
  const messages = [welcome, ...exchanges];
  const [input, setInput] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [voiceError, setVoiceError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [answeredSuggestions, setSuggestions] = useState<string[] | null>(null);
  const suggestions = answeredSuggestions ?? [
    t("chat.questions.nextMatch"),
    t("chat.questions.hours"),
    t("chat.questions.latestNews"),
    t("chat.questions.join"),
  ];
  const [isSuggestionsOpen, setIsSuggestionsOpen] = useState(false);
  const synthesis = useSpeechSynthesis(locale);

  const push = (message: Omit<ChatMessage, "id">) =>
    setMessages((list) => [...list, { ...message, id: newId() }]);

  async function send(raw: string) {
    const message = raw.trim();
    // §5: blank text is ignored; §4: sending clears the input and the previous error.
    if (!message || isSending) return;
    setInput("");
    setError(null);
    setIsSuggestionsOpen(false);
    const questionId = newId();
    setMessages((list) => [
      ...list,
      { type: "user", text: message, language: locale, links: [], id: questionId },
    ]);
    // Not answered (a busy network, a question too long, no connection): the question goes back into the
    // field to send again or correct, unless the visitor has started another one meanwhile.
    const giveBack = () => {
      setMessages((list) => list.filter((item) => item.id !== questionId));
      setInput((current) => (current === "" ? message : current));
    };
    setIsSending(true);
    try {
      const response = await fetch(CHAT_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ message, language: locale }),
      });
      if (!response.ok) {
        // A refusal the visitor can act on (too long, too many) is explained; anything else is §8's text.
        const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
        const isExplained = response.status < 500 && typeof body?.error === "string";
        setError(isExplained ? (body.error as string) : t("chat.errors.generic"));
        giveBack();
        return;
      }
      const body = (await response.json()) as ChatResponseBody;
      push({
        type: "bot",
        text: body.response,
        language: body.language,
        links: body.links,
        foreign: body.foreign,
        logId: body.id,
        feedback: "pending",
      });
      if (body.suggestions.length > 0) setSuggestions(body.suggestions);
    } catch {
      setError(t("chat.errors.generic"));
      giveBack();
    } finally {
      setIsSending(false);
    }
  }

  const recognition = useSpeechRecognition({
    locale,
    onText: (text) => {
      setVoiceError(null);
      void send(text);
    },
    onError: () => setVoiceError(t("chat.voice.failed")),
  });

  async function giveFeedback(message: ChatMessage, isHelpful: boolean) {
    setMessages((list) =>
      list.map((item) => (item.id === message.id ? { ...item, feedback: "given" } : item)),
    );
    // The Oui/Non buttons disappear: keep the keyboard in the panel.
    inputRef.current?.focus();
    push(
      isHelpful
        ? { type: "bot", text: t("chat.feedback.thanks"), language: locale, links: [] }
        : { type: "bot", text: t("chat.feedback.sorry"), language: locale, links: [] },
    );
    if (message.logId === undefined) return;
    try {
      await fetch(FEEDBACK_ENDPOINT, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ id: message.logId, helpful: isHelpful, language: locale }),
      });
    } catch {
      // The visitor already got the thanks; a lost opinion is not worth an error message.
    }
  }

  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
    else {
      synthesis.stop();
      recognition.stop();
    }
    // Only the opening and closing matter here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [exchanges, isSending, error]);

  const close = () => {
    setIsSuggestionsOpen(false);
    onClose();
  };

  return (
    <section
      role="dialog"
      aria-labelledby={titleId}
      hidden={!isOpen}
      dir={directionOf(locale)}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.stopPropagation();
        if (isSuggestionsOpen) setIsSuggestionsOpen(false);
        else close();
      }}
      style={box ? { left: box.left, top: box.top, width: box.width, height: box.height } : undefined}
      className="fixed z-50 flex h-[500px] w-[350px] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-slate-900 shadow-2xl"
      data-testid="chat-panel"
    >
      <div className="flex items-center gap-3 bg-brand-700 px-4 py-3 text-white">
        <BotAvatar className="size-8 shrink-0" />
        <h2 id={titleId} className="flex-1 text-base font-semibold">
          {t("chat.botName")}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label={t("chat.panel.close")}
          className="rounded-full p-1.5 hover:bg-brand-800"
        >
          <Icon name="close" />
        </button>
      </div>

      {!recognition.isSupported && (
        <div
          id={bannerId}
          role="status"
          className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-xs text-amber-900"
        >
          <p className="font-semibold">{t("chat.voice.unsupportedTitle")}</p>
          <p>{t("chat.voice.unsupportedText")}</p>
        </div>
      )}

      <div className="flex items-center gap-2 border-b border-slate-200 px-3 py-2 text-sm">
        {synthesis.isSupported && (
          <>
            <label htmlFor={`${inputId}-voice`} className="shrink-0 text-slate-700">
              {t("chat.voice.voice")}
            </label>
            <select
              id={`${inputId}-voice`}
              value={synthesis.voiceUri}
              onChange={(event) => synthesis.setVoiceUri(event.target.value)}
              className="min-w-0 flex-1 rounded border border-slate-300 bg-white px-2 py-1 text-sm"
            >
              <option value="">{t("chat.voice.defaultVoice")}</option>
              {synthesis.voices.map((voice) => (
                <option key={voice.voiceURI} value={voice.voiceURI}>
                  {`${voice.name} (${voice.lang})`}
                </option>
              ))}
            </select>
          </>
        )}
        <div className="relative ms-auto">
          <button
            type="button"
            aria-expanded={isSuggestionsOpen}
            aria-controls={suggestionsId}
            disabled={suggestions.length === 0}
            onClick={() => setIsSuggestionsOpen((value) => !value)}
            className="flex items-center gap-1 rounded border border-slate-300 px-2 py-1 text-sm text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          >
            {t("chat.suggestions.placeholder")}
            <Icon name="chevronDown" className="size-4" />
          </button>
          <ul
            id={suggestionsId}
            aria-label={t("chat.suggestions.label")}
            hidden={!isSuggestionsOpen}
            className="absolute end-0 top-full z-10 mt-1 w-72 max-w-[80vw] rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          >
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  onClick={() => {
                    inputRef.current?.focus();
                    void send(suggestion);
                  }}
                  className="block w-full px-3 py-2 text-start text-sm hover:bg-brand-50"
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label={t("chat.panel.conversation")}
        className="flex-1 overflow-y-auto px-3 py-3"
      >
        <ol className="space-y-3">
          {messages.map((message) => (
            <li
              key={message.id}
              className={message.type === "user" ? "flex justify-end" : "flex justify-start gap-2"}
            >
              <div
                lang={message.language}
                dir={directionOf(message.language)}
                className={`max-w-[85%] whitespace-pre-line rounded-2xl px-3 py-2 text-sm leading-6 ${
                  message.type === "user" ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-900"
                }`}
              >
                <span className="sr-only">{`${message.type === "user" ? t("chat.panel.you") : t("chat.panel.bot")} `}</span>
                <MessageText text={message.text} links={message.links} foreign={message.foreign} />
                {message.type === "bot" && synthesis.isSupported && (
                  <div className="mt-1 flex justify-end">
                    <button
                      type="button"
                      aria-pressed={synthesis.speakingId === message.id}
                      aria-label={
                        synthesis.speakingId === message.id
                          ? t("chat.voice.stopSpeaking")
                          : t("chat.voice.speak")
                      }
                      onClick={() => synthesis.toggle(message.id, spoken(message), message.language)}
                      className="rounded-full p-1 text-slate-700 hover:bg-slate-200"
                    >
                      <Icon name="speaker" className="size-4" />
                    </button>
                  </div>
                )}
                {message.feedback === "pending" && (
                  <div className="mt-2 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-2 text-xs text-slate-700">
                    <span>{t("chat.feedback.question")}</span>
                    <button
                      type="button"
                      onClick={() => void giveFeedback(message, true)}
                      className="flex items-center gap-1 rounded-full border border-slate-300 bg-white px-2 py-0.5 hover:bg-emerald-50"
                    >
                      <Icon name="thumbUp" className="size-3.5" />
                      {t("chat.feedback.yes")}
                    </button>
                    <button
                      type="button"
                      onClick={() => void giveFeedback(message, false)}
                      className="flex items-center gap-1 rounded-full border border-slate-300 bg-white px-2 py-0.5 hover:bg-rose-50"
                    >
                      <Icon name="thumbDown" className="size-3.5" />
                      {t("chat.feedback.no")}
                    </button>
                  </div>
                )}
              </div>
            </li>
          ))}
          {isSending && (
            <li className="flex justify-start">
              <p className="rounded-2xl bg-slate-100 px-3 py-2 text-sm italic text-slate-700">
                {t("chat.panel.thinking")}
              </p>
            </li>
          )}
        </ol>
      </div>

      {(error || voiceError) && (
        <p role="alert" className="mx-3 mb-2 rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {error ?? voiceError}
        </p>
      )}
      {recognition.isListening && (
        <p role="status" className="mx-3 mb-2 text-xs text-slate-700">
          {t("chat.voice.listening")}
        </p>
      )}

      <form
        className="flex items-end gap-2 border-t border-slate-200 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send(input);
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="sr-only">
            {t("chat.panel.inputLabel")}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            value={input}
            maxLength={MAX_MESSAGE_LENGTH}
            autoComplete="off"
            placeholder={t("chat.panel.placeholder")}
            onChange={(event) => setInput(event.target.value)}
            className="w-full rounded-full border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <button
          type="button"
          onClick={() => (recognition.isListening ? recognition.stop() : recognition.start())}
          disabled={!recognition.isSupported}
          aria-pressed={recognition.isListening}
          aria-describedby={recognition.isSupported ? undefined : bannerId}
          aria-label={recognition.isListening ? t("chat.voice.stopListening") : t("chat.voice.microphone")}
          className={`rounded-full p-2 ${
            recognition.isListening ? "bg-rose-600 text-white" : "text-slate-700 hover:bg-slate-100"
          } disabled:cursor-not-allowed disabled:opacity-60`}
        >
          <Icon name="microphone" />
        </button>
        <button
          type="submit"
          disabled={isSending}
          className="flex items-center gap-1 rounded-full bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800 disabled:opacity-70"
        >
          <Icon name="send" className="size-4 rtl:-scale-x-100" />
          {t("chat.panel.send")}
        </button>
      </form>
    </section>
  );
}
