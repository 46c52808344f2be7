import type { AdminArticleStatusFilter } from "../../../shared/schemas/article.ts";

export interface ArticleListFilters {
  search: string;
  status: AdminArticleStatusFilter | "";
  categoryId: number | null;
  /** Only published articles whose verification is due. */
  needsVerification: boolean;
  sort: "updated" | "title" | "helpful";
}

/** GET /api/admin/articles?page={n}&search={text}, plus the filters and the order. */
export function adminArticleListUrl(filters: ArticleListFilters, page: number): string {
  const params = new URLSearchParams({ page: String(page) });
  if (filters.search.trim()) params.set("search", filters.search.trim());
  if (filters.status) params.set("status", filters.status);
  if (filters.categoryId !== null) params.set("categoryId", String(filters.categoryId));
  if (filters.needsVerification) params.set("needsVerification", "true");
  if (filters.sort !== "updated") params.set("sort", filters.sort);
  return `/api/admin/articles?${params}`;
}
