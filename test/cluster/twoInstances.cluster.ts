import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Instance,
  type RedisServer,
  startInstance,
  startRedis,
  waitFor,
} from "../../scripts/support/instances.ts";
import { type ReservedDatabase, reserveTestDatabase } from "../support/testDatabases.ts";

const ADMIN = { email: "admin@example.com", password: "cluster-admin-password" };

/** Signs in on an instance and returns its session cookie ("name=value"). */
async function signIn(instance: Instance, credentials = ADMIN): Promise<string> {
  const response = await instance.fetch("/api/login", { method: "POST", body: JSON.stringify(credentials) });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.includes("session"));
  return cookie!.split(";")[0]!;
}

const titleOf = async (instance: Instance, path: string) =>
  /<h1[^>]*>([^<]*)</.exec(await (await instance.fetch(path)).text())?.[1];

/**
 * A public page's title and entity tag. Every render gets a new tag and a page kept in an
 * instance's page cache keeps its tag, so the same tag twice means the second answer came from
 * that instance's cache.
 */
async function pageOf(instance: Instance, path: string) {
  const response = await instance.fetch(path);
  const title = /<h1[^>]*>([^<]*)</.exec(await response.text())?.[1];
  return { title, etag: response.headers.get("etag") };
}

/**
 * Two real Cairn processes on one PostgreSQL database and one Redis (a private redis-server, so
 * that it can be stopped), as behind a load balancer.
 */
