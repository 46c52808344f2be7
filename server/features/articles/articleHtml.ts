import type sanitizeHtml from "sanitize-html";
import { youtubeFrameAttributes } from "../../../shared/youtubeFrameAttributes.ts";
import { loadOnFirstUse } from "../../lib/loadOnFirstUse.ts";

/**
 * The sanitiser (and its HTML parser) runs when an article is written, not when one is read:
 * pages show the stored, already sanitised body.
 */
const sanitizer = loadOnFirstUse<typeof sanitizeHtml>("sanitize-html");

/** The only iframes kept are YouTube embeds. */
const youtubeEmbed =
  /^https:\/\/www\.youtube(-nocookie)?\.com\/embed\/[A-Za-z0-9_-]{6,20}(\?[A-Za-z0-9_=&;%-]*)?$/;
const width = [/^\d{1,4}(\.\d{1,2})?(px|%)$/];
const pixels = [/^\d{1,5}px$/];
const textAlign = [/^(left|right|center|justify)$/];

const articleOptions = (defaults: sanitizeHtml.IDefaults): sanitizeHtml.IOptions => ({
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "ul",
    "ol",
    "li",
    "blockquote",
    "pre",
    "code",
    "table",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "colgroup",
    "col",
    "caption",
    "a",
    "img",
    "iframe",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "br",
    "hr",
    "div",
    "span",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "style"],
    iframe: [
      "src",
      "width",
      "height",
      "title",
      "allowfullscreen",
      "frameborder",
      "allow",
      "sandbox",
      "referrerpolicy",
      "style",
    ],
    div: ["data-*", "style"],
    span: ["data-*", "style"],
    td: ["colspan", "rowspan", "style"],
    th: ["colspan", "rowspan", "style"],
    "*": ["style"],
  },
  allowedStyles: {
    "*": { "text-align": textAlign },
    img: { width },
    iframe: { width },
    div: { width, "text-align": textAlign },
    // The editor's tables carry their minimum widths (Tiptap's column layout).
    table: { width: pixels, "min-width": pixels },
    col: { width: pixels, "min-width": pixels },
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // <col> is a void element: written as "<col></col>" it would not be the editor's markup.
  selfClosing: [...defaults.selfClosing, "col"],
  exclusiveFilter: (frame) => frame.tag === "iframe" && !youtubeEmbed.test(frame.attribs.src ?? ""),
  transformTags: {
    // The editor's rel is never kept (rel="opener" would hand the new tab this window); a link
    // with any target opens a new tab, without opener or referrer.
    a: (tagName, { rel: _editorRel, target, ...attribs }) =>
      target === undefined
        ? { tagName, attribs }
        : { tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" } },
    // Fixed values whatever the editor wrote: no camera, microphone or top navigation for a frame.
    iframe: (tagName, { allow: _editorAllow, sandbox: _editorSandbox, referrerpolicy: _r, ...attribs }) => ({
      tagName,
      attribs: { ...attribs, ...youtubeFrameAttributes },
    }),
  },
});
let options: sanitizeHtml.IOptions | undefined;

/**
 * Article bodies are sanitised when saved: an allowlist of editor markup;
 * scripts, event handlers, javascript:/data: URLs and foreign iframes go.
 */
export function sanitizeArticleHtml(html: string): string {
  const sanitize = sanitizer();
  options ??= articleOptions(sanitize.defaults);
  return sanitize(html, options);
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The body's plain text (read time and search): tags gone, blocks separated, spaces collapsed. */
export function articleHtmlToText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|div|td|th|tr|blockquote|pre|figcaption)>|<br\s*\/?>/gi, "$& ");
  return sanitizer()(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}
