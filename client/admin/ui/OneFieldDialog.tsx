import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Button } from "./Button.tsx";
import { Dialog, DialogFooter } from "./Dialog.tsx";
import { FormField } from "./FormField.tsx";
import { Input } from "./Input.tsx";

interface OneFieldDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  label: string;
  /** What the field holds each time the dialog opens. */
  initialValue: string;
  placeholder?: string;
  /** The line under the field, worked out from what is typed. */
  hint?: (value: string) => string;
  submitLabel: string;
  /** Takes the typed value; returns the sentence to show under the field when it is refused. */
  onSubmit: (value: string) => string | undefined;
  /** Further controls between the field and the buttons. */
  children?: ReactNode;
  /** Buttons placed before Cancel. */
  extraActions?: ReactNode;
}

/** A dialog that asks for one value: the field, its error, Cancel and the submit button. */
export function OneFieldDialog({
  open,
  onClose,
  title,
  description,
  label,
  initialValue,
  placeholder,
  hint,
  submitLabel,
  onSubmit,
  children,
  extraActions,
}: OneFieldDialogProps) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setValue(initialValue);
      setError(undefined);
    }
  }, [open, initialValue]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React carries events through portals: the editor page's own form must not submit too.
    event.stopPropagation();
    setError(onSubmit(value));
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title} description={description}>
      <form onSubmit={submit} noValidate>
        <FormField label={label} error={error} hint={hint?.(value)}>
          <Input
            value={value}
            onChange={(event) => setValue(event.target.value)}
            placeholder={placeholder}
            autoComplete="off"
          />
        </FormField>
        {children}
        <DialogFooter>
          {extraActions}
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">{submitLabel}</Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
