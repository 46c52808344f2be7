import { type AcceptedMediaType, acceptedMediaType, mediaTypeOfName } from "../../../shared/mediaTypes.ts";
import { AppError } from "../../platform/errors.ts";

export const unsupportedFileType = (message: string) => new AppError(415, "UNSUPPORTED_FILE_TYPE", message);

const acceptedList = "images (PNG, JPEG, GIF, WebP, AVIF), MP4 or WebM video, PDF, TXT, DOC or DOCX";

/** Markup that a browser could run if it ever sniffed it: refused even as plain text. */
const markupStart = /^\s*<(?:!doctype|html|head|body|script|svg|\?xml|iframe|object|embed)\b/i;

/** Tab, line feed, form feed, carriage return. */
const textControls = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** Plain text: valid UTF-8 without control characters other than tab, line feed, form feed, CR. */
function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && !textControls.has(code)) || code === 0x7f) return false;
  }
  return !markupStart.test(text.slice(0, 1024));
}

/**
 * What the content is, by its bytes alone (never the name or the declared type). file-type is
 * loaded at the first upload: most instances serve pages far more often than they take files.
 */
async function detect(bytes: Buffer): Promise<string | undefined> {
  const { fileTypeFromBuffer } = await import("file-type");
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    // Word 97-2003 files are OLE compound files; other compound files (xls, msi) carry other names.
    if (found.mime === "application/x-cfb") return "application/msword";
    return found.mime;
  }
  return isPlainText(bytes) ? "text/plain" : undefined;
}

/**
 * The accepted type of an uploaded file, decided from its content; the file's name and the
 * type the browser declared must agree with it (a PNG named .pdf, or HTML named .png, is
 * refused). SVG is never accepted: it can carry script.
 */
export async function checkMediaType(
  bytes: Buffer,
  filename: string,
  declaredType: string | undefined,
): Promise<AcceptedMediaType> {
  const detected = await detect(bytes);
  const type = detected ? acceptedMediaType(detected) : undefined;
  if (!type) {
    throw unsupportedFileType(`This kind of file cannot be uploaded. Upload ${acceptedList}.`);
  }
  // A name without an extension (a pasted "blob") claims nothing; any extension must agree.
  const hasExtension = /\.[^.]+$/.test(filename);
  if (hasExtension && mediaTypeOfName(filename)?.mimeType !== type.mimeType) {
    throw unsupportedFileType(
      `The file's name does not match its content (${type.mimeType}); rename it to .${type.extensions[0]}.`,
    );
  }
  const declared = declaredType?.split(";")[0]?.trim().toLowerCase();
  if (declared && declared !== "application/octet-stream" && declared !== type.mimeType) {
    throw unsupportedFileType(
      `The declared type ${declared} does not match the file's content (${type.mimeType}).`,
    );
  }
  return type;
}
