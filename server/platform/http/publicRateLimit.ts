import type { FastifyInstance } from "fastify";
import { clientAddressKey } from "../../lib/clientAddressKey.ts";
import { sharedRateLimitStore } from "../cluster/sharedRateLimitStore.ts";
import { tooManyRequests } from "../errors.ts";
import { routeAddressOf } from "./routeAddress.ts";
import { isSessionRoute } from "./sessionCookie.ts";

const probes = new Set(["/healthz", "/readyz"]);
const WINDOW_MS = 60_000;

/**
 * One generous budget per client address for everything public (pages, assets, the public API):
 * far above what a person browsing does, it stops one client from keeping the server busy.
 * Route limits (search, ratings, sign-in) still apply on top; staff routes are left to those.
 *
 * Counted in the rate-limit plugin's own stores (Redis across instances, memory while Redis is
 * unreachable), called directly from a callback hook: every public request runs it, and the
 * plugin's limiter (an async function awaiting the key, then the store's callback as a promise)
 * cost a cached page about 10 of its 74 µs.
 */
export function registerPublicRateLimit(app: FastifyInstance): void {
  const max = app.ctx.config.publicRateLimitPerMinute;
  const Store = sharedRateLimitStore(app.ctx.cluster);
  const store = new Store({});
  app.addHook("onRequest", (request, _reply, done) => {
    const address = routeAddressOf(request);
    if (isSessionRoute(address) || probes.has(address)) return done();
    // A key of its own, so this budget never shares a count with a route's limit.
    store.incr(
      `public-site ${clientAddressKey(request.ip)}`,
      (error, counted) => {
        if (error || !counted) return done(error ?? new Error("the rate-limit store answered no count"));
        if (counted.current <= max) return done();
        done(
          tooManyRequests(
            Math.ceil(counted.ttl / 1000),
            "Too many requests. Please wait a moment and try again.",
          ),
        );
      },
      WINDOW_MS,
      max,
    );
  });
}
