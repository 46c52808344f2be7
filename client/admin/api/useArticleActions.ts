import { useQueryClient } from "@tanstack/react-query";
import type { Article } from "../../../shared/schemas/article.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";
import { useRestoreFromTrash } from "./useTrash.ts";

/**
 * Publish and delete from the article list, toasting "Article published" / "Article deleted"
 * (with Undo: the article is in the trash); lists and dashboard refresh.
 */
export function useArticleActions() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.articles }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.analytics }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.verification }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.categories }),
    ]);
  };
  const publish = useAdminMutation({
    mutationFn: (id: number) => apiFetch<Article>(`/api/admin/articles/${id}/publish`, { method: "POST" }),
    onSuccess: async () => {
      toast({ title: "Article published" });
      await refresh();
    },
  });
  const restore = useRestoreFromTrash();
  const remove = useAdminMutation({
    mutationFn: (id: number) => apiFetch<{ ok: true }>(`/api/admin/articles/${id}`, { method: "DELETE" }),
    onSuccess: async (_ok, id) => {
      toast({
        title: "Article deleted",
        description: "It is in the trash.",
        action: { label: "Undo", onClick: () => restore.mutate({ kind: "articles", id }) },
      });
      await refresh();
    },
  });
  return { publish, remove };
}
