import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type User, userCreateSchema, userUpdateSchema } from "../../../shared/schemas/user.ts";
import { applyServerFieldError } from "../api/applyServerFieldError.ts";
import { useCurrentUser } from "../api/useCurrentUser.ts";
import { useCreateUser, useUpdateUser } from "../api/useUsers.ts";
import { Button } from "../ui/Button.tsx";
import { Dialog, DialogFooter } from "../ui/Dialog.tsx";
import { FormField } from "../ui/FormField.tsx";
import { Input } from "../ui/Input.tsx";
import { PasswordInput } from "../ui/PasswordInput.tsx";
import { Select } from "../ui/Select.tsx";

type FormInput = z.input<typeof userUpdateSchema>;
const FIELDS = ["email", "password", "role", "currentPassword"] as const;

/**
 * 'Create New User' (email, password, role editor by default) and
 * 'Edit User' (prefilled email and role, blank 'New Password (optional)'; 'Current Password' when
 * admins edit themselves). Validation is the
 * route's own zod schema; the server's field errors appear beside the field as well.
 */
export function UserFormDialog({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User | null;
}) {
  const editing = user !== null;
  const me = useCurrentUser();
  const editingSelf = editing && me.data?.id === user.id;
  const form = useForm<FormInput>({
    resolver: zodResolver(editing ? userUpdateSchema : userCreateSchema) as never,
  });
  const { errors } = form.formState;
  useEffect(() => {
    if (!open) return;
    form.reset({
      email: user?.email ?? "",
      password: "",
      // The create schema is strict: the field belongs to the edit form only.
      ...(user ? { currentPassword: "" } : {}),
      // A new user starts as an editor; an existing one keeps their role, and an account that is
      // not staff gets no staff role by default: the role must be chosen.
      role: !user ? "editor" : user.role === "admin" || user.role === "editor" ? user.role : ("" as "editor"),
    });
  }, [open, user, form]);
  const onError = (error: Error) => applyServerFieldError(error, form.setError, FIELDS);
  const close = () => onOpenChange(false);
  const create = useCreateUser({ onSuccess: close, onError });
  const update = useUpdateUser({ onSuccess: close, onError });
  const pending = create.isPending || update.isPending;
  const submit = form.handleSubmit((values) => {
    if (user) update.mutate({ id: user.id, input: userUpdateSchema.parse(values) });
    else create.mutate(userCreateSchema.parse(values));
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? "Edit User" : "Create New User"}
      description={
        editing ? "Update user information and permissions." : "Add a new admin or editor user to the system."
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register("email")} />
        </FormField>
        <FormField
          label={editing ? "New Password (optional)" : "Password"}
          hint={editing ? "Leave blank to keep current password" : "At least 6 characters."}
          error={errors.password?.message}
        >
          <PasswordInput autoComplete="new-password" {...form.register("password")} />
        </FormField>
        {editingSelf && (
          <FormField
            label="Current Password"
            hint="Needed to change your own email or password"
            error={errors.currentPassword?.message}
          >
            <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
          </FormField>
        )}
        <FormField label="Role" error={errors.role?.message}>
          <Select {...form.register("role")}>
            {user && user.role !== "admin" && user.role !== "editor" && (
              <option value="">Select a role</option>
            )}
            <option value="editor">Editor</option>
            <option value="admin">Admin</option>
          </Select>
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {editing
              ? update.isPending
                ? "Updating..."
                : "Update User"
              : create.isPending
                ? "Creating..."
                : "Create User"}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
