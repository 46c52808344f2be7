import { useQuery } from "@tanstack/react-query";
import type { ArticleSummary, VerificationItem } from "../../../shared/schemas/article.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { adminQueryKeys } from "./adminQueryKeys.ts";

/** GET /api/admin/verification/articles: the articles due for verification. */
export function useVerificationList() {
  return useQuery({
    queryKey: adminQueryKeys.verification,
    queryFn: () => apiFetch<VerificationItem[]>("/api/admin/verification/articles"),
  });
}

/** The newest articles (first page of the admin list, most recently updated first). */
export function useRecentArticles() {
  return useQuery({
    queryKey: adminQueryKeys.recentArticles,
    queryFn: () => apiFetch<ArticleSummary[]>("/api/admin/articles?page=1"),
  });
}
