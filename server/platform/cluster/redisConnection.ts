import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";

/**
 * A Redis client that never makes Cairn wait on a Redis that is gone: commands fail at once
 * while disconnected (no offline queue), and the client reconnects by itself, backing off up to
 * two seconds. Outages are logged once when they start and once when they end. ioredis is loaded
 * at the first connection: an instance without REDIS_URL never needs it.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger, role: string): Promise<Redis> {
  const { Redis } = await import("ioredis");
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  let down = false;
  client.on("error", (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err: error, redis: role },
      "Redis unreachable: rate limits count per instance until it is back",
    );
  });
  client.on("ready", () => {
    if (!down) return;
    down = false;
    log.info({ redis: role }, "Redis reachable again");
  });
  return client;
}
