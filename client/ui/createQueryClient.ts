import { QueryClient, type QueryClientConfig } from "@tanstack/react-query";

/**
 * The query client of both bundles: queries never refetch on focus, reconnect or interval, never
 * go stale and never retry; nor do mutations. A page shows what it loaded until the user acts.
 * A bundle may pass its own caches (to hear of failed calls).
 */
export function createQueryClient(
  caches: Pick<QueryClientConfig, "queryCache" | "mutationCache"> = {},
): QueryClient {
  return new QueryClient({
    ...caches,
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
