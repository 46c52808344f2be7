import { zodResolver } from "@hookform/resolvers/zod";
import { MailQuestion } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { passwordResetRequestSchema } from "../../../shared/schemas/passwordReset.ts";
import { useDocumentTitle } from "../../ui/useDocumentTitle.ts";
import { useRequestPasswordReset } from "../api/usePasswordReset.ts";
import { Button } from "../ui/Button.tsx";
import { FormField } from "../ui/FormField.tsx";
import { Input } from "../ui/Input.tsx";
import { AuthCard } from "./AuthCard.tsx";

/** "Forgot password?": asks for the account's email and says the same whether or not it exists. */
export function ForgotPasswordPage() {
  useDocumentTitle("Forgot Password | Admin Portal");
  const form = useForm<z.input<typeof passwordResetRequestSchema>>({
    resolver: zodResolver(passwordResetRequestSchema) as never,
    defaultValues: { email: "" },
  });
  const request = useRequestPasswordReset();
  const submit = form.handleSubmit((values) => request.mutate(passwordResetRequestSchema.parse(values)));
  return (
    <AuthCard
      title="Forgot Password"
      icon={<MailQuestion className="h-8 w-8 text-green-800" aria-hidden="true" />}
    >
      {request.isSuccess ? (
        <p className="mt-3 text-sm text-gray-700" role="status">
          If an account uses that email, a link to choose a new password is on its way. It works once, for 30
          minutes.
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-6 space-y-4">
          <p className="text-sm text-gray-700">
            Enter your account's email and we will send you a reset link.
          </p>
          <FormField label="Email Address" error={form.formState.errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register("email")} />
          </FormField>
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {request.isPending ? "Sending..." : "Send Reset Link"}
          </Button>
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        <Link to="/auth" className="font-medium text-green-800 underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
