import { UploadCloud, X } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "../ui/Button.tsx";
import { cn } from "../ui/cn.ts";
import { isAcceptedFile } from "./acceptedFile.ts";
import { UploadStepError, uploadToStorage } from "./uploadToStorage.ts";

const kilobytes = (size: number) => `${(size / 1024).toFixed(2)} KB`;

/**
 * The media library's upload zone, the generic upload widget: choose or drop files (checked for
 * type and size here, each refusal an alert naming the file), see them under "Selected Files",
 * upload them one by one through signed URLs with a progress bar by share of files done.
 */
export function UploadZone({
  accept,
  multiple = true,
  maxSizeMb = 10,
  hint,
  onUploaded,
}: {
  accept: string;
  multiple?: boolean;
  maxSizeMb?: number;
  hint?: string;
  onUploaded: (paths: string[]) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState<{ id: number; file: File }[]>([]);
  const nextId = useRef(0);
  const [uploading, setUploading] = useState(false);
  const [done, setDone] = useState(0);
  const [dragging, setDragging] = useState(false);

  const choose = (files: FileList | null) => {
    const accepted: { id: number; file: File }[] = [];
    for (const file of Array.from(files ?? [])) {
      if (!isAcceptedFile(file)) {
        window.alert(`File ${file.name} is not a supported file type.`);
      } else if (file.size > maxSizeMb * 1024 * 1024) {
        window.alert(`File ${file.name} is too large. Maximum size is ${maxSizeMb}MB.`);
      } else {
        nextId.current += 1;
        accepted.push({ id: nextId.current, file });
      }
    }
    setSelected((current) => (multiple ? [...current, ...accepted] : accepted.slice(0, 1)));
  };

  const upload = async () => {
    setUploading(true);
    setDone(0);
    const paths: string[] = [];
    try {
      for (const { file } of selected) {
        paths.push(await uploadToStorage(file));
        setDone(paths.length);
      }
      setSelected([]);
      if (input.current) input.current.value = "";
      onUploaded(paths);
    } catch (error) {
      const reason = error instanceof UploadStepError ? `\n\n${error.message}: ${error.reason}` : "";
      window.alert(`Upload failed. Please try again.${reason}`);
      // What was stored stays stored; what was not stays selected for another try.
      setSelected((current) => current.slice(paths.length));
      if (paths.length > 0) onUploaded(paths);
    } finally {
      setUploading(false);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!uploading) choose(event.dataTransfer.files);
  };
  const percent = selected.length > 0 ? Math.round((done / selected.length) * 100) : 0;

  return (
    <div className="space-y-4">
      <section
        aria-label="Drop files here to upload"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed p-8 text-center transition-colors",
          dragging ? "border-green-700 bg-green-50" : "border-gray-300",
        )}
        data-testid="upload-dropzone"
      >
        <UploadCloud className="h-10 w-10 text-gray-500" aria-hidden="true" />
        <p className="text-sm text-gray-700">Drag and drop files here, or</p>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="peer sr-only"
          accept={accept}
          multiple={multiple}
          disabled={uploading}
          onChange={(event) => choose(event.target.files)}
        />
        <label
          htmlFor={inputId}
          className="inline-flex h-10 cursor-pointer items-center rounded-md border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 hover:bg-gray-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-green-700"
        >
          Choose files
        </label>
        {hint && <p className="text-xs text-gray-600">{hint}</p>}
      </section>

      {selected.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-gray-900">Selected Files</h3>
          <ul className="mt-2 divide-y divide-gray-100 rounded-md border border-gray-200">
            {selected.map(({ id, file }) => (
              <li key={id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 truncate text-gray-900">{file.name}</span>
                <span className="flex shrink-0 items-center gap-2 text-gray-600">
                  {kilobytes(file.size)}
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${file.name}`}
                    disabled={uploading}
                    onClick={() => setSelected((current) => current.filter((entry) => entry.id !== id))}
                  >
                    <X className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}

      {uploading && (
        <div
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 w-full overflow-hidden rounded-full bg-gray-200"
        >
          <div className="h-full bg-green-700 transition-all" style={{ width: `${percent}%` }} />
        </div>
      )}

      <Button onClick={upload} disabled={selected.length === 0 || uploading}>
        {uploading ? "Uploading..." : `Upload ${selected.length} file(s)`}
      </Button>
    </div>
  );
}
