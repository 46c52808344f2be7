import { expect, it } from "vitest";
import type { SearchResult } from "../../../shared/schemas/search.ts";
import { makeArticle } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase } from "../../../test/support/testApp.ts";

describeEachDatabase("search results that land on the matching section", (t) => {
  /** The article's result for a submitted search of `query`. */
  const resultFor = async (query: string, slug: string): Promise<SearchResult> => {
    const answer = (
      await t.anon.get(`/api/public/search?q=${encodeURIComponent(query)}&mode=submit`)
    ).json() as { results: SearchResult[] };
    const hit = answer.results.find((result) => result.slug === slug);
    expect(hit, `"${query}" finds ${slug}`).toBeDefined();
    return hit!;
  };
  /** The highlighted words of a result's snippet. */
  const highlighted = ({ snippet }: SearchResult) =>
    snippet.highlights.map(([from, to]) => snippet.text.slice(from, to));

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
    const hit = await resultFor("guylines", "section-pitching");
    expect(hit.section).toEqual({ anchor: "stake-it-down", heading: "Stake it down" });
    expect(hit.snippet.text).toContain("tension the guylines evenly");
    expect(highlighted(hit)).toEqual(["guylines"]);

    // A heading's own words are its section's.
    expect((await resultFor("stake", "section-pitching")).section).toEqual({
      anchor: "stake-it-down",
      heading: "Stake it down",
    });

    // The results page links to the section.
    const page = await t.anon.get("/search?q=guylines");
    expect(page.body).toContain('href="/a/section-pitching#stake-it-down"');

    // A query the title and intro answer keeps the article's own snippet and address.
    expect((await resultFor("pitching shelter", "section-pitching")).section).toBeUndefined();
  });

  it("counts the words of a section's text, not of its tags, and every form of a query word", async () => {
    await makeArticle(t.app.ctx, {
      slug: "section-forms",
      title: "Looking after your stove",
      summary: "Keep it lit and clean.",
      contentHtml:
        // The intro links to an address holding the query word: an attribute is no text.
        '<p>See <a href="/a/priming-applies-to-every-burner">the priming guide</a> first.</p>' +
        "<h2>Before a trip</h2><p>Check the seals.</p>" +
        // "applies" is a form of "applying" (stem "apply", which "applies" does not hold whole).
        "<h2>Priming &amp; lighting</h2><p>The same rule applies to every burner.</p>",
    });
    const hit = await resultFor("applying", "section-forms");
    expect(hit.section).toEqual({ anchor: "priming-lighting", heading: "Priming & lighting" });
    expect(highlighted(hit)).toEqual(["applies"]);
  });

  it("reads sections written in letters beyond ASCII as a search reads them (accents dropped)", async () => {
    await makeArticle(t.app.ctx, {
      slug: "section-accents",
      // PostgreSQL's index keeps accents ("déjà"), so the title's "mildew" finds the article there.
      title: "Drying your gear against mildew",
      summary: "Air it out after every trip.",
      contentHtml:
        "<p>Start as soon as you are home.</p>" +
        "<h2>Down jackets</h2><p>Tumble on low heat, or mildew sets in.</p>" +
        "<h2>Canvas tents</h2><p>Dry the canvas fully, or the mildew comes back: déjà vu next season.</p>",
    });
    expect((await resultFor("deja mildew", "section-accents")).section).toEqual({
      anchor: "canvas-tents",
      heading: "Canvas tents",
    });
  });
});
