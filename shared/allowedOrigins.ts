/**
 * One allowed origin: `scheme://host[:port]`, nothing else. The host pattern is strict on
 * purpose: these values end up in response headers (CSP frame-ancestors, CORS), where a `;`,
 * a quote, a space or a `*` would change the header's meaning or make it invalid.
 */
const originPattern =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/i;

export interface OriginList {
  /** Entries that are exact origins, lower-cased as browsers send them. */
  valid: string[];
  /** Entries that are not, as given. */
  invalid: string[];
}

/** The `allowed_origins` setting, comma-separated, split into exact origins and the rest (the one parser). */
export function parseAllowedOrigins(value: string): OriginList {
  const list: OriginList = { valid: [], invalid: [] };
  for (const raw of value.split(",")) {
    const entry = raw.trim();
    if (!entry) continue;
    const port = /:(\d+)$/.exec(entry)?.[1];
    if (originPattern.test(entry) && (port === undefined || Number(port) <= 65_535)) {
      list.valid.push(entry.toLowerCase());
    } else list.invalid.push(entry);
  }
  return list;
}
