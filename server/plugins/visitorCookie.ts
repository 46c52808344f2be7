import { randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** DESIGN: a visitor is a first-party cookie id (the client address is the fallback). */
export const VISITOR_COOKIE = "cairn_visitor";
const visitorIdPattern = /^[A-Za-z0-9_-]{16,64}$/;
const TWO_YEARS_SECONDS = 2 * 365 * 24 * 3600;

/**
 * The visitor id the request carries, or null; when it carries none (or a malformed one) a new
 * one is set on the reply for next time. Page renders may call it too, so that first votes are
 * already cookie-keyed.
 */
export function ensureVisitorCookie(request: FastifyRequest, reply: FastifyReply): string | null {
  const given = request.cookies[VISITOR_COOKIE];
  if (given && visitorIdPattern.test(given)) return given;
  reply.setCookie(VISITOR_COOKIE, randomBytes(18).toString("base64url"), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: TWO_YEARS_SECONDS,
  });
  return null;
}
