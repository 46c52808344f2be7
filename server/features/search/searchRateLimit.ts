import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Counts a search against the requester's per-minute limit (SEARCH_RATE_LIMIT_PER_MINUTE);
     * false once they are past it. The API and the server-rendered results page share one count.
     */
    searchAllowed(request: FastifyRequest): Promise<boolean>;
  }
}

/** Needs @fastify/rate-limit registered first (it provides createRateLimit). */
export function registerSearchRateLimit(app: FastifyInstance): void {
  const limiter = app.createRateLimit({
    max: app.ctx.config.searchRateLimitPerMinute,
    timeWindow: "1 minute",
  });
  app.decorate("searchAllowed", async (request: FastifyRequest) => {
    const result = await limiter(request);
    return result.isAllowed || !result.isExceeded;
  });
}
