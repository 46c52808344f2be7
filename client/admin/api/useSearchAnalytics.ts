import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Analytics,
  DismissableSearchListName,
  DismissedQueries,
  SearchDismissal,
  SearchList,
  SearchListName,
} from "../../../shared/schemas/analytics.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

/** GET /api/admin/analytics?days={7|30|90}: figures for the chosen window. */
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

/** The queries staff dismissed from a list (most recent first). */
export function useDismissedQueries(list: DismissableSearchListName, enabled = true) {
  return useQuery({
    queryKey: [...adminQueryKeys.analytics, "dismissed", list],
    queryFn: () => apiFetch<DismissedQueries>(`/api/admin/analytics/dismissals?list=${list}`),
    enabled,
  });
}

/** Takes a query off the no-result or no-click list until someone restores it. */
export function useDismissQuery() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useAdminMutation<{ ok: true }, SearchDismissal>({
    mutationFn: (dismissal) =>
      apiFetch("/api/admin/analytics/dismissals", { method: "POST", body: JSON.stringify(dismissal) }),
    errorFallback: "Failed to dismiss the query",
    onSuccess: (_, dismissal) => {
      toast({ title: "Query dismissed", description: `"${dismissal.query}" is off the list.` });
      return queryClient.invalidateQueries({ queryKey: adminQueryKeys.analytics });
    },
  });
}

/** Puts a dismissed query back on its list. */
export function useRestoreQuery() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useAdminMutation<{ ok: true }, SearchDismissal>({
    mutationFn: ({ query, list }) =>
      apiFetch(`/api/admin/analytics/dismissals?${new URLSearchParams({ list, query }).toString()}`, {
        method: "DELETE",
      }),
    errorFallback: "Failed to restore the query",
    onSuccess: (_, restored) => {
      toast({ title: "Query restored", description: `"${restored.query}" is back on the list.` });
      return queryClient.invalidateQueries({ queryKey: adminQueryKeys.analytics });
    },
  });
}
