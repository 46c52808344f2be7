import type { FastifyInstance, FastifyRequest } from "fastify";
import { clientAddressKey } from "../../lib/clientAddressKey.ts";
import { minuteBudget } from "../../platform/cluster/minuteBudget.ts";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * Counts a search against the requester's per-minute limit (SEARCH_RATE_LIMIT_PER_MINUTE);
     * false once they are past it. The API and the server-rendered results page share one count.
     */
    searchAllowed(request: FastifyRequest): Promise<boolean>;
  }
}

/** Counted in the shared stores (minuteBudget), under a key of its own per client address. */
export function registerSearchRateLimit(app: FastifyInstance): void {
  const count = minuteBudget(app.ctx.cluster, app.ctx.config.searchRateLimitPerMinute);
  app.decorate(
    "searchAllowed",
    (request: FastifyRequest) =>
      new Promise<boolean>((resolve, reject) =>
        count(`search ${clientAddressKey(request.ip)}`, (error, verdict) =>
          error || !verdict ? reject(error) : resolve(!verdict.exceeded),
        ),
      ),
  );
}
