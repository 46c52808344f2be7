import { type PublicPage, publicPages } from "./publicPages.ts";

/**
 * The address `page` is rendered and cached under, given the requested query string ("" or
 * starting with "?"): its table entry's address.
 */
export function publicPageAddress(page: PublicPage, search: string): string {
  switch (page.kind) {
    case "home":
      return publicPages.home.address(page, search);
    case "article":
      return publicPages.article.address(page, search);
    case "category":
      return publicPages.category.address(page, search);
    case "search":
      return publicPages.search.address(page, search);
    case "notFound":
      return publicPages.notFound.address(page, search);
  }
}
