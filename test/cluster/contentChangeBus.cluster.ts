import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RedisServer, startRedis, waitFor } from "../../scripts/support/instances.ts";
import { buildApp } from "../../server/app/buildApp.ts";
import { createAccount } from "../../server/features/users/userAccounts.ts";
import { testConfig } from "../../server/platform/config.ts";
import {
  articlesChanged,
  type ChangeOrigin,
  type ContentChange,
  everything,
} from "../../server/platform/contentChanges.ts";
import { type ReservedDatabase, reserveTestDatabase } from "../support/testDatabases.ts";

const ADMIN = { email: "bus-admin@example.com", password: "bus-admin-password" };

/** Every subscriber buildApp wires: a cache that shows content, or what keeps one fresh. */
const EXPECTED_SUBSCRIBERS = [
  "content health",
  "feeds",
  "page cache",
  "public article answers",
  "public category answers",
  "search answers",
  "search words",
  "settings",
  "sitemap",
];

type Delivery = { change: ContentChange; origin: ChangeOrigin };

/** Records what reaches an instance's bus until `stop` is called. */
function record(app: FastifyInstance, name: string): { seen: Delivery[]; stop: () => void } {
  const seen: Delivery[] = [];
  const stop = app.ctx.contentChanges.subscribe(name, (change, origin) => {
    seen.push({ change, origin });
  });
  return { seen, stop };
}

async function get(app: FastifyInstance, url: string, cookie?: string) {
  return app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
}

async function send(app: FastifyInstance, method: "POST" | "PUT", url: string, cookie: string, body: object) {
  return app.inject({
    method,
    url,
    headers: { cookie, origin: "http://localhost", "content-type": "application/json" },
    payload: JSON.stringify(body),
  });
}

/**
 * The content-change bus on two app instances sharing one PostgreSQL database and one Redis: a
 * change published on one runs exactly the same subscribers on the other, the Redis link being
 * only the bus's transport.
 */
