import { apiFetch } from "../../public/api/apiFetch.ts";
import { errorMessage } from "../api/errorMessage.ts";

/** An upload step that failed, with the upload widget's text for it and the server's reason. */
export class UploadStepError extends Error {
  constructor(
    message: "Failed to get upload URL" | "Failed to upload file",
    readonly reason: string,
  ) {
    super(message);
    this.name = "UploadStepError";
  }
}

async function reasonOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    return (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text;
  } catch {
    return text || response.statusText;
  }
}

/**
 * Signed upload of one file: ask for an address (POST /api/objects/upload), PUT the file there with
 * its type, then finalize (POST /api/media/finalize). Answers the stored path. Only our own origin
 * gets the session cookie; a bucket's presigned address needs none.
 */
export async function uploadToStorage(file: File): Promise<string> {
  const contentType = file.type || "application/octet-stream";
  let uploadURL: string;
  try {
    ({ uploadURL } = await apiFetch<{ uploadURL: string }>("/api/objects/upload", {
      method: "POST",
      body: JSON.stringify({ filename: file.name, contentType, size: file.size }),
    }));
  } catch (error) {
    throw new UploadStepError("Failed to get upload URL", errorMessage(error, ""));
  }
  const sameOrigin = new URL(uploadURL, window.location.href).origin === window.location.origin;
  const put = await fetch(uploadURL, {
    method: "PUT",
    body: file,
    headers: { "content-type": contentType },
    credentials: sameOrigin ? "include" : "omit",
  }).catch(() => null);
  if (!put?.ok) throw new UploadStepError("Failed to upload file", put ? await reasonOf(put) : "");
  try {
    const { objectPath } = await apiFetch<{ objectPath: string }>("/api/media/finalize", {
      method: "POST",
      body: JSON.stringify({ uploadURL, filename: file.name, contentType }),
    });
    return objectPath;
  } catch (error) {
    throw new UploadStepError("Failed to upload file", errorMessage(error, ""));
  }
}
