import { expect, it } from "vitest";
import { describeEachDatabase } from "../support/testApp.ts";

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describeEachDatabase("dashboard analytics", (t) => {
  it("is all zeros and empty lists on an empty help center", async () => {
    const editor = await t.as("editor");
    const response = await editor.get("/api/admin/analytics");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      stats: { totalArticles: 0, totalCategories: 0, monthlySearches: 0, avgHelpfulness: 0 },
      topSearches: [],
      noResultQueries: [],
      trends: { articlesAddedThisPeriod: 0, previousPeriodSearches: 0, totalVotes: 0 },
    });
  });

  it("counts articles, categories, recent searches and the share of helpful votes", async () => {
    const now = new Date().toISOString();
    const category = await t.db
      .insertInto("categories")
      .values({
        slug: "tents",
        name: "Tents",
        description: "",
        displayOrder: 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto("categories")
      .values({
        slug: "stoves",
        name: "Stoves",
        description: "",
        displayOrder: 1,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const article = (slug: string, status: "draft" | "published", helpful: number, notHelpful: number) => ({
      slug,
      title: slug,
      status,
      categoryId: category.id,
      createdAt: now,
      updatedAt: now,
      helpfulCount: helpful,
      notHelpfulCount: notHelpful,
    });
    await t.db
      .insertInto("articles")
      .values([
        article("pitching", "published", 7, 1),
        article("packing", "published", 1, 2),
        article("draft-one", "draft", 0, 0),
      ])
      .execute();
    const search = (query: string, resultCount: number, createdAt: string) => ({
      query,
      resultCount,
      createdAt,
    });
    await t.db
      .insertInto("searchEvents")
      .values([
        ...Array.from({ length: 5 }, () => search("tent pegs", 3, daysAgo(1))),
        ...Array.from({ length: 3 }, () => search("refund", 2, daysAgo(10))),
        ...Array.from({ length: 4 }, () => search("warp drive", 0, daysAgo(2))),
        search("kayak", 0, daysAgo(29)),
        // Older than 30 days: not counted anywhere.
        ...Array.from({ length: 9 }, () => search("old news", 0, daysAgo(31))),
        ...Array.from({ length: 12 }, (_, i) => search(`term ${String(i).padStart(2, "0")}`, 1, daysAgo(3))),
      ])
      .execute();

    const body = (await (await t.as("admin")).get("/api/admin/analytics")).json();
    expect(body.stats).toEqual({
      totalArticles: 3,
      totalCategories: 2,
      monthlySearches: 5 + 3 + 4 + 1 + 12,
      // 8 helpful of 11 votes = 72.7 %
      avgHelpfulness: 73,
    });
    expect(body.topSearches).toHaveLength(10);
    expect(body.topSearches.slice(0, 4)).toEqual([
      { text: "tent pegs", count: 5 },
      { text: "warp drive", count: 4 },
      { text: "refund", count: 3 },
      { text: "kayak", count: 1 },
    ]);
    expect(body.noResultQueries).toEqual([
      { text: "warp drive", count: 4 },
      { text: "kayak", count: 1 },
    ]);
    expect(JSON.stringify(body)).not.toContain("old news");
    // The dashboard's trend captions: this window against the 30 days before it.
    expect(body.trends).toEqual({ articlesAddedThisPeriod: 3, previousPeriodSearches: 9, totalVotes: 11 });
  });

  it("is for staff only", async () => {
    expect((await t.anon.get("/api/admin/analytics")).statusCode).toBe(401);
    expect((await (await t.as("customer")).get("/api/admin/analytics")).statusCode).toBe(403);
  });
});
