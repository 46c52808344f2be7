import { expect, it } from "vitest";
import { makeArticle } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase } from "../../../test/support/testApp.ts";

describeEachDatabase("search results that land on the matching section", (t) => {
  it("takes the snippet from the section that matches and links to its anchor", async () => {
    await makeArticle(t.app.ctx, {
      slug: "section-pitching",
      title: "Pitching your shelter",
      summary: "From choosing the spot to the last peg.",
      contentHtml:
        "<p>Read this before your first night out.</p>" +
        "<h2>Choose a spot</h2><p>Flat ground, away from dead branches.</p>" +
        "<h2>Stake it down</h2><p>Drive each peg at an angle and tension the guylines evenly.</p>",
    });
    const answer = (await t.anon.get("/api/public/search?q=guylines&mode=submit")).json();
    const hit = answer.results.find((result: { slug: string }) => result.slug === "section-pitching");
    expect(hit.section).toEqual({ anchor: "stake-it-down", heading: "Stake it down" });
    expect(hit.snippet.text).toContain("tension the guylines evenly");
    const [from, to] = hit.snippet.highlights[0];
    expect(hit.snippet.text.slice(from, to)).toBe("guylines");

    // The results page links to the section.
    const page = await t.anon.get("/search?q=guylines");
    expect(page.body).toContain('href="/a/section-pitching#stake-it-down"');

    // A query the title and intro answer keeps the article's own snippet and address.
    const title = (await t.anon.get("/api/public/search?q=pitching%20shelter")).json();
    const titleHit = title.results.find((result: { slug: string }) => result.slug === "section-pitching");
    expect(titleHit.section).toBeUndefined();
  });
});
