import { type FormEvent, useEffect, useState } from "react";
import { slugField } from "../../../../shared/schemas/fields.ts";
import { slugify } from "../../../../shared/slugify.ts";
import { Button } from "../../ui/Button.tsx";
import { Dialog, DialogFooter } from "../../ui/Dialog.tsx";
import { FormField } from "../../ui/FormField.tsx";
import { Input } from "../../ui/Input.tsx";

interface SlugDialogProps {
  open: boolean;
  slug: string;
  onClose: () => void;
  onSave: (slug: string) => void;
}

/** "Edit slug": the article's address part; typed text is turned into a valid slug. */
export function SlugDialog({ open, slug, onClose, onSave }: SlugDialogProps) {
  const [value, setValue] = useState(slug);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setValue(slug);
      setError(undefined);
    }
  }, [open, slug]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React carries events through portals: the editor page's own form must not submit too.
    event.stopPropagation();
    const next = slugify(value);
    if (!slugField.safeParse(next).success) {
      setError("Use letters and digits, with hyphens between words");
      return;
    }
    onSave(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Edit slug"
      description="The article's address on the help center. An old address keeps redirecting to the new one."
    >
      <form onSubmit={submit} noValidate>
        <FormField label="Slug" error={error} hint={`/a/${slugify(value) || "…"}`}>
          <Input value={value} onChange={(event) => setValue(event.target.value)} autoComplete="off" />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save slug</Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
