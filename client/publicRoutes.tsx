import type { RouteObject } from "react-router";
import { ArticlePage } from "./pages/public/ArticlePage.tsx";
import { CategoryPage } from "./pages/public/CategoryPage.tsx";
import { HomePage } from "./pages/public/HomePage.tsx";
import { NotFoundPage } from "./pages/public/NotFoundPage.tsx";
import { SearchPage } from "./pages/public/SearchPage.tsx";

const home: RouteObject = { path: "/", element: <HomePage /> };
const article: RouteObject = { path: "/a/:slug", element: <ArticlePage /> };
const category: RouteObject = { path: "/c/:slug", element: <CategoryPage /> };
const search: RouteObject = { path: "/search", element: <SearchPage /> };
const notFound: RouteObject = { path: "*", element: <NotFoundPage /> };

/** The public routes of SPEC §2, made once (`<Routes>` would make them from its children on every render). */
export const publicRoutes: RouteObject[] = [home, article, category, search, notFound];

/** The routes whose first path segment is this one (lower case), each with the not-found route behind it. */
const routesByFirstSegment = new Map<string, RouteObject[]>([
  ["", [home, notFound]],
  ["a", [article, notFound]],
  ["c", [category, notFound]],
  ["search", [search, notFound]],
]);
const notFoundOnly = [notFound];

/**
 * The public routes that can match this address: React Router matches paths case-insensitively
 * on the decoded address, so a route whose first segment differs from the address's can never
 * be the one it picks. It flattens, ranks and compiles (a RegExp each) every route it is given
 * on every render, a tenth of a server render for five routes; the server, which renders a page
 * once, hands it these. A test checks the matches are those of the whole table.
 */
export function routesThatCanMatch(pathname: string): RouteObject[] {
  const segment = pathname.split("/", 2)[1] ?? "";
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // React Router matches a malformed address undecoded, as here.
  }
  return routesByFirstSegment.get(decoded.toLowerCase()) ?? notFoundOnly;
}
