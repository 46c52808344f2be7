import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Article } from "../../../shared/schemas/article.ts";
import type { ScheduleInput, ScheduleOverview } from "../../../shared/schemas/schedule.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

/** GET /api/admin/schedules: the dashboard's next scheduled changes and failures. */
export function useScheduleOverview() {
  return useQuery({
    queryKey: adminQueryKeys.schedules,
    queryFn: () => apiFetch<ScheduleOverview>("/api/admin/schedules"),
  });
}

/** PUT /api/admin/articles/{id}/schedule; hands the article as it now is to `onSaved`. */
export function useSetSchedule(articleId: number | null, onSaved: (article: Article) => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useAdminMutation({
    mutationFn: (input: ScheduleInput) =>
      apiFetch<Article>(`/api/admin/articles/${articleId}/schedule`, {
        method: "PUT",
        body: JSON.stringify(input),
      }),
    onSuccess: async (article, input) => {
      onSaved(article);
      toast({
        title: input.publishAt || input.unpublishAt ? "Schedule saved" : "Schedule cleared",
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.schedules }),
        queryClient.invalidateQueries({ queryKey: [...adminQueryKeys.articles, "list"] }),
        queryClient.invalidateQueries({ queryKey: [...adminQueryKeys.articles, articleId, "audit"] }),
      ]);
    },
  });
}
