/** The title of each public page (an article's seoTitle when it has one). */
export const pageTitles = {
  home: (siteTitle: string) => siteTitle,
  article: (article: { title: string; seoTitle: string | null }) =>
    article.seoTitle || `${article.title} | Help Center`,
  category: (name: string) => `${name} - Help Center`,
  search: (q: string) => (q ? `Search results for "${q}" - Help Center` : "Search - Help Center"),
  notFound: "404 Page Not Found - Help Center",
  articleNotFound: "Article Not Found - Help Center",
  categoryNotFound: "Category Not Found - Help Center",
};
