import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "react-router";
import { passwordChangeSchema } from "../../../shared/schemas/user.ts";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { applyServerFieldError } from "../api/applyServerFieldError.ts";
import { useCompletePasswordReset } from "../api/usePasswordReset.ts";
import { Button } from "../ui/Button.tsx";
import { FormField } from "../ui/FormField.tsx";
import { PasswordInput } from "../ui/PasswordInput.tsx";
import { AuthCard } from "./AuthCard.tsx";

const formSchema = passwordChangeSchema
  .pick({ newPassword: true })
  .extend({ confirmPassword: passwordChangeSchema.shape.newPassword })
  .refine((values) => values.confirmPassword === values.newPassword, {
    message: "The passwords do not match",
    path: ["confirmPassword"],
  });

/** The page a reset link opens (/auth/reset-password?token=…): choose the new password. */
export function ResetPasswordPage() {
  useDocumentTitle("Reset Password | Admin Portal");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const form = useForm<{ newPassword: string; confirmPassword: string }>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const complete = useCompletePasswordReset({
    onError: (error) => applyServerFieldError(error, form.setError, ["newPassword"]),
  });
  const submit = form.handleSubmit(({ newPassword }) => complete.mutate({ token, newPassword }));
  return (
    <AuthCard
      title="Reset Password"
      icon={<KeyRound className="h-8 w-8 text-green-800" aria-hidden="true" />}
    >
      {complete.isSuccess ? (
        <p className="mt-3 text-sm text-gray-700" role="status">
          Your new password is set, and every session of your account was signed out.{" "}
          <Link to="/auth" className="font-medium text-green-800 underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-6 space-y-4">
          <FormField label="New Password" hint="At least 6 characters." error={errors.newPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register("newPassword")} />
          </FormField>
          <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register("confirmPassword")} />
          </FormField>
          <Button type="submit" className="w-full" disabled={complete.isPending}>
            {complete.isPending ? "Saving..." : "Set New Password"}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
