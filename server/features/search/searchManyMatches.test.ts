import { beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../../test/support/testApp.ts";
import { writeNewArticlesInBulk } from "../articles/writeNewArticlesInBulk.ts";
import { MATCHES_READ_UP_TO } from "./engines/postgresSearchEngine.ts";
import { MAX_CANDIDATES } from "./index/candidateMatcher.ts";

/**
 * A word that more articles hold than a results page counts (1,000) and than PostgreSQL ranks
 * (MATCHES_READ_UP_TO, the first matches of the GIN index): the best match still comes first,
 * and the count says it is a lower bound.
 */
describeEachDatabase("a search with more matches than are counted and ranked", (t) => {
  const notes = Math.max(MAX_CANDIDATES, MATCHES_READ_UP_TO) + 100;
  beforeAll(async () => {
    // The best match is written last: the index yields it after every other match, so a cap
    // taken in the index's order alone would leave it unranked.
    await writeNewArticlesInBulk(t.db, [
      ...Array.from({ length: notes }, (_, i) => ({
        slug: `trail-note-${i}`,
        title: `Trail note ${i}`,
        summary: "Pack the lantern before dusk.",
        contentHtml: "<p>Quillwort grows along the path.</p>",
        status: "published" as const,
      })),
      {
        slug: "lantern-care",
        title: "Lantern care",
        summary: "Keep the mantle whole and the glass bright.",
        contentHtml: "<p>Quillwort smoke blackens glass.</p>",
        status: "published" as const,
      },
    ]);
    await t.app.ctx.search.rebuild(t.db);
  }, 120_000);

  it("shows the title match first among more head matches than are ranked, with a count of 1,000 or more", async () => {
    const answer = (await t.anon.get("/api/public/search?q=lantern&page=1")).json();
    expect(answer.results[0]).toMatchObject({ slug: "lantern-care" });
    expect(answer.results).toHaveLength(10);
    expect(answer.pagination).toMatchObject({ total: 1000, totalIsLowerBound: true, hasMore: true });
    const dropdown = (await t.anon.get("/api/public/search?q=lantern")).json();
    expect(dropdown.suggestions[0]).toEqual({ slug: "lantern-care", title: "Lantern care" });
  });

  it("pages through body matches of a word too common to rank, counted as a lower bound", async () => {
    const answer = (await t.anon.get("/api/public/search?q=quillwort&page=2")).json();
    expect(answer.results).toHaveLength(10);
    expect(answer.pagination).toMatchObject({ page: 2, total: 1000, totalIsLowerBound: true, hasMore: true });
  });

  it("gives an exact count, not flagged, when fewer match than are counted", async () => {
    const answer = (await t.anon.get("/api/public/search?q=mantle&page=1")).json();
    expect(answer.results.map((result: { slug: string }) => result.slug)).toEqual(["lantern-care"]);
    expect(answer.pagination).toEqual({ page: 1, pageSize: 10, total: 1, hasMore: false });
  });

  it("says so on the results page: 1,000+ results", async () => {
    const page = await t.app.inject({ url: "/search?q=lantern" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("1,000+ results");
    expect(page.body.indexOf("Lantern care")).toBeGreaterThan(-1);
  });
});
