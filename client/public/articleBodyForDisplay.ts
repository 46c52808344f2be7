import { type ArticleHeading, withHeadingAnchors } from "../../shared/headingAnchors.ts";
import { articleHtmlForDisplay } from "./articleHtml.ts";

/** An article's body as the page draws it, and the headings its table of contents lists. */
export interface DisplayedArticleBody {
  html: string;
  headings: readonly ArticleHeading[];
}

/** Bodies kept with how they are shown, up to this many characters in all (stored and shown). */
const KEPT_CHARACTERS = 4_000_000;
const kept = new Map<string, DisplayedArticleBody>();
let keptCharacters = 0;

/**
 * An article's stored body as the page shows it (video facades, heading anchors) with its
 * headings. Worked out once per body and kept, keyed by the body itself: every fresh server
 * render of an unchanged article otherwise parses the same HTML again, and an edited body is a
 * new key, so nothing kept is ever out of date. Past KEPT_CHARACTERS the oldest bodies go first.
 * What it answers is shared between renders and never changed.
 */
export function articleBodyForDisplay(contentHtml: string): DisplayedArticleBody {
  const found = kept.get(contentHtml);
  if (found) return found;
  const { html, headings } = withHeadingAnchors(articleHtmlForDisplay(contentHtml));
  const shown: DisplayedArticleBody = { html, headings };
  const size = contentHtml.length + html.length;
  if (size > KEPT_CHARACTERS) return shown;
  for (const [body, old] of kept) {
    if (keptCharacters + size <= KEPT_CHARACTERS) break;
    kept.delete(body);
    keptCharacters -= body.length + old.html.length;
  }
  kept.set(contentHtml, shown);
  keptCharacters += size;
  return shown;
}
