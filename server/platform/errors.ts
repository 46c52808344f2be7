/** An error the API answers as `{"error":{"code","message"}}` with its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError(400, "INVALID_INPUT", message, field);
export const unauthorized = (message = "Please sign in to continue.") =>
  new AppError(401, "UNAUTHORIZED", message);
export const forbidden = (message = "You don't have permission to do that.", code = "FORBIDDEN") =>
  new AppError(403, code, message);
export const notFound = (message = "Not found.") => new AppError(404, "NOT_FOUND", message);
export const conflict = (message: string, code = "CONFLICT", field?: string) =>
  new AppError(409, code, message, field);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = "Too many attempts. Please wait and try again.",
) => new AppError(429, "RATE_LIMITED", message, undefined, { "retry-after": String(retryAfterSeconds) });
export const unsupportedMediaType = (message = "Send the request body as application/json.") =>
  new AppError(415, "UNSUPPORTED_MEDIA_TYPE", message);
