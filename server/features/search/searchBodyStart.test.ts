import { sql } from "kysely";
import { beforeAll, expect, it } from "vitest";
import { makeArticle } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase } from "../../../test/support/testApp.ts";

/**
 * Ranking and snippets read the first 2,000 characters of a body; the whole body is indexed.
 * PostgreSQL keeps those starts uncompressed in `search_documents` (migration 013), so reading
 * the 40 that ranking may need decompresses nothing.
 */
describeEachDatabase("search reads the start of each body", (t) => {
  const filler = "Keep the pitch clear of sharp stones before you lay anything down. ".repeat(45);
  let articleId: number;
  beforeAll(async () => {
    const article = await makeArticle(t.app.ctx, {
      title: "Groundsheet care",
      slug: "groundsheet-care",
      summary: "Looking after the floor of your tent.",
      contentHtml: `<p>Brush off the quillwort seeds first.</p><p>${filler}</p><p>Never store a wet zephyrine sheet.</p>`,
    });
    articleId = article.id;
  });

  it("shows a snippet from the body's start and still finds words further on", async () => {
    const early = (await t.anon.get("/api/public/search?q=quillwort&page=1")).json();
    expect(early.results[0]).toMatchObject({ slug: "groundsheet-care" });
    expect(early.results[0].snippet.text).toContain("quillwort");
    // Beyond the first 2,000 characters: found through the index, shown with its summary.
    const late = (await t.anon.get("/api/public/search?q=zephyrine&page=1")).json();
    expect(late.results[0]).toMatchObject({ slug: "groundsheet-care" });
    expect(late.results[0].snippet.text).toBe("Looking after the floor of your tent.");
    if (t.dialect === "postgres") {
      // Kept as read: the start alone, uncompressed.
      const { rows } = await sql<{ length: number; compression: string | null }>`
        select length(body_start) as length, pg_column_compression(body_start) as compression
        from search_documents where article_id = ${articleId}`.execute(t.db);
      expect(rows[0]).toEqual({ length: 2000, compression: null });
    }
  });
});
