import { createHash } from "node:crypto";

/** The UTC day (YYYY-MM-DD) analytics file a moment under. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * What analytics store instead of the visitor: a hash of the visitor's in-memory id and the UTC
 * day. It counts distinct visitors within a day and ties a click to its search, but links no
 * two days of one visitor and holds no address.
 */
export function searchVisitorKey(visitor: string, day: string): string {
  return createHash("sha256").update(`cairn-search\n${day}\n${visitor}`).digest("base64url").slice(0, 22);
}
