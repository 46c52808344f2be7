import { useQuery } from "@tanstack/react-query";
import type { SignInAttacks } from "../../../shared/schemas/signInAttacks.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { adminQueryKeys } from "./adminQueryKeys.ts";

/** GET /api/admin/security/sign-in-attacks (admins): accounts under a guessing attack this hour. */
export function useSignInAttacks(enabled: boolean) {
  return useQuery({
    queryKey: adminQueryKeys.signInAttacks,
    queryFn: () => apiFetch<SignInAttacks>("/api/admin/security/sign-in-attacks"),
    enabled,
    refetchInterval: 60_000,
  });
}
