import { decodeHtmlEntities } from "./decodeHtmlEntities.ts";

/** A heading of an article's body, as the table of contents lists it. */
export interface ArticleHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

const headingPattern = /<(h[23])\b([^>]*)>([\s\S]*?)<\/\1>/gi;

/** A heading's text: its HTML without tags, entities decoded, spaces collapsed. */
function headingText(innerHtml: string): string {
  return decodeHtmlEntities(innerHtml.replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The anchor of a heading from its text: lower case, accents dropped, runs of anything but
 * letters and digits as one hyphen ("Before you start!" → "before-you-start"); "section" when
 * nothing is left. The same text always gives the same anchor, so links to a section keep
 * working while the heading stays.
 */
export function anchorOf(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "section";
}

/**
 * Gives every h2 and h3 of (sanitised) article HTML its anchor id, unique within the article (a
 * repeated heading gets "-2", "-3"…), replacing any id it had; answers the HTML and the
 * headings in order. Pure: the server and the browser draw the same ids.
 */
export function withHeadingAnchors(html: string): { html: string; headings: ArticleHeading[] } {
  const headings: ArticleHeading[] = [];
  const used = new Set<string>();
  const out = html.replace(headingPattern, (_whole, tag: string, attributes: string, inner: string) => {
    const text = headingText(inner);
    const base = anchorOf(text);
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    headings.push({ id, text, level: tag.toLowerCase() === "h2" ? 2 : 3 });
    const kept = attributes.replace(/\s+id="[^"]*"/gi, "");
    return `<${tag}${kept} id="${id}">${inner}</${tag}>`;
  });
  return { html: out, headings };
}
