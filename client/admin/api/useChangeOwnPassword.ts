import { useQueryClient } from "@tanstack/react-query";
import type { PasswordChangeInput, User } from "../../../shared/schemas/user.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

/** POST /api/user/password; the answer (mustChangePassword cleared) becomes the current user. */
export function useChangeOwnPassword({ onError }: { onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: (input: PasswordChangeInput) =>
      apiFetch<User>("/api/user/password", { method: "POST", body: JSON.stringify(input) }),
    onSuccess: (user) => queryClient.setQueryData(adminQueryKeys.currentUser, user),
    onError,
  });
}
