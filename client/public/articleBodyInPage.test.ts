import { describe, expect, it } from "vitest";
import { withHeadingAnchors } from "../../shared/headingAnchors.ts";
import type { QueryData } from "../../shared/pageState.ts";
import { withoutArticleBodies } from "./articleBodyInPage.ts";
import { articleHtmlForDisplay } from "./articleHtml.ts";

const shown = (html: string) => withHeadingAnchors(articleHtmlForDisplay(html));

describe("the article body carried by the page's HTML only", () => {
  it("leaves the body out of the state, and nothing else", () => {
    const article = { slug: "pitch", title: "Pitch", contentHtml: "<p>Long body</p>", readTime: 3 };
    const data: QueryData = [
      [["settings"], { site_name: "Camp" }],
      [["article", "pitch"], article],
      [["article", "missing"], null],
    ];
    expect(withoutArticleBodies(data)).toEqual([
      [["settings"], { site_name: "Camp" }],
      [["article", "pitch"], { slug: "pitch", title: "Pitch", readTime: 3 }],
      [["article", "missing"], null],
    ]);
    expect(article.contentHtml).toBe("<p>Long body</p>");
  });

  it("shows the shown body as it is, with the same headings, so the browser can start from the page's HTML", () => {
    const stored =
      '<h2 id="old">Before you start &amp; after</h2><p>x</p><h3>Poles</h3><h2>Before you start &amp; after</h2>' +
      '<iframe title="Pitching" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>';
    const first = shown(stored);
    const again = shown(first.html);
    expect(again.html).toBe(first.html);
    expect(again.headings).toEqual(first.headings);
    expect(first.headings.map((heading) => heading.id)).toEqual([
      "before-you-start-after",
      "poles",
      "before-you-start-after-2",
    ]);
  });
});
