/** The title of each public page, ending with the help center's name (an article's seoTitle, when it has one, stands alone). */
export const pageTitles = {
  home: (siteTitle: string) => siteTitle,
  article: (article: { title: string; seoTitle: string | null }, siteName: string) =>
    article.seoTitle || `${article.title} | ${siteName}`,
  category: (name: string, siteName: string) => `${name} - ${siteName}`,
  search: (q: string, siteName: string) =>
    q ? `Search results for "${q}" - ${siteName}` : `Search - ${siteName}`,
  notFound: (siteName: string) => `404 Page Not Found - ${siteName}`,
  articleNotFound: (siteName: string) => `Article Not Found - ${siteName}`,
  categoryNotFound: (siteName: string) => `Category Not Found - ${siteName}`,
  /** A portal screen: "Categories | Admin Portal | Trailhead Help". */
  admin: (screen: string, siteName: string) => `${screen} | Admin Portal | ${siteName}`,
};
