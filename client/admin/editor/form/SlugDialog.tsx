import { slugField } from "../../../../shared/schemas/fields.ts";
import { slugify } from "../../../../shared/slugify.ts";
import { OneFieldDialog } from "../../ui/OneFieldDialog.tsx";

interface SlugDialogProps {
  open: boolean;
  slug: string;
  onClose: () => void;
  onSave: (slug: string) => void;
}

/** "Edit slug": the article's address part; typed text is turned into a valid slug. */
export function SlugDialog({ open, slug, onClose, onSave }: SlugDialogProps) {
  return (
    <OneFieldDialog
      open={open}
      onClose={onClose}
      title="Edit slug"
      description="The article's address on the help center. An old address keeps redirecting to the new one."
      label="Slug"
      initialValue={slug}
      hint={(value) => `/a/${slugify(value) || "…"}`}
      submitLabel="Save slug"
      onSubmit={(value) => {
        const next = slugify(value);
        if (!slugField.safeParse(next).success) return "Use letters and digits, with hyphens between words";
        onSave(next);
        return undefined;
      }}
    />
  );
}
