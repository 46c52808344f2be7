import type { ReactElement } from "react";
import { ArticlePage } from "./pages/ArticlePage.tsx";
import { CategoryPage } from "./pages/CategoryPage.tsx";
import { HomePage } from "./pages/HomePage.tsx";
import { NotFoundPage } from "./pages/NotFoundPage.tsx";
import { SearchPage } from "./pages/SearchPage.tsx";

/** Which public page (SPEC §2 public routes) an address shows, with the slug it names. */
export type PublicPageMatch =
  | { page: "home" | "search" | "notFound" }
  | { page: "article" | "category"; slug: string };

/**
 * The address as React Router matches it (its decodePath): each segment decoded, a decoded "/"
 * kept as %2F; an address with a malformed escape stays as it is.
 */
function decodedPath(pathname: string): string {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replaceAll("/", "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}

// The patterns React Router compiles from "/", "/a/:slug", "/c/:slug" and "/search": whole
// address, any case, trailing slashes allowed.
const articlePath = /^\/a\/([^/]+)\/*$/i;
const categoryPath = /^\/c\/([^/]+)\/*$/i;
const searchPath = /^\/search\/*$/i;
const homePath = /^\/+$/;

/**
 * The page at this address, matched as React Router matched the route table "/", "/a/:slug",
 * "/c/:slug", "/search" and "*" (a test holds the two together). Matching here instead costs a
 * server render nothing: React Router flattens, ranks and compiles its table on every render,
 * which was a twentieth of rendering a page.
 */
export function publicPageFor(pathname: string): PublicPageMatch {
  const path = decodedPath(pathname);
  const article = articlePath.exec(path);
  if (article) return { page: "article", slug: article[1]!.replaceAll("%2F", "/") };
  const category = categoryPath.exec(path);
  if (category) return { page: "category", slug: category[1]!.replaceAll("%2F", "/") };
  if (searchPath.test(path)) return { page: "search" };
  return homePath.test(path) ? { page: "home" } : { page: "notFound" };
}

/** The page element for a match. */
export function publicPageElement(match: PublicPageMatch): ReactElement {
  switch (match.page) {
    case "home":
      return <HomePage />;
    case "article":
      return <ArticlePage slug={match.slug} />;
    case "category":
      return <CategoryPage slug={match.slug} />;
    case "search":
      return <SearchPage />;
    case "notFound":
      return <NotFoundPage />;
  }
}
