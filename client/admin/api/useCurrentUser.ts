import { useQuery } from "@tanstack/react-query";
import type { User } from "../../../shared/schemas/user.ts";
import { ApiError, apiFetch } from "../../public/api/apiFetch.ts";
import { adminQueryKeys } from "./adminQueryKeys.ts";

/** GET /api/user: a 401 means nobody is signed in (null), not an error. */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await apiFetch<User>("/api/user");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user (null when signed out). The server puts it in the page, so it is rarely fetched. */
export function useCurrentUser() {
  return useQuery({ queryKey: adminQueryKeys.currentUser, queryFn: fetchCurrentUser });
}

export const isStaff = (user: User | null | undefined) => user?.role === "admin" || user?.role === "editor";
