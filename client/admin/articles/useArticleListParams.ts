import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { adminArticleStatusFilterSchema } from "../../../shared/schemas/article.ts";
import type { ArticleListFilters } from "../api/adminArticleListUrl.ts";

const SEARCH_DEBOUNCE_MS = 300;

const sortOf = (value: string | null): ArticleListFilters["sort"] =>
  value === "title" || value === "helpful" ? value : "updated";

/**
 * The list's search, filters and order live in the address (?q=&status=&category=&due=1&sort=),
 * so a filtered list
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
    needsVerification: params.get("due") === "1",
    sort: sortOf(params.get("sort")),
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
    setNeedsVerification: (on: boolean) => update({ due: on ? "1" : "" }),
    setSort: (value: string) => update({ sort: value === "updated" ? "" : value }),
    clearAll: () => {
      setSearchText("");
      update({ q: "", status: "", category: "", due: "" });
    },
  };
}
