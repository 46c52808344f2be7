import { expect, it } from "vitest";
import { makeArticle, makeCategory } from "../../../test/support/contentFactory.ts";
import { describeEachDatabaseFreshPerTest } from "../../../test/support/testApp.ts";
import { recordSearches } from "../search/events/searchRecording.ts";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describeEachDatabaseFreshPerTest("dashboard analytics", (t) => {
  it("is all zeros and empty lists on an empty help center", async () => {
    const editor = await t.as("editor");
    const response = await editor.get("/api/admin/analytics");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      stats: { totalArticles: 0, totalCategories: 0, monthlySearches: 0, avgHelpfulness: 0 },
      topSearches: [],
      noResultQueries: [],
      noClickQueries: [],
      clickThroughRate: null,
      window: { days: 30 },
      trends: {
        articlesAddedThisPeriod: 0,
        previousPeriodSearches: 0,
        totalVotes: 0,
        articlesPublishedThisPeriod: 0,
        articlesPublishedPreviousPeriod: 0,
        helpfulnessThisPeriod: null,
        helpfulnessPreviousPeriod: null,
        previousClickThroughRate: null,
      },
    });
  });

  it("counts articles, categories, recent searches and the share of helpful votes", async () => {
    const category = await makeCategory(t.app.ctx, { slug: "tents", name: "Tents" });
    await makeCategory(t.app.ctx, { slug: "stoves", name: "Stoves" });
    const article = (slug: string, status: "draft" | "published", helpful: number, notHelpful: number) =>
      makeArticle(t.app.ctx, {
        slug,
        title: slug,
        status,
        categoryId: category.id,
        helpfulCount: helpful,
        notHelpfulCount: notHelpful,
      });
    await article("pitching", "published", 7, 1);
    await article("packing", "published", 1, 2);
    await article("draft-one", "draft", 0, 0);
    let visitors = 0;
    const search = (query: string, resultCount: number, at: Date) => {
      visitors += 1;
      return { query, resultCount, at, visitor: `visitor-${visitors}` };
    };
    await recordSearches(t.db, [
      ...Array.from({ length: 5 }, () => search("tent pegs", 3, daysAgo(1))),
      ...Array.from({ length: 3 }, () => search("refund", 2, daysAgo(10))),
      ...Array.from({ length: 4 }, () => search("warp drive", 0, daysAgo(2))),
      search("kayak", 0, daysAgo(28)),
      // Before the 30-day window: only the previous window's figure.
      ...Array.from({ length: 9 }, () => search("old news", 0, daysAgo(31))),
      ...Array.from({ length: 12 }, (_, i) => search(`term ${String(i).padStart(2, "0")}`, 1, daysAgo(3))),
    ]);

    const body = (await (await t.as("admin")).get("/api/admin/analytics")).json();
    expect(body.stats).toEqual({
      totalArticles: 3,
      totalCategories: 2,
      monthlySearches: 5 + 3 + 4 + 1 + 12,
      // 8 helpful of 11 votes = 72.7 %
      avgHelpfulness: 73,
    });
    expect(body.topSearches).toHaveLength(10);
    expect(body.topSearches.slice(0, 4)).toMatchObject([
      { text: "tent pegs", count: 5, searches: 5 },
      { text: "warp drive", count: 4 },
      { text: "refund", count: 3 },
      { text: "kayak", count: 1 },
    ]);
    expect(body.noResultQueries).toMatchObject([
      { text: "warp drive", count: 4 },
      { text: "kayak", count: 1 },
    ]);
    expect(JSON.stringify(body.topSearches)).not.toContain("old news");
    expect(body.trends).toMatchObject({
      articlesAddedThisPeriod: 3,
      previousPeriodSearches: 9,
      totalVotes: 11,
      articlesPublishedThisPeriod: 2,
    });
    // The 7-day window holds only the last week's searches.
    const week = (await (await t.as("admin")).get("/api/admin/analytics?days=7")).json();
    expect(week.stats.monthlySearches).toBe(5 + 4 + 12);
    expect(week.window.days).toBe(7);
  });

  it("offers 7, 30 or 90 days only", async () => {
    const admin = await t.as("admin");
    const response = await admin.get("/api/admin/analytics?days=14");
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("INVALID_INPUT");
  });

  it("is for staff only", async () => {
    expect((await t.anon.get("/api/admin/analytics")).statusCode).toBe(401);
    expect((await (await t.as("customer")).get("/api/admin/analytics")).statusCode).toBe(403);
  });
});