describe("content changes travel on one bus, here and on the other instance", () => {
  let database: ReservedDatabase;
  let redis: RedisServer;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    database = await reserveTestDatabase("postgres");
    redis = await startRedis();
    const config = testConfig({ redisUrl: redis.url });
    a = await buildApp({ config, database: database.open() });
    await a.ready();
    b = await buildApp({ config, database: database.open() });
    await b.ready();
    await createAccount(a.ctx, { ...ADMIN, role: "admin" });
    const login = await a.inject({
      method: "POST",
      url: "/api/login",
      headers: { origin: "http://localhost", "content-type": "application/json" },
      payload: JSON.stringify(ADMIN),
    });
    expect(login.statusCode).toBe(200);
    const session = login.cookies.find((c) => c.name === "cairn_session");
    cookie = `cairn_session=${session?.value}`;
    // Both links are subscribed once a probe published on each reaches the other.
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      const probe = record(to, "probe");
      await waitFor("the other instance's subscription", async () => {
        from.ctx.contentChanges.publish(articlesChanged([], [], false));
        await new Promise((resolve) => setTimeout(resolve, 50));
        return probe.seen.length > 0;
      });
      probe.stop();
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.stop();
    await database?.drop();
  });

  it("wires the same subscribers on both instances", () => {
    expect(a.ctx.contentChanges.subscriberNames().sort()).toEqual(EXPECTED_SUBSCRIBERS);
    expect(b.ctx.contentChanges.subscriberNames().sort()).toEqual(EXPECTED_SUBSCRIBERS);
  });

  it.each([
    ["everything", everything],
    ["articles on the listing", articlesChanged([1, 2], [3], true)],
    ["articles off the listing", articlesChanged([4], [5, 6], false)],
  ])("delivers a change to %s here and on the other instance, unchanged", async (_kind, change) => {
    const here = record(a, "recorder");
    const there = record(b, "recorder");
    try {
      a.ctx.contentChanges.publish(change);
      expect(here.seen).toEqual([{ change, origin: "here" }]);
      await waitFor("the change on the other instance", async () => there.seen.length > 0, 10_000);
      expect(there.seen).toEqual([{ change, origin: "elsewhere" }]);
    } finally {
      here.stop();
      there.stop();
    }
  });

  it("runs every subscriber's effect on the other instance after a write on this one", async () => {
    // Page cache: the home page is served from the cache (same entity tag twice) before the write.
    const first = await get(b, "/");
    const cached = await get(b, "/");
    expect(first.statusCode).toBe(200);
    expect(cached.headers.etag).toBe(first.headers.etag);
    expect((await get(b, "/api/public/rss.xml")).body).not.toContain("Guy lines in the wind");
    const wordsRefreshedOnB = countCalls(b);
    const wordsRefreshedOnA = countCalls(a);

    const category = await send(a, "POST", "/api/admin/categories", cookie, { name: "Tents", slug: "tents" });
    expect(category.statusCode).toBe(201);
    const article = await send(a, "POST", "/api/admin/articles", cookie, {
      title: "Guy lines in the wind",
      slug: "guy-lines",
      categoryId: category.json().id,
      status: "published",
      verificationInterval: "3-months",
    });
    expect(article.statusCode).toBe(201);
    const settings = await send(a, "PUT", "/api/admin/settings", cookie, { site_name: "Bus Help" });
    expect(settings.statusCode).toBe(200);

    await waitFor(
      "every subscriber's effect on the other instance",
      async () =>
        (await get(b, "/")).body.includes("Guy lines in the wind") &&
        (await get(b, "/api/public/rss.xml")).body.includes("Guy lines in the wind") &&
        b.ctx.settings.current().site_name === "Bus Help" &&
        // Content health: the instance that saved checked the article; the other reads the finding.
        (await get(b, "/api/admin/content-health", cookie))
          .json()
          .issues.some(
            (issue: { article: { slug: string }; kind: string }) =>
              issue.article.slug === "guy-lines" && issue.kind === "no-seo-description",
          ),
      10_000,
    );
    // The other instance re-reads its search words; this one already holds the words it wrote.
    expect(wordsRefreshedOnB()).toBeGreaterThan(0);
    expect(wordsRefreshedOnA()).toBe(0);
    // The writing instance shows the change at once.
    expect((await get(a, "/")).body).toContain("Guy lines in the wind");
    expect(a.ctx.settings.current().site_name).toBe("Bus Help");
  });
  it("a search repeated on the other instance shows a change made on this one, as do its JSON answers", async () => {
    const titlesFound = async (app: FastifyInstance) =>
      (
        (await get(app, "/api/public/search?q=quelby%20guying&page=1")).json() as {
          results: { title: string }[];
        }
      ).results.map((result) => result.title);
    // A brand name nothing in the help center stands for (no WordNet relative, no word near it in
    // usage): with "storm", WordNet's definition ("… with winds …") finds "Guy lines in the wind".
    // Asked twice on b: the second answer is b's cached one.
    expect(await titlesFound(b)).toEqual([]);
    expect(await titlesFound(b)).toEqual([]);
    const category = await send(a, "POST", "/api/admin/categories", cookie, {
      name: "Storms",
      slug: "storms",
    });
    const categoryId = category.json().id;
    const created = await send(a, "POST", "/api/admin/articles", cookie, {
      title: "Quelby guying",
      slug: "quelby-guying",
      categoryId,
      status: "published",
      featured: true,
      verificationInterval: "3-months",
    });
    expect(created.statusCode).toBe(201);
    const featuredOn = async (app: FastifyInstance) =>
      ((await get(app, "/api/public/featured")).json() as { title: string }[]).map(
        (article) => article.title,
      );
    await waitFor(
      "the new article in b's search",
      async () => (await titlesFound(b)).includes("Quelby guying"),
      10_000,
    );
    expect((await get(b, "/api/public/articles/quelby-guying")).json().title).toBe("Quelby guying");
    expect((await get(b, "/api/public/articles/quelby-guying")).json().title).toBe("Quelby guying");
    // Asked twice on b: the featured list is b's cached one too.
    expect(await featuredOn(b)).toContain("Quelby guying");
    expect(await featuredOn(b)).toContain("Quelby guying");

    const renamed = await send(a, "PUT", `/api/admin/articles/${created.json().id}`, cookie, {
      title: "Quelby guying lines",
      categoryId,
      status: "published",
      featured: true,
    });
    expect(renamed.statusCode).toBe(200);
    await waitFor(
      "the new title in b's search, article answer and featured list",
      async () =>
        (await titlesFound(b))[0] === "Quelby guying lines" &&
        (await get(b, "/api/public/articles/quelby-guying")).json().title === "Quelby guying lines" &&
        (await featuredOn(b)).includes("Quelby guying lines"),
      10_000,
    );
    expect(await featuredOn(b)).not.toContain("Quelby guying");
    // First, by its new title (an article of an earlier test shares the words "guy" and "lines").
    expect((await titlesFound(b))[0]).toBe("Quelby guying lines");
    expect(await titlesFound(b)).not.toContain("Quelby guying");
  });
});

/** Counts calls to an instance's search-word refresh from now on. */
function countCalls(app: FastifyInstance): () => number {
  let calls = 0;
  const refresh = app.ctx.search.refreshWords.bind(app.ctx.search);
  app.ctx.search.refreshWords = () => {
    calls += 1;
    refresh();
  };
  return () => calls;
}
