import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisServer, startRedis, waitFor } from "../../scripts/support/instances.ts";
import { redisHeldSearches } from "../../server/features/search/events/redisHeldSearches.ts";
import { SearchEventLog } from "../../server/features/search/events/searchEventLog.ts";
import { connectRedis } from "../../server/platform/cluster/redisConnection.ts";
import type { DatabaseHandle } from "../../server/platform/db/database.ts";
import { migrateToLatest } from "../../server/platform/db/migrate.ts";
import { createTestDatabase } from "../support/testDatabases.ts";

const PAUSE_MS = 300;
const silent = pino({ level: "silent" }) as unknown as FastifyBaseLogger;

/**
 * The as-you-type search log of two instances sharing one Redis, as behind a load balancer that
 * sends a visitor's keystrokes to either: one search is logged per burst, wherever it was typed.
 */
describe("search-as-you-type log shared through Redis", () => {
  let database: { handle: DatabaseHandle; drop: () => Promise<void> };
  let redis: RedisServer;
  const clients: Redis[] = [];
  const logs: SearchEventLog[] = [];

  /** An instance's search log, holding its searches in the shared Redis. */
  const instanceLog = async () => {
    const client = await connectRedis(redis.url, silent, "commands");
    clients.push(client);
    const log = new SearchEventLog(database.handle.db, PAUSE_MS);
    log.share(redisHeldSearches(client));
    logs.push(log);
    return { log, client };
  };
  const logged = async () =>
    (
      await database.handle.db.selectFrom("searchEvents").select(["query", "visitor"]).orderBy("id").execute()
    ).map((row) => `${row.visitor}:${row.query}`);
  const ready = (client: Redis) => waitFor("Redis connection", async () => client.status === "ready");

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    await migrateToLatest(database.handle);
    redis = await startRedis();
  });

  afterAll(async () => {
    await Promise.all(logs.map((log) => log.close()));
    for (const client of clients) client.disconnect();
    await redis?.stop();
    await database?.drop();
  });

  it("logs a burst typed across two instances once, as its last query", async () => {
    const a = await instanceLog();
    const b = await instanceLog();
    await Promise.all([ready(a.client), ready(b.client)]);
    const visitor = { id: "burst-1", client: "client-1" };
    // A keystroke at a time, as typing is (each reaches Redis before the next is typed).
    const type = async (on: typeof a, query: string) => {
      on.log.typed(visitor, query, 1);
      await waitFor(`"${query}" held`, async () =>
        (await on.client.hget("cairn:search:held", visitor.id))!.includes(`"${query}"`),
      );
    };
    await type(a, "te");
    await type(b, "ten");
    await type(a, "tent");
    // Typing something unrelated on the other instance logs the held query at once.
    await type(b, "stakes");
    await waitFor("both searches logged", async () => (await logged()).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 3 * PAUSE_MS));
    expect(await logged()).toEqual(["client-1:tent", "client-1:stakes"]);
  });

  it("leaves a held search of an instance that stops to the other, which logs it after the pause", async () => {
    const a = await instanceLog();
    const b = await instanceLog();
    await Promise.all([ready(a.client), ready(b.client)]);
    const visitor = { id: "burst-2", client: "client-2" };
    a.log.typed(visitor, "sleeping bag", 4);
    await waitFor("the search held in Redis", async () => (await a.client.hlen("cairn:search:held")) === 1);
    await a.log.close();
    expect(await logged()).not.toContain("client-2:sleeping bag");
    await waitFor("b to log it", async () => (await logged()).includes("client-2:sleeping bag"));
    await new Promise((resolve) => setTimeout(resolve, 3 * PAUSE_MS));
    expect((await logged()).filter((entry) => entry.startsWith("client-2:"))).toEqual([
      "client-2:sleeping bag",
    ]);
  });

  it("holds searches in the instance's memory while Redis is gone", async () => {
    const a = await instanceLog();
    await ready(a.client);
    await redis.stop();
    await waitFor("the connection to notice", async () => a.client.status !== "ready");
    const visitor = { id: "burst-3", client: "client-3" };
    a.log.typed(visitor, "gu", 5);
    a.log.typed(visitor, "guy line", 5);
    await waitFor("the search logged", async () => (await logged()).includes("client-3:guy line"));
    expect((await logged()).filter((entry) => entry.startsWith("client-3:"))).toEqual(["client-3:guy line"]);
    redis = await startRedis(redis.port);
  });
});
