import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { errorMessage } from "./errorMessage.ts";

/**
 * POST /api/logout, with the toasts "Logged out" / "Logout failed". `next`: where the sign-in
 * page goes once signed in again.
 */
export function useSignOut(next?: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: () => apiFetch<{ ok: true }>("/api/logout", { method: "POST" }),
    onSuccess: () => {
      navigate(next ? `/auth?next=${encodeURIComponent(next)}` : "/auth", { replace: true });
      // Nothing of the signed-out user's data stays in memory.
      queryClient.removeQueries({ queryKey: ["admin"] });
      queryClient.setQueryData(adminQueryKeys.currentUser, null);
      toast({ title: "Logged out", description: "You have been logged out successfully." });
    },
    onError: (error) =>
      toast({ title: "Logout failed", description: errorMessage(error), variant: "destructive" }),
  });
}
