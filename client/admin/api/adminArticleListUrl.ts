import type { AdminArticleStatusFilter } from "../../../shared/schemas/article.ts";

export interface ArticleListFilters {
  search: string;
  status: AdminArticleStatusFilter | "";
  categoryId: number | null;
}

/** GET /api/admin/articles?page={n}&search={text}, plus the status and category filters. */
export function adminArticleListUrl(filters: ArticleListFilters, page: number): string {
  const params = new URLSearchParams({ page: String(page) });
  if (filters.search.trim()) params.set("search", filters.search.trim());
  if (filters.status) params.set("status", filters.status);
  if (filters.categoryId !== null) params.set("categoryId", String(filters.categoryId));
  return `/api/admin/articles?${params}`;
}
