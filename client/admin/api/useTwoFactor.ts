import { useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TwoFactorDisableInput,
  TwoFactorRecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from "../../../shared/schemas/twoFactor.ts";
import type { User } from "../../../shared/schemas/user.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

const statusKey = ["user", "two-factor"] as const;

/** GET /api/user/two-factor: one's own two-factor state. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: statusKey,
    queryFn: () => apiFetch<TwoFactorStatus>("/api/user/two-factor"),
  });
}

/** POST /api/user/two-factor/setup: a new secret and its QR code. */
export function useStartTwoFactorSetup() {
  return useAdminMutation({
    mutationFn: () => apiFetch<TwoFactorSetup>("/api/user/two-factor/setup", { method: "POST" }),
    errorFallback: "Failed to start the two-factor set-up",
  });
}

/**
 * POST /api/user/two-factor/confirm: turns two-factor on; the answer's recovery codes are shown
 * once. The current user is read again: a session held for set-up is free now.
 */
export function useConfirmTwoFactor(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (code: string) =>
      apiFetch<TwoFactorRecoveryCodes>("/api/user/two-factor/confirm", {
        method: "POST",
        body: JSON.stringify({ code }),
      }),
    silentError: true,
    onError: options.onError,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: statusKey });
    },
  });
}

/** The session was held for set-up and is not any more (called once the codes were seen). */
export function useReleaseTwoFactorHold() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.currentUser });
}

/** POST /api/user/two-factor/disable, with the password or a code. */
export function useDisableTwoFactor(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (input: TwoFactorDisableInput) =>
      apiFetch<TwoFactorStatus>("/api/user/two-factor/disable", {
        method: "POST",
        body: JSON.stringify(input),
      }),
    silentError: true,
    onError: options.onError,
    onSuccess: async (status) => {
      queryClient.setQueryData(statusKey, status);
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.currentUser });
    },
  });
}

/** POST /api/login/two-factor: the second step of signing in; the answer is the signed-in user. */
export function useTwoFactorSignIn() {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (code: string) =>
      apiFetch<User>("/api/login/two-factor", { method: "POST", body: JSON.stringify({ code }) }),
    silentError: true,
    onSuccess: (user) => queryClient.setQueryData(adminQueryKeys.currentUser, user),
  });
}

/** POST /api/admin/users/:id/two-factor/reset (admins). */
export function useResetUserTwoFactor() {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (id: number) =>
      apiFetch<{ ok: true }>(`/api/admin/users/${id}/two-factor/reset`, { method: "POST" }),
    errorFallback: "Failed to reset two-factor",
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminQueryKeys.users });
    },
  });
}
