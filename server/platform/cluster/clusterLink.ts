import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import { type ContentChange, everything } from "../contentChanges.ts";
import { connectRedis } from "./redisConnection.ts";

const CHANNEL = "cairn:content-changes";

/** How this instance reaches the others (docs/OPERATIONS.md "Scaling: what is shared"). */
export interface ClusterLink {
  /** Sends a change to every other instance; nothing to do when there is only this one. */
  broadcast(change: ContentChange): void;
  /** Shared counters (rate limits), or null on a single instance. */
  readonly redis: Redis | null;
  /** Rejects while a configured Redis is unreachable (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Without REDIS_URL: one instance, nothing to share. */
export const singleInstance: ClusterLink = {
  broadcast: () => {},
  redis: null,
  ping: async () => {},
  close: async () => {},
};

interface Message {
  from: string;
  change: ContentChange;
}

function parseMessage(text: string): Message | null {
  try {
    const message = JSON.parse(text) as Message;
    const scope = message?.change?.scope;
    return typeof message.from === "string" && (scope === "everything" || scope === "articles")
      ? message
      : null;
  } catch {
    return null;
  }
}

/**
 * Instances sharing one Redis: each change is published on a pub/sub channel and applied by
 * every other instance's caches as it arrives (milliseconds). Pub/sub keeps nothing for a
 * subscriber that was away, so an instance whose subscription comes back after an outage
 * clears everything, and a publisher that could not send tells everyone to clear everything
 * once it can again: caches are never stale for longer than Redis is gone.
 */
export async function redisClusterLink(
  url: string,
  log: FastifyBaseLogger,
  applyRemote: (change: ContentChange) => void,
): Promise<ClusterLink> {
  const instance = randomUUID();
  const publisher = await connectRedis(url, log, "commands");
  const subscriber = await connectRedis(url, log, "subscription");
  let connectedBefore = false;
  let missedBroadcast = false;

  const send = (change: ContentChange) =>
    publisher.publish(CHANNEL, JSON.stringify({ from: instance, change } satisfies Message));

  subscriber.on("ready", () => {
    void subscriber.subscribe(CHANNEL).catch(() => {});
    if (connectedBefore) applyRemote(everything);
    connectedBefore = true;
  });
  subscriber.on("message", (_channel: string, text: string) => {
    const message = parseMessage(text);
    if (message && message.from !== instance) applyRemote(message.change);
  });
  publisher.on("ready", () => {
    if (!missedBroadcast) return;
    missedBroadcast = false;
    void send(everything).catch(() => {
      missedBroadcast = true;
    });
  });

  return {
    broadcast(change) {
      send(change).catch(() => {
        missedBroadcast = true;
      });
    },
    redis: publisher,
    async ping() {
      if (publisher.status !== "ready") throw new Error(`Redis is ${publisher.status}`);
      await publisher.ping();
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
