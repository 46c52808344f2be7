import { hashKey, type UseQueryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useContext } from "react";

/**
 * What the server loaded for the page it renders, by query hash (client/public/entryServer.tsx). Only
 * the server render provides it; the browser reads the same data from the hydrated query cache.
 */
const ServerPageDataContext = createContext<ReadonlyMap<string, unknown> | null>(null);

export const ServerPageDataProvider = ServerPageDataContext.Provider;

/**
 * TanStack's hash of a query key (`hashKey`). A key of plain values, as every public page's is,
 * hashes to its JSON text: hashKey's replacer, called for each part, only sorts objects' keys.
 */
export function pageQueryHash(queryKey: readonly unknown[]): string {
  for (const part of queryKey) if (part !== null && typeof part === "object") return hashKey(queryKey);
  return JSON.stringify(queryKey);
}

/** The part of TanStack's query result the public pages read; `useQuery`'s result is one. */
export type PageQueryResult<T> =
  | { status: "pending"; data: undefined; isPending: true; isError: false; error: null }
  | { status: "success"; data: T; isPending: false; isError: false; error: null }
  | { status: "error"; data: T | undefined; isPending: false; isError: true; error: Error };

const SERVER_PENDING: PageQueryResult<never> = {
  status: "pending",
  data: undefined,
  isPending: true,
  isError: false,
  error: null,
};

/**
 * A public page's query. In the browser it is `useQuery`. On the server it answers what
 * `useQuery` answers there for a query the server filled (success) or did not (pending, since
 * nothing is fetched while rendering to HTML), read from the page's data without a query
 * observer: a fifth of a page's render went into TanStack's observers and option defaulting.
 *
 * Whether the render is the server's never changes during a tree's life, so the hooks called
 * stay the same from render to render.
 */
export function usePageQuery<T>(
  options: UseQueryOptions<T, Error, T, readonly unknown[]>,
): PageQueryResult<T> {
  const serverData = useContext(ServerPageDataContext);
  if (serverData) {
    const hash = pageQueryHash(options.queryKey);
    if (!serverData.has(hash)) return SERVER_PENDING;
    return {
      status: "success",
      data: serverData.get(hash) as T,
      isPending: false,
      isError: false,
      error: null,
    };
  }
  // biome-ignore lint/correctness/useHookAtTopLevel: the branch is the same on every render of a tree (see above).
  return useQuery(options);
}

/** Data the server put in the page under `queryKey` that no query fetches (the home page's title). */
export function usePageData<T>(queryKey: readonly unknown[]): T | undefined {
  const serverData = useContext(ServerPageDataContext);
  if (serverData) return serverData.get(pageQueryHash(queryKey)) as T | undefined;
  // biome-ignore lint/correctness/useHookAtTopLevel: the branch is the same on every render of a tree (see above).
  return useQueryClient().getQueryData<T>(queryKey);
}
