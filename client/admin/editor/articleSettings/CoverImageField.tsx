import { ImagePlus, Trash2, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "../../ui/Button.tsx";
import { Label } from "../../ui/Label.tsx";
import { HiddenImagePicker } from "../HiddenImagePicker.tsx";

interface CoverImageFieldProps {
  url: string | null;
  position: number;
  onUrl: (url: string | null) => void;
  onPosition: (position: number) => void;
  /** Uploads and answers the URL, or null when it failed (the caller says why). */
  upload: (file: File) => Promise<string | null>;
}

/**
 * Cover Image: upload (button or drop), then choose the vertical focus 0-100 (default 50) by dragging
 * the picture up or down or with the slider; "Change Image" replaces it.
 */
export function CoverImageField({ url, position, onUrl, onPosition, upload }: CoverImageFieldProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const drag = useRef<{ startY: number; startPosition: number; height: number } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [dropping, setDropping] = useState(false);
  const sliderId = useId();

  const take = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const uploaded = await upload(file);
    setUploading(false);
    if (uploaded) onUrl(uploaded);
  };

  const picker = (
    <HiddenImagePicker ref={fileInput} label="Cover image file" onFiles={([file]) => void take(file)} />
  );

  if (!url)
    return (
      <div className="space-y-2">
        <Label>Cover Image</Label>
        <section
          aria-label="Cover image drop zone"
          onDragOver={(event) => {
            event.preventDefault();
            setDropping(true);
          }}
          onDragLeave={() => setDropping(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDropping(false);
            void take(event.dataTransfer.files[0]);
          }}
          className={`flex flex-col items-center gap-2 rounded-md border-2 border-dashed p-6 text-center text-sm text-gray-600 ${
            dropping ? "border-green-700 bg-green-50" : "border-gray-300"
          }`}
        >
          <ImagePlus aria-hidden="true" className="h-8 w-8 text-gray-400" />
          <span>Drop an image here, or</span>
          <Button variant="outline" size="sm" disabled={uploading} onClick={() => fileInput.current?.click()}>
            <Upload aria-hidden="true" className="h-4 w-4" />
            {uploading ? "Uploading..." : "Upload Image"}
          </Button>
        </section>
        {picker}
      </div>
    );

  return (
    <div className="space-y-3">
      <Label>Cover Image</Label>
      <div
        className="relative h-40 cursor-ns-resize touch-none overflow-hidden rounded-md border border-gray-200"
        title="Drag up or down to choose the part of the picture that shows"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          drag.current = {
            startY: event.clientY,
            startPosition: position,
            height: event.currentTarget.clientHeight,
          };
        }}
        onPointerMove={(event) => {
          if (!drag.current) return;
          // Dragging the picture down shows more of its top: the focus moves up.
          const moved = ((event.clientY - drag.current.startY) / drag.current.height) * 100;
          onPosition(Math.round(Math.min(100, Math.max(0, drag.current.startPosition - moved))));
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
      >
        <img
          src={url}
          alt="Cover preview"
          draggable={false}
          className="h-full w-full object-cover select-none"
          style={{ objectPosition: `50% ${position}%` }}
          data-testid="cover-preview"
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={sliderId} className="flex justify-between text-sm font-medium text-gray-800">
          <span>Vertical position</span>
          <span aria-hidden="true">{position}%</span>
        </label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={100}
          step={1}
          value={position}
          onChange={(event) => onPosition(Number(event.target.value))}
          className="w-full accent-green-700"
        />
      </div>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={uploading} onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden="true" className="h-4 w-4" />
          {uploading ? "Uploading..." : "Change Image"}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onUrl(null)}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          Remove
        </Button>
      </div>
      {picker}
    </div>
  );
}
