import { useQueryClient } from "@tanstack/react-query";
import type { Article } from "../../../shared/schemas/article.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

/**
 * The editor's "Discard changes" (DELETE …/draft) and "Unpublish" (POST …/unpublish); each hands
 * the article as it now is to `onDone`, and the lists and dashboard refresh.
 */
export function useStagedChangeActions(articleId: number | null, onDone: (article: Article) => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const url = `/api/admin/articles/${articleId}`;
  const finish = async (article: Article, title: string, description: string) => {
    queryClient.setQueryData([...adminQueryKeys.articles, article.id], article);
    onDone(article);
    toast({ title, description });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...adminQueryKeys.articles, "list"] }),
      queryClient.invalidateQueries({ queryKey: [...adminQueryKeys.articles, article.id, "versions"] }),
      queryClient.invalidateQueries({ queryKey: [...adminQueryKeys.articles, article.id, "audit"] }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.analytics }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.verification }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.categories }),
    ]);
  };
  const discard = useAdminMutation({
    mutationFn: async () => {
      await apiFetch<undefined>(`${url}/draft`, { method: "DELETE" });
      return apiFetch<Article>(url);
    },
    onSuccess: (article) =>
      finish(article, "Changes discarded", "The editor shows the published version again."),
  });
  const unpublish = useAdminMutation({
    mutationFn: () => apiFetch<Article>(`${url}/unpublish`, { method: "POST" }),
    onSuccess: (article) =>
      finish(article, "Article unpublished", "It is a draft now and no longer on the site."),
  });
  return { discard, unpublish };
}
