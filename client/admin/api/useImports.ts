import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ImportJob } from "../../../shared/schemas/importJob.ts";
import { ApiError, apiFetch } from "../../public/api/apiFetch.ts";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

const active = (job: ImportJob | undefined) => job?.status === "checking" || job?.status === "importing";

/** GET /api/admin/imports: the latest imports, newest first (to pick up one still going). */
export function useRecentImports() {
  return useQuery({
    queryKey: adminQueryKeys.imports,
    queryFn: () => apiFetch<ImportJob[]>("/api/admin/imports"),
  });
}

/** GET /api/admin/imports/:id, asked again every second while the job checks or imports. */
export function useImportJob(id: number | null) {
  return useQuery({
    queryKey: [...adminQueryKeys.imports, id],
    queryFn: () => apiFetch<ImportJob>(`/api/admin/imports/${id}`),
    enabled: id !== null,
    refetchInterval: (query) => (active(query.state.data) ? 1000 : false),
  });
}

/** POST /api/admin/imports: the .zip and its options as a form; answers the job's id (202). */
export function useUploadImport({ onSuccess }: { onSuccess: (id: number) => void }) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: async (form: FormData) => {
      // The browser sets the multipart boundary itself: no content type of ours.
      const response = await fetch("/api/admin/imports", {
        method: "POST",
        body: form,
        credentials: "include",
        headers: { accept: "application/json" },
      });
      const text = await response.text();
      if (!response.ok) {
        let message = response.statusText;
        try {
          message = (JSON.parse(text) as { error: { message: string } }).error.message;
        } catch {
          // Not our JSON error: the status text says enough.
        }
        throw new ApiError(response.status, text, message);
      }
      return JSON.parse(text) as { id: number };
    },
    errorTitle: "Upload refused",
    errorFallback: "The archive could not be uploaded",
    onSuccess: async ({ id }) => {
      onSuccess(id);
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.imports });
    },
  });
}

/** POST /api/admin/imports/:id/confirm: the checked import runs for real. */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (id: number) => apiFetch<ImportJob>(`/api/admin/imports/${id}/confirm`, { method: "POST" }),
    errorFallback: "The import could not start",
    onSuccess: (job) => queryClient.setQueryData([...adminQueryKeys.imports, job.id], job),
  });
}
