import { describe, expect, it } from "vitest";
import { withHeadingAnchors } from "../../shared/headingAnchors.ts";
import { articleBodyForDisplay } from "./articleBodyForDisplay.ts";
import { articleHtmlForDisplay } from "./articleHtml.ts";

describe("articleBodyForDisplay", () => {
  const stored =
    "<h2>Before you start</h2><p>x</p><h3>Poles</h3>" +
    '<iframe title="Pitching" src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>';

  it("shows a body as the facades and heading anchors do, one after the other", () => {
    const shown = articleBodyForDisplay(stored);
    expect(shown).toEqual(withHeadingAnchors(articleHtmlForDisplay(stored)));
    expect(shown.headings.map((heading) => heading.id)).toEqual(["before-you-start", "poles"]);
  });

  it("works a body out once: the same body answers what it answered before", () => {
    const first = articleBodyForDisplay(`${stored}<p>once</p>`);
    expect(articleBodyForDisplay(`${stored}<p>once</p>`)).toBe(first);
  });

  it("works an edited body out anew", () => {
    const before = articleBodyForDisplay("<h2>Old</h2>");
    const after = articleBodyForDisplay("<h2>New</h2>");
    expect(after).not.toBe(before);
    expect(after.headings).toEqual([{ id: "new", text: "New", level: 2 }]);
  });
});
