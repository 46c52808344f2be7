import { expect, it } from "vitest";
import { makeArticle } from "../../../test/support/contentFactory.ts";
import { describeEachDatabase } from "../../../test/support/testApp.ts";

describeEachDatabase("article sections on the rendered page", (t) => {
  it("gives h2 and h3 unique anchors and a table of contents from three headings", async () => {
    await makeArticle(t.app.ctx, {
      slug: "sections-many",
      contentHtml:
        "<h2>Before you start</h2><p>a</p><h3>Pegs &amp; poles</h3><p>b</p><h2>Before you start</h2><p>c</p>",
    });
    const page = await t.anon.get("/a/sections-many");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h2 id="before-you-start">Before you start</h2>');
    expect(page.body).toContain('<h3 id="pegs-poles">Pegs &amp; poles</h3>');
    expect(page.body).toContain('<h2 id="before-you-start-2">Before you start</h2>');
    expect(page.body).toContain('href="#before-you-start-2"');
    expect(page.body.match(/aria-label="On this page"/g)).toHaveLength(2);
    // The search box is in the article page's header.
    expect(page.body).toContain('aria-label="Search for help articles"');

    await makeArticle(t.app.ctx, {
      slug: "sections-few",
      contentHtml: "<h2>Only one</h2><p>a</p><h3>And two</h3><p>b</p>",
    });
    const few = await t.anon.get("/a/sections-few");
    expect(few.body).toContain('<h2 id="only-one">Only one</h2>');
    expect(few.body).not.toContain("On this page");
  });
});
