import { useInfiniteQuery } from "@tanstack/react-query";
import type { AuditPage } from "../../../shared/schemas/audit.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { adminQueryKeys } from "./adminQueryKeys.ts";

/**
 * GET /api/admin/articles/{id}/audit, page after page: what was done to the article. Under the
 * article's key, so every change to the article refreshes it.
 */
export function useArticleAudit(articleId: number | null) {
  return useInfiniteQuery({
    queryKey: [...adminQueryKeys.articles, articleId, "audit"],
    queryFn: ({ pageParam }) =>
      apiFetch<AuditPage>(
        `/api/admin/articles/${articleId}/audit${pageParam === null ? "" : `?cursor=${pageParam}`}`,
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: articleId !== null,
  });
}
