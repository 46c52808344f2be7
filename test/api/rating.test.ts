import { expect, it } from "vitest";
import { RATING_RATE_LIMIT } from "../../server/routes/public/ratings.ts";
import { makeArticle } from "../support/contentFactory.ts";
import { describeEachDatabase } from "../support/testApp.ts";

const visitor = (id: string) => ({ cookie: `cairn_visitor=${id}` });

describeEachDatabase("rating articles", (t) => {
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
    // Each vote carries another visitor cookie, so only the limit stops them.
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
