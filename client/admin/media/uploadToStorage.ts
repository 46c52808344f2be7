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

function reasonOf(text: string, statusText: string): string {
  try {
    return (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? text;
  } catch {
    return text || statusText;
  }
}

/**
 * PUTs the file with XMLHttpRequest, the one browser API that reports upload progress. Only our
 * own origin gets the session cookie (XMLHttpRequest sends it there, and nowhere else without
 * withCredentials).
 */
function putWithProgress(
  url: string,
  file: File,
  contentType: string,
  onProgress?: (share: number) => void,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("PUT", url);
    request.setRequestHeader("content-type", contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () =>
      resolve(
        request.status >= 200 && request.status < 300
          ? { ok: true }
          : { ok: false, reason: reasonOf(request.responseText, request.statusText) },
      );
    request.onerror = () => resolve({ ok: false, reason: "The connection failed." });
    request.send(file);
  });
}

/**
 * Signed upload of one file: ask for an address (POST /api/objects/upload), PUT the file there with
 * its type, then finalize (POST /api/media/finalize). Answers the stored path. Only our own origin
 * gets the session cookie; a bucket's presigned address needs none. `onProgress` hears the share
 * of the file sent so far (0 to 1).
 */
export async function uploadToStorage(file: File, onProgress?: (share: number) => void): Promise<string> {
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
  const sent = await putWithProgress(uploadURL, file, contentType, onProgress);
  if (!sent.ok) throw new UploadStepError("Failed to upload file", sent.reason);
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
