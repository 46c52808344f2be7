import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type Category, categoryInputSchema } from "../../../shared/schemas/category.ts";
import { slugify } from "../../../shared/slugify.ts";
import { applyServerFieldError } from "../api/applyServerFieldError.ts";
import { useSaveCategory } from "../api/useCategories.ts";
import { Button } from "../ui/Button.tsx";
import { Dialog, DialogFooter } from "../ui/Dialog.tsx";
import { FormField } from "../ui/FormField.tsx";
import { Input } from "../ui/Input.tsx";
import { Textarea } from "../ui/Textarea.tsx";

type FormInput = z.input<typeof categoryInputSchema>;
type FormOutput = z.output<typeof categoryInputSchema>;

/** Display order is numeric; anything else becomes 0. */
const toOrder = (value: unknown) => {
  const number = Number(value);
  return value === "" || !Number.isFinite(number) ? 0 : number;
};

/**
 * New Category / Edit Category. On create the slug follows the name until the slug is edited by
 * hand (on edit it stays as it is); the order defaults to the current count.
 */
export function CategoryDialog({
  open,
  onOpenChange,
  category,
  defaultOrder,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category: Category | null;
  defaultOrder: number;
}) {
  const slugEdited = useRef(false);
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(categoryInputSchema) });
  const { errors } = form.formState;
  useEffect(() => {
    if (!open) return;
    slugEdited.current = false;
    form.reset({
      name: category?.name ?? "",
      slug: category?.slug ?? "",
      description: category?.description ?? "",
      displayOrder: category?.displayOrder ?? defaultOrder,
    });
  }, [open, category, defaultOrder, form]);
  const save = useSaveCategory({
    onSaved: () => onOpenChange(false),
    onError: (error) =>
      applyServerFieldError(error, form.setError, ["name", "slug", "description", "displayOrder"]),
  });
  const nameField = form.register("name", {
    onChange: (event: { target: { value: string } }) => {
      if (!category && !slugEdited.current) form.setValue("slug", slugify(event.target.value));
    },
  });
  const slugField = form.register("slug", {
    onChange: () => {
      slugEdited.current = true;
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={category ? "Edit Category" : "New Category"}
      description={category ? "Update the category's details." : "Add a category to organise your articles."}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((input) => save.mutate({ id: category?.id ?? null, input }))}
      >
        <FormField label="Name" error={errors.name?.message}>
          <Input {...nameField} />
        </FormField>
        <FormField label="Slug" hint="Used in the address: /c/your-slug" error={errors.slug?.message}>
          <Input {...slugField} />
        </FormField>
        <FormField label="Description" error={errors.description?.message}>
          <Textarea rows={3} {...form.register("description")} />
        </FormField>
        <FormField
          label="Display Order"
          hint="Lower numbers come first."
          error={errors.displayOrder?.message}
        >
          <Input
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            {...form.register("displayOrder", { setValueAs: toOrder })}
          />
        </FormField>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving..." : category ? "Update Category" : "Create Category"}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
