import type { FastifyInstance } from "fastify";
import { clientAddressKey } from "../../lib/clientAddressKey.ts";
import { minuteBudget } from "../cluster/minuteBudget.ts";
import { tooManyRequests } from "../errors.ts";
import { routeAddressOf } from "./routeAddress.ts";
import { isSessionRoute } from "./sessionCookie.ts";

const probes = new Set(["/healthz", "/readyz"]);

/**
 * One generous budget per client address for everything public (pages, assets, the public API):
 * far above what a person browsing does, it stops one client from keeping the server busy.
 * Route limits (search, ratings, sign-in) still apply on top; staff routes are left to those.
 * A callback hook: every public request runs it.
 */
export function registerPublicRateLimit(app: FastifyInstance): void {
  const count = minuteBudget(app.ctx.cluster, app.ctx.config.publicRateLimitPerMinute);
  app.addHook("onRequest", (request, _reply, done) => {
    const address = routeAddressOf(request);
    if (isSessionRoute(address) || probes.has(address)) return done();
    // A key of its own, so this budget never shares a count with a route's limit.
    count(`public-site ${clientAddressKey(request.ip)}`, (error, verdict) => {
      if (error || !verdict?.exceeded) return done(error ?? undefined);
      done(
        tooManyRequests(verdict.retryAfterSeconds, "Too many requests. Please wait a moment and try again."),
      );
    });
  });
}
