import { Plus, Trash2 } from "lucide-react";
import { type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import { Button } from "../ui/Button.tsx";
import { Input } from "../ui/Input.tsx";
import type { SettingsFormControl, SettingsFormInput } from "./settingsForm.ts";

type LinkListName =
  | "navigation_links.header"
  | "navigation_links.footer.support"
  | "navigation_links.footer.company";

type LinkErrors = { name?: { message?: string }; url?: { message?: string } }[] | undefined;

function errorsAt(errors: FieldErrors<SettingsFormInput>, name: LinkListName): LinkErrors {
  let node: unknown = errors;
  for (const part of name.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return node as LinkErrors;
}

/** Rows of name + URL with add and remove (the header and footer navigation links). */
export function LinkListEditor({
  title,
  name,
  addLabel,
  control,
  register,
  errors,
}: {
  title: string;
  name: LinkListName;
  addLabel: string;
  control: SettingsFormControl;
  register: UseFormRegister<SettingsFormInput>;
  errors: FieldErrors<SettingsFormInput>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name });
  const rowErrors = errorsAt(errors, name);
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-gray-900">{title}</legend>
      {fields.length === 0 && <p className="text-sm text-gray-600">No links.</p>}
      {fields.map((field, index) => {
        const error = rowErrors?.[index];
        return (
          <div key={field.id} className="space-y-1" data-testid={`${name}-row`}>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                aria-label={`${title} link ${index + 1} name`}
                placeholder="Name"
                {...register(`${name}.${index}.name` as const)}
              />
              <Input
                aria-label={`${title} link ${index + 1} URL`}
                placeholder="https://example.com or /path"
                aria-invalid={error?.url ? true : undefined}
                {...register(`${name}.${index}.url` as const)}
              />
              <Button
                variant="ghost"
                size="icon"
                className="shrink-0 text-red-700 hover:bg-red-50"
                aria-label={`Remove ${title} link ${index + 1}`}
                onClick={() => remove(index)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
            {(error?.name || error?.url) && (
              <p role="alert" className="text-sm text-red-700">
                {error.name?.message ?? error.url?.message}
              </p>
            )}
          </div>
        );
      })}
      <Button variant="outline" size="sm" onClick={() => append({ name: "", url: "" })}>
        <Plus className="h-4 w-4" aria-hidden="true" />
        {addLabel}
      </Button>
    </fieldset>
  );
}
