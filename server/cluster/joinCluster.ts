import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../context.ts";
import { applyContentChange, type ContentChange } from "../services/contentEvents.ts";
import { type ClusterLink, redisClusterLink, singleInstance } from "./clusterLink.ts";

/**
 * Connects this instance to the others when REDIS_URL is set. A change another instance made
 * reaches this one's caches: settings (re-read at once, so synchronous readers such as the CSP
 * see it), the search words (re-read on the next search), then every content listener (pages).
 */
export function joinCluster(ctx: AppContext, log: FastifyBaseLogger): ClusterLink {
  if (!ctx.config.redisUrl) return singleInstance;
  const applyRemote = (change: ContentChange) => {
    if (change.scope === "everything") {
      ctx.settings.invalidate();
      void ctx.settings.get().catch(() => {});
    }
    ctx.search.refreshWords();
    applyContentChange(ctx, change);
  };
  return redisClusterLink(ctx.config.redisUrl, log, applyRemote);
}
