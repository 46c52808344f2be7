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

/** A heading of article HTML with its anchor, and where its element lies in that HTML. */
export interface PlacedHeading extends ArticleHeading {
  /** Offset of the element's "<". */
  start: number;
  /** Offset just after its closing tag. */
  end: number;
  /** The element's attributes and inner HTML, as written. */
  attributes: string;
  inner: string;
  tag: string;
}

/** Where each h2 and h3 element of article HTML lies (offsets of its "<" and after its end), in order. */
export function headingSpans(html: string): { start: number; end: number }[] {
  return [...html.matchAll(headingPattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/**
 * Every h2 and h3 of (sanitised) article HTML with its anchor, unique within the article (a
 * repeated heading gets "-2", "-3"…), in order. The same HTML always gives the same anchors.
 */
export function placedHeadings(html: string): PlacedHeading[] {
  const headings: PlacedHeading[] = [];
  const used = new Set<string>();
  for (const match of html.matchAll(headingPattern)) {
    const [whole, tag, attributes, inner] = match as unknown as [string, string, string, string];
    const text = headingText(inner);
    const base = anchorOf(text);
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    const level = tag.toLowerCase() === "h2" ? 2 : 3;
    headings.push({
      id,
      text,
      level,
      start: match.index,
      end: match.index + whole.length,
      attributes,
      inner,
      tag,
    });
  }
  return headings;
}

/**
 * Gives every h2 and h3 of (sanitised) article HTML its anchor id (placedHeadings), replacing
 * any id it had; answers the HTML and the headings in order. Pure: the server and the browser
 * draw the same ids.
 */
export function withHeadingAnchors(html: string): { html: string; headings: ArticleHeading[] } {
  const placed = placedHeadings(html);
  let out = "";
  let last = 0;
  for (const { start, end, tag, attributes, inner, id } of placed) {
    const kept = attributes.replace(/\s+id="[^"]*"/gi, "");
    out += `${html.slice(last, start)}<${tag}${kept} id="${id}">${inner}</${tag}>`;
    last = end;
  }
  out += html.slice(last);
  return { html: out, headings: placed.map(({ id, text, level }) => ({ id, text, level })) };
}
