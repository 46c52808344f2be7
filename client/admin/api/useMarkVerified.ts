import { useQueryClient } from "@tanstack/react-query";
import type { Article } from "../../../shared/schemas/article.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

/** POST /api/admin/articles/{id}/verify: toast "Article verified", list and counts refresh. */
export function useMarkVerified() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useAdminMutation({
    mutationFn: (id: number) => apiFetch<Article>(`/api/admin/articles/${id}/verify`, { method: "POST" }),
    onSuccess: async () => {
      toast({ title: "Article verified" });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.verification }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.analytics }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.articles }),
      ]);
    },
  });
}
