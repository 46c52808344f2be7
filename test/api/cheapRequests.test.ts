import { expect, it } from "vitest";
import { makeArticle, makeCategory } from "../support/contentFactory.ts";
import { describeEachDatabase } from "../support/testApp.ts";

describeEachDatabase("requests that must not cost a render or a rebuild", (t) => {
  /** Changes a title behind the app's back: only a fresh render or rebuild can show it. */
  const retitleDirectly = (id: number, title: string) =>
    t.db.updateTable("articles").set({ title }).where("id", "=", id).execute();

  it("serves / with any unused query string from the cache, and a vote clears nothing", async () => {
    const category = await makeCategory(t.app.ctx);
    const article = await makeArticle(t.app.ctx, {
      title: "Original Title",
      featured: true,
      categoryId: category.id,
    });
    const first = await t.anon.get("/");
    expect(first.body).toContain("Original Title");
    await retitleDirectly(article.id, "Changed Behind The Back");
    for (const url of ["/?x=1", `/?x=${Math.random()}`, "/?utm_source=mail&page=abc"]) {
      const response = await t.anon.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body, url).toContain("Original Title");
      expect(response.headers.etag, url).toBe(first.headers.etag);
    }
    const vote = await t.anon.post(`/api/public/articles/${article.slug}/rate`, { value: 1 });
    expect(vote.statusCode).toBe(200);
    expect((await t.anon.get("/")).body).toContain("Original Title");
    // The parameters a page does read still make their own page.
    expect((await t.anon.get("/?embed=true")).body).toContain("Changed Behind The Back");
    const categoryPage = await t.anon.get(`/c/${category.slug}?sort=title&junk=1`);
    expect(categoryPage.statusCode).toBe(200);
    expect(categoryPage.body).toContain("Changed Behind The Back");
  });

  it("renders the 404 for unknown paths once, whatever the path", async () => {
    const first = await t.anon.get("/no-such-page-1");
    expect(first.statusCode).toBe(404);
    for (const url of ["/no-such-page-2", `/random-${Math.random()}`, "/a/b/c?x=1"]) {
      const response = await t.anon.get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.etag, url).toBe(first.headers.etag);
    }
  });

  it("builds the sitemap and RSS once per content change, not per request", async () => {
    const article = await makeArticle(t.app.ctx, { title: "Feed Title Before" });
    // A content change through the API (which a direct insert is not) starts fresh feeds.
    const admin = await t.as("admin");
    expect((await admin.post("/api/admin/categories", { name: "Feeds", slug: "feeds" })).statusCode).toBe(
      201,
    );
    const rss = await t.anon.get("/api/public/rss.xml");
    expect(rss.body).toContain("Feed Title Before");
    const sitemap = await t.anon.get("/api/public/sitemap.xml");
    await retitleDirectly(article.id, "Feed Title After");
    await t.db.updateTable("articles").set({ slug: "moved-slug" }).where("id", "=", article.id).execute();
    expect((await t.anon.get("/api/public/rss.xml")).body).toContain("Feed Title Before");
    expect((await t.anon.get("/api/public/sitemap.xml")).body).toBe(sitemap.body);
    expect((await admin.post("/api/admin/categories", { name: "Feeds 2", slug: "feeds-2" })).statusCode).toBe(
      201,
    );
    expect((await t.anon.get("/api/public/rss.xml")).body).toContain("Feed Title After");
    expect((await t.anon.get("/api/public/sitemap.xml")).body).toContain("/a/moved-slug");
  });
});

describeEachDatabase(
  "one budget per client for everything public",
  (t) => {
    const from = (address: string, url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ url, remoteAddress: address, headers });

    it("answers 429 once a client passes the public limit, leaving other clients and staff routes alone", async () => {
      const statuses: number[] = [];
      for (const url of ["/", "/api/public/categories", "/no-such-page", "/api/public/settings", "/?x=1"])
        statuses.push((await from("127.0.0.91", url)).statusCode);
      expect(statuses).toEqual([200, 200, 404, 200, 200]);
      const limited = await from("127.0.0.91", "/api/public/featured");
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe("RATE_LIMITED");
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect((await from("127.0.0.92", "/")).statusCode).toBe(200);
      expect((await from("127.0.0.91", "/api/user")).statusCode).toBe(401);
      expect((await from("127.0.0.91", "/healthz")).statusCode).toBe(200);
    });
  },
  { publicRateLimitPerMinute: 5 },
);
