import { useEffect, useState } from "react";

/**
 * Scroll offset and reading progress (0–1) of the page, updated at most once per frame. A page loaded at
 * the top keeps the first render's state: nothing re-renders and no layout is read while it hydrates.
 */
export function useScroll() {
  const [state, setState] = useState({ offset: 0, progress: 0 });
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      const next = { offset: window.scrollY, progress: max > 0 ? Math.min(1, window.scrollY / max) : 0 };
      setState((current) =>
        current.offset === next.offset && current.progress === next.progress ? current : next,
      );
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    // A page restored further down (reload, back) measures on the next frame.
    if (window.scrollY !== 0) onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
