import { embedRequested } from "./embedParam.ts";
import { pageTags } from "./pageTags.ts";
import { categoryParams } from "./routeParams.ts";
import type { PublicArticle, PublicCategoryPage } from "./schemas/article.ts";

/** Which public page an address shows, with the slug it names. */
export type PublicPage =
  | { kind: "home" }
  | { kind: "article"; slug: string }
  | { kind: "category"; slug: string }
  | { kind: "search" }
  | { kind: "notFound" };

export type PublicPageKind = PublicPage["kind"];

/** One public page: how its address reads, where it is cached and what clears it. */
export interface PublicPageEntry<Page extends PublicPage, Shown> {
  /**
   * The route as Fastify and React Router write it, matched as React Router does: any case,
   * trailing slashes allowed, `:slug` one path segment, percent-decoded. Null for the page shown
   * wherever no route matches.
   */
  route: string | null;
  /** The page for the route's `:slug`, already decoded from the path. */
  page: (slug: string) => Page;
  /**
   * The address the page is rendered and cached under: its own path plus only the query
   * parameters it reads, in a fixed form. Addresses showing the same page share it, so that
   * `/?x=<random>` or `/a/slug//` neither renders afresh nor evicts real pages.
   * `search` is the requested query string ("" or starting with "?").
   */
  address: (page: Page, search: string) => string;
  /** False: rendered for every request (each search is one that analytics must count). */
  cached: boolean;
  /** The tags the rendered page carries, from what it shows: a change clearing one clears it. */
  tags: (shown: Shown) => string[];
}

const HOME = { kind: "home" } as const;
const SEARCH = { kind: "search" } as const;
const NOT_FOUND = { kind: "notFound" } as const;

/** `path` plus a query made of `params` ("name=value" pairs of plain characters). */
function withQuery(path: string, params: string[]): string {
  return params.length ? `${path}?${params.join("&")}` : path;
}

/** embed=true when asked for: the one query parameter every page reads. */
function embedOf(search: string): string[] {
  return search && embedRequested(search) ? ["embed=true"] : [];
}

const home: PublicPageEntry<{ kind: "home" }, readonly { id: number }[]> = {
  route: "/",
  page: () => HOME,
  address: (_page, search) => withQuery("/", embedOf(search)),
  cached: true,
  /** Shown: the featured articles. */
  tags: (featured) => [pageTags.home, ...featured.map((shown) => pageTags.article(shown.id))],
};

const article: PublicPageEntry<{ kind: "article"; slug: string }, PublicArticle> & {
  /** The article page's path. */
  path: (slug: string) => string;
  /** Tags of the redirect from an old slug: any article change may move it. */
  movedTags: string[];
} = {
  route: "/a/:slug",
  page: (slug) => ({ kind: "article", slug }),
  path: (slug) => `/a/${encodeURIComponent(slug)}`,
  address: (page, search) => withQuery(article.path(page.slug), embedOf(search)),
  cached: true,
  tags: (shown) => [
    pageTags.article(shown.id),
    ...(shown.categoryId ? [pageTags.category(shown.categoryId)] : []),
    ...shown.relatedArticles.map((related) => pageTags.article(related.id)),
  ],
  movedTags: [pageTags.missing],
};

const FIRST_PAGE = { page: 1, cursor: undefined, sort: "recent" } as const;

const category: PublicPageEntry<{ kind: "category"; slug: string }, PublicCategoryPage> & {
  /** The category page's path. */
  path: (slug: string) => string;
} = {
  route: "/c/:slug",
  page: (slug) => ({ kind: "category", slug }),
  path: (slug) => `/c/${encodeURIComponent(slug)}`,
  address: (page, search) => {
    const { page: number, cursor, sort } = search ? categoryParams(new URLSearchParams(search)) : FIRST_PAGE;
    // An old numbered page (answered by a redirect to its cursor), or a cursor (plain characters).
    const params = [
      ...(number > 1 ? [`page=${number}`] : []),
      ...(sort !== "recent" ? [`sort=${sort}`] : []),
      ...(cursor !== undefined ? [`cursor=${cursor}`] : []),
    ];
    return withQuery(category.path(page.slug), [...params, ...embedOf(search)]);
  },
  cached: true,
  tags: (shown) => [
    pageTags.category(shown.category.id),
    ...shown.articles.map((listed) => pageTags.article(listed.id)),
  ],
};

const search: PublicPageEntry<{ kind: "search" }, void> = {
  route: "/search",
  page: () => SEARCH,
  // The whole query: every parameter may be the search's.
  address: (_page, query) => `/search${query}`,
  cached: false,
  tags: () => [],
};

const notFound: PublicPageEntry<{ kind: "notFound" }, void> = {
  route: null,
  page: () => NOT_FOUND,
  // Every address no route matches shows the same page: one address for them all.
  address: (_page, query) => withQuery("/404", embedOf(query)),
  cached: true,
  // Any article change may fill the address of a missing article or category.
  tags: () => [pageTags.missing],
};

/**
 * Every public page, the one place a public address is read: Fastify registers the routes, the
 * browser's router and the server's loaders match addresses through publicPageAt, the page
 * cache keys pages by their address and clears them by their tags, and the head builder links
 * to their paths.
 */
export const publicPages = { home, article, category, search, notFound };
