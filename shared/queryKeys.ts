import type { CategorySort } from "./schemas/article.ts";

/**
 * Query keys shared by the server (which fills the cache before rendering) and the browser
 * (which hydrates from it), so the first client render matches the server's HTML.
 */
export const queryKeys = {
  settings: ["settings"] as const,
  /** The home page's SEO title (settings default_seo), given by the server only. */
  homeTitle: ["homeTitle"] as const,
  categories: ["categories"] as const,
  featured: ["featured"] as const,
  article: (slug: string) => ["article", slug] as const,
  /** A category page in an order: the one a cursor names, or a numbered one (1, or an old address's). */
  category: (slug: string, at: string | number, sort: CategorySort) => ["category", slug, at, sort] as const,
  search: (q: string, page: number) => ["search", q, page] as const,
};
