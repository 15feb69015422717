import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * The text of a page's search box. It starts from the server's `?q=` (so the first render, with or
 * without scripts, is already filtered) and follows a new `?q=` when a navigation brings one.
 */
export function useSearchState(initial: string) {
  const [query, setQuery] = useState(initial);
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setQuery(initial);
  }
  return [query, setQuery] as const;
}

/**
 * A search box whose results come from the server (lists too long to ship whole): the box follows the
 * typing at once, and after a pause the page's `?q=` follows it, replacing the history entry and
 * keeping the scroll, which reloads the page's data from its first page. A navigation that brings
 * another `?q=` (back, a link) resets the box; the answer to the visitor's own search does not, so
 * letters typed while it loads are kept.
 */
export function useServerSearch(serverQuery: string, delayMs = 300) {
  const [query, setQuery] = useState(serverQuery);
  const [sent, setSent] = useState(serverQuery.trim());
  const [seen, setSeen] = useState(serverQuery);
  if (seen !== serverQuery) {
    setSeen(serverQuery);
    if (serverQuery.trim() !== sent) {
      setSent(serverQuery.trim());
      setQuery(serverQuery);
    }
  }
  const [, setSearchParams] = useSearchParams();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = useCallback(
    (value: string, options: { isImmediate?: boolean } = {}) => {
      setQuery(value);
      clearTimeout(timer.current);
      const send = () => {
        setSent(value.trim());
        setSearchParams(
          (params) => {
            const next = new URLSearchParams(params);
            if (value.trim()) next.set("q", value.trim());
            else next.delete("q");
            next.delete("page");
            return next;
          },
          { replace: true, preventScrollReset: true },
        );
      };
      if (options.isImmediate) send();
      else timer.current = setTimeout(send, delayMs);
    },
    [delayMs, setSearchParams],
  );
  return [query, search] as const;
}

/** A media query's answer; `serverValue` is used for the server render and the first client render. */
export function useMediaQuery(query: string, serverValue: boolean) {
  const [matches, setMatches] = useState(serverValue);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}

/** Smooth scrolling unless the visitor asked for reduced motion. */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
