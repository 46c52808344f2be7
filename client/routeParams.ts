import type { CategorySort } from "./api/publicQueries.ts";

/** ?page= and ?sort= of a category page; bad values fall back to the defaults (server and client agree). */
export function categoryParams(search: URLSearchParams): { page: number; sort: CategorySort } {
  const page = Number(search.get("page") ?? "1");
  const sort = search.get("sort");
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    sort: sort === "popular" || sort === "title" ? sort : "recent",
  };
}

/** ?q= and ?page= of the search results page. */
export function searchParamsOf(search: URLSearchParams): { q: string; page: number } {
  const page = Number(search.get("page") ?? "1");
  return {
    q: (search.get("q") ?? "").trim().slice(0, 200),
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}
