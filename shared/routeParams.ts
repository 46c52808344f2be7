import { SEARCH_MAX_QUERY_CHARS } from "./constants.ts";
import type { CategorySort } from "./schemas/article.ts";

const CATEGORY_SORTS: readonly CategorySort[] = ["recent", "popular", "title"];
const CATEGORY_PAGE_MAX = 100_000;
const SEARCH_PAGE_MAX = 1000;

/**
 * A page number as the API's page parameters read it (zod's coerce: `Number(raw)`, a whole number
 * within the bounds), or undefined. Written without zod so the public bundle carries no schema
 * library; routeParams.test.ts holds it to the API's schemas.
 */
function pageNumber(raw: string | null, max: number): number | undefined {
  if (raw === null) return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : undefined;
}

/** ?page= and ?sort= of a category page, read as the category API reads them; bad values fall back. */
export function categoryParams(search: URLSearchParams): { page: number; sort: CategorySort } {
  const sort = search.get("sort");
  return {
    page: pageNumber(search.get("page"), CATEGORY_PAGE_MAX) ?? 1,
    sort: CATEGORY_SORTS.find((known) => known === sort) ?? "recent",
  };
}

/** ?q= and ?page= of the search results page, read as the search API reads them. */
export function searchParamsOf(search: URLSearchParams): { q: string; page: number } {
  return {
    q: (search.get("q") ?? "").trim().slice(0, SEARCH_MAX_QUERY_CHARS),
    page: pageNumber(search.get("page"), SEARCH_PAGE_MAX) ?? 1,
  };
}
