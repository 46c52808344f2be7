import { UploadCloud, X } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "../ui/Button.tsx";
import { cn } from "../ui/cn.ts";
import { isAcceptedFile } from "./acceptedFile.ts";
import { UploadStepError, uploadToStorage } from "./uploadToStorage.ts";

const kilobytes = (size: number) => `${(size / 1024).toFixed(2)} KB`;

interface UploadEntry {
  id: number;
  file: File;
  status: "uploading" | "done" | "failed";
  /** Share sent, 0 to 100. */
  percent: number;
  error?: string;
}

/**
 * The media library's upload zone: files dropped or chosen start uploading at once, one row each
 * with its own progress bar, and its own error when the file is refused (by type or size here, or
 * by the server). `onUploaded` hears the stored paths of each batch once all its files settle.
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
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const nextId = useRef(0);
  const [dragging, setDragging] = useState(false);

  const update = (id: number, change: Partial<UploadEntry>) =>
    setEntries((current) => current.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));

  const uploadOne = async (entry: UploadEntry): Promise<string | null> => {
    try {
      const path = await uploadToStorage(entry.file, (share) =>
        update(entry.id, { percent: Math.min(99, Math.round(share * 100)) }),
      );
      update(entry.id, { status: "done", percent: 100 });
      return path;
    } catch (error) {
      const reason =
        error instanceof UploadStepError && error.reason ? `${error.message}: ${error.reason}` : "";
      update(entry.id, { status: "failed", error: reason || "Upload failed. Please try again." });
      return null;
    }
  };

  const start = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []).slice(0, multiple ? undefined : 1);
    const batch: UploadEntry[] = chosen.map((file) => {
      nextId.current += 1;
      const refusal = !isAcceptedFile(file)
        ? `${file.name} is not a supported file type.`
        : file.size > maxSizeMb * 1024 * 1024
          ? `${file.name} is too large. Maximum size is ${maxSizeMb}MB.`
          : undefined;
      return {
        id: nextId.current,
        file,
        status: refusal ? "failed" : "uploading",
        percent: 0,
        ...(refusal ? { error: refusal } : {}),
      };
    });
    if (input.current) input.current.value = "";
    setEntries((current) => [...batch, ...current]);
    // One after the other: each file gets the connection to itself, and the newest comes last.
    const stored: string[] = [];
    for (const entry of batch.filter((candidate) => candidate.status === "uploading")) {
      const path = await uploadOne(entry);
      if (path) stored.push(path);
    }
    if (stored.length > 0) onUploaded(stored);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void start(event.dataTransfer.files);
  };

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
        <p className="text-sm text-gray-700">Drag and drop files here to upload them, or</p>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="peer sr-only"
          accept={accept}
          multiple={multiple}
          onChange={(event) => void start(event.target.files)}
        />
        <label
          htmlFor={inputId}
          className="inline-flex h-10 cursor-pointer items-center rounded-md border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 hover:bg-gray-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-green-700"
        >
          Choose files
        </label>
        {hint && <p className="text-xs text-gray-600">{hint}</p>}
      </section>

      {entries.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-gray-900">Uploads</h3>
          <ul className="mt-2 divide-y divide-gray-100 rounded-md border border-gray-200">
            {entries.map((entry) => (
              <li key={entry.id} className="space-y-1 px-3 py-2 text-sm" data-testid="upload-entry">
                <div className="flex items-center justify-between gap-3">
                  <span className="min-w-0 truncate text-gray-900">{entry.file.name}</span>
                  <span className="flex shrink-0 items-center gap-2 text-gray-600">
                    {kilobytes(entry.file.size)}
                    <span className="w-20 text-right" data-testid="upload-status">
                      {entry.status === "uploading"
                        ? `${entry.percent}%`
                        : entry.status === "done"
                          ? "Uploaded"
                          : "Failed"}
                    </span>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Dismiss ${entry.file.name}`}
                      disabled={entry.status === "uploading"}
                      onClick={() =>
                        setEntries((current) => current.filter((other) => other.id !== entry.id))
                      }
                    >
                      <X className="h-4 w-4" aria-hidden="true" />
                    </Button>
                  </span>
                </div>
                {entry.status !== "failed" && (
                  <div
                    role="progressbar"
                    aria-label={`Uploading ${entry.file.name}`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={entry.percent}
                    className="h-1.5 w-full overflow-hidden rounded-full bg-gray-200"
                  >
                    <div
                      className="h-full bg-green-700 transition-all"
                      style={{ width: `${entry.percent}%` }}
                    />
                  </div>
                )}
                {entry.error && (
                  <p role="alert" className="text-sm text-red-700">
                    {entry.error}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
