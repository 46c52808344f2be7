import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiToken, ApiTokenCreated, apiTokenCreateSchema } from "../../../shared/schemas/apiToken.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

/** GET /api/admin/tokens: every API token, without secrets (admins only). */
export function useApiTokens() {
  return useQuery({
    queryKey: adminQueryKeys.apiTokens,
    queryFn: () => apiFetch<ApiToken[]>("/api/admin/tokens"),
  });
}

type CreateInput = ReturnType<typeof apiTokenCreateSchema.parse>;

export function useCreateApiToken({
  onSuccess,
  onError,
}: {
  onSuccess: (created: ApiTokenCreated) => void;
  onError?: (error: Error) => void;
}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (input: CreateInput) =>
      apiFetch<ApiTokenCreated>("/api/admin/tokens", { method: "POST", body: JSON.stringify(input) }),
    errorFallback: "Failed to create token",
    onSuccess: async (created) => {
      onSuccess(created);
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.apiTokens });
    },
    ...(onError ? { onError } : {}),
  });
}

export function useRevokeApiToken({ onSuccess }: { onSuccess: () => void }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (id: number) => apiFetch<{ ok: true }>(`/api/admin/tokens/${id}`, { method: "DELETE" }),
    errorFallback: "Failed to revoke token",
    onSuccess: async () => {
      toast({ title: "Token revoked", description: "Scripts using it can no longer call the API." });
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.apiTokens });
    },
  });
}
