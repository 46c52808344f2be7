import {
  type SessionsEnded,
  SIGN_OUT_EVERYONE_CONFIRMATION,
  type SignOutEveryone,
} from "../../../shared/schemas/session.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

/**
 * POST /api/admin/users/:id/sign-out (one user, every session) or
 * /api/admin/users/sign-out-everyone (everyone but the admin asking); admins only.
 */
export function useSignOutAsAdmin() {
  return useAdminMutation({
    mutationFn: (target: { userId: number } | "everyone") =>
      target === "everyone"
        ? apiFetch<SessionsEnded>("/api/admin/users/sign-out-everyone", {
            method: "POST",
            body: JSON.stringify({ confirm: SIGN_OUT_EVERYONE_CONFIRMATION } satisfies SignOutEveryone),
          })
        : apiFetch<SessionsEnded>(`/api/admin/users/${target.userId}/sign-out`, { method: "POST" }),
    errorFallback: "Failed to sign out",
  });
}
