import { PUBLIC_SETTINGS_CACHE_SECONDS } from "../../../shared/constants.ts";
import { queryKeys } from "../../../shared/queryKeys.ts";
import { fetchers } from "./publicQueries.ts";
import { usePageQuery } from "./usePageQuery.ts";

/** GET /api/public/settings, cached 5 minutes. The server puts them in the page. */
export function usePublicSettings() {
  return usePageQuery({
    queryKey: queryKeys.settings,
    queryFn: fetchers.settings,
    staleTime: PUBLIC_SETTINGS_CACHE_SECONDS * 1000,
  });
}
