import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ArticleActivity, LowRatedArticle, ViewsReport } from "../../../shared/schemas/views.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";

const viewsKey = ["admin", "views"] as const;

/** Views of the window against the window before: the most read, or the articles given. */
export function useViewsReport(days: number, articleIds?: number[]) {
  const ids = articleIds?.join(",");
  return useQuery({
    queryKey: [...viewsKey, days, ids ?? "top"],
    queryFn: () =>
      apiFetch<ViewsReport>(`/api/admin/analytics/views?days=${days}${ids ? `&articleIds=${ids}` : ""}`),
    enabled: articleIds === undefined || articleIds.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** The Low-rated report: published articles with 5+ votes, least surely helpful first. */
export function useLowRated() {
  return useQuery({
    queryKey: [...viewsKey, "low-rated"],
    queryFn: () => apiFetch<LowRatedArticle[]>("/api/admin/analytics/low-rated"),
  });
}

/** An article's views and votes per day of the last 90. */
export function useArticleActivity(articleId: number | null) {
  return useQuery({
    queryKey: [...viewsKey, "activity", articleId],
    queryFn: () => apiFetch<ArticleActivity>(`/api/admin/articles/${articleId}/activity`),
    enabled: articleId !== null,
  });
}
