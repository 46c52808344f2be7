import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { servedOverHttps } from "../../platform/http/sessionCookie.ts";

/**
 * The single sign-on round trip's cookie: the state, nonce and PKCE verifier made at the start,
 * where to go afterwards and the redirect URI used, signed with the server's key. Only the
 * callback path sees it, only for ten minutes, and the callback spends it: the provider's answer
 * is accepted only in the browser that began the sign-in (login CSRF), only once.
 */
export const SINGLE_SIGN_ON_COOKIE = "cairn_sso";
const COOKIE_PATH = "/api/auth/oidc";
export const ROUND_TRIP_SECONDS = 600;

const roundTripSchema = z.object({
  state: z.string().min(20).max(200),
  nonce: z.string().min(20).max(200),
  verifier: z.string().min(43).max(128),
  redirectUri: z.string().url(),
  next: z.string().max(2000),
  expiresAt: z.number(),
});
export type RoundTrip = z.infer<typeof roundTripSchema>;

function keyFor(visitorCookieKey: Buffer): Buffer {
  return createHash("sha256").update("cairn single sign-on cookie\n").update(visitorCookieKey).digest();
}

function signatureOf(request: FastifyRequest, payload: string): string {
  return createHmac("sha256", keyFor(request.server.ctx.visitorCookieKey))
    .update(payload)
    .digest("base64url");
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: COOKIE_PATH,
    httpOnly: true,
    // Lax, not strict: the provider sends the browser back with a cross-site top-level GET.
    sameSite: "lax" as const,
    secure: servedOverHttps(request.server.ctx.config) || request.protocol === "https",
  };
}

export function setRoundTripCookie(request: FastifyRequest, reply: FastifyReply, trip: RoundTrip): void {
  const payload = Buffer.from(JSON.stringify(trip)).toString("base64url");
  reply.setCookie(SINGLE_SIGN_ON_COOKIE, `${payload}.${signatureOf(request, payload)}`, {
    ...cookieOptions(request),
    maxAge: ROUND_TRIP_SECONDS,
  });
}

/** The round trip this browser began, if its cookie is present, genuine and not expired; the cookie is cleared. */
export function takeRoundTripCookie(request: FastifyRequest, reply: FastifyReply): RoundTrip | null {
  const value = request.cookies[SINGLE_SIGN_ON_COOKIE];
  if (value === undefined) return null;
  reply.clearCookie(SINGLE_SIGN_ON_COOKIE, cookieOptions(request));
  const [payload = "", signature = ""] = value.split(".");
  const expected = Buffer.from(signatureOf(request, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let trip: unknown;
  try {
    trip = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = roundTripSchema.safeParse(trip);
  if (!parsed.success || parsed.data.expiresAt <= Date.now()) return null;
  return parsed.data;
}
