import { useQuery } from "@tanstack/react-query";
import { PUBLIC_SETTINGS_CACHE_SECONDS } from "../../shared/constants.ts";
import { queryKeys } from "../../shared/queryKeys.ts";
import { fetchers } from "./publicQueries.ts";

/** SPEC §7: public settings, cached 5 minutes. The server puts them in the page. */
export function usePublicSettings() {
  return useQuery({
    queryKey: queryKeys.settings,
    queryFn: fetchers.settings,
    staleTime: PUBLIC_SETTINGS_CACHE_SECONDS * 1000,
  });
}
