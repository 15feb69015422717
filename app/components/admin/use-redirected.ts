import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";

/**
 * Calls `onRedirected` when a fetcher's submission ended in a redirect (a successful save or delete).
 * React Router keeps a fetcher's last data through a redirect, so an unchanged `data` after the
 * submission means the action answered with a redirect; the stale data (old errors) is then cleared.
 */
export function useRedirected<T>(fetcher: FetcherWithComponents<T>, onRedirected: () => void) {
  const dataAtSubmit = useRef<unknown>(undefined);
  const isWaiting = useRef(false);
  const callback = useRef(onRedirected);
  callback.current = onRedirected;
  const { state, data, reset } = fetcher;
  useEffect(() => {
    if (state === "submitting") {
      if (!isWaiting.current) dataAtSubmit.current = data;
      isWaiting.current = true;
      return;
    }
    if (state !== "idle" || !isWaiting.current) return;
    isWaiting.current = false;
    if (data === dataAtSubmit.current) {
      if (data !== undefined && data !== null) reset();
      callback.current();
    }
  }, [state, data, reset]);
}
