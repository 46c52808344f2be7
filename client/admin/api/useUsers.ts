import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { StaffUser, User, UserCreateInput, UserUpdateInput } from "../../../shared/schemas/user.ts";
import { apiFetch } from "../../public/api/apiFetch.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { adminQueryKeys } from "./adminQueryKeys.ts";
import { useAdminMutation } from "./useAdminMutation.ts";

/** GET /api/admin/users: every user account (admins only). */
export function useUsers() {
  return useQuery({
    queryKey: adminQueryKeys.users,
    queryFn: () => apiFetch<StaffUser[]>("/api/admin/users"),
  });
}

/** After each user mutation the list is refetched (and the current user, who may be among them). */
function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.users }),
      queryClient.invalidateQueries({ queryKey: adminQueryKeys.currentUser }),
    ]);
}

interface Callbacks<T> {
  onSuccess: (result: T) => void;
  onError?: (error: Error) => void;
}

export function useCreateUser({ onSuccess, onError }: Callbacks<User>) {
  const toast = useToast();
  const refresh = useRefreshUsers();
  return useAdminMutation({
    mutationFn: (input: UserCreateInput) =>
      apiFetch<User>("/api/admin/users", { method: "POST", body: JSON.stringify(input) }),
    errorFallback: "Failed to create user",
    onSuccess: async (user) => {
      toast({ title: "User created", description: "New user has been created successfully." });
      onSuccess(user);
      await refresh();
    },
    onError,
  });
}

export function useUpdateUser({ onSuccess, onError }: Callbacks<User>) {
  const toast = useToast();
  const refresh = useRefreshUsers();
  return useAdminMutation({
    mutationFn: ({ id, input }: { id: number; input: UserUpdateInput }) =>
      apiFetch<User>(`/api/admin/users/${id}`, { method: "PUT", body: JSON.stringify(input) }),
    errorFallback: "Failed to update user",
    onSuccess: async (user) => {
      toast({ title: "User updated", description: "User has been updated successfully." });
      onSuccess(user);
      await refresh();
    },
    onError,
  });
}

export function useDeleteUser({ onSuccess }: Callbacks<unknown>) {
  const toast = useToast();
  const refresh = useRefreshUsers();
  return useAdminMutation({
    mutationFn: (id: number) => apiFetch<{ ok: true }>(`/api/admin/users/${id}`, { method: "DELETE" }),
    errorFallback: "Failed to delete user",
    onSuccess: async (result) => {
      toast({ title: "User deleted", description: "User has been deleted successfully." });
      onSuccess(result);
      await refresh();
    },
  });
}
