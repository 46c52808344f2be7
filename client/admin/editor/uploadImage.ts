import { ApiError } from "../../public/api/apiFetch.ts";

/** Only image files go up as cover or inline images; anything else is refused with this message. */
export const NOT_AN_IMAGE_MESSAGE = "Please select an image file";

/** POST /api/admin/upload (multipart field `file`): answers the stored file's URL. */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  const response = await fetch("/api/admin/upload", { method: "POST", body, credentials: "include" });
  const text = await response.text();
  if (!response.ok) {
    let message = text || response.statusText;
    try {
      message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? message;
    } catch {
      // Not JSON: the text itself is the message.
    }
    throw new ApiError(response.status, text || response.statusText, message);
  }
  return (JSON.parse(text) as { url: string }).url;
}
