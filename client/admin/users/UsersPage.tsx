import { LogOut, Plus, Users } from "lucide-react";
import { useState } from "react";
import type { StaffUser, User } from "../../../shared/schemas/user.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { errorMessage } from "../api/errorMessage.ts";
import { useCurrentUser } from "../api/useCurrentUser.ts";
import { useSignOutAsAdmin } from "../api/useSignOutAsAdmin.ts";
import { useResetUserTwoFactor } from "../api/useTwoFactor.ts";
import { useDeleteUser, useUsers } from "../api/useUsers.ts";
import { useAdminTitle } from "../shell/useAdminTitle.ts";
import { Button } from "../ui/Button.tsx";
import { Card } from "../ui/Card.tsx";
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx";
import { LoadFailure } from "../ui/LoadFailure.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";
import { UserCard } from "./UserCard.tsx";
import { UserFormDialog } from "./UserFormDialog.tsx";

/** User Management: a card per user, New User, edit and delete dialogs; admins only. */
export function UsersPage() {
  useAdminTitle("User Management");
  const { data: users, isPending, error } = useUsers();
  const { data: me } = useCurrentUser();
  const toast = useToast();
  const [form, setForm] = useState<{ open: boolean; user: User | null }>({ open: false, user: null });
  const [deleting, setDeleting] = useState<User | null>(null);
  const remove = useDeleteUser({ onSuccess: () => setDeleting(null) });
  const [resetting, setResetting] = useState<StaffUser | null>(null);
  const resetTwoFactor = useResetUserTwoFactor();
  const [signingOut, setSigningOut] = useState<StaffUser | "everyone" | null>(null);
  const signOut = useSignOutAsAdmin();
  const openNew = () => setForm({ open: true, user: null });
  const sessionsCount = (count: number) => `${count} ${count === 1 ? "session" : "sessions"}`;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900">User Management</h1>
          <p className="text-sm text-gray-700">Manage admin and editor users</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setSigningOut("everyone")}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Sign out everyone else
          </Button>
          <Button onClick={openNew}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            New User
          </Button>
        </div>
      </div>
      {isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading users">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-20" />
          ))}
        </div>
      ) : error ? (
        <LoadFailure what="users" reason={errorMessage(error)} boxed />
      ) : users.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <Users className="h-10 w-10 text-gray-500" aria-hidden="true" />
          <h2 className="font-semibold text-gray-900">No users found</h2>
          <p className="text-sm text-gray-700">Get started by creating your first user.</p>
        </Card>
      ) : (
        <ul className="space-y-3">
          {users.map((user) => (
            <li key={user.id}>
              <UserCard
                user={user}
                isYou={user.id === me?.id}
                onEdit={() => setForm({ open: true, user })}
                onDelete={() => setDeleting(user)}
                onResetTwoFactor={() => setResetting(user)}
                onSignOut={() => setSigningOut(user)}
              />
            </li>
          ))}
        </ul>
      )}
      <UserFormDialog
        open={form.open}
        onOpenChange={(open) => setForm((current) => ({ ...current, open }))}
        user={form.user}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        description={`Are you sure you want to delete ${deleting?.email ?? "this user"}? This action cannot be undone.`}
        confirmLabel="Delete User"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => {
          if (!open) setResetting(null);
        }}
        title="Reset two-factor?"
        description={`${resetting?.email ?? "This user"} will be signed out everywhere and can then sign in with their password alone (and set up two-factor again). Do this only when you are sure who asked.`}
        confirmLabel="Reset two-factor"
        pendingLabel="Resetting..."
        pending={resetTwoFactor.isPending}
        onConfirm={() =>
          resetting &&
          resetTwoFactor.mutate(resetting.id, {
            onSuccess: () => {
              toast({ title: "Two-factor reset", description: `${resetting.email} has been signed out.` });
              setResetting(null);
            },
          })
        }
      />
      <ConfirmDialog
        open={signingOut !== null}
        onOpenChange={(open) => {
          if (!open) setSigningOut(null);
        }}
        title={signingOut === "everyone" ? "Sign out everyone else?" : "Sign out everywhere?"}
        description={
          signingOut === "everyone"
            ? "Every user, staff and customers alike, is signed out on every device and must sign in again. Only this browser stays signed in."
            : `${signingOut?.email ?? "This user"} is signed out on every device and must sign in again.`
        }
        confirmLabel={signingOut === "everyone" ? "Sign out everyone else" : "Sign out everywhere"}
        pendingLabel="Signing out..."
        pending={signOut.isPending}
        onConfirm={() => {
          if (!signingOut) return;
          const target = signingOut;
          signOut.mutate(target === "everyone" ? "everyone" : { userId: target.id }, {
            onSuccess: ({ sessionsEnded }) => {
              toast(
                target === "everyone"
                  ? {
                      title: "Everyone else signed out",
                      description: `${sessionsCount(sessionsEnded)} ended.`,
                    }
                  : {
                      title: "Signed out everywhere",
                      description: `${target.email}: ${sessionsCount(sessionsEnded)} ended.`,
                    },
              );
              setSigningOut(null);
            },
          });
        }}
      />
    </div>
  );
}
