import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TwoFactorChallenge } from "../../../shared/schemas/twoFactor.ts";
import type { LoginInput, RegisterInput, User } from "../../../shared/schemas/user.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { adminQueryKeys } from "./adminQueryKeys.ts";

/**
 * POST /api/login; the answer becomes the current user, so the portal is signed in at once;
 * unless the account has two-factor, when the answer asks for the code first.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      apiFetch<User | TwoFactorChallenge>("/api/login", { method: "POST", body: JSON.stringify(input) }),
    onSuccess: (answer) => {
      if (!("twoFactorRequired" in answer)) queryClient.setQueryData(adminQueryKeys.currentUser, answer);
    },
  });
}

/**
 * POST /api/register (only when ALLOW_REGISTRATION=1). The new account opens no part of
 * the portal, so it does not become the portal's current user; the page sends it to the site.
 */
export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      apiFetch<User>("/api/register", { method: "POST", body: JSON.stringify(input) }),
  });
}
