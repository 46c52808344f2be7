import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ArticleSummary } from "../../../shared/schemas/article.ts";
import type { Category, CategoryInput } from "../../../shared/schemas/category.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";
import { useRestoreFromTrash } from "./useTrash.ts";

/** GET /api/admin/categories: every category with its article count, in display order. */
export function useAdminCategories() {
  return useQuery({
    queryKey: adminQueryKeys.categories,
    queryFn: () => apiFetch<Category[]>("/api/admin/categories"),
  });
}

/** A category's articles, for its expanded row (GET /api/admin/articles?categoryId={id}). */
export function useCategoryArticles(categoryId: number, enabled: boolean) {
  return useQuery({
    queryKey: adminQueryKeys.categoryArticles(categoryId),
    queryFn: () => apiFetch<ArticleSummary[]>(`/api/admin/articles?categoryId=${categoryId}`),
    enabled,
  });
}

/** Categories change counts and names everywhere: lists, dashboard, public pages. */
function useRefreshAfterCategoryChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.categories }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.articles }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.analytics }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.verification }),
    ]);
}

export interface SaveCategoryVariables {
  id: number | null;
  input: CategoryInput;
}

/** POST or PUT a category; toast "Category created" / "Category updated". */
export function useSaveCategory(options: { onSaved: () => void; onError?: (error: Error) => void }) {
  const toast = useToast();
  const refresh = useRefreshAfterCategoryChange();
  return useAdminMutation({
    mutationFn: ({ id, input }: SaveCategoryVariables) =>
      apiFetch<Category>(id ? `/api/admin/categories/${id}` : "/api/admin/categories", {
        method: id ? "PUT" : "POST",
        body: JSON.stringify(input),
      }),
    onSuccess: async (_category, { id }) => {
      toast({ title: id ? "Category updated" : "Category created" });
      options.onSaved();
      await refresh();
    },
    onError: options.onError,
  });
}

/** PUT /api/admin/categories/order: every category's id in the new order; toast "Category order saved". */
export function useReorderCategories(options: { onSettled: (message: string) => void }) {
  const toast = useToast();
  const refresh = useRefreshAfterCategoryChange();
  return useAdminMutation({
    mutationFn: (ids: number[]) =>
      apiFetch<Category[]>("/api/admin/categories/order", { method: "PUT", body: JSON.stringify({ ids }) }),
    onSuccess: async () => {
      toast({ title: "Category order saved" });
      await refresh();
      options.onSettled("The new order is saved.");
    },
    onError: () =>
      options.onSettled("The new order could not be saved; the categories are back in their order."),
  });
}

/**
 * DELETE a category: it goes to the trash with its articles; toast "Category deleted" with Undo.
 */
export function useDeleteCategory(options: { onDeleted: () => void }) {
  const toast = useToast();
  const refresh = useRefreshAfterCategoryChange();
  const restore = useRestoreFromTrash();
  return useAdminMutation({
    mutationFn: (id: number) => apiFetch<{ ok: true }>(`/api/admin/categories/${id}`, { method: "DELETE" }),
    onSuccess: async (_ok, id) => {
      toast({
        title: "Category deleted",
        description: "It is in the trash with its articles.",
        action: { label: "Undo", onClick: () => restore.mutate({ kind: "categories", id }) },
      });
      options.onDeleted();
      await refresh();
    },
  });
}
