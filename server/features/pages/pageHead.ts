import { scriptSafeJson } from "../../../shared/pageState.ts";
import { pageTitles } from "../../../shared/pageTitles.ts";
import { publicPages } from "../../../shared/publicPages.ts";
import type { PublicArticle, PublicCategoryPage } from "../../../shared/schemas/article.ts";
import type { SiteSettings } from "../../../shared/schemas/settings.ts";
import { escapeHtml } from "./html.ts";

export type PageMeta =
  | { kind: "home" }
  | { kind: "article"; article: PublicArticle }
  | { kind: "category"; data: PublicCategoryPage }
  | { kind: "search"; q: string }
  | { kind: "notFound"; title: string };

export interface HeadInput {
  meta: PageMeta;
  settings: SiteSettings;
  /** Origin for absolute links: PUBLIC_URL, else https://{host}. */
  baseUrl: string;
  /** The canonical path (and query, where it matters), always without embed=true. */
  canonicalPath: string;
  embed: boolean;
}

/** The built-in favicon (a tent), used when settings name none. */
export const DEFAULT_FAVICON =
  "data:image/svg+xml," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#1e7e34"/><path d="M16 6 5 26h22L16 6Zm0 8 5 12H11l5-12Z" fill="#fff"/></svg>`,
  );

/** An absolute http(s) address for a site path or URL; null for anything else (data: images). */
function absolute(baseUrl: string, url: string): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith("/") ? `${baseUrl}${url}` : null;
}
const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
const property = (name: string, content: string) =>
  `<meta property="${name}" content="${escapeHtml(content)}">`;
const jsonLd = (value: unknown) => `<script type="application/ld+json">${scriptSafeJson(value)}</script>`;

function breadcrumbList(baseUrl: string, items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${baseUrl}${item.path}`,
    })),
  };
}

interface Described {
  title: string;
  description: string;
  keywords: string;
  indexable: boolean;
  image: string | null;
  extra: string[];
}

function describe(input: HeadInput): Described {
  const { meta: page, settings, baseUrl } = input;
  const seo = settings.default_seo;
  switch (page.kind) {
    case "home":
      return {
        title: seo.title || settings.site_name,
        description: seo.description,
        keywords: seo.keywords,
        indexable: true,
        image: null,
        extra: [
          property("og:type", "website"),
          jsonLd({
            "@context": "https://schema.org",
            "@type": "WebSite",
            name: settings.site_name,
            url: `${baseUrl}/`,
            potentialAction: {
              "@type": "SearchAction",
              target: { "@type": "EntryPoint", urlTemplate: `${baseUrl}/search?q={search_term_string}` },
              "query-input": "required name=search_term_string",
            },
          }),
        ],
      };
    case "article": {
      const { article } = page;
      const url = `${baseUrl}${publicPages.article.path(article.slug)}`;
      const image = article.coverImageUrl ? absolute(baseUrl, article.coverImageUrl) : null;
      const author = settings.site_name;
      const crumbs = [
        { name: "Help Center", path: "/" },
        ...(article.category
          ? [{ name: article.category.name, path: publicPages.category.path(article.category.slug) }]
          : []),
        { name: article.title, path: publicPages.article.path(article.slug) },
      ];
      return {
        title: pageTitles.article(article, settings.site_name),
        description: article.seoDescription || article.summary || seo.description,
        keywords: article.tags.join(", "),
        indexable: true,
        image,
        extra: [
          property("og:type", "article"),
          ...(article.publishedAt ? [property("article:published_time", article.publishedAt)] : []),
          property("article:modified_time", article.updatedAt),
          property("article:author", author),
          ...(article.category ? [property("article:section", article.category.name)] : []),
          ...article.tags.map((tag) => property("article:tag", tag)),
          jsonLd({
            "@context": "https://schema.org",
            "@type": "Article",
            headline: article.title,
            description: article.seoDescription || article.summary,
            ...(image ? { image: [image] } : {}),
            datePublished: article.publishedAt ?? article.createdAt,
            dateModified: article.updatedAt,
            author: { "@type": "Organization", name: author },
            publisher: {
              "@type": "Organization",
              name: settings.site_name,
              ...(settings.site_logo && absolute(baseUrl, settings.site_logo)
                ? { logo: { "@type": "ImageObject", url: absolute(baseUrl, settings.site_logo) } }
                : {}),
            },
            mainEntityOfPage: { "@type": "WebPage", "@id": url },
            ...(article.tags.length ? { keywords: article.tags.join(", ") } : {}),
            ...(article.category ? { articleSection: article.category.name } : {}),
          }),
          jsonLd(breadcrumbList(baseUrl, crumbs)),
        ],
      };
    }
    case "category": {
      const { category } = page.data;
      return {
        title: pageTitles.category(category.name, settings.site_name),
        description: category.description || seo.description,
        keywords: seo.keywords,
        indexable: true,
        image: null,
        extra: [
          property("og:type", "website"),
          jsonLd(
            breadcrumbList(baseUrl, [
              { name: "Help Center", path: "/" },
              { name: category.name, path: publicPages.category.path(category.slug) },
            ]),
          ),
        ],
      };
    }
    case "search":
      return {
        title: pageTitles.search(page.q, settings.site_name),
        description: seo.description,
        keywords: seo.keywords,
        indexable: false,
        image: null,
        extra: [],
      };
    case "notFound":
      return {
        title: page.title,
        description: seo.description,
        keywords: "",
        indexable: false,
        image: null,
        extra: [],
      };
  }
}

/**
 * The page metadata: title, description, keywords, robots, canonical, Open Graph, Twitter,
 * article tags and JSON-LD. Embed mode hides the page metadata, so embed pages keep only the
 * title, robots (noindex) and the canonical link to the normal page, the one search engines
 * should index.
 */
export function buildPageHead(input: HeadInput): string {
  const { settings, baseUrl, embed } = input;
  const described = describe(input);
  const canonical = `${baseUrl}${input.canonicalPath}`;
  const indexable = described.indexable && !embed;
  const favicon = settings.favicon_url || DEFAULT_FAVICON;
  const tags = [
    `<title>${escapeHtml(described.title)}</title>`,
    meta("robots", indexable ? "index,follow" : "noindex,nofollow"),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<link rel="icon" href="${escapeHtml(favicon)}">`,
    meta("theme-color", settings.brand_colors.primary),
  ];
  if (!embed) {
    tags.push(
      meta("description", described.description),
      ...(described.keywords ? [meta("keywords", described.keywords)] : []),
      `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(settings.site_name)}" href="${escapeHtml(`${baseUrl}/api/public/rss.xml`)}">`,
      property("og:title", described.title),
      property("og:description", described.description),
      property("og:url", canonical),
      property("og:site_name", settings.site_name),
      ...(described.image ? [property("og:image", described.image)] : []),
      meta("twitter:card", described.image ? "summary_large_image" : "summary"),
      meta("twitter:title", described.title),
      meta("twitter:description", described.description),
      ...(described.image ? [meta("twitter:image", described.image)] : []),
      ...described.extra,
    );
  }
  return tags.join("\n    ");
}
