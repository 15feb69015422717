/**
 * The browser's speech services for the chat panel: recognition (voice input, where the browser has
 * it) and synthesis (reading an answer aloud). Both are optional; the panel says when recognition is
 * missing (§8) and hides the speaker when synthesis is.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Locale } from "~/i18n/config";

/** Speech language of each interface language. */
export const SPEECH_LANGUAGES: Record<Locale, string> = { fr: "fr-FR", en: "en-US", ar: "ar-MA" };

// The Web Speech API's recognition half is not in TypeScript's DOM library: the little we use.
interface RecognitionResultEvent {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}
interface RecognitionErrorEvent {
  error: string;
}
interface Recognition {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === "undefined") return undefined;
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/** Dictation in the interface's language; `onText` receives what was said. */
export function useSpeechRecognition(options: {
  locale: Locale;
  onText: (text: string) => void;
  onError: () => void;
}) {
  const [isSupported] = useState(() => recognitionConstructor() !== undefined);
  const [isListening, setIsListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });

  useEffect(() => () => recognition.current?.abort(), []);

  const stop = useCallback(() => {
    recognition.current?.stop();
  }, []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    recognition.current?.abort();
    const instance = new Constructor();
    instance.lang = SPEECH_LANGUAGES[callbacks.current.locale];
    instance.interimResults = false;
    instance.maxAlternatives = 1;
    instance.onresult = (event) => {
      const text = event.results[0]?.[0]?.transcript?.trim();
      if (text) callbacks.current.onText(text);
    };
    instance.onerror = (event) => {
      // Silence and a deliberate stop are not failures.
      if (event.error !== "no-speech" && event.error !== "aborted") callbacks.current.onError();
    };
    instance.onend = () => {
      setIsListening(false);
      if (recognition.current === instance) recognition.current = null;
    };
    recognition.current = instance;
    try {
      instance.start();
      setIsListening(true);
    } catch {
      recognition.current = null;
      callbacks.current.onError();
    }
  }, []);

  return { isSupported, isListening, start, stop };
}

/** Reading answers aloud, with the voices the browser offers for the interface's language. */
export function useSpeechSynthesis(locale: Locale) {
  const [isSupported] = useState(() => typeof window !== "undefined" && "speechSynthesis" in window);
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>([]);
  const [voiceUri, setVoiceUri] = useState("");
  const [speakingId, setSpeakingId] = useState<string | null>(null);

  useEffect(() => {
    if (!isSupported) return;
    const synthesis = window.speechSynthesis;
    const load = () => {
      const all = synthesis.getVoices();
      const prefix = SPEECH_LANGUAGES[locale].slice(0, 2);
      const matching = all.filter((voice) => voice.lang.toLowerCase().startsWith(prefix));
      setVoices(matching.length > 0 ? matching : all);
    };
    load();
    synthesis.addEventListener("voiceschanged", load);
    return () => {
      synthesis.removeEventListener("voiceschanged", load);
      synthesis.cancel();
    };
  }, [isSupported, locale]);

  const stop = useCallback(() => {
    if (isSupported) window.speechSynthesis.cancel();
    setSpeakingId(null);
  }, [isSupported]);

  const toggle = useCallback(
    (id: string, text: string, language: Locale) => {
      if (!isSupported) return;
      const synthesis = window.speechSynthesis;
      synthesis.cancel();
      if (speakingId === id) {
        setSpeakingId(null);
        return;
      }
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = SPEECH_LANGUAGES[language];
      const voice = voices.find((candidate) => candidate.voiceURI === voiceUri);
      if (voice) utterance.voice = voice;
      const finish = () => setSpeakingId((current) => (current === id ? null : current));
      utterance.onend = finish;
      utterance.onerror = finish;
      setSpeakingId(id);
      synthesis.speak(utterance);
    },
    [isSupported, speakingId, voiceUri, voices],
  );

  return { isSupported, voices, voiceUri, setVoiceUri, speakingId, toggle, stop };
}
