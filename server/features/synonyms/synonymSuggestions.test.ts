import { beforeEach, expect, it } from "vitest";
import { makeArticle } from "../../../test/support/contentFactory.ts";
import { describeEachDatabaseFreshPerTest, type TestClient } from "../../../test/support/testApp.ts";
import { recordSearches } from "../search/events/searchRecording.ts";

describeEachDatabaseFreshPerTest("synonym suggestions from rephrasings", (t) => {
  let admin: TestClient;
  beforeEach(async () => {
    admin = await t.as("admin");
  });

  /** One visitor's session: searches `seconds` apart; the last one's first result was opened. */
  const session = async (visitor: string, queries: { q: string; results: number }[], gapSeconds = 40) => {
    const start = Date.now() - 3_600_000;
    const ids = await recordSearches(
      t.db,
      queries.map((query, i) => ({
        query: query.q,
        resultCount: query.results,
        visitor,
        at: new Date(start + i * gapSeconds * 1000),
      })),
    );
    const article = await t.db.selectFrom("articles").select("id").executeTakeFirstOrThrow();
    await t.db
      .insertInto("searchClicks")
      .values({
        searchEventId: ids.at(-1)!,
        articleId: article.id,
        position: 1,
        createdAt: new Date(start + queries.length * gapSeconds * 1000).toISOString(),
      })
      .execute();
  };
  const hits = async (q: string) =>
    (
      (await t.anon.get(`/api/public/search?q=${encodeURIComponent(q)}`)).json() as {
        results: { slug: string }[];
      }
    ).results.map((result) => result.slug);

  it("proposes the words visitors rephrased, with the evidence; Add makes the no-result query a hit", async () => {
    await makeArticle(t.app.ctx, {
      slug: "waterproofing",
      title: "Waterproofing your tent",
      summary: "Seal the seams and re-proof the fly.",
      contentHtml: "<p>Waterproofing keeps the rain out: seal the seams every season.</p>",
    });
    // A tent query finds the article by "tent"; the word the visitors had was the missing one.
    expect(await hits("leaking")).toEqual([]);
    for (const visitor of ["visitor-a", "visitor-b", "visitor-c"])
      await session(visitor, [
        { q: "leaking", results: 0 },
        { q: "waterproofing", results: 1 },
      ]);
    // The same words in longer queries count for the same pair.
    await session("visitor-g", [
      { q: "leaking rain fly", results: 0 },
      { q: "waterproofing rain fly", results: 1 },
    ]);
    // Noise: one visitor's unrelated pair, and a rephrasing too late to count.
    await session("visitor-d", [
      { q: "stove", results: 0 },
      { q: "seams", results: 1 },
    ]);
    await session(
      "visitor-e",
      [
        { q: "drip tent", results: 0 },
        { q: "waterproofing tent", results: 1 },
      ],
      400,
    );
    await session(
      "visitor-f",
      [
        { q: "drip tent", results: 0 },
        { q: "waterproofing tent", results: 1 },
      ],
      400,
    );

    const response = await admin.get("/api/admin/settings/synonym-suggestions");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        terms: ["leaking", "waterproofing"],
        visitors: 4,
        examples: [
          { from: "leaking", to: "waterproofing" },
          { from: "leaking rain fly", to: "waterproofing rain fly" },
        ],
      },
    ]);

    const added = await admin.post("/api/admin/settings/synonym-suggestions/add", {
      terms: ["leaking", "waterproofing"],
    });
    expect(added.statusCode).toBe(200);
    expect((await admin.get("/api/admin/settings")).json().search_synonyms).toContain(
      "leaking, waterproofing",
    );
    expect(await hits("leaking")).toEqual(["waterproofing"]);
    expect((await admin.get("/api/admin/settings/synonym-suggestions")).json()).toEqual([]);
  });

  it("hides a dismissed pair, applies nothing by itself, and is for admins only", async () => {
    await makeArticle(t.app.ctx, { slug: "stoves", title: "Camping stoves" });
    for (const visitor of ["visitor-a", "visitor-b"])
      await session(visitor, [
        { q: "burner", results: 0 },
        { q: "stove", results: 1 },
      ]);
    expect((await admin.get("/api/admin/settings/synonym-suggestions")).json()).toHaveLength(1);
    expect((await admin.get("/api/admin/settings")).json().search_synonyms).toEqual([]);
    expect(
      (await admin.post("/api/admin/settings/synonym-suggestions/dismiss", { terms: ["stove", "burner"] }))
        .statusCode,
    ).toBe(200);
    expect((await admin.get("/api/admin/settings/synonym-suggestions")).json()).toEqual([]);
    expect(
      (await admin.post("/api/admin/settings/synonym-suggestions/add", { terms: ["same", "same"] }))
        .statusCode,
    ).toBe(400);
    expect(
      (await admin.post("/api/admin/settings/synonym-suggestions/add", { terms: ["one"] })).statusCode,
    ).toBe(400);
    const editor = await t.as("editor");
    expect((await editor.get("/api/admin/settings/synonym-suggestions")).statusCode).toBe(403);
    expect((await t.anon.get("/api/admin/settings/synonym-suggestions")).statusCode).toBe(401);
  });
});
