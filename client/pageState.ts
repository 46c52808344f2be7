import type { DehydratedState } from "@tanstack/react-query";

/** The id of the JSON script tag carrying the server's data to the browser. */
export const PAGE_STATE_ID = "cairn-state";

/** What the server hands the browser: the query cache it rendered with. */
export interface PageState {
  queries: DehydratedState;
}

/** JSON safe inside a <script> element: no "</script>", no HTML comment openers, no line separators. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
