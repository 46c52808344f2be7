import { ApiError } from "../../public/api/apiFetch.ts";

/** The human sentence to show for a failed call: the server's message, else the fallback. */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  if (error instanceof ApiError) return error.humanMessage || fallback;
  if (error instanceof TypeError) return "Could not reach the server. Check your connection and try again.";
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
