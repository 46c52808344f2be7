import { decodeHtmlEntities } from "../../../shared/decodeHtmlEntities.ts";

/** What an article's (sanitised) HTML points at: in-site links and images. */
export interface ArticleHtmlRefs {
  /** Links to /a/<slug> and /c/<slug> on this site, in order, once each. */
  links: { kind: "article" | "category"; slug: string; href: string }[];
  images: { src: string; alt: string | null }[];
}

const attribute = (tag: string, name: string): string | null => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return match ? decodeHtmlEntities(match[1]!) : null;
};

/**
 * The links and images of article HTML as the sanitiser writes it (attributes double-quoted).
 * A link counts as in-site when it is a path (/a/…, /c/…) or an address on `siteOrigin`.
 */
export function articleHtmlRefs(html: string, siteOrigin: string | null): ArticleHtmlRefs {
  const links: ArticleHtmlRefs["links"] = [];
  const seen = new Set<string>();
  for (const [tag] of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = attribute(tag, "href");
    if (!href) continue;
    let path = href;
    if (siteOrigin && href.toLowerCase().startsWith(siteOrigin.toLowerCase()))
      path = href.slice(siteOrigin.length);
    const match = /^\/(a|c)\/([^/?#]+)\/?(?:[?#].*)?$/.exec(path);
    if (!match) continue;
    let slug: string;
    try {
      slug = decodeURIComponent(match[2]!).toLowerCase();
    } catch {
      slug = match[2]!.toLowerCase();
    }
    const kind = match[1] === "a" ? "article" : "category";
    if (seen.has(`${kind}:${slug}`)) continue;
    seen.add(`${kind}:${slug}`);
    links.push({ kind, slug, href });
  }
  const images = [...html.matchAll(/<img\b[^>]*>/gi)].map(([tag]) => ({
    src: attribute(tag, "src") ?? "",
    alt: attribute(tag, "alt"),
  }));
  return { links, images };
}
