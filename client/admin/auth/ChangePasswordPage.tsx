import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { passwordChangeSchema } from "../../../shared/schemas/user.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { applyServerFieldError } from "../api/applyServerFieldError.ts";
import { useChangeOwnPassword } from "../api/useChangeOwnPassword.ts";
import { useCurrentUser } from "../api/useCurrentUser.ts";
import { useSignOut } from "../api/useSignOut.ts";
import { safeNext } from "../shell/safeNext.ts";
import { useAdminTitle } from "../shell/useAdminTitle.ts";
import { Button } from "../ui/Button.tsx";
import { FormField } from "../ui/FormField.tsx";
import { PasswordInput } from "../ui/PasswordInput.tsx";

type FormInput = z.input<typeof passwordChangeSchema> & { confirmPassword: string };

/**
 * Where a user whose account says mustChangePassword lands after signing in (a generated first
 * admin password, for example); also reachable by anyone who wants a new password.
 */
export function ChangePasswordPage() {
  useAdminTitle("Change Password");
  const { data: user } = useCurrentUser();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const signOut = useSignOut();
  const form = useForm<FormInput>({
    resolver: zodResolver(
      passwordChangeSchema
        .extend({ confirmPassword: passwordChangeSchema.shape.newPassword })
        .refine((values) => values.confirmPassword === values.newPassword, {
          message: "The passwords do not match",
          path: ["confirmPassword"],
        }),
    ) as never,
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const change = useChangeOwnPassword({
    onError: (error) => applyServerFieldError(error, form.setError, ["currentPassword", "newPassword"]),
  });
  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast({ title: "Password changed", description: "Your new password is in use." });
          navigate(safeNext(params.get("next")), { replace: true });
        },
      },
    ),
  );
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-12">
      <div className="w-full max-w-sm rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
        <KeyRound className="h-8 w-8 text-green-800" aria-hidden="true" />
        <h1 className="mt-3 text-xl font-bold text-gray-900">Change Password</h1>
        <p className="mt-1 text-sm text-gray-700">
          {user?.mustChangePassword
            ? "Your account needs a new password before you continue."
            : "Choose a new password for your account."}
        </p>
        <form noValidate onSubmit={submit} className="mt-6 space-y-4">
          <FormField label="Current Password" error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...form.register("currentPassword")} />
          </FormField>
          <FormField label="New Password" hint="At least 6 characters." error={errors.newPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register("newPassword")} />
          </FormField>
          <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
          </FormField>
          <Button type="submit" className="w-full" disabled={change.isPending}>
            {change.isPending ? "Saving..." : "Set New Password"}
          </Button>
        </form>
        <p className="mt-4 text-center text-sm text-gray-700">
          Signed in as {user?.email}.{" "}
          <button
            type="button"
            className="font-medium text-green-800 underline-offset-4 hover:underline"
            onClick={() => signOut.mutate()}
          >
            Log out
          </button>
        </p>
      </div>
    </main>
  );
}
