import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { OwnSession } from "../../../shared/schemas/session.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

/** GET /api/user/sessions: the signed-in user's own sessions. */
export function useOwnSessions() {
  return useQuery({
    queryKey: adminQueryKeys.ownSessions,
    queryFn: () => apiFetch<OwnSession[]>("/api/user/sessions"),
  });
}

/** DELETE /api/user/sessions/:id: signs one of one's sessions out. */
export function useSignOutSession() {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (id: string) => apiFetch<{ ok: true }>(`/api/user/sessions/${id}`, { method: "DELETE" }),
    errorFallback: "Failed to sign the session out",
    onSuccess: async () => {
      toast({ title: "Signed out", description: "That session has ended." });
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.ownSessions });
    },
  });
}

/** POST /api/user/sessions/sign-out-others: ends every session but this one. */
export function useSignOutOtherSessions() {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: () => apiFetch<{ ok: true }>("/api/user/sessions/sign-out-others", { method: "POST" }),
    errorFallback: "Failed to sign the other sessions out",
    onSuccess: async () => {
      toast({ title: "Signed out everywhere else", description: "Only this browser is still signed in." });
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.ownSessions });
    },
  });
}
