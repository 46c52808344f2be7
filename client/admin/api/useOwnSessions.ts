import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type OwnSession, REAUTHENTICATION_REQUIRED } from "../../../shared/schemas/session.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { apiErrorCode } from "./apiErrorCode.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

/** The server wants the password again before ending other sessions: the page asks for it. */
export const needsPasswordAgain = (error: unknown) => apiErrorCode(error) === REAUTHENTICATION_REQUIRED;

/** The page's password dialog shows what goes wrong once it is open (a wrong password), not a toast. */
const answeredByDialog = (error: Error, { currentPassword }: { currentPassword?: string } = {}) =>
  currentPassword !== undefined || needsPasswordAgain(error);

/** The body of a sign-out call: the password when the server asked for it. */
const signOutInit = (method: string, currentPassword: string | undefined): RequestInit =>
  currentPassword === undefined
    ? { method }
    : { method, headers: { "content-type": "application/json" }, body: JSON.stringify({ currentPassword }) };

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
    mutationFn: ({ id, currentPassword }: { id: string; currentPassword?: string }) =>
      apiFetch<{ ok: true }>(`/api/user/sessions/${id}`, signOutInit("DELETE", currentPassword)),
    errorFallback: "Failed to sign the session out",
    handlesError: answeredByDialog,
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
    mutationFn: ({ currentPassword }: { currentPassword?: string } = {}) =>
      apiFetch<{ ok: true }>("/api/user/sessions/sign-out-others", signOutInit("POST", currentPassword)),
    errorFallback: "Failed to sign the other sessions out",
    handlesError: answeredByDialog,
    onSuccess: async () => {
      toast({ title: "Signed out everywhere else", description: "Only this browser is still signed in." });
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.ownSessions });
    },
  });
}
