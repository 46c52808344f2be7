import { expect, it } from "vitest";
import { makeArticle } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase } from "../../../test/support/testApp.ts";
import { signVisitorId } from "../../platform/http/visitorCookie.ts";
import { RATING_RATE_LIMIT } from "./ratingRoutes.ts";
import { VOTES_PER_ADDRESS_PER_ARTICLE } from "./ratingService.ts";

describeEachDatabase("rating articles", (t) => {
  /** A visitor cookie as this server issues it (signed). */
  const visitor = (id: string) => ({
    cookie: `cairn_visitor=${signVisitorId(t.app.ctx.visitorCookieKey, id)}`,
  });
  const ratingsOf = async (articleId: number) =>
    t.db.selectFrom("ratings").selectAll().where("articleId", "=", articleId).execute();

  it("counts a helpful vote, answers the new counts and sets a long-lived visitor cookie", async () => {
    const article = await makeArticle(t.app.ctx, { slug: "rate-me", helpfulCount: 4, notHelpfulCount: 1 });
    const response = await t.anon.post("/api/public/articles/rate-me/rate", { value: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ helpfulCount: 5, notHelpfulCount: 1 });
    const cookie = response.cookies.find((c) => c.name === "cairn_visitor")!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe("Lax");
    expect(cookie.maxAge).toBeGreaterThan(365 * 24 * 3600);
    expect(await ratingsOf(article.id)).toHaveLength(1);
  });

  it("allows one vote per visitor per article per 24 hours: 409 'already rated'", async () => {
    const article = await makeArticle(t.app.ctx, { slug: "once-only" });
    const id = "visitor-aaaaaaaaaaaaaaaa";
    const first = await t.anon.post("/api/public/articles/once-only/rate", { value: -1 }, visitor(id));
    expect(first.json()).toEqual({ helpfulCount: 0, notHelpfulCount: 1 });
    expect(first.cookies.find((c) => c.name === "cairn_visitor")).toBeUndefined();
    const again = await t.anon.post("/api/public/articles/once-only/rate", { value: 1 }, visitor(id));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toContain("already rated");
    expect(await ratingsOf(article.id)).toHaveLength(1);
    // The same visitor may rate another article.
    await makeArticle(t.app.ctx, { slug: "once-only-other" });
    const elsewhere = await t.anon.post(
      "/api/public/articles/once-only-other/rate",
      { value: 1 },
      visitor(id),
    );
    expect(elsewhere.statusCode).toBe(200);
    // Another visitor (another cookie) may vote; a vote older than 24 hours no longer counts.
    const other = await t.anon.post(
      "/api/public/articles/once-only/rate",
      { value: 1 },
      visitor("visitor-bbbbbbbbbbbbbbbb"),
    );
    expect(other.json()).toEqual({ helpfulCount: 1, notHelpfulCount: 1 });
    await t.db
      .updateTable("ratings")
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000).toISOString() })
      .where("visitorId", "=", `v:${id}`)
      .execute();
    const dayLater = await t.anon.post("/api/public/articles/once-only/rate", { value: 1 }, visitor(id));
    expect(dayLater.json()).toEqual({ helpfulCount: 2, notHelpfulCount: 1 });
  });

  it("counts one of several simultaneous votes by one visitor", async () => {
    const article = await makeArticle(t.app.ctx, { slug: "double-click" });
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.anon.post(
          "/api/public/articles/double-click/rate",
          { value: 1 },
          visitor("visitor-dddddddddddddddd"),
        ),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const row = await t.db
      .selectFrom("articles")
      .select("helpfulCount")
      .where("id", "=", article.id)
      .executeTakeFirstOrThrow();
    expect(row.helpfulCount).toBe(1);
    expect(await ratingsOf(article.id)).toHaveLength(1);
  });

  it("gives a made-up visitor cookie no vote of its own", async () => {
    const article = await makeArticle(t.app.ctx, { slug: "forged-cookies" });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      // A fresh random id per request (what a voting script sends), then one with a made-up signature.
      const id = `random-visitor-${String(i).padStart(8, "0")}`;
      const forged = { cookie: `cairn_visitor=${i < 3 ? id : `${id}.${"A".repeat(43)}`}` };
      const response = await t.anon.post("/api/public/articles/forged-cookies/rate", { value: 1 }, forged);
      statuses.push(response.statusCode);
      // The answer replaces the forged cookie with a signed one.
      expect(response.cookies.find((c) => c.name === "cairn_visitor")?.value).toMatch(/^[\w-]+\.[\w-]{43}$/);
    }
    expect(statuses).toEqual([200, 409, 409, 409]);
    const counts = await t.db
      .selectFrom("articles")
      .select("helpfulCount")
      .where("id", "=", article.id)
      .executeTakeFirstOrThrow();
    expect(counts.helpfulCount).toBe(1);
  });

  it(`caps votes per address per article per day at ${VOTES_PER_ADDRESS_PER_ARTICLE}, whatever cookies it shows`, async () => {
    await makeArticle(t.app.ctx, { slug: "one-office" });
    const statuses: number[] = [];
    for (let i = 0; i < VOTES_PER_ADDRESS_PER_ARTICLE + 2; i += 1) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/public/articles/one-office/rate",
        remoteAddress: "127.0.0.44",
        headers: {
          origin: "http://localhost",
          "content-type": "application/json",
          ...visitor(`office-visitor-${String(i).padStart(8, "0")}`),
        },
        payload: JSON.stringify({ value: 1 }),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(VOTES_PER_ADDRESS_PER_ARTICLE).fill(200), 409, 409]);
  });

  it("falls back to the address when there is no cookie", async () => {
    await makeArticle(t.app.ctx, { slug: "no-cookie" });
    expect((await t.anon.post("/api/public/articles/no-cookie/rate", { value: 1 })).statusCode).toBe(200);
    const again = await t.anon.post("/api/public/articles/no-cookie/rate", { value: 1 });
    expect(again.statusCode).toBe(409);
    // The cookie the first answer set does not open a second vote from the same address.
    const withCookie = await t.anon.post(
      "/api/public/articles/no-cookie/rate",
      { value: 1 },
      visitor("visitor-cccccccccccccccc"),
    );
    expect(withCookie.statusCode).toBe(409);
  });
});

