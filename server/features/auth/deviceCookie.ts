import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { servedOverHttps } from "../../platform/http/sessionCookie.ts";

/**
 * The device cookie (OWASP's "slow down online guessing attacks with device cookies"): set at
 * every successful sign-in, it names the account and a random device id, signed with the
 * server's key. A browser showing one for the account it signs in to is a device the owner has
 * used, so the per-account cap that stops guesses spread over many addresses does not apply to
 * it: nobody can lock the owner out of their own browser by failing on purpose elsewhere.
 */
export const DEVICE_COOKIE = "cairn_device";
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const pattern = /^([A-Za-z0-9_-]{22,43})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

function keyFor(visitorCookieKey: Buffer): Buffer {
  return createHash("sha256").update("cairn device cookie\n").update(visitorCookieKey).digest();
}

function accountTag(account: string): string {
  return createHash("sha256").update(account).digest("base64url").slice(0, 22);
}

function signatureOf(key: Buffer, payload: string): string {
  return createHmac("sha256", key).update(payload).digest("base64url");
}

/** The device id of a valid device cookie for this account on the request, or null. */
export function trustedDeviceOf(request: FastifyRequest, account: string): string | null {
  const match = pattern.exec(request.cookies[DEVICE_COOKIE] ?? "");
  if (!match) return null;
  const [, tag, deviceId, signature] = match as unknown as [string, string, string, string];
  if (tag !== accountTag(account)) return null;
  const expected = Buffer.from(
    signatureOf(keyFor(request.server.ctx.visitorCookieKey), `${tag}.${deviceId}`),
  );
  return timingSafeEqual(expected, Buffer.from(signature)) ? deviceId : null;
}

/** Sets (or renews) the device cookie for the account that just signed in. */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, account: string): void {
  const deviceId = trustedDeviceOf(request, account) ?? randomBytes(16).toString("base64url");
  const payload = `${accountTag(account)}.${deviceId}`;
  const value = `${payload}.${signatureOf(keyFor(request.server.ctx.visitorCookieKey), payload)}`;
  reply.setCookie(DEVICE_COOKIE, value, {
    path: "/api/login",
    httpOnly: true,
    sameSite: "strict",
    secure: servedOverHttps(request.server.ctx.config) || request.protocol === "https",
    maxAge: ONE_YEAR_SECONDS,
  });
}
