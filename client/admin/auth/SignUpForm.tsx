import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { registerSchema, type User } from "../../../shared/schemas/user.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { applyServerFieldError } from "../api/applyServerFieldError.ts";
import { errorMessage } from "../api/errorMessage.ts";
import { useRegister } from "../api/useSignIn.ts";
import { Button } from "../ui/Button.tsx";
import { FormField } from "../ui/FormField.tsx";
import { Input } from "../ui/Input.tsx";
import { PasswordInput } from "../ui/PasswordInput.tsx";

/** Registration (ALLOW_REGISTRATION=1), with the toasts "Account created!" / "Registration failed". */
export function SignUpForm({ onRegistered }: { onRegistered: (user: User) => void }) {
  const toast = useToast();
  const register = useRegister();
  const form = useForm<z.input<typeof registerSchema>, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((input) =>
    register.mutate(input, {
      onSuccess: (user) => {
        toast({ title: "Account created!", description: "Your account has been created successfully." });
        onRegistered(user);
      },
      onError: (error) => {
        applyServerFieldError(error, form.setError, ["email", "password"]);
        toast({ title: "Registration failed", description: errorMessage(error), variant: "destructive" });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label="Email Address" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@example.com" {...form.register("email")} />
      </FormField>
      <FormField label="Password" hint="At least 6 characters." error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...form.register("password")} />
      </FormField>
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
