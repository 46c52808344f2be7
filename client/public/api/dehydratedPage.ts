import type { DehydratedState } from "@tanstack/react-query";
import type { QueryData } from "../../../shared/pageState.ts";
import { pageQueryHash } from "./usePageQuery.ts";

/**
 * The query cache the browser hydrates from, made from the page's state (the data the server
 * rendered with, loaded at `now`), as TanStack's `dehydrate` writes a client filled by
 * `setQueryData` with `data`, field for field and in its order, built without filling one (the
 * server renders from the data directly: client/public/api/usePageQuery.ts). A value left
 * undefined is no data, as `setQueryData` ignores it; each key is given once. A test pins this
 * to `dehydrate`'s own output.
 */
export function dehydratedPage(data: QueryData, now: number = Date.now()): DehydratedState {
  const queries: DehydratedState["queries"] = [];
  for (const [queryKey, value] of data) {
    if (value === undefined) continue;
    queries.push({
      dehydratedAt: now,
      state: {
        data: value,
        dataUpdateCount: 1,
        dataUpdatedAt: now,
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: "success",
        fetchStatus: "idle",
      },
      queryKey,
      queryHash: pageQueryHash(queryKey),
    });
  }
  return { mutations: [], queries };
}
