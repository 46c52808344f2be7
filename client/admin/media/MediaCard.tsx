import { ExternalLink, File, FileText, Film, Link2, Trash2 } from "lucide-react";
import { formatBytes } from "../../../shared/formatBytes.ts";
import type { MediaFile } from "../../../shared/schemas/media.ts";
import { formatShortDate } from "../../ui/formatDate.ts";
import { Badge } from "../ui/Badge.tsx";
import { Button, buttonClass } from "../ui/Button.tsx";
import { Card } from "../ui/Card.tsx";
import { UsedIn } from "./UsedIn.tsx";

function TypeIcon({ mimeType }: { mimeType: string }) {
  const Icon = mimeType.startsWith("video/")
    ? Film
    : mimeType.startsWith("text/") || mimeType.includes("pdf") || mimeType.includes("word")
      ? FileText
      : File;
  return <Icon className="h-12 w-12 text-gray-500" aria-hidden="true" />;
}

/** A media library card: thumbnail or type icon, mime badge, name, size, date, where it is used, actions. */
export function MediaCard({
  file,
  onCopy,
  onDelete,
}: {
  file: MediaFile;
  onCopy: (file: MediaFile) => void;
  onDelete: (file: MediaFile) => void;
}) {
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="media-card">
      <div className="flex aspect-video items-center justify-center bg-gray-100">
        {file.mimeType.startsWith("image/") ? (
          <img
            src={file.url}
            alt={file.filename}
            loading="lazy"
            decoding="async"
            width={file.width ?? undefined}
            height={file.height ?? undefined}
            className="h-full w-full object-cover"
          />
        ) : (
          <TypeIcon mimeType={file.mimeType} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Badge variant="secondary" className="self-start">
          {file.mimeType.split("/")[0]}
        </Badge>
        <p className="truncate text-sm font-medium text-gray-900" title={file.filename}>
          {file.filename}
        </p>
        <p className="flex justify-between text-xs text-gray-700">
          <span>{formatBytes(file.size)}</span>
          <span>{formatShortDate(file.uploadedAt)}</span>
        </p>
        <UsedIn articles={file.usedIn} />
        <div className="mt-auto flex items-center gap-2 pt-2">
          <Button variant="outline" size="sm" className="flex-1" onClick={() => onCopy(file)}>
            <Link2 className="h-4 w-4" aria-hidden="true" />
            Copy URL
          </Button>
          <a
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("outline", "icon")}
            aria-label={`View ${file.filename} in a new tab`}
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
          </a>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${file.filename}`}
            onClick={() => onDelete(file)}
          >
            <Trash2 className="h-4 w-4 text-red-700" aria-hidden="true" />
          </Button>
        </div>
      </div>
    </Card>
  );
}
