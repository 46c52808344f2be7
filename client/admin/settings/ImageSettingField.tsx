import { useQueryClient } from "@tanstack/react-query";
import { ImageUp, Library } from "lucide-react";
import { useRef, useState } from "react";
import { Controller, type FieldPath } from "react-hook-form";
import { useToast } from "../../ui/Toaster.tsx";
import { adminQueryKeys } from "../api/adminQueryKeys.ts";
import { errorMessage } from "../api/errorMessage.ts";
import { HiddenImagePicker } from "../editor/HiddenImagePicker.tsx";
import { NOT_AN_IMAGE_MESSAGE, uploadImage } from "../editor/uploadImage.ts";
import { Button } from "../ui/Button.tsx";
import { FormField } from "../ui/FormField.tsx";
import { Input } from "../ui/Input.tsx";
import { MediaPickerDialog } from "./MediaPickerDialog.tsx";
import type { SettingsFormControl, SettingsFormInput } from "./settingsForm.ts";

/** An image setting (logo, favicon): its address typed, uploaded from the computer, or picked from the media library. */
export function ImageSettingField({
  label,
  name,
  control,
  placeholder,
}: {
  label: string;
  name: FieldPath<SettingsFormInput>;
  control: SettingsFormControl;
  placeholder: string;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const toast = useToast();
  const queryClient = useQueryClient();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const upload = async (file: File | undefined) => {
          if (!file) return;
          if (!file.type.startsWith("image/")) {
            toast({ title: "Error", description: NOT_AN_IMAGE_MESSAGE, variant: "destructive" });
            return;
          }
          setUploading(true);
          try {
            field.onChange(await uploadImage(file));
            // The upload is in the media library now: pickers show it.
            void queryClient.invalidateQueries({ queryKey: adminQueryKeys.media });
            toast({ title: "Image uploaded", description: `${label}: ${file.name}. Save to keep it.` });
          } catch (error) {
            toast({ title: "Upload failed", description: errorMessage(error), variant: "destructive" });
          } finally {
            setUploading(false);
          }
        };
        return (
          <div className="space-y-2">
            <FormField label={label} error={fieldState.error?.message}>
              <Input
                value={String(field.value ?? "")}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                ref={field.ref}
                placeholder={placeholder}
              />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => picker.current?.click()}
                aria-disabled={uploading || undefined}
                aria-label={`Upload ${label}`}
              >
                <ImageUp className="h-4 w-4" aria-hidden="true" />
                {uploading ? "Uploading..." : "Upload"}
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setLibraryOpen(true)}
                aria-label={`Choose ${label} from the media library`}
              >
                <Library className="h-4 w-4" aria-hidden="true" />
                Media library
              </Button>
            </div>
            <HiddenImagePicker
              ref={picker}
              label={`${label} file`}
              onFiles={(files) => void upload(files[0])}
            />
            <MediaPickerDialog
              open={libraryOpen}
              title={`Choose the ${label.toLowerCase()}`}
              onClose={() => setLibraryOpen(false)}
              onPick={(url) => {
                field.onChange(url);
                setLibraryOpen(false);
              }}
            />
          </div>
        );
      }}
    />
  );
}