describe("two instances behave as one", () => {
  let database: ReservedDatabase;
  let redis: RedisServer;
  let a: Instance;
  let b: Instance;
  let cookie: string;
  let articleId: number;
  let categoryId: number;

  beforeAll(async () => {
    database = await reserveTestDatabase("postgres");
    redis = await startRedis();
    const env = {
      DATABASE_URL: database.location.databaseUrl!,
      REDIS_URL: redis.url,
      SEED_DEMO: "0",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
    };
    // One after the other, as a rolling start does: the first migrates and creates the admin.
    a = await startInstance(env);
    b = await startInstance(env);
    cookie = await signIn(a);
    const category = await a.fetch("/api/admin/categories", {
      method: "POST",
      cookie,
      body: JSON.stringify({ name: "Tents", slug: "tents" }),
    });
    categoryId = ((await category.json()) as { id: number }).id;
    const article = await a.fetch("/api/admin/articles", {
      method: "POST",
      cookie,
      body: JSON.stringify({
        title: "Pitching a tent",
        slug: "pitching",
        categoryId,
        status: "published",
        verificationInterval: "3-months",
      }),
    });
    expect(article.status).toBe(201);
    articleId = ((await article.json()) as { id: number }).id;
  }, 400_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
    await database?.drop();
  });

  it("a session made on one instance is valid on the other", async () => {
    const me = await b.fetch("/api/user", { cookie });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(ADMIN.email);
  });

  it("an edit saved on one instance is on the other's cached page within 1 s, and settings too", async () => {
    const rendered = await pageOf(b, "/a/pitching");
    expect(rendered.title).toBe("Pitching a tent");
    // Served again from b's page cache: the same render, so the same tag.
    expect(await pageOf(b, "/a/pitching")).toEqual(rendered);
    const saved = await a.fetch(`/api/admin/articles/${articleId}`, {
      method: "PUT",
      cookie,
      body: JSON.stringify({ title: "Pitching a tent in wind", categoryId, status: "published" }),
    });
    expect(saved.status).toBe(200);
    const pageLag = await waitFor(
      "the new title on b",
      async () => (await titleOf(b, "/a/pitching")) === "Pitching a tent in wind",
    );
    expect(pageLag).toBeLessThan(1_000);
    // The edit cleared the page from b's cache: b rendered it anew, and caches the new render.
    const fresh = await pageOf(b, "/a/pitching");
    expect(fresh.etag).not.toBe(rendered.etag);
    expect(await pageOf(b, "/a/pitching")).toEqual(fresh);

    await b.fetch("/api/public/settings");
    const settings = await a.fetch("/api/admin/settings", {
      method: "PUT",
      cookie,
      body: JSON.stringify({ site_name: "Trail Help", search_synonyms: ["guy line, storm line"] }),
    });
    expect(settings.status).toBe(200);
    const settingsLag = await waitFor(
      "the new site name on b",
      async () =>
        ((await (await b.fetch("/api/public/settings")).json()) as { site_name: string }).site_name ===
        "Trail Help",
    );
    expect(settingsLag).toBeLessThan(1_000);
  });

  it("a search repeated on one instance shows a change made on the other, as do its public JSON answers", async () => {
    const searchTitles = async (instance: Instance) => {
      const answer = (await (await instance.fetch("/api/public/search?q=pitching&page=1")).json()) as {
        results: { title: string }[];
      };
      const page = await (await instance.fetch("/search?q=pitching")).text();
      const article = (await (await instance.fetch("/api/public/articles/pitching")).json()) as {
        title: string;
      };
      return { api: answer.results.map((result) => result.title), page, article: article.title };
    };
    const rename = async (title: string) => {
      const saved = await a.fetch(`/api/admin/articles/${articleId}`, {
        method: "PUT",
        cookie,
        body: JSON.stringify({ title, categoryId, status: "published" }),
      });
      expect(saved.status).toBe(200);
    };
    // Asked twice on b: the second answers come from b's caches.
    for (let i = 0; i < 2; i += 1) {
      const before = await searchTitles(b);
      expect(before.api).toEqual(["Pitching a tent in wind"]);
      expect(before.page).toContain("Pitching a tent in wind");
      expect(before.article).toBe("Pitching a tent in wind");
    }
    for (const title of ["Pitching a tent in a storm", "Pitching a tent in wind"]) {
      await rename(title);
      const lag = await waitFor(`"${title}" in b's search and API`, async () => {
        const after = await searchTitles(b);
        return after.api[0] === title && after.page.includes(title) && after.article === title;
      });
      expect(lag).toBeLessThan(1_000);
      // Never the old answer again once the new one was seen.
      const again = await searchTitles(b);
      expect([again.api[0], again.article]).toEqual([title, title]);
    }
  });

  it("a rate limit is reached by both instances together, half on each (sign-in, per address)", async () => {
    const attempt = (instance: Instance, i: number) =>
      instance.fetch("/api/login", {
        method: "POST",
        body: JSON.stringify({ email: `nobody${i}@example.com`, password: "wrong-password" }),
      });
    const first = await attempt(a, 0);
    expect(first.status).toBe(401);
    const limit = Number(first.headers.get("x-ratelimit-limit"));
    // The successful sign-in above counted too.
    const left = Number(first.headers.get("x-ratelimit-remaining"));
    expect(left).toBe(limit - 2);
    // Alternate: each instance sees the other's attempts in its count.
    for (let i = 1; i <= left; i++) {
      const response = await attempt(i % 2 ? b : a, i);
      expect(response.status).toBe(401);
      expect(Number(response.headers.get("x-ratelimit-remaining"))).toBe(left - i);
    }
    expect((await attempt(b, 100)).status).toBe(429);
    expect((await attempt(a, 101)).status).toBe(429);
  });

  it("the public and search budgets are one count per client across both instances, kept in Redis", async () => {
    const client = new Redis(redis.url);
    /**
     * Sends `first`, reads the count under `key`, sends the others, and expects each of them
     * counted under it: every request of this file comes from 127.0.0.1.
     */
    const expectCountedTogether = async (
      key: string,
      first: () => Promise<Response>,
      ...others: (() => Promise<Response>)[]
    ) => {
      // A count starts again when its minute ends: never let it end between the two readings.
      const left = await client.pttl(key);
      if (left > 0 && left < 3_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
      await first();
      const before = Number(await client.get(key));
      expect(before).toBeGreaterThan(0);
      for (const request of others) expect((await request()).status).toBe(200);
      expect(Number(await client.get(key))).toBe(before + others.length);
    };
    try {
      await expectCountedTogether(
        "cairn:rate:public-site 127.0.0.1",
        () => a.fetch("/api/public/categories"),
        () => b.fetch("/api/public/categories"),
        () => a.fetch("/a/pitching"),
      );
      await expectCountedTogether(
        "cairn:rate:search 127.0.0.1",
        () => a.fetch("/api/public/search?q=budget"),
        () => b.fetch("/api/public/search?q=budget%20again"),
        () => a.fetch("/search?q=budget%20once%20more"),
      );
    } finally {
      client.disconnect();
    }
  });

  it("keeps serving while Redis is gone, counts per instance meanwhile, and reconnects by itself", async () => {
    await redis.stop();
    await waitFor("a and b to notice Redis is gone", async () => {
      const [ra, rb] = await Promise.all([a.fetch("/readyz"), b.fetch("/readyz")]);
      return ra.status === 503 && rb.status === 503;
    });
    expect((await b.fetch("/a/pitching")).status).toBe(200);
    expect((await b.fetch("/api/public/categories")).status).toBe(200);
    // Limits fall back to each instance's memory. The shared count is spent (429 above), yet
    // sign-in is answered: b has counted nothing locally, and neither sees the other's attempts.
    let attempts = 0;
    const attempt = async (instance: Instance) => {
      const email = `outage${++attempts}@example.com`;
      const response = await instance.fetch("/api/login", {
        method: "POST",
        body: JSON.stringify({ email, password: "wrong-password" }),
      });
      expect(response.status).toBe(401);
      return {
        limit: Number(response.headers.get("x-ratelimit-limit")),
        remaining: Number(response.headers.get("x-ratelimit-remaining")),
      };
    };
    const onB = await attempt(b);
    expect(onB.remaining).toBe(onB.limit - 1);
    const onA = await attempt(a);
    expect(await attempt(b)).toEqual({ limit: onB.limit, remaining: onB.limit - 2 });
    expect(await attempt(a)).toEqual({
      limit: onA.limit,
      remaining: onA.remaining - 1,
    });
    // ioredis reports the refused reconnect a moment after the close: wait for the warning.
    await waitFor("b to log the outage", async () => b.log().includes("Redis unreachable"));

    redis = await startRedis(redis.port);
    await waitFor("a and b ready again", async () => {
      const [ra, rb] = await Promise.all([a.fetch("/readyz"), b.fetch("/readyz")]);
      return ra.status === 200 && rb.status === 200;
    });
    // Broadcasts flow again.
    expect(await titleOf(b, "/a/pitching")).toBe("Pitching a tent in wind");
    const saved = await a.fetch(`/api/admin/articles/${articleId}`, {
      method: "PUT",
      cookie,
      body: JSON.stringify({ title: "Pitching after the outage", categoryId, status: "published" }),
    });
    expect(saved.status).toBe(200);
    expect(
      await waitFor("the title after the outage on b", async () => {
        return (await titleOf(b, "/a/pitching")) === "Pitching after the outage";
      }),
    ).toBeLessThan(1_000);
  });
});
