/**
 * The behaviour every visitors' form shares (§4 Forms):
 * - without JavaScript, a plain POST; the page comes back with the result (values kept on errors);
 * - with JavaScript, a fetcher: no reload, the button disabled with "Envoi en cours...", the server's
 *   field errors shown in place, a field's error cleared as soon as it is edited, the form cleared on
 *   success, the focus taken to the first invalid field.
 * The schema is checked on the server only: the answer comes back in milliseconds, and the pages do not
 * ship the validation library (the public pages' JavaScript budget, issue 4).
 */
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { useFetcher } from "react-router";
import type { FormResult } from "~/http/forms/results";
import { useHydrated } from "./use-hydrated";

export interface VisitorFormOptions {
  /** The action's answer to a plain POST (no JavaScript). */
  actionData?: FormResult;
  /** Back from a successful plain POST (?envoye=1). */
  isSent: boolean;
  successText: string;
  /** Shown when the server answers an error without its own text, or cannot be reached. */
  failureText: string;
  connectionText: string;
  /** How long the success message stays before it goes (§9: the partner form's banner, 5 s); absent: it stays. */
  successForMs?: number;
}

export function useVisitorForm(options: VisitorFormOptions) {
  const fetcher = useFetcher<FormResult>();
  const isHydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  // Bumped on success: the form is mounted again, empty (values kept from an earlier error are dropped).
  const [generation, setGeneration] = useState(0);
  const [focusRequest, setFocusRequest] = useState(0);

  const result = fetcher.data ?? options.actionData;
  const [seenResult, setSeenResult] = useState(fetcher.data);
  if (seenResult !== fetcher.data) {
    setSeenResult(fetcher.data);
    setEdited(new Set());
    if (fetcher.data?.status === "success") setGeneration((value) => value + 1);
    setFocusRequest((value) => value + 1);
  }

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else messageRef.current?.focus();
  }, [focusRequest]);

  const serverErrors = result?.status === "error" ? result.errors : {};
  const errors: Record<string, string | undefined> = {};
  for (const [field, messages] of Object.entries(serverErrors)) {
    if (!edited.has(field)) errors[field] = messages[0];
  }

  let message: { tone: "success" | "error"; text: string } | undefined;
  if (result?.status === "error") {
    const text =
      result.reason === "connection"
        ? options.connectionText
        : result.reason === "server" || !result.message
          ? options.failureText
          : result.message;
    message = { tone: "error", text };
  } else if (result?.status === "success") message = { tone: "success", text: result.message };
  else if (options.isSent) message = { tone: "success", text: options.successText };

  // The success message goes after its time; the next answer (or a reload) shows its own again.
  const [hiddenSuccess, setHiddenSuccess] = useState<unknown>(null);
  const successKey = message?.tone === "success" ? (result ?? "sent") : null;
  const { successForMs } = options;
  useEffect(() => {
    if (!successKey || !successForMs || !isHydrated) return;
    const timer = setTimeout(() => setHiddenSuccess(successKey), successForMs);
    return () => clearTimeout(timer);
  }, [successKey, successForMs, isHydrated]);
  if (successKey && hiddenSuccess === successKey) message = undefined;

  const values = generation === 0 && result?.status === "error" ? result.values : {};

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name === "string" && name && !edited.has(name)) setEdited(new Set(edited).add(name));
  };

  return {
    fetcher,
    formRef,
    messageRef,
    formKey: generation,
    isHydrated,
    isSending: fetcher.state !== "idle",
    errors,
    values,
    message,
    onChange,
  };
}
