import { type FormEvent, useEffect, useState } from "react";
import {
  type VerificationInterval,
  verificationIntervalLabels,
} from "../../../../shared/schemas/verification.ts";
import { Button } from "../../ui/Button.tsx";
import { Dialog, DialogFooter } from "../../ui/Dialog.tsx";
import { FormField } from "../../ui/FormField.tsx";
import { Select } from "../../ui/Select.tsx";

/** The intervals offered here: a custom date is chosen in the settings panel. */
const offered = ["1-month", "2-months", "3-months", "6-months"] as const satisfies VerificationInterval[];

interface PublishIntervalDialogProps {
  open: boolean;
  /** Why publishing waits: the server's own sentence. */
  message: string;
  onCancel: () => void;
  /** Sets the chosen interval and publishes. */
  onPublish: (interval: VerificationInterval) => void;
}

/** Publishing an article without a verification interval asks for one here, then publishes. */
export function PublishIntervalDialog({ open, message, onCancel, onPublish }: PublishIntervalDialogProps) {
  const [interval, setInterval] = useState<VerificationInterval>("3-months");
  useEffect(() => {
    if (open) setInterval("3-months");
  }, [open]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React carries events through portals: the editor's own form must not submit too.
    event.stopPropagation();
    onPublish(interval);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title="Choose a verification interval"
      description={message}
    >
      <form onSubmit={submit} noValidate>
        <FormField label="Verification interval">
          <Select
            value={interval}
            onChange={(event) => setInterval(event.target.value as VerificationInterval)}
          >
            {offered.map((value) => (
              <option key={value} value={value}>
                {verificationIntervalLabels[value]}
              </option>
            ))}
          </Select>
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Set interval and publish</Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
