import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import type {
  FeedbackItem,
  FeedbackList,
  FeedbackReason,
  FeedbackStatus,
} from "../../../shared/schemas/feedback.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

export interface FeedbackFilters {
  articleId?: number;
  reason?: FeedbackReason;
  status?: FeedbackStatus;
}

/** The readers' feedback matching the filters, newest first, a page at a time. */
export function useFeedbackList(filters: FeedbackFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: [...adminQueryKeys.feedback, filters],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (filters.articleId) params.set("articleId", String(filters.articleId));
      if (filters.reason) params.set("reason", filters.reason);
      if (filters.status) params.set("status", filters.status);
      if (pageParam) params.set("cursor", String(pageParam));
      return apiFetch<FeedbackList>(`/api/admin/feedback?${params}`);
    },
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}

/** Resolves one piece of feedback; the lists and the verification card follow. */
export function useResolveFeedback() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useAdminMutation<FeedbackItem, number>({
    mutationFn: (id) => apiFetch<FeedbackItem>(`/api/admin/feedback/${id}/resolve`, { method: "POST" }),
    errorFallback: "Failed to resolve the feedback",
    onSuccess: () => {
      toast({ title: "Feedback resolved", description: "It is off the open list." });
      return queryClient.invalidateQueries({ queryKey: adminQueryKeys.feedback });
    },
  });
}
