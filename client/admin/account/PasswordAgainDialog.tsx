import { type FormEvent, useEffect, useState } from "react";
import { errorMessage } from "../api/errorMessage.ts";
import { useSignOut } from "../api/useSignOut.ts";
import { Button } from "../ui/Button.tsx";
import { Dialog, DialogFooter } from "../ui/Dialog.tsx";
import { FormField } from "../ui/FormField.tsx";
import { PasswordInput } from "../ui/PasswordInput.tsx";

/** What the password is wanted for: the server's reason, and the call to make again with it. */
export interface PasswordRequest {
  reason: string;
  retry: (currentPassword: string) => Promise<unknown>;
}

/**
 * Asks for the password again before an action the server keeps for a recent sign-in (ending
 * other sessions). A wrong password is shown under the field; "Sign in again" is the way for
 * accounts that sign in through the identity provider, and comes back to this page.
 */
export function PasswordAgainDialog({
  request,
  onClose,
}: {
  request: PasswordRequest | null;
  onClose: () => void;
}) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const signOut = useSignOut("/admin/account");
  useEffect(() => {
    if (request) {
      setPassword("");
      setError(undefined);
    }
  }, [request]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request) return;
    if (!password) return setError("Enter your password");
    setBusy(true);
    try {
      await request.retry(password);
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Confirm it's you"
      description={request?.reason}
    >
      <form onSubmit={submit} noValidate>
        <FormField label="Password" error={error}>
          <PasswordInput
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            autoFocus
          />
        </FormField>
        <DialogFooter>
          <Button variant="ghost" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            Sign in again
          </Button>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            Confirm
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
