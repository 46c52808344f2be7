import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_PAGE_SIZE } from "../../../shared/constants.ts";
import type { ArticleImage, MediaFile } from "../../../shared/schemas/media.ts";
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

/** GET /api/admin/media/article-images: images articles show that are not library files. */
export function useArticleImages() {
  return useQuery({
    queryKey: [...adminQueryKeys.media, "article-images"],
    queryFn: () => apiFetch<ArticleImage[]>("/api/admin/media/article-images"),
  });
}

/**
 * Deleting a file (the server refuses files an article still shows, naming them: the refusal is
 * toasted and `onRefused` runs, so the dialog can close on it).
 */
export function useDeleteMediaFile({
  onSuccess,
  onRefused,
}: {
  onSuccess: () => void;
  onRefused: () => void;
}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (id: number) => apiFetch<{ ok: true }>(`/api/admin/media/${id}`, { method: "DELETE" }),
    errorFallback: "Failed to delete file",
    errorTitle: "Not deleted",
    onSuccess: async () => {
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.media });
    },
    onError: async () => {
      onRefused();
      // What the server knows now (the file may have come into use since the list was read).
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.media });
    },
  });
}
