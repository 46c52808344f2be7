import type { ContentChange } from "../../platform/contentChanges.ts";

/**
 * Tags name what a cached page shows, so that a change clears only the pages showing it.
 * `missing` marks not-found pages and old-slug redirects: any article change may fill or move them.
 */
export const pageTags = {
  article: (id: number) => `article:${id}`,
  category: (id: number) => `category:${id}`,
  home: "home",
  missing: "missing",
} as const;

/**
 * The tags an article change clears (null: everything): the articles' own pages and every page
 * listing them (related articles, featured), their categories' pages (lists, counts, related by
 * category), not-found pages and redirects, and home when the lists themselves changed.
 */
export function tagsToClear(change: ContentChange): string[] | null {
  if (change.scope === "everything") return null;
  return [
    ...change.articleIds.map(pageTags.article),
    ...change.categoryIds.map(pageTags.category),
    pageTags.missing,
    ...(change.listing ? [pageTags.home] : []),
  ];
}
