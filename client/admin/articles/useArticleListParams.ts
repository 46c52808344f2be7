import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { adminArticleStatusFilterSchema } from "../../../shared/schemas/article.ts";
import type { ArticleListFilters } from "../api/adminArticleListUrl.ts";
import { useChangeAddressParams } from "../shell/useChangeAddressParams.ts";

const SEARCH_DEBOUNCE_MS = 300;

const sortOf = (value: string | null): ArticleListFilters["sort"] =>
  value === "title" || value === "helpful" ? value : "updated";

/**
 * The list's search, filters and order live in the address (?q=&status=&category=&due=1&sort=),
 * so a filtered list can be bookmarked or shared. The search box updates the address after a
 * pause in typing.
 *
 * The router puts a new address in the browser at once but renders it as a transition, which a
 * busy machine can hold for longer than the pause. So every change starts from the browser's
 * address, not from the one this component last rendered, and only typing starts the pause:
 * once, a pause timed against an address not yet rendered wrote it back, and clearing the
 * search and filters came back as the filters chosen before. Any other change ends a waiting
 * pause and carries the words typed so far.
 */
export function useArticleListParams() {
  const [params] = useSearchParams();
  const changeParams = useChangeAddressParams();
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
  const waitingSearch = useRef<{ timer: ReturnType<typeof setTimeout>; q: string } | null>(null);
  // The box follows a search changed elsewhere (the menu's link to the bare list, Back), unless
  // words typed are still waiting for their pause, or the box already says it ("tent " is "tent").
  const [shownSearch, setShownSearch] = useState(filters.search);
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    if (!waitingSearch.current && searchText.trim() !== filters.search) setSearchText(filters.search);
  }

  const update = useCallback(
    (changes: Record<string, string>) => {
      const waiting = waitingSearch.current;
      waitingSearch.current = null;
      if (waiting) clearTimeout(waiting.timer);
      const all = waiting ? { q: waiting.q, ...changes } : changes;
      changeParams(all, { replace: true });
    },
    [changeParams],
  );

  const typeSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      if (waitingSearch.current) clearTimeout(waitingSearch.current.timer);
      const q = text.trim();
      waitingSearch.current = { q, timer: setTimeout(() => update({}), SEARCH_DEBOUNCE_MS) };
    },
    [update],
  );

  useEffect(
    () => () => {
      if (waitingSearch.current) clearTimeout(waitingSearch.current.timer);
    },
    [],
  );

  return {
    filters,
    searchText,
    setSearchText: typeSearch,
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
