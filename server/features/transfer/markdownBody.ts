import type TurndownService from "turndown";
import { loadOnFirstUse } from "../../lib/loadOnFirstUse.ts";

const loadMarked = loadOnFirstUse<typeof import("marked")>("marked");
const loadTurndown = loadOnFirstUse<typeof import("turndown")>("turndown");

/** What the rules read of turndown's DOM nodes (the server's types know no DOM). */
interface DomElement {
  nodeName: string;
  outerHTML: string;
  attributes: ArrayLike<{ name: string }>;
  childNodes: ArrayLike<DomElement>;
}

/** Attributes Markdown has no way to say: an element carrying any of them stays HTML. */
const unsayable = ["width", "height", "style", "class", "title", "colspan", "rowspan", "target", "data-"];

function saysMoreThanMarkdown(node: DomElement): boolean {
  return Array.from(node.attributes).some((attribute) =>
    unsayable.some((name) =>
      name.endsWith("-") ? attribute.name.startsWith(name) : attribute.name === name,
    ),
  );
}

/** Elements kept as raw HTML blocks: Markdown cannot say them (tables with widths, embeds, sizes). */
const alwaysHtml = new Set(["TABLE", "IFRAME", "FIGURE", "DIV", "SPAN", "U", "S", "COLGROUP", "CAPTION"]);

const blockNames = new Set(["TABLE", "FIGURE", "DIV", "P", "H1", "H2", "H3", "H4", "H5", "H6"]);
const sometimesHtml = new Set(["IMG", "A", "P", "H1", "H2", "H3", "H4", "H5", "H6"]);

/**
 * A paragraph holding an embed or a sized image stays HTML as a whole: as Markdown the element
 * would come back without its paragraph, and the next export would differ.
 */
function holdsHtmlOnly(node: DomElement): boolean {
  return (
    node.nodeName === "P" &&
    Array.from(node.childNodes).some(
      (child) => child.nodeName === "IFRAME" || (child.nodeName === "IMG" && saysMoreThanMarkdown(child)),
    )
  );
}

let turndown: TurndownService | null = null;

/** The converter with its rules, made at the first export or import (see loadOnFirstUse). */
function converter(): TurndownService {
  if (turndown) return turndown;
  const Turndown = loadTurndown();
  turndown = new Turndown({
    headingStyle: "atx",
    codeBlockStyle: "fenced",
    bulletListMarker: "-",
    emDelimiter: "*",
    strongDelimiter: "**",
    hr: "---",
  });
  // A rule of its own rather than turndown's keep(), which yields to the rules for <p>, <a> and <img>.
  turndown.addRule("unsayable in Markdown", {
    filter: (node) => {
      const element = node as unknown as DomElement;
      return (
        alwaysHtml.has(element.nodeName) ||
        (sometimesHtml.has(element.nodeName) && saysMoreThanMarkdown(element)) ||
        holdsHtmlOnly(element)
      );
    },
    replacement: (_content, node) => {
      const element = node as unknown as DomElement;
      return blockNames.has(element.nodeName) ? `\n\n${element.outerHTML}\n\n` : element.outerHTML;
    },
  });
  return turndown;
}

/** An article body as Markdown; what Markdown cannot say stays inline HTML. */
export function htmlToMarkdown(html: string): string {
  // Lines of spaces alone (between loose list items) say nothing: they go.
  return `${converter()
    .turndown(html)
    .replace(/^[ \t]+$/gm, "")
    .trim()}\n`;
}

/** Markdown (with inline HTML) as HTML, before the article sanitiser sees it. */
export function markdownToHtml(markdown: string): string {
  return loadMarked().marked.parse(markdown, { async: false, gfm: true, breaks: false });
}
