import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { twoFactorSignInSchema } from "../../../shared/schemas/twoFactor.ts";
import type { User } from "../../../shared/schemas/user.ts";
import { ApiError } from "../../public/api/apiFetch.ts";
import { useToast } from "../../ui/Toaster.tsx";
import { errorMessage } from "../api/errorMessage.ts";
import { useTwoFactorSignIn } from "../api/useTwoFactor.ts";
import { Button } from "../ui/Button.tsx";
import { FormField } from "../ui/FormField.tsx";
import { Input } from "../ui/Input.tsx";

/**
 * The second step of signing in, for accounts with two-factor: the app's code or a recovery
 * code. A timed-out step goes back to the password (`onRestart`).
 */
export function TwoFactorCodeForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (user: User) => void;
  onRestart: () => void;
}) {
  const toast = useToast();
  const verify = useTwoFactorSignIn();
  const form = useForm<
    z.input<typeof twoFactorSignInSchema>,
    unknown,
    z.output<typeof twoFactorSignInSchema>
  >({
    resolver: zodResolver(twoFactorSignInSchema),
    defaultValues: { code: "" },
  });
  const submit = form.handleSubmit(({ code }) =>
    verify.mutate(code, {
      onSuccess: (user) => {
        toast({ title: "Welcome back!", description: "You have been logged in successfully." });
        onSignedIn(user);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.bodyText.includes('"TWO_FACTOR_EXPIRED"')) {
          toast({ title: "Sign-in timed out", description: errorMessage(error), variant: "destructive" });
          onRestart();
        } else form.setError("code", { type: "server", message: errorMessage(error) });
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-gray-700">
        Open your authenticator app and enter the code it shows now for this account: a code works only while
        the app shows it. Lost your phone? Enter one of your recovery codes instead.
      </p>
      <FormField label="Authentication code" error={form.formState.errors.code?.message}>
        <Input
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          // The password form, and the button that had focus, are gone: focus goes to the one field.
          autoFocus
          {...form.register("code")}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? "Verifying..." : "Verify"}
      </Button>
      <button
        type="button"
        className="w-full text-center text-sm font-medium text-green-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-green-700"
        onClick={onRestart}
      >
        Use a different account
      </button>
    </form>
  );
}
