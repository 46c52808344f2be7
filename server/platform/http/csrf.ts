import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "../errors.ts";
import { adminBearerToken } from "./bearerToken.ts";
import { sessionCookieName } from "./sessionCookie.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The origins this site is served from: PUBLIC_URL, and the address the request came to. */
export function ownOrigins(request: FastifyRequest, publicUrl: string | undefined): Set<string> {
  const origins = new Set<string>();
  const configured = originOf(publicUrl);
  if (configured) origins.add(configured);
  const requested = originOf(`${request.protocol}://${request.host}`);
  if (requested) origins.add(requested);
  return origins;
}

/**
 * CSRF: a state-changing request must come from this site. With a session cookie it must name
 * its origin (Origin, else Referer); without one (sign-in, a rating) a foreign Origin is refused
 * too, so nobody can sign a visitor in to an attacker's account or vote in their name.
 */
export function registerCsrfCheck(app: FastifyInstance): void {
  const cookieName = sessionCookieName(app.ctx.config);
  /** Why this request is refused, or null: it may go on. */
  const refusalOf = (request: FastifyRequest): Error | null => {
    if (safeMethods.has(request.method)) return null;
    // A bearer call is authenticated by its token alone (checked by its route's first hook), never
    // by a cookie a browser adds by itself: there is no forged request to stop.
    if (adminBearerToken(request) !== null) return null;
    const hasSession = Boolean(request.cookies[cookieName]);
    const refuse = (reason: string, claimed: string | null = null) => {
      request.log.warn(
        { method: request.method, url: request.url.split("?")[0], origin: claimed, ip: request.ip, reason },
        "CSRF refusal",
      );
      return forbidden("This request must come from the help center itself.", "BAD_ORIGIN");
    };
    // "null" is what sandboxed frames, data: pages and some redirects send: an origin nobody can
    // vouch for, so it is refused outright rather than passed over for a Referer the page chose.
    if (request.headers.origin?.trim().toLowerCase() === "null") return refuse("Origin: null");
    const claimed = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (!claimed) return hasSession ? refuse("no Origin or Referer on a signed-in request") : null;
    if (!ownOrigins(request, app.ctx.config.publicUrl).has(claimed)) return refuse("foreign origin", claimed);
    return null;
  };
  // A callback, not an async hook: every answer runs it, and an async hook costs each a promise.
  app.addHook("onRequest", (request, _reply, done) => {
    const refusal = refusalOf(request);
    if (refusal) done(refusal);
    else done();
  });
}