// A suite of its own (its own app): the rate limit counts every rating request from one address.
describeEachDatabase("rating refusals", (t) => {
  const ratingsOf = async (articleId: number) =>
    t.db.selectFrom("ratings").selectAll().where("articleId", "=", articleId).execute();

  it("refuses drafts, unknown articles and bad values without storing anything", async () => {
    const draft = await makeArticle(t.app.ctx, { slug: "draft-rating", status: "draft" });
    expect((await t.anon.post("/api/public/articles/draft-rating/rate", { value: 1 })).statusCode).toBe(404);
    expect((await t.anon.post("/api/public/articles/unknown-article/rate", { value: 1 })).statusCode).toBe(
      404,
    );
    const published = await makeArticle(t.app.ctx, { slug: "value-checks" });
    for (const body of [
      {},
      { value: 0 },
      { value: 2 },
      { value: "1" },
      { value: 1, extra: true },
      { value: null },
    ]) {
      const response = await t.anon.post("/api/public/articles/value-checks/rate", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await ratingsOf(draft.id)).toHaveLength(0);
    expect(await ratingsOf(published.id)).toHaveLength(0);
    const row = await t.db
      .selectFrom("articles")
      .select(["helpfulCount", "notHelpfulCount"])
      .where("id", "=", published.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ helpfulCount: 0, notHelpfulCount: 0 });
  });

  it("refuses a vote from a foreign origin", async () => {
    await makeArticle(t.app.ctx, { slug: "csrf-vote" });
    const response = await t.anon.post(
      "/api/public/articles/csrf-vote/rate",
      { value: 1 },
      { origin: "https://evil.example" },
    );
    expect(response.statusCode).toBe(403);
  });
});

describeEachDatabase("rating rate limit", (t) => {
  const visitor = (id: string) => ({
    cookie: `cairn_visitor=${signVisitorId(t.app.ctx.visitorCookieKey, id)}`,
  });
  it(`answers 429 after ${RATING_RATE_LIMIT.max} votes a minute from one address`, async () => {
    await makeArticle(t.app.ctx, { slug: "limited" });
    const statuses: number[] = [];
    for (let i = 0; i <= RATING_RATE_LIMIT.max; i += 1) {
      const response = await t.anon.post(
        "/api/public/articles/limited/rate",
        { value: 1 },
        visitor(`visitor-${String(i).padStart(16, "0")}`),
      );
      statuses.push(response.statusCode);
    }
    // Each vote carries another genuine visitor cookie: the address cap counts the first few,
    // and the rate limit stops the rest.
    expect(statuses.slice(0, VOTES_PER_ADDRESS_PER_ARTICLE)).toEqual(
      Array(VOTES_PER_ADDRESS_PER_ARTICLE).fill(200),
    );
    expect(new Set(statuses.slice(VOTES_PER_ADDRESS_PER_ARTICLE, -1))).toEqual(new Set([409]));
    expect(statuses.at(-1)).toBe(429);
  });
});
