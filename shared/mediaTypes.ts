/**
 * The file types the media library accepts: the type is decided
 * from the file's content on the server; the extensions and declared types must agree with it.
 */
export interface AcceptedMediaType {
  mimeType: string;
  /** Extensions a file of this type may carry, first one used for stored keys. */
  extensions: readonly string[];
  /** Shown inline by browsers; every other type is served as a download. */
  inline: boolean;
}

export const ACCEPTED_MEDIA_TYPES: readonly AcceptedMediaType[] = [
  { mimeType: "image/png", extensions: ["png"], inline: true },
  { mimeType: "image/jpeg", extensions: ["jpg", "jpeg", "jfif"], inline: true },
  { mimeType: "image/gif", extensions: ["gif"], inline: true },
  { mimeType: "image/webp", extensions: ["webp"], inline: true },
  { mimeType: "image/avif", extensions: ["avif"], inline: true },
  { mimeType: "video/mp4", extensions: ["mp4", "m4v"], inline: true },
  { mimeType: "video/webm", extensions: ["webm"], inline: true },
  { mimeType: "application/pdf", extensions: ["pdf"], inline: true },
  { mimeType: "text/plain", extensions: ["txt"], inline: false },
  { mimeType: "application/msword", extensions: ["doc"], inline: false },
  {
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    extensions: ["docx"],
    inline: false,
  },
];

/** The `accept` attribute of the media library's file input. */
export const MEDIA_ACCEPT_ATTRIBUTE = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "video/mp4",
  "video/webm",
  ".pdf",
  ".txt",
  ".doc",
  ".docx",
].join(",");

/** The accepted type with this MIME type, if any. */
export function acceptedMediaType(mimeType: string): AcceptedMediaType | undefined {
  const bare = mimeType.split(";")[0]!.trim().toLowerCase();
  return ACCEPTED_MEDIA_TYPES.find((type) => type.mimeType === bare);
}

/** The accepted type a file name's extension claims, if any. */
export function mediaTypeOfName(filename: string): AcceptedMediaType | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  return extension ? ACCEPTED_MEDIA_TYPES.find((type) => type.extensions.includes(extension)) : undefined;
}
