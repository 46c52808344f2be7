import type { FastifyRequest } from "fastify";

const bearer = /^Bearer\s+(\S+)\s*$/i;

/**
 * The API token a call to the admin API carries in `Authorization: Bearer <token>`, or null.
 * Only /api/admin/* takes tokens; such a call is authenticated by the token alone (any session
 * cookie is ignored), so the same-origin check that protects cookies has nothing to protect.
 */
export function adminBearerToken(request: FastifyRequest): string | null {
  if (!request.url.startsWith("/api/admin/")) return null;
  const header = request.headers.authorization;
  if (typeof header !== "string") return null;
  return bearer.exec(header)?.[1] ?? (header.toLowerCase().startsWith("bearer") ? "" : null);
}
