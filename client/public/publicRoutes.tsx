import type { ReactElement } from "react";
import type { PublicPage } from "../../shared/publicPages.ts";
import { ArticlePage } from "./pages/ArticlePage.tsx";
import { CategoryPage } from "./pages/CategoryPage.tsx";
import { HomePage } from "./pages/HomePage.tsx";
import { NotFoundPage } from "./pages/NotFoundPage.tsx";
import { SearchPage } from "./pages/SearchPage.tsx";

/** The page element for a public page (matched by publicPageAt, as the server matches it). */
export function publicPageElement(page: PublicPage): ReactElement {
  switch (page.kind) {
    case "home":
      return <HomePage />;
    case "article":
      return <ArticlePage slug={page.slug} />;
    case "category":
      return <CategoryPage slug={page.slug} />;
    case "search":
      return <SearchPage />;
    case "notFound":
      return <NotFoundPage />;
  }
}
