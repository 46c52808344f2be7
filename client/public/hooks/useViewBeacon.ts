import { useEffect } from "react";

/**
 * Counts a view of the article: one POST once the page has loaded (so it never competes with
 * what the page needs, and a page served from a cache counts too), again for each article the
 * visitor moves to. The server counts a visitor once per article per day and ignores bots.
 */
export function useViewBeacon(slug: string | undefined): void {
  useEffect(() => {
    if (!slug) return;
    const send = () => {
      fetch(`/api/public/articles/${encodeURIComponent(slug)}/view`, {
        method: "POST",
        credentials: "include",
        keepalive: true,
      }).catch(() => {
        // A lost view is not the reader's problem.
      });
    };
    if (document.readyState === "complete") {
      const timer = window.setTimeout(send, 0);
      return () => window.clearTimeout(timer);
    }
    window.addEventListener("load", send, { once: true });
    return () => window.removeEventListener("load", send);
  }, [slug]);
}
