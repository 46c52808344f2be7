import { stylesheetCookie } from "../../shared/stylesheetCookie.ts";

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * A page that carries its stylesheet inside it (a first visit) fetches the stylesheet's file into
 * the browser's cache, at low priority, and only then sets the cookie by which later pages link
 * the file instead of carrying it: the cookie never claims a file the cache does not hold. The
 * file is immutable under its name, so the cache keeps it as long as the cookie lasts, barring an
 * eviction, after which one page waits for one request.
 */
export function keepStylesheet(doc: Document = document): Promise<void> {
  const hrefs = [...doc.querySelectorAll<HTMLStyleElement>("style[data-href]")].map(
    (style) => style.dataset.href!,
  );
  if (hrefs.length === 0) return Promise.resolve();
  const value = stylesheetCookie.valueFor(hrefs);
  if (stylesheetCookie.heldIn(doc.cookie, value)) return Promise.resolve();
  return Promise.all(
    hrefs.map((href) =>
      fetch(href, { priority: "low" } as RequestInit).then((response) => {
        if (!response.ok) throw new Error(`${href}: ${response.status}`);
        return response.arrayBuffer();
      }),
    ),
  ).then(
    () => {
      const secure = doc.location.protocol === "https:" ? "; secure" : "";
      doc.cookie = `${stylesheetCookie.name}=${value}; path=/; max-age=${YEAR_SECONDS}; samesite=lax${secure}`;
    },
    // Not kept: later pages carry the stylesheet, as this one did.
    () => {},
  );
}
