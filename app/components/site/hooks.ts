import { useEffect, useState } from "react";

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
