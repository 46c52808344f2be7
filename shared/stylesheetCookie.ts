/**
 * The cookie by which a browser tells the server it keeps the public stylesheet in its cache.
 *
 * A first visit gets the stylesheet inside the page (it paints from the first response, with no
 * render-blocking request); once the page has loaded, its script fetches the stylesheet's file
 * into the browser's cache and sets this cookie. Later pages then link the file instead of
 * carrying it, which halves what each of them weighs. The value names the files, whose names
 * change with their content, so a new build's pages are inline again until the new file is kept.
 * Either form of a page is correct for any visitor: at worst one visitor carries the stylesheet
 * twice, or waits for one request.
 */
export const stylesheetCookie = {
  name: "cairn_css",

  /** The value for the stylesheets at these addresses: their file names, joined. */
  valueFor(hrefs: readonly string[]): string {
    return hrefs.map((href) => href.slice(href.lastIndexOf("/") + 1)).join("+");
  },

  /** Whether a request's Cookie header holds the cookie with exactly `value`. */
  heldIn(cookieHeader: string | undefined, value: string): boolean {
    if (!cookieHeader || !value) return false;
    const wanted = `${stylesheetCookie.name}=${value}`;
    for (const part of cookieHeader.split(";")) if (part.trim() === wanted) return true;
    return false;
  },
};
