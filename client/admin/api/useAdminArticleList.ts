import { useInfiniteQuery } from "@tanstack/react-query";
import { ADMIN_PAGE_SIZE } from "../../../shared/constants.ts";
import type { AdminArticleSummary } from "../../../shared/schemas/article.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { type ArticleListFilters, adminArticleListUrl } from "./adminArticleListUrl.ts";
import { adminQueryKeys } from "./adminQueryKeys.ts";

/** The admin article list: pages of 20; another page is asked for only after a full one. */
export function useAdminArticleList(filters: ArticleListFilters) {
  return useInfiniteQuery({
    queryKey: [...adminQueryKeys.articles, "list", filters],
    queryFn: ({ pageParam }) => apiFetch<AdminArticleSummary[]>(adminArticleListUrl(filters, pageParam)),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === ADMIN_PAGE_SIZE ? pages.length + 1 : undefined,
  });
}
