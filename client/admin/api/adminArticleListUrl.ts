import type { AdminArticleStatusFilter } from "../../../shared/schemas/article.ts";

export interface ArticleListFilters {
  search: string;
  status: AdminArticleStatusFilter | "";
  categoryId: number | null;
  /** Only published articles whose verification is due. */
  needsVerification: boolean;
  sort: "updated" | "title" | "helpful";
}

/** GET /api/admin/articles: the first page (page=1) or the one after a cursor, filtered and ordered. */
export function adminArticleListUrl(filters: ArticleListFilters, cursor: string | null): string {
  const params = new URLSearchParams(cursor === null ? { page: "1" } : { cursor });
  if (filters.search.trim()) params.set("search", filters.search.trim());
  if (filters.status) params.set("status", filters.status);
  if (filters.categoryId !== null) params.set("categoryId", String(filters.categoryId));
  if (filters.needsVerification) params.set("needsVerification", "true");
  if (filters.sort !== "updated") params.set("sort", filters.sort);
  return `/api/admin/articles?${params}`;
}
