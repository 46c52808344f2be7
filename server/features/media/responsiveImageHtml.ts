import { decodeHtmlEntities } from "../../../shared/decodeHtmlEntities.ts";
import type { ResponsiveImage } from "../../../shared/schemas/responsiveImage.ts";

/** The article column is max-w-3xl (48rem) less its padding. */
const ARTICLE_COLUMN_SIZES = "(min-width: 768px) 720px, 100vw";

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/**
 * An attribute value as the text it stands for: every entity the sanitiser may write is decoded
 * once, so escaping it again on the way out never doubles it ("&amp;lt;").
 */
const unescapeAttribute = decodeHtmlEntities;

/** Attributes of one (sanitised, so well-formed and quoted) tag. */
function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of tag.matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)) {
    attributes.set(match[1]!.toLowerCase(), unescapeAttribute(match[2] ?? ""));
  }
  return attributes;
}

/** The `src` of every image in the HTML. */
export function imageSources(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/gi)]
    .map((match) => attributesOf(match[0]).get("src"))
    .filter((src): src is string => Boolean(src));
}

/** A width the editor gave the image (attribute or style, in px), if any. */
function displayWidth(attributes: Map<string, string>): number | null {
  const fromStyle = /(?:^|;)\s*width:\s*(\d+(?:\.\d+)?)px/i.exec(attributes.get("style") ?? "")?.[1];
  const fromAttribute = /^(\d+(?:\.\d+)?)(?:px)?$/.exec(attributes.get("width") ?? "")?.[1];
  const width = Number(fromStyle ?? fromAttribute);
  return width > 0 ? Math.round(width) : null;
}

/**
 * Inline images on public pages: every uploaded image gets `srcset`/`sizes` from its variants,
 * its `width`/`height` (so the page does not shift while it loads; an editor-set width keeps
 * the proportions) and loads lazily, as body images sit below the fold. Other images only
 * load lazily.
 */
export function withResponsiveImages(html: string, images: Map<string, ResponsiveImage>): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    const attributes = attributesOf(tag);
    const image = images.get(attributes.get("src") ?? "");
    if (image) {
      const shown = displayWidth(attributes);
      const width = shown ?? image.width;
      attributes.set("width", String(width));
      attributes.set("height", String(Math.round((image.height * width) / image.width)));
      attributes.set("srcset", image.srcset);
      attributes.set("sizes", shown ? `(max-width: ${shown}px) 100vw, ${shown}px` : ARTICLE_COLUMN_SIZES);
    }
    attributes.set("loading", "lazy");
    attributes.set("decoding", "async");
    const rendered = [...attributes].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join("");
    return `<img${rendered}>`;
  });
}
