import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import type { User } from "../../../shared/schemas/user.ts";
import { loginSchema } from "../../../shared/schemas/user.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { errorMessage } from "../api/errorMessage.ts";
import { useSignIn } from "../api/useSignIn.ts";
import { Button } from "../ui/Button.tsx";
import { FormField } from "../ui/FormField.tsx";
import { Input } from "../ui/Input.tsx";
import { PasswordInput } from "../ui/PasswordInput.tsx";
import { TwoFactorCodeForm } from "./TwoFactorCodeForm.tsx";

/**
 * The sign-in form: Email Address, Password with show/hide, "Sign In" / "Signing In...". For an
 * account with two-factor, the code is asked next. `startAtCode`: the first factor is already
 * given (single sign-on the provider did not make two-factor), so the form begins at the code.
 */
export function SignInForm({
  onSignedIn,
  startAtCode = false,
}: {
  onSignedIn: (user: User) => void;
  startAtCode?: boolean;
}) {
  const toast = useToast();
  const signIn = useSignIn();
  const [codeStep, setCodeStep] = useState(startAtCode);
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    signIn.mutate(input, {
      onSuccess: (answer) => {
        if ("twoFactorRequired" in answer) return setCodeStep(true);
        toast({ title: "Welcome back!", description: "You have been logged in successfully." });
        onSignedIn(answer);
      },
      onError: (error) =>
        toast({ title: "Login failed", description: errorMessage(error), variant: "destructive" }),
    }),
  );
  if (codeStep)
    return (
      <TwoFactorCodeForm
        onSignedIn={onSignedIn}
        onRestart={() => {
          form.resetField("password");
          setCodeStep(false);
        }}
      />
    );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label="Email Address" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="username"
          placeholder="you@example.com"
          {...form.register("email")}
        />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}
