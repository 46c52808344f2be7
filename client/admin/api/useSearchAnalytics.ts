import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Analytics,
  SearchDismissal,
  SearchList,
  SearchListName,
} from "../../../shared/schemas/analytics.ts";
import { apiFetch } from "../../api/apiFetch.ts";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

/** SPEC §7 GET /api/admin/analytics for the chosen window (issue 13). */
export function useAnalytics(days: number) {
  return useQuery({
    queryKey: [...adminQueryKeys.analytics, days],
    queryFn: () => apiFetch<Analytics>(`/api/admin/analytics?days=${days}`),
    // Another window keeps the current figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
}

/** One full search list of the window. */
export function useSearchList(list: SearchListName, days: number) {
  return useQuery({
    queryKey: [...adminQueryKeys.analytics, "list", list, days],
    queryFn: () => apiFetch<SearchList>(`/api/admin/analytics/searches?list=${list}&days=${days}`),
  });
}

/** Takes a query off the no-result or no-click list for good. */
export function useDismissQuery() {
  const queryClient = useQueryClient();
  return useAdminMutation<{ ok: true }, SearchDismissal>({
    mutationFn: (dismissal) =>
      apiFetch("/api/admin/analytics/dismissals", { method: "POST", body: JSON.stringify(dismissal) }),
    errorFallback: "Failed to dismiss the query",
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.analytics }),
  });
}
