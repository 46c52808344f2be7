/** The `allowed_origins` setting as a list: comma-separated, spaces and empty entries ignored. */
export function parseAllowedOrigins(value: string): string[] {
  return value
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
}
