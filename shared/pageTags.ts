/**
 * The part of a content change that pages depend on; the server's content changes have this
 * shape (shared/ cannot name the server's type, so it states what it reads).
 */
export type PageContentChange =
  | { scope: "everything" }
  | { scope: "articles"; articleIds: readonly number[]; categoryIds: readonly number[]; listing: boolean };

/**
 * Tags name what a cached page shows, so that a change clears only the pages showing it.
 * `missing` marks not-found pages and old-slug redirects: any article change may fill or move them.
 */
export const pageTags = {
  article: (id: number) => `article:${id}`,
  category: (id: number) => `category:${id}`,
  home: "home",
  missing: "missing",
  /**
   * The tags an article change clears (null: everything): the articles' own pages and every page
   * listing them (related articles, featured), their categories' pages (lists, counts, related by
   * category), not-found pages and redirects, and home when the lists themselves changed.
   */
  clearedBy(change: PageContentChange): string[] | null {
    if (change.scope === "everything") return null;
    return [
      ...change.articleIds.map(pageTags.article),
      ...change.categoryIds.map(pageTags.category),
      pageTags.missing,
      ...(change.listing ? [pageTags.home] : []),
    ];
  },
} as const;
