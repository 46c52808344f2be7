import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_PAGE_SIZE } from "../../../shared/constants.ts";
import type { MediaFile } from "../../../shared/schemas/media.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

/**
 * GET /api/admin/media?page={n}&search={text}: pages of 20 from 1; a full page implies
 * more. A new search is a new list (page 1 replaces, later pages append).
 */
export function useMediaLibrary(search: string) {
  return useInfiniteQuery({
    queryKey: [...adminQueryKeys.media, search],
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ page: String(pageParam) });
      if (search) params.set("search", search);
      return apiFetch<MediaFile[]>(`/api/admin/media?${params}`);
    },
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) =>
      lastPage.length === ADMIN_PAGE_SIZE ? pages.length + 1 : undefined,
  });
}

/** Deleting a file (the server refuses files an article still shows, naming them). */
export function useDeleteMediaFile({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (id: number) => apiFetch<{ ok: true }>(`/api/admin/media/${id}`, { method: "DELETE" }),
    errorFallback: "Failed to delete file",
    onSuccess: async () => {
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.media });
    },
  });
}
