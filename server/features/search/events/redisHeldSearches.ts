import type { Redis } from "ioredis";
import type { HeldSearch, SharedHeldSearches } from "./searchEventLog.ts";

/** Held searches by visitor (JSON), and when each is due (a sorted set scored by time in ms). */
const HELD = "cairn:search:held";
const DUE = "cairn:search:due";
/** Due searches one sweep takes at most; the rest wait for the next sweep. */
const SWEEP_BATCH = 500;

// Each script runs atomically in Redis: a held search is answered to exactly one caller.
const HOLD = `
local before = redis.call('HGET', KEYS[1], ARGV[1])
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
return before`;
const TAKE = `
local held = redis.call('HGET', KEYS[1], ARGV[1])
if held then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('ZREM', KEYS[2], ARGV[1])
end
return held`;
const TAKE_DUE = `
local visitors = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', ARGV[1], 'LIMIT', 0, ARGV[2])
local taken = {}
for _, visitor in ipairs(visitors) do
  local held = redis.call('HGET', KEYS[1], visitor)
  if held then table.insert(taken, held) end
  redis.call('HDEL', KEYS[1], visitor)
  redis.call('ZREM', KEYS[2], visitor)
end
return taken`;

function parse(text: unknown): HeldSearch | null {
  if (typeof text !== "string") return null;
  try {
    const held = JSON.parse(text) as HeldSearch;
    return typeof held.client === "string" &&
      typeof held.query === "string" &&
      typeof held.resultCount === "number"
      ? held
      : null;
  } catch {
    return null;
  }
}

/**
 * The search log's held searches in Redis, shared by every instance (SearchEventLog.share):
 * keystrokes of one visitor on several instances replace one held query, and a held query whose
 * instance died is logged by another. Unavailable while the connection is not ready.
 */
export function redisHeldSearches(redis: Redis): SharedHeldSearches {
  return {
    available: () => redis.status === "ready",
    hold: async (visitor, search, dueAt) =>
      parse(
        await redis.eval(
          HOLD,
          2,
          HELD,
          DUE,
          visitor,
          JSON.stringify({ client: search.client, query: search.query, resultCount: search.resultCount }),
          dueAt,
        ),
      ),
    take: async (visitor) => parse(await redis.eval(TAKE, 2, HELD, DUE, visitor)),
    takeDue: async (now) => {
      const taken = (await redis.eval(TAKE_DUE, 2, HELD, DUE, now, SWEEP_BATCH)) as unknown[];
      return taken.map(parse).filter((held): held is HeldSearch => held !== null);
    },
  };
}
