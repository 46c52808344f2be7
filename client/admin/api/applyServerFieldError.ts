import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "../../public/api/apiFetch.ts";

/**
 * Puts a server validation error (`{"error":{"field","message"}}`) next to its form field.
 * Returns true when it did, so the caller can skip a toast for it.
 */
export function applyServerFieldError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields?: readonly string[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  try {
    const body = JSON.parse(error.bodyText) as { error?: { field?: string; message?: string } };
    const field = body.error?.field;
    if (!field || (knownFields && !knownFields.includes(field))) return false;
    // Validation messages read "field.path: message"; beside the field the prefix is noise.
    const message = (body.error?.message ?? error.humanMessage).replace(`${field}: `, "");
    setError(field as Path<T>, { type: "server", message });
    return true;
  } catch {
    return false;
  }
}
