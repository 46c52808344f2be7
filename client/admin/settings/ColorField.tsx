import { type ReactNode, useId } from "react";
import { Controller, type FieldPath } from "react-hook-form";
import { Input } from "../ui/Input.tsx";
import { Label } from "../ui/Label.tsx";
import type { SettingsFormControl, SettingsFormInput } from "./settingsForm.ts";

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour picker paired with its hex text: either one edits the value. */
export function ColorField({
  label,
  name,
  control,
  note,
}: {
  label: string;
  name: FieldPath<SettingsFormInput>;
  control: SettingsFormControl;
  /** A line under the field (the contrast check), given the id the field is described by. */
  note?: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value = String(field.value ?? "");
        return (
          <div className="space-y-1.5">
            <Label htmlFor={id}>{label}</Label>
            <div className="flex items-center gap-2">
              <input
                type="color"
                aria-label={`${label} picker`}
                value={HEX.test(value) ? value.toLowerCase() : "#000000"}
                onChange={(event) => field.onChange(event.target.value)}
                className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-gray-300 bg-white p-1"
              />
              <Input
                id={id}
                value={value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                ref={field.ref}
                maxLength={7}
                spellCheck={false}
                className="font-mono"
                aria-invalid={fieldState.error ? true : undefined}
                aria-describedby={
                  [note ? `${id}-note` : "", fieldState.error ? `${id}-error` : ""]
                    .filter(Boolean)
                    .join(" ") || undefined
                }
              />
            </div>
            {note?.(`${id}-note`)}
            {fieldState.error && (
              <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
                {fieldState.error.message}
              </p>
            )}
          </div>
        );
      }}
    />
  );
}
