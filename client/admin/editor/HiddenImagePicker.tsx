import type { Ref } from "react";

interface HiddenImagePickerProps {
  ref: Ref<HTMLInputElement>;
  label: string;
  onFiles: (files: File[]) => void;
}

/**
 * The browser's file chooser for images, opened by a visible button elsewhere (`ref.click()`).
 * Out of the tab order: the button is what keyboard users reach. The value is cleared after each
 * choice so that choosing the same file again still counts.
 */
export function HiddenImagePicker({ ref, label, onFiles }: HiddenImagePickerProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept="image/*"
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        event.target.value = "";
        onFiles(files);
      }}
    />
  );
}
