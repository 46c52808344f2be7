import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { adminArticleStatusFilterSchema } from "../../../shared/schemas/article.ts";
import type { ArticleListFilters } from "../api/adminArticleListUrl.ts";

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's search and filters live in the address (?q=&status=&category=), so a filtered list
 * can be bookmarked or shared. The search box updates the address after a pause in typing.
 */
export function useArticleListParams() {
  const [params, setParams] = useSearchParams();
  const status = params.get("status");
  const category = Number(params.get("category"));
  const filters: ArticleListFilters = {
    search: params.get("q") ?? "",
    status: adminArticleStatusFilterSchema.safeParse(status).data ?? "",
    categoryId: Number.isInteger(category) && category > 0 ? category : null,
  };
  const [searchText, setSearchText] = useState(filters.search);

  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (searchText.trim() === filters.search) return;
    const timer = setTimeout(() => update({ q: searchText.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.search, update]);

  return {
    filters,
    searchText,
    setSearchText,
    setStatus: (value: string) => update({ status: value }),
    setCategory: (value: string) => update({ category: value }),
    clearAll: () => {
      setSearchText("");
      update({ q: "", status: "", category: "" });
    },
  };
}
