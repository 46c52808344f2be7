import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { Article } from "../../../../shared/schemas/article.ts";
import { ApiError, apiFetch } from "../../../public/api/apiFetch.ts";
import { useToast } from "../../../ui/Toaster.tsx";
import { adminQueryKeys } from "../../api/adminQueryKeys.ts";
import { apiErrorCode } from "../../api/apiErrorCode.ts";
import { errorMessage } from "../../api/errorMessage.ts";
import { useAdminMutation } from "../../api/useAdminMutation.ts";
import type { ArticleFormValues } from "./articleFormValues.ts";

interface SaveRequest {
  values: ArticleFormValues;
  status: "draft" | "published";
  /** Stage the changes of a published article instead of making them live. */
  staged?: boolean;
}

function staleEdit(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && apiErrorCode(error) === "STALE_EDIT";
}

/**
 * Saves the form: POST for a new article, PUT with the `updatedAt` it was loaded with otherwise,
 * to `/draft` when staging changes to a published article. A 409 "someone else saved meanwhile"
 * is kept as `conflict` for the page to show, not toasted.
 */
export function useArticleSave(articleId: number | null, onSaved: (article: Article) => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const [conflict, setConflict] = useState(false);

  const mutation = useAdminMutation({
    silentError: true,
    mutationFn: ({ values, status, staged }: SaveRequest) => {
      const body = JSON.stringify({
        ...values,
        status,
        seoTitle: values.seoTitle || null,
        seoDescription: values.seoDescription || null,
        customVerificationDate:
          values.verificationInterval === "custom" ? values.customVerificationDate : null,
      });
      if (articleId === null) return apiFetch<Article>("/api/admin/articles", { method: "POST", body });
      const url = `/api/admin/articles/${articleId}${staged ? "/draft" : ""}`;
      return apiFetch<Article>(url, { method: "PUT", body });
    },
    onSuccess: async (article, { status, staged }) => {
      setConflict(false);
      queryClient.setQueryData([...adminQueryKeys.articles, article.id], article);
      onSaved(article);
      toast(
        staged
          ? {
              title: "Changes saved",
              description: "Visitors still see the published version until you publish these changes.",
            }
          : {
              title:
                articleId === null
                  ? "Article created"
                  : status === "published"
                    ? "Article published"
                    : "Article updated",
              description: "Your changes have been saved successfully.",
            },
      );
      // The editor stays the same one (the page keeps it by this key), so focus and caret stay put.
      if (articleId === null)
        navigate(`/admin/articles/${article.id}/edit`, { replace: true, state: { editorKey: "new" } });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminQueryKeys.articles, article.id, "versions"] }),
        queryClient.invalidateQueries({ queryKey: [...adminQueryKeys.articles, article.id, "audit"] }),
        queryClient.invalidateQueries({ queryKey: [...adminQueryKeys.articles, "list"] }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.analytics }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.verification }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.categories }),
      ]);
    },
    onError: (error) => {
      if (staleEdit(error)) setConflict(true);
      else toast({ title: "Error", description: errorMessage(error), variant: "destructive" });
    },
  });

  return { save: mutation, conflict, clearConflict: () => setConflict(false) };
}
