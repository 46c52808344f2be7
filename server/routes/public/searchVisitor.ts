import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";

/**
 * Who searches, as the search log tells visitors apart: a hash of address and browser, kept in
 * memory only (the database gets a per-day hash of it, see searchVisitorKey).
 */
export function searchVisitor(request: FastifyRequest): string {
  return createHash("sha256")
    .update(`${request.ip}\n${request.headers["user-agent"] ?? ""}`)
    .digest("base64url");
}
