import { MutationCache, QueryCache, type QueryClient } from "@tanstack/react-query";
import { ApiError } from "../../public/api/apiFetch.ts";
import { adminQueryKeys } from "../api/adminQueryKeys.ts";

/**
 * The portal's query and mutation caches: a 401 from any call means the session has ended
 * (expired, or ended elsewhere), so the current user becomes nobody, and the protected routes
 * send the user to sign in and back.
 */
export function sessionEndingCaches(queryClient: () => QueryClient): {
  queryCache: QueryCache;
  mutationCache: MutationCache;
} {
  const onError = (error: Error) => {
    const client = queryClient();
    if (error instanceof ApiError && error.status === 401 && client.getQueryData(adminQueryKeys.currentUser))
      client.setQueryData(adminQueryKeys.currentUser, null);
  };
  return { queryCache: new QueryCache({ onError }), mutationCache: new MutationCache({ onError }) };
}
