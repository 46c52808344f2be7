import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type TwoFactorSetup as Setup, twoFactorConfirmSchema } from "../../../shared/schemas/twoFactor.ts";
import { applyServerFieldError } from "../api/applyServerFieldError.ts";
import { errorMessage } from "../api/errorMessage.ts";
import { useConfirmTwoFactor, useStartTwoFactorSetup } from "../api/useTwoFactor.ts";
import { Button } from "../ui/Button.tsx";
import { FormField } from "../ui/FormField.tsx";
import { Input } from "../ui/Input.tsx";

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/** The ten recovery codes, shown once, with what to do with them. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="space-y-4">
      <h3 className="font-semibold text-gray-900">Save your recovery codes</h3>
      <p className="text-sm text-gray-700">
        Two-factor sign-in is on. If you lose your phone, each of these codes signs you in once instead of an
        app code. Keep them somewhere safe, such as a password manager: they are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-1 rounded-md bg-gray-50 p-4 font-mono text-sm text-gray-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() =>
            navigator.clipboard?.writeText(codes.join("\n")).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? "Copied" : "Copy codes"}
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {copied ? "Recovery codes copied to the clipboard" : ""}
      </p>
    </div>
  );
}

/** The QR code and key to add to the app, and the first code to prove it worked. */
function ScanAndConfirm({ setup, onConfirmed }: { setup: Setup; onConfirmed: (codes: string[]) => void }) {
  const form = useForm<
    z.input<typeof twoFactorConfirmSchema>,
    unknown,
    z.output<typeof twoFactorConfirmSchema>
  >({
    resolver: zodResolver(twoFactorConfirmSchema),
    defaultValues: { code: "" },
  });
  const confirm = useConfirmTwoFactor({
    onError: (error) => {
      if (!applyServerFieldError(error, form.setError, ["code"]))
        form.setError("code", { type: "server", message: errorMessage(error) });
    },
  });
  const submit = form.handleSubmit(({ code }) =>
    confirm.mutate(code, { onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes) }),
  );
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-gray-700">
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).
        </li>
        <li>Scan this QR code with it, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={setup.qrCode}
        alt="QR code to scan with your authenticator app"
        width={192}
        height={192}
        className="h-48 w-48 rounded-md border border-gray-200 bg-white"
      />
      <div>
        <p className="text-sm font-medium text-gray-900">Key for entering by hand</p>
        <code
          data-testid="two-factor-secret"
          className="mt-1 inline-block rounded bg-gray-50 px-2 py-1 font-mono text-sm break-all text-gray-900"
        >
          {grouped(setup.secret)}
        </code>
      </div>
      <form onSubmit={submit} noValidate className="max-w-xs space-y-4">
        <FormField label="Code from the app" error={form.formState.errors.code?.message}>
          <Input inputMode="numeric" autoComplete="one-time-code" {...form.register("code")} />
        </FormField>
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? "Checking..." : "Turn on two-factor"}
        </Button>
      </form>
    </div>
  );
}

/**
 * Turning two-factor on: start (a new secret), scan and confirm with a code, then the recovery
 * codes once. `onStarted` runs when the secret is there, `onDone` when the user has seen the codes.
 */
export function TwoFactorSetup({ onStarted, onDone }: { onStarted?: () => void; onDone: () => void }) {
  const start = useStartTwoFactorSetup();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;
  if (start.data) return <ScanAndConfirm setup={start.data} onConfirmed={setRecoveryCodes} />;
  return (
    <Button onClick={() => start.mutate(undefined, { onSuccess: onStarted })} disabled={start.isPending}>
      {start.isPending ? "Starting..." : "Turn on two-factor"}
    </Button>
  );
}
