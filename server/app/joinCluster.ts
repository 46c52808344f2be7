import type { FastifyBaseLogger } from "fastify";
import { type ClusterLink, redisClusterLink, singleInstance } from "../platform/cluster/clusterLink.ts";
import type { AppConfig } from "../platform/config.ts";
import type { ContentChangeBus } from "../platform/contentChanges.ts";

/**
 * Connects this instance to the others when REDIS_URL is set. The link is only the content-change
 * bus's transport: changes published here go out through it, and changes from other instances
 * come in through it to the same subscribers.
 */
export async function joinCluster(
  config: AppConfig,
  bus: ContentChangeBus,
  log: FastifyBaseLogger,
): Promise<ClusterLink> {
  if (!config.redisUrl) return singleInstance;
  const link = await redisClusterLink(config.redisUrl, log, (change) => bus.receive(change));
  bus.sendThrough((change) => link.broadcast(change));
  return link;
}
