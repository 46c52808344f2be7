/** The id of the JSON script tag carrying the server's data to the browser. */
export const PAGE_STATE_ID = "cairn-state";

/**
 * What the server hands the browser: the data it rendered with, keyed as the client's queries
 * (no value undefined), and when it was loaded. The browser makes its query cache of them
 * (client/public/api/dehydratedPage.ts), so the page carries each query's data and key alone,
 * not the cache's bookkeeping fields, which are the same for every query of a server render.
 */
export interface PageState {
  at: number;
  data: QueryData;
}

/** Data a page is rendered with: [query key, value] pairs, keyed as the client's queries. */
export type QueryData = [readonly unknown[], unknown][];

/** What the client's server entry answers: the page's HTML and the data the browser gets with it. */
export interface ServerRender {
  html: string;
  data: QueryData;
}

/** The client's server entry (client/public/entryServer.tsx), as the server loads it. */
export type RenderPage = (url: string, data: QueryData) => ServerRender;

/**
 * JSON safe inside a <script> element: no "</script>", no HTML comment openers, no line
 * separators. Inside a script element only "<" starts markup ("&" and ">" are plain text there),
 * so "<" alone is escaped: one pass instead of five over a page's largest string.
 */
export function scriptSafeJson(value: unknown): string {
  const json = JSON.stringify(value).replaceAll("<", "\\u003c");
  return /[\u2028\u2029]/.test(json)
    ? json.replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029")
    : json;
}
