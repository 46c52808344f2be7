import type { FastifyInstance } from "fastify";
import { clientAddressKey } from "../../lib/clientAddressKey.ts";
import { tooManyRequests } from "../errors.ts";
import { routeAddressOf } from "./routeAddress.ts";
import { isSessionRoute } from "./sessionCookie.ts";

const probes = new Set(["/healthz", "/readyz"]);

/**
 * One generous budget per client address for everything public (pages, assets, the public API):
 * far above what a person browsing does, it stops one client from keeping the server busy.
 * Route limits (search, ratings, sign-in) still apply on top; staff routes are left to those.
 */
export function registerPublicRateLimit(app: FastifyInstance): void {
  const limiter = app.createRateLimit({
    max: app.ctx.config.publicRateLimitPerMinute,
    timeWindow: 60_000,
    // A key of its own, so this budget never shares a count with a route's limit.
    keyGenerator: (request) => `public-site ${clientAddressKey(request.ip)}`,
  });
  app.addHook("onRequest", async (request) => {
    const address = routeAddressOf(request);
    if (isSessionRoute(address) || probes.has(address)) return;
    const verdict = await limiter(request);
    if (!verdict.isAllowed && verdict.isExceeded) {
      throw tooManyRequests(verdict.ttlInSeconds, "Too many requests. Please wait a moment and try again.");
    }
  });
}
