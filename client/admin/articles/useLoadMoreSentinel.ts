import { useEffect, useRef } from "react";

/**
 * Calls `loadMore` whenever the returned element scrolls into view (infinite scroll). It looks
 * again after each page arrives (`pagesLoaded`), in case the sentinel is still in view.
 */
export function useLoadMoreSentinel(loadMore: () => void, enabled: boolean, pagesLoaded: number) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(loadMore);
  latest.current = loadMore;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page means a fresh look
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !enabled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, pagesLoaded]);
  return sentinel;
}
