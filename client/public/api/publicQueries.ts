import type {
  ArticleSummary,
  CategorySort,
  PublicArticle,
  PublicCategoryPage,
} from "../../../shared/schemas/article.ts";
import type { Category } from "../../../shared/schemas/category.ts";
import type { SearchResponse } from "../../../shared/schemas/search.ts";
import type { PublicSettings } from "../../../shared/schemas/settings.ts";
import { ApiError, apiFetch } from "./apiFetch.ts";

/** A 404 is an answer ("not found"), not a failure: it resolves to null. */
async function orNullOn404<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const fetchers = {
  settings: () => apiFetch<PublicSettings>("/api/public/settings"),
  categories: () => apiFetch<Category[]>("/api/public/categories"),
  featured: () => apiFetch<ArticleSummary[]>("/api/public/featured"),
  article: (slug: string) =>
    orNullOn404(apiFetch<PublicArticle>(`/api/public/articles/${encodeURIComponent(slug)}`)),
  /** A category page: its first, the one a cursor names, or (old addresses) a numbered one. */
  category: (slug: string, at: { cursor: string | undefined; page: number }, sort: CategorySort) =>
    orNullOn404(
      apiFetch<PublicCategoryPage>(
        `/api/public/categories/${encodeURIComponent(slug)}?${at.cursor ? `cursor=${at.cursor}` : `page=${at.page}`}&sort=${sort}`,
      ),
    ),
  search: (q: string, page: number) =>
    apiFetch<SearchResponse>(`/api/public/search?q=${encodeURIComponent(q)}&page=${page}&mode=submit`),
};
