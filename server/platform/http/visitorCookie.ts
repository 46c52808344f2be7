import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { servedOverHttps } from "./sessionCookie.ts";

/** A visitor is a first-party cookie id (the client address is the fallback). */
export const VISITOR_COOKIE = "cairn_visitor";
const signedPattern = /^([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43})$/;
const TWO_YEARS_SECONDS = 2 * 365 * 24 * 3600;

function signatureOf(key: Buffer, id: string): string {
  return createHmac("sha256", key).update(id).digest("base64url");
}

/** The cookie value for a visitor id: the id and its HMAC, so a script cannot mint its own. */
export function signVisitorId(key: Buffer, id: string): string {
  return `${id}.${signatureOf(key, id)}`;
}

/** The visitor id the request carries, when this server signed it; null otherwise (nothing is set). */
export function readVisitorCookie(request: FastifyRequest): string | null {
  const match = signedPattern.exec(request.cookies[VISITOR_COOKIE] ?? "");
  if (!match) return null;
  const [, id, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(signatureOf(request.server.ctx.visitorCookieKey, id));
  return timingSafeEqual(expected, Buffer.from(signature)) ? id : null;
}

/**
 * The visitor id the request carries, or null; when it carries none (or one this server did not
 * sign) a new one is set on the reply for next time.
 */
export function ensureVisitorCookie(request: FastifyRequest, reply: FastifyReply): string | null {
  const key = request.server.ctx.visitorCookieKey;
  const match = signedPattern.exec(request.cookies[VISITOR_COOKIE] ?? "");
  if (match) {
    const [, id, signature] = match as unknown as [string, string, string];
    const expected = Buffer.from(signatureOf(key, id));
    if (timingSafeEqual(expected, Buffer.from(signature))) return id;
  }
  reply.setCookie(VISITOR_COOKIE, signVisitorId(key, randomBytes(18).toString("base64url")), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: servedOverHttps(request.server.ctx.config) || request.protocol === "https",
    maxAge: TWO_YEARS_SECONDS,
  });
  return null;
}
