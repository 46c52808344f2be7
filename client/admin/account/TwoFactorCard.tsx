import { ShieldCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Spinner } from "../../ui/Spinner.tsx";
import { useToast } from "../../ui/Toaster.tsx";
import { errorMessage } from "../api/errorMessage.ts";
import { useDisableTwoFactor, useReleaseTwoFactorHold, useTwoFactorStatus } from "../api/useTwoFactor.ts";
import { Badge } from "../ui/Badge.tsx";
import { Button } from "../ui/Button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/Card.tsx";
import { Dialog, DialogFooter } from "../ui/Dialog.tsx";
import { FormField } from "../ui/FormField.tsx";
import { Input } from "../ui/Input.tsx";
import { LoadFailure } from "../ui/LoadFailure.tsx";
import { PasswordInput } from "../ui/PasswordInput.tsx";
import { portalSpinnerLook } from "../ui/portalSpinnerLook.ts";
import { TwoFactorSetup } from "./TwoFactorSetup.tsx";

/** Turning two-factor off: the current password, or a code from the app or a recovery code. */
function TurnOffDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const toast = useToast();
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const disable = useDisableTwoFactor({ onError: (failure) => setError(errorMessage(failure)) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password && !code.trim()) return setError("Enter your password or a code to turn two-factor off");
    disable.mutate(password ? { password } : { code }, {
      onSuccess: () => {
        toast({ title: "Two-factor turned off", description: "Signing in now needs only your password." });
        onOpenChange(false);
      },
    });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setPassword("");
          setCode("");
          setError(undefined);
        }
        onOpenChange(next);
      }}
      title="Turn off two-factor?"
      description="Prove it is you with your current password, or with a code from your app or a recovery code."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label="Current password">
          <PasswordInput
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </FormField>
        <FormField label="Or a code" error={error}>
          <Input
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </FormField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={disable.isPending}>
            {disable.isPending ? "Turning off..." : "Turn off"}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

/** Your Account's two-factor card: on or off, recovery codes left, set up or turn off. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const release = useReleaseTwoFactorHold();
  const [settingUp, setSettingUp] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <span className="flex items-center gap-2">
            <ShieldCheck className="h-5 w-5 text-gray-700" aria-hidden="true" />
            Two-factor sign-in
            {status.data?.enabled && <Badge variant="secondary">On</Badge>}
          </span>
        </CardTitle>
        <CardDescription>
          After your password, signing in asks for a code from an authenticator app on your phone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {status.error ? (
          <LoadFailure what="your two-factor settings" reason={errorMessage(status.error)} />
        ) : status.isPending ? (
          <Spinner look={portalSpinnerLook} />
        ) : status.data.enabled && !settingUp ? (
          <div className="space-y-3">
            <p className="text-sm text-gray-700" data-testid="recovery-codes-left">
              {status.data.recoveryCodesLeft === 1
                ? "1 recovery code left."
                : `${status.data.recoveryCodesLeft} recovery codes left.`}
              {status.data.recoveryCodesLeft <= 3 &&
                " Running low: turn two-factor off and on again for ten new ones."}
            </p>
            <Button variant="outline" onClick={() => setTurningOff(true)}>
              Turn off two-factor
            </Button>
            <TurnOffDialog open={turningOff} onOpenChange={setTurningOff} />
          </div>
        ) : (
          <div className="space-y-3">
            {!settingUp && (
              <p className="text-sm text-gray-700">
                Two-factor is off.
                {status.data.requiredForStaff && " Your admins require it for staff."}
              </p>
            )}
            <TwoFactorSetup
              onStarted={() => setSettingUp(true)}
              onDone={() => {
                setSettingUp(false);
                void release();
              }}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
