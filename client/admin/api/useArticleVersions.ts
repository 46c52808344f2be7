import { useQuery } from "@tanstack/react-query";
import type { ArticleVersion, ArticleVersionDetail } from "../../../shared/schemas/article.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { adminQueryKeys } from "./adminQueryKeys.ts";

/** GET /api/admin/articles/{id}/versions, newest first. */
export function useArticleVersions(articleId: number | null) {
  return useQuery({
    queryKey: [...adminQueryKeys.articles, articleId, "versions"],
    queryFn: () => apiFetch<ArticleVersion[]>(`/api/admin/articles/${articleId}/versions`),
    enabled: articleId !== null,
  });
}

/** GET /api/admin/articles/{id}/versions/{versionId}: one saved version, whole. */
export function useArticleVersion(articleId: number, versionId: number | null) {
  return useQuery({
    queryKey: [...adminQueryKeys.articles, articleId, "versions", versionId],
    queryFn: () => apiFetch<ArticleVersionDetail>(`/api/admin/articles/${articleId}/versions/${versionId}`),
    enabled: versionId !== null,
  });
}
