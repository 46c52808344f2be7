import { SEARCH_MAX_QUERY_CHARS } from "./constants.ts";
import type { CategorySort } from "./schemas/article.ts";

const CATEGORY_SORTS: readonly CategorySort[] = ["recent", "popular", "title"];
/** Old numbered category pages are read up to this page (the API's NUMBERED_PAGE_LIMIT). */
const CATEGORY_PAGE_MAX = 100;
/** A cursor this server made (the API's listCursorParam): payload and signature, base64url. */
const CURSOR_PATTERN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const CURSOR_MAX_CHARS = 1_000;
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

/**
 * ?cursor=, ?sort= and an old address's ?page= of a category page, read as the category API reads
 * them; bad values fall back (pages never fail on them). A cursor is read first: with one, the
 * page number is not.
 */
export function categoryParams(search: URLSearchParams): {
  page: number;
  cursor: string | undefined;
  sort: CategorySort;
} {
  const sort = search.get("sort");
  const raw = search.get("cursor");
  const cursor = raw !== null && raw.length <= CURSOR_MAX_CHARS && CURSOR_PATTERN.test(raw) ? raw : undefined;
  return {
    page: cursor === undefined ? (pageNumber(search.get("page"), CATEGORY_PAGE_MAX) ?? 1) : 1,
    cursor,
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
