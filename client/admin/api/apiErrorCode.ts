import { ApiError } from "../../public/api/apiFetch.ts";

/** The `error.code` of a failed API call's JSON answer ("STALE_EDIT"), when it has one. */
export function apiErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const code = (JSON.parse(error.bodyText) as { error?: { code?: unknown } }).error?.code;
    return typeof code === "string" ? code : undefined;
  } catch {
    return undefined;
  }
}
