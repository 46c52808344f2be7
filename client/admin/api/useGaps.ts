import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import type { GapLink, GapsClosed } from "../../../shared/schemas/gaps.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

const gapsKey = ["admin", "gaps"] as const;

/** Every query linked to an article, with whether that article is published ("covered"). */
export function useGapLinks() {
  return useQuery({ queryKey: gapsKey, queryFn: () => apiFetch<GapLink[]>("/api/admin/gaps") });
}

/** Gaps closed in the window: queries whose article was published, and their searches since. */
export function useGapsClosed(days: number) {
  return useQuery({
    queryKey: [...gapsKey, "closed", days],
    queryFn: () => apiFetch<GapsClosed>(`/api/admin/gaps/closed?days=${days}`),
  });
}

/**
 * "Write an article": a draft titled with the first query, linked to every one of them; then
 * its editor.
 */
export function useWriteForGap() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useAdminMutation<{ articleId: number }, [string, ...string[]]>({
    mutationFn: ([query, ...moreQueries]) =>
      apiFetch<{ articleId: number }>("/api/admin/gaps/write", {
        method: "POST",
        body: JSON.stringify({ query, moreQueries }),
      }),
    errorFallback: "Failed to start the article",
    onSuccess: async ({ articleId }) => {
      await queryClient.invalidateQueries({ queryKey: gapsKey });
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.articles });
      navigate(`/admin/articles/${articleId}/edit`);
    },
  });
}

/** "Link to an existing article": the chosen queries are linked to the article. */
export function useLinkGaps() {
  const queryClient = useQueryClient();
  return useAdminMutation<{ ok: true }, { queries: [string, ...string[]]; articleId: number }>({
    mutationFn: ({ queries: [query, ...moreQueries], articleId }) =>
      apiFetch<{ ok: true }>("/api/admin/gaps", {
        method: "POST",
        body: JSON.stringify({ query, moreQueries, articleId }),
      }),
    errorFallback: "Failed to link the queries",
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gapsKey }),
  });
}
