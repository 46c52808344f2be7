import type { SearchClick } from "../../../shared/schemas/searchClick.ts";

const CLICK_URL = "/api/public/search/clicks";

/**
 * Tells analytics which search result the visitor opened (for click-through): one small beacon that
 * survives the navigation it precedes. Best effort: analytics never get in the visitor's way.
 */
export function sendSearchClick(click: SearchClick): void {
  const body = JSON.stringify(click);
  try {
    if (navigator.sendBeacon?.(CLICK_URL, new Blob([body], { type: "application/json" }))) return;
    void fetch(CLICK_URL, {
      method: "POST",
      body,
      keepalive: true,
      headers: { "content-type": "application/json" },
    }).catch(() => {});
  } catch {
    // A browser without either (or blocking them) simply sends nothing.
  }
}
