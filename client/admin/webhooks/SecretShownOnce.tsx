import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "../ui/Button.tsx";
import { DialogFooter } from "../ui/Dialog.tsx";
import { FormField } from "../ui/FormField.tsx";
import { Input } from "../ui/Input.tsx";

/** An endpoint's signing secret, shown this once, with a copy button. */
export function SecretShownOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <div className="space-y-4">
      <FormField label="Signing secret">
        <Input
          readOnly
          value={secret}
          className="font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
      </FormField>
      <p className="text-sm text-gray-700">
        Your receiver checks each request's <code className="rounded bg-gray-100 px-1">Cairn-Signature</code>{" "}
        header with it. It is not shown again: roll a new one if it is lost.
      </p>
      <p role="status" className="text-sm text-green-800">
        {copied ? "Copied to the clipboard." : ""}
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={copy}>
          {copied ? (
            <Check className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          Copy secret
        </Button>
        <Button onClick={onDone}>Done</Button>
      </DialogFooter>
    </div>
  );
}
