import { useEffect } from "react";

/**
 * Marks the document `<html data-hydrated>` once the page has hydrated (the root's effects run
 * after every component below it has committed): from then on its search box, rating widget and
 * menus answer. The server's HTML never carries the mark. Browser tests wait for it rather than
 * for a fixed time.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
}
