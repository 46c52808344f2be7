import { useInfiniteQuery } from "@tanstack/react-query";
import type { AdminArticleSummary } from "../../../shared/schemas/article.ts";
import { apiResponse } from "../../public/api/apiFetch.ts";
import { type ArticleListFilters, adminArticleListUrl } from "./adminArticleListUrl.ts";
import { adminQueryKeys } from "./adminQueryKeys.ts";

/** The cursor of the page after, from the answer's `Link: <…?cursor=…>; rel="next"` header. */
function nextCursorOf(response: Response): string | null {
  const next = /<([^>]*)>;\s*rel="next"/.exec(response.headers.get("link") ?? "");
  return next ? new URL(next[1]!, "http://localhost").searchParams.get("cursor") : null;
}

/** The admin article list: pages of 20, each read from where the one before ended. */
export function useAdminArticleList(filters: ArticleListFilters) {
  return useInfiniteQuery({
    queryKey: [...adminQueryKeys.articles, "list", filters],
    queryFn: async ({ pageParam }) => {
      const response = await apiResponse(adminArticleListUrl(filters, pageParam));
      return { articles: (await response.json()) as AdminArticleSummary[], next: nextCursorOf(response) };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next,
  });
}
