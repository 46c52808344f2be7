import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { Trash, TrashItem } from "../../../shared/schemas/trash.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

/** Everything that shows articles or categories refreshes after something enters or leaves the trash. */
export function useRefreshAfterTrashChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        adminQueryKeys.trash,
        adminQueryKeys.articles,
        adminQueryKeys.categories,
        adminQueryKeys.analytics,
        adminQueryKeys.verification,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** GET /api/admin/trash */
export function useTrash() {
  return useQuery({ queryKey: adminQueryKeys.trash, queryFn: () => apiFetch<Trash>("/api/admin/trash") });
}

/** POST /api/admin/trash/{kind}/{id}/restore: the toast's Undo and the Trash screen's Restore. */
export function useRestoreFromTrash() {
  const toast = useToast();
  const refresh = useRefreshAfterTrashChange();
  return useAdminMutation({
    mutationFn: ({ kind, id }: TrashItem) =>
      apiFetch<{ ok: true }>(`/api/admin/trash/${kind}/${id}/restore`, { method: "POST", body: "{}" }),
    onSuccess: async (_ok, { kind }) => {
      toast({ title: kind === "articles" ? "Article restored" : "Category restored" });
      await refresh();
    },
  });
}

/** DELETE /api/admin/trash/{kind}/{id}, or the whole trash without an item (admins only). */
export function usePurgeTrash() {
  const toast = useToast();
  const refresh = useRefreshAfterTrashChange();
  return useAdminMutation({
    mutationFn: (item: TrashItem | null) =>
      apiFetch<undefined>(item ? `/api/admin/trash/${item.kind}/${item.id}` : "/api/admin/trash", {
        method: "DELETE",
      }),
    onSuccess: async (_none, item) => {
      toast({ title: item ? "Deleted for good" : "Trash emptied" });
      await refresh();
    },
  });
}
