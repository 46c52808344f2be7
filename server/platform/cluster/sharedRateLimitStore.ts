import { createRequire } from "node:module";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { ClusterLink } from "./clusterLink.ts";

type Callback = Parameters<FastifyRateLimitStore["incr"]>[1];
type RouteLimitOptions = Parameters<FastifyRateLimitStore["child"]>[0];

/** The plugin's stores also offer `read` (a count without counting), used by `increment: false`. */
interface CountingStore extends FastifyRateLimitStore {
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteLimitOptions): CountingStore;
}

// The plugin's own stores: the same counting rules whether Redis or memory holds the counts.
const require = createRequire(import.meta.url);
const LocalStore = require("@fastify/rate-limit/store/LocalStore.js") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => CountingStore;
const RedisStore = require("@fastify/rate-limit/store/RedisStore.js") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: unknown,
  key: string,
) => CountingStore;

/**
 * A rate-limit store for @fastify/rate-limit that counts in Redis when the cluster has one, so a
 * limit is reached by all instances together, and in this instance's memory while Redis is
 * unreachable (the connection logs the outage): a request is never refused or delayed because
 * Redis is gone. Without Redis it is the plugin's in-memory store.
 */
export function sharedRateLimitStore(link: ClusterLink): FastifyRateLimitStoreCtor {
  const wrap = (shared: CountingStore | null, local: CountingStore): CountingStore => {
    const pick =
      (method: "incr" | "read") => (key: string, callback: Callback, timeWindow: number, max: number) => {
        if (!shared || link.redis?.status !== "ready") return local[method](key, callback, timeWindow, max);
        shared[method](
          key,
          (error, result) => (error ? local[method](key, callback, timeWindow, max) : callback(null, result)),
          timeWindow,
          max,
        );
      };
    return {
      incr: pick("incr"),
      read: pick("read"),
      child: (routeOptions) => wrap(shared?.child(routeOptions) ?? null, local.child(routeOptions)),
    };
  };
  return class SharedRateLimitStore {
    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      const shared = link.redis
        ? new RedisStore(continueExceeding, exponentialBackoff, link.redis, "cairn:rate:")
        : null;
      // biome-ignore lint/correctness/noConstructorReturn: the plugin instantiates the class it is given
      return wrap(shared, new LocalStore(continueExceeding, exponentialBackoff));
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
