import type { z } from "zod";
import { SEARCH_MAX_QUERY_CHARS } from "./constants.ts";
import { type CategorySort, publicCategoryQuerySchema } from "./schemas/article.ts";
import { searchQuerySchema } from "./schemas/search.ts";

/** One query-string value through its API schema; a bad value falls back (pages never fail on it). */
function parsedOr<T>(schema: z.ZodType<T>, raw: string | null, fallback: T): T {
  const parsed = schema.safeParse(raw ?? undefined);
  return parsed.success ? parsed.data : fallback;
}

/**
 * ?cursor=, ?sort= and an old address's ?page= of a category page, read by the API's own schema
 * on server and client alike. A cursor is read first: with one, the page number is not.
 */
export function categoryParams(search: URLSearchParams): {
  page: number;
  cursor: string | undefined;
  sort: CategorySort;
} {
  const { page, cursor, sort } = publicCategoryQuerySchema.shape;
  const at = parsedOr(cursor, search.get("cursor"), undefined);
  return {
    page: at === undefined ? parsedOr(page, search.get("page"), 1) : 1,
    cursor: at,
    sort: parsedOr(sort, search.get("sort"), "recent"),
  };
}

/** ?q= and ?page= of the search results page, read by the search API's schema. */
export function searchParamsOf(search: URLSearchParams): { q: string; page: number } {
  const { q, page } = searchQuerySchema.shape;
  return {
    q: parsedOr(q, search.get("q"), "").trim().slice(0, SEARCH_MAX_QUERY_CHARS),
    page: parsedOr(page, search.get("page"), undefined) ?? 1,
  };
}
