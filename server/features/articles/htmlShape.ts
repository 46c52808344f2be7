/** Elements that never hold others, or that the next sibling closes without an end tag. */
const neverNests = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
  "p",
  "li",
  "dt",
  "dd",
  "tr",
  "td",
  "th",
  "option",
]);

/**
 * How many elements the HTML has and how deeply they nest, read from its tags alone (linear, no
 * parse tree): an element opened and never closed counts as still open. The sanitiser's parser
 * slows down badly on tens of thousands of nested elements, so a body past the limits is refused
 * before it runs.
 */
export function htmlShape(html: string): { depth: number; elements: number } {
  let depth = 0;
  let deepest = 0;
  let elements = 0;
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>/g)) {
    const [, closing, rawName, selfClosing] = match;
    if (!closing) elements += 1;
    const name = rawName!.toLowerCase();
    if (neverNests.has(name) || selfClosing) continue;
    if (closing) depth = Math.max(0, depth - 1);
    else {
      depth += 1;
      if (depth > deepest) deepest = depth;
    }
  }
  return { depth: deepest, elements };
}
