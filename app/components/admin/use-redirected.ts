import { useEffect, useRef } from "react";
import { useLocation, type FetcherWithComponents } from "react-router";

/**
 * Calls `onRedirected` when a fetcher's submission ended in a redirect (a successful save or delete);
 * the stale data (old errors) is then cleared. A redirect is a navigation that leaves the fetcher's data
 * as it was: both are required. The data alone is not enough: on a slow device, a refusal answered
 * twice (a second conflict) can leave it looking unchanged, and taking that for a redirect reset the
 * form the editor had just typed into. The location alone is not either: the notice's timer replaces
 * it while a submission may be under way.
 */
export function useRedirected<T>(fetcher: FetcherWithComponents<T>, onRedirected: () => void) {
  const { key: locationKey } = useLocation();
  const atSubmit = useRef<{ data: unknown; locationKey: string } | null>(null);
  const callback = useRef(onRedirected);
  callback.current = onRedirected;
  const { state, data, reset } = fetcher;
  useEffect(() => {
    if (state === "submitting") {
      atSubmit.current ??= { data, locationKey };
      return;
    }
    if (state !== "idle" || atSubmit.current === null) return;
    const submitted = atSubmit.current;
    atSubmit.current = null;
    if (locationKey === submitted.locationKey || data !== submitted.data) return;
    if (data !== undefined && data !== null) reset();
    callback.current();
  }, [state, data, reset, locationKey]);
}
