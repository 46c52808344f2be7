import type { PasswordResetComplete, PasswordResetRequest } from "../../../shared/schemas/passwordReset.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

/** POST /api/password-reset: asks for a reset link by email. */
export function useRequestPasswordReset() {
  return useAdminMutation({
    mutationFn: (input: PasswordResetRequest) =>
      apiFetch<{ ok: true }>("/api/password-reset", { method: "POST", body: JSON.stringify(input) }),
    errorFallback: "Failed to send the reset link",
  });
}

/** POST /api/password-reset/complete: sets the new password through the link's token. */
export function useCompletePasswordReset({ onError }: { onError: (error: Error) => void }) {
  return useAdminMutation({
    mutationFn: (input: PasswordResetComplete) =>
      apiFetch<{ ok: true }>("/api/password-reset/complete", { method: "POST", body: JSON.stringify(input) }),
    errorFallback: "Failed to set the new password",
    onError,
  });
}
