import type { MediaFile, MediaUser } from "../../../shared/schemas/media.ts";
import type { MediaFileRow } from "../../platform/db/schema.ts";

/** A media file as the API shows it: never its storage key or uploader. */
export function presentMediaFile(row: MediaFileRow, usedIn: MediaUser[]): MediaFile {
  return {
    id: row.id,
    filename: row.filename,
    mimeType: row.mimeType,
    size: row.size,
    url: row.url,
    uploadedAt: row.uploadedAt,
    width: row.width,
    height: row.height,
    usedIn,
  };
}
