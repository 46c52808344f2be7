import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../public/api/apiFetch.ts";
import { adminQueryKeys } from "../api/adminQueryKeys.ts";

/**
 * SPEC §7: queries never refetch on focus or interval, never go stale, never retry; nor do
 * mutations. A 401 from any call means the session has ended (expired, or ended elsewhere): the
 * current user becomes nobody, and the protected routes send the user to sign in and back.
 */
export function createAdminQueryClient(): QueryClient {
  const onError = (error: Error) => {
    if (
      error instanceof ApiError &&
      error.status === 401 &&
      queryClient.getQueryData(adminQueryKeys.currentUser)
    )
      queryClient.setQueryData(adminQueryKeys.currentUser, null);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchInterval: false,
        refetchOnReconnect: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
